import Foundation
import OpenUIKit

/// The checks made when the run is over: transitions that never completed, contexts kept,
/// appearance against the window, a blank screen, what UIKit would log, and — once the demo
/// is taken down — what is still alive or running, as ``HeadlessHost/finish(fileID:filePath:line:column:)``
/// finds it (``HostLeftovers``).
extension _DoctorRun {
    /// Checks the end state of the run (the root still installed).
    func finishRun() {
        pullReports()
        runEndChecks()
        for watched in transitions where watched.completed == nil {
            guard !findings.contains(where: { $0.kind == .interactionWithoutGesture }) || !watched.startedInteractive
            else { continue }
            add(
                .completeTransitionNeverCalled,
                "\(watched.describedAnimator) never called completeTransition(_:) for \(watched.subject), started at "
                    + (watched.startFrame.map { "frame \($0)" } ?? "the setup")
                    + ": the transition is still waiting, and the app "
                    + "looks frozen (UIKit waits for ever). Call it in the animation's completion.",
                lesson: .completeOnceWhenTheAnimationEnds, frame: .some(watched.startFrame))
        }
        checkContextsKept()
        checkAppearance()
        checkBlankScreen()
        collectReports()
    }

    /// Finds a completed transition's context still alive, and who holds it.
    private func checkContextsKept() {
        for watched in transitions where watched.completed != nil {
            guard let context = watched.context else { continue }
            for (owner, name) in [
                (watched.animator, watched.animatorName), (watched.interactor, watched.interactorName ?? "")
            ] {
                guard let owner, let label = Self.property(of: owner, holding: context) else { continue }
                watched.contextReported = true
                add(
                    .contextKept,
                    "\(name) keeps the transition context of \(watched.subject) in its property `\(label)` after the "
                        + "transition completed: the next transition would find stale views and controllers there. Use the "
                        + "context passed to each call and let it go in the completion (or animationEnded(_:)).",
                    lesson: .cacheNothingFromTheContext)
            }
        }
    }

    /// The name of `owner`'s stored property that holds `target` (directly or as an optional).
    static func property(of owner: AnyObject, holding target: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                let value = child.value
                let unwrapped: Any? =
                    Mirror(reflecting: value).displayStyle == .optional
                    ? Mirror(reflecting: value).children.first?.value : value
                if let object = unwrapped as AnyObject?, object === target { return child.label ?? "?" }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Every screen seen must be appeared exactly when its view is in the window, and
    /// disappeared otherwise (not left half-way).
    private func checkAppearance() {
        // A transition that never ended holds its screens half-way: that is its finding.
        let stuck = transitions.filter { $0.completed == nil }.flatMap { [$0.from, $0.to] }.compactMap { $0 }.map(
            ObjectIdentifier.init)
        for controller in controllersSeen.compactMap(\.object)
        where !flaggedControllers.contains(ObjectIdentifier(controller))
            && !stuck.contains(ObjectIdentifier(controller))
        {
            let state = _TransitionObservation.appearanceState(of: controller)
            let inWindow = controller.viewIfLoaded?.window != nil
            let expected = inWindow ? "appeared" : "disappeared"
            let name = String(describing: type(of: controller))
            if controller.transitionCoordinator != nil {
                add(
                    .unbalancedAppearance,
                    "\(name) still has a transition coordinator at the end, although no transition is running: its "
                        + "transition never finished its completion work.",
                    lesson: .completeOnceWhenTheAnimationEnds)
                continue
            }
            guard state != expected else { continue }
            add(
                .unbalancedAppearance,
                "\(name) ends \(state) although its view is \(inWindow ? "in" : "out of") the window: its appearance "
                    + "callbacks (viewWillAppear/viewDidAppear/viewWillDisappear/viewDidDisappear) did not follow what is on "
                    + "screen.",
                lesson: .fullScreenRemovesCustomKeeps)
        }
    }

    /// A screen mostly black (nothing drawn) at the end of the run. In the dark appearance a
    /// black screen is what the system backgrounds draw, so it counts only when the window's
    /// root view is not in the window.
    private func checkBlankScreen() {
        let named: Set<DoctorFinding.Kind> = [
            .presentingViewInserted, .viewNotInWindow, .viewLeftChanged,
            .completeTransitionNeverCalled, .interactionWithoutGesture
        ]
        guard !findings.contains(where: { named.contains($0.kind) }) else { return }  // the cause is named already
        guard let host else { return }
        if host.window.traitCollection.userInterfaceStyle == .dark,
            host.window.rootViewController?.viewIfLoaded?.window === host.window
        {
            return
        }
        guard let image = host._renderSmall() else { return }
        let total = image.width * image.height
        let black = Self.blackPixelCount(image._premultipliedRGBA)
        guard total > 0, Double(black) / Double(total) > 0.8 else { return }
        add(
            .blankScreen,
            "At the end, \(Int((Double(black) / Double(total) * 100).rounded())) % of the screen is black: no screen's view "
                + "covers it. A view the transition should leave in the window was removed (or never added).",
            lesson: .dismissIsNotPop)
    }

    /// The pixels of premultiplied RGBA `bytes` whose red, green and blue add up to less than
    /// 24 (of 765): black to the eye. A plain loop over the buffer (every run of the doctor
    /// makes this count, and a debug build's generic stride costs more than the drawing).
    static func blackPixelCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { pixels in
            var black = 0
            var p = 0
            while p + 2 < pixels.count {
                if Int(pixels[p]) + Int(pixels[p + 1]) + Int(pixels[p + 2]) < 24 { black += 1 }
                p += 4
            }
            return black
        }
    }

