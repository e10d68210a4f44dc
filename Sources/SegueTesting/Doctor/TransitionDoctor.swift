import Foundation
import OpenUIKit

/// Plays every scenario of a demo, and variants of it derived automatically, and reports in
/// plain words what its transitions get wrong — each finding with the frame where it shows and
/// the seed lesson it breaks.
///
/// ```swift
/// let report = TransitionDoctor().examine(MyCardDemo())
/// #expect(report.isClean, "\(report)")
/// ```
///
/// Each run is a ``ScenarioPlayer`` run — a fresh ``HeadlessHost`` and a fresh root
/// controller, the scenario's setup and steps frame by frame — whose ``ScenarioPlayer/Hooks``
/// play the variant and watch every frame, while the doctor watches every transition from
/// inside. At the end the demo is taken down and the host finished
/// (``HeadlessHost/finish(fileID:filePath:line:column:)``): its ``HostLeftovers`` are the leak
/// census. The
/// doctor looks for:
/// - `completeTransition(_:)` never called (naming the animator), called twice, or called
///   with `true` after the interaction was cancelled;
/// - the presented or "to" view not in the window at the end of a transition;
/// - a dismissal animator of a `.custom`/`.overFullScreen` presentation that put the
///   presenting view into the container (the black screen), or a screen mostly black at the end;
/// - the view left on screen transformed, transparent, hidden or off its frame after a
///   transition finished or was cancelled;
/// - an interaction controller vended for a transition no gesture drives (the hang), and
///   `wantsInteractiveStart` false for one a drag starts;
/// - screens whose appearance does not match whether they are in the window; controllers,
///   views, animators, interaction controllers or contexts still alive after the run;
/// - a modal animator that moved the presenting view while the presented one sat still
///   (from/to taken for presented/presenting), an animator or interaction controller keeping
///   the context after completion;
/// - everything UIKit would log (`HeadlessHost.reports`), work still running once the demo is
///   taken down, and a scenario that cannot be played to its end.
///
/// Which variants are played is listed on ``Variant``. The doctor resets the application for
/// every run: do not use it while a host of your own is in use.
@MainActor
public struct TransitionDoctor {
    /// The screen the scenarios run on, in points (scale 1).
    public var screenSize: CGSize
    /// The variants to play, when they apply.
    public var variants: [Variant]

    /// Creates a doctor for a screen of `screenSize` points playing `variants`.
    public init(screenSize: CGSize = CGSize(width: 390, height: 844), variants: [Variant] = Variant.all) {
        self.screenSize = screenSize
        self.variants = variants
    }

    /// Examines every scenario of every demo.
    public func examine(_ demos: [any TransitionDemo]) -> DoctorReport {
        DoctorReport(examinations: demos.flatMap { demo in demo.scenarios.map { examination(of: demo, $0) } })
    }

    /// Examines every scenario of `demo`.
    public func examine(_ demo: any TransitionDemo) -> DoctorReport {
        examine([demo])
    }

    /// Examines one scenario of `demo`.
    public func examine(_ demo: any TransitionDemo, scenario: DemoScenario) -> DoctorReport {
        DoctorReport(examinations: [examination(of: demo, scenario)])
    }

    /// Examines one scenario of `demo` as written only (no variants), calling `check` with
    /// the finished run — its host and root at the end of the scenario, for a test's own
    /// checks, which may drive the host further — before the doctor's end checks and its
    /// leak census. An error `check` throws is rethrown (the run is torn down first); a
    /// scenario that cannot be played is a finding, and `check` is not called.
    ///
    /// ```swift
    /// let report = TransitionDoctor().examine(MyCardDemo(), scenario: present) { run in
    ///     #expect(run.root.presentedViewController is CardViewController)
    /// }
    /// #expect(report.isClean, "\(report)")
    /// ```
    public func examine(
        _ demo: any TransitionDemo, scenario: DemoScenario,
        then check: (ScenarioRun) throws -> Void
    ) rethrows -> DoctorReport {
        let doctorRun = _DoctorRun(demo, scenario, variant: .asWritten, screenSize: screenSize)
        var concluded = false
        defer { if !concluded { _ = doctorRun.conclude() } }
        if let run = doctorRun.begin() { try check(run) }
        concluded = true
        return DoctorReport(examinations: [
            DoctorReport.Examination(
                demo: demo.name, scenario: scenario.name, variants: [.asWritten], findings: doctorRun.conclude())
        ])
    }

    private func examination(of demo: any TransitionDemo, _ scenario: DemoScenario) -> DoctorReport.Examination {
        let first = _DoctorRun(demo, scenario, variant: .asWritten, screenSize: screenSize)
        var findings = first.play()
        var played: [Variant] = [.asWritten]
        let shape = _ScenarioShape(first)
        for variant in variants where variant != .asWritten && shape.admits(variant) {
            findings += _DoctorRun(demo, scenario, variant: variant, screenSize: screenSize).play()
            played.append(variant)
        }
        if !variants.contains(.asWritten) { findings.removeAll { $0.variant == .asWritten } }
        return DoctorReport.Examination(demo: demo.name, scenario: scenario.name, variants: played, findings: findings)
    }
}

/// What the scenario as written showed, which decides the variants that apply.
@MainActor
struct _ScenarioShape {
    /// A drag of the steps drove an interactive transition.
    let dragDrivesInteraction: Bool
    /// A tap or drag of the steps started or drove an animated transition.
    let touchMovesATransition: Bool
    /// A transition of the steps completed.
    let completes: Bool
    /// A transition of the steps was animated, with a duration.
    let animates: Bool
    /// The steps started a transition.
    let transitions: Bool

    init(_ run: _DoctorRun) {
        let steps = run.transitions.filter { $0.startFrame != nil }
        dragDrivesInteraction =
            steps.contains { $0.everInteractive && $0.cause == .drag }
            || run.scenario.steps.contains { if case .drag = $0 { true } else { false } }
                && steps.contains(where: \.everInteractive)
        touchMovesATransition = steps.contains {
            ($0.cause == .tap || $0.cause == .drag) && $0.isAnimated && $0.duration > 0
        }
        completes = steps.contains { $0.completed == true }
        animates = steps.contains { $0.isAnimated && $0.duration > 0 }
        transitions = !steps.isEmpty
    }

    func admits(_ variant: TransitionDoctor.Variant) -> Bool {
        switch variant {
        case .asWritten, .repeated: true
        case .releasedStill: dragDrivesInteraction
        case .interrupted: touchMovesATransition
        case .backToBack: completes
        case .resized: animates
        case .animationsDisabled: transitions
        }
    }
}