    /// What the framework reported that the doctor's own checks did not already say.
    private func collectReports() {
        let covered = ["completeTransition(", "is not in the window, so it stays presented", "put the presenting view"]
        for report in reports where !covered.contains(where: { report.message.contains($0) }) {
            if isRefusalOfTheInterruptingTap(report) { continue }
            add(
                .uikitReport, "UIKit would log: \(report.message)", lesson: .understandRatherThanCopy,
                frame: .some(report.frame))
        }
    }

    /// Whether `report` is UIKit refusing a second presentation or dismissal asked for by the
    /// doctor's own interrupting tap (within the two frames it takes).
    ///
    /// - Note: UIKit ignores new touches while a transition animates (the app is blocked until
    ///   `completeTransition(_:)`, seed 002); Segue delivers them, so a button under the tap
    ///   may ask for a transition UIKit would never have been asked for. That refusal is the
    ///   doctor's doing, not the demo's.
    private func isRefusalOfTheInterruptingTap(_ report: (message: String, frame: Int?)) -> Bool {
        guard let start = interruptionFrame, let frame = report.frame, frame >= start, frame <= start + 2 else {
            return false
        }
        return report.message.hasPrefix("Attempt to present") || report.message.hasPrefix("Attempt to dismiss")
            || report.message.contains("already in flight")
    }

    /// Takes the demo out of the window and finishes the host: whatever the run made that
    /// is still alive — controllers and views (the host's census, ``HostLeftovers``),
    /// animators, interaction controllers, contexts — or still running is a finding.
    func tearDown() {
        let watched = transitions
        // A transition that never ended holds everything it touched: leaks cannot be told apart.
        guard let host, !watched.contains(where: { $0.completed == nil }) else {
            run = nil
            return
        }
        // A presented controller and its presentation hold each other until dismissed (as in
        // UIKit, replacing the root does not dismiss): dismiss without animation first.
        if let presenter = run?.root.presentedViewController?.presentingViewController {
            presenter.dismiss(animated: false)
            settleQuietly()
        }
        host.window.rootViewController = nil
        run = nil  // the run holds the root
        settleQuietly()
        for view in host.window.subviews { view.removeFromSuperview() }
        host.idleTimeout = 8
        let leftovers = host.finish()
        var named: Set<String> = []
        func leak(_ what: String, _ name: String, lesson: SeedLesson = .releaseTheTransitionObjects) {
            guard named.insert(name).inserted else { return }
            add(
                .leak,
                "\(what) \(name) is still alive after the run ended and the demo was taken down: something (often "
                    + "a closure capturing self, or a strong delegate) keeps it.", lesson: lesson)
        }
        for controller in leftovers.viewControllers { leak("The controller", controller) }
        for view in leftovers.views { leak("The view", view) }
        for transition in watched where !transition.isBuiltIn {
            if let animator = transition.animator { leak("The animator", String(describing: type(of: animator))) }
            if let interactor = transition.interactor {
                leak("The interaction controller", String(describing: type(of: interactor)))
            }
            if !transition.contextReported, let context = transition.context {
                leak(
                    "The transition context of \(transition.subject),", String(describing: type(of: context)),
                    lesson: .cacheNothingFromTheContext)
            }
        }
        if !leftovers.runningWork.isEmpty {
            add(
                .stillRunning,
                "Work is still running after the run ended and the demo was taken down: "
                    + leftovers.runningWork.joined(separator: "; ") + ". An animation that repeats for ever, a display "
                    + "link or main-queue work that reschedules itself keeps the app busy.",
                lesson: .releaseTheTransitionObjects)
        }
    }
}
