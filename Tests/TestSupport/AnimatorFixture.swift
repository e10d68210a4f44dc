import Foundation
import OpenUIKit
import SegueTesting

/// The set-up the property-animator tests share: a headless host, a 100 × 100 view at the
/// origin in its window, an animator of that view, and a recorder of the animator's
/// completions; and the readings of the view they make.
@MainActor
public enum AnimatorFixture {
    /// The pieces ``make(recordingCompletions:_:)`` sets up.
    public typealias Stage = (
        host: HeadlessHost, view: UIView, animator: UIViewPropertyAnimator, recorder: EventRecorder
    )

    /// A new host with ``view(in:)`` in its window, and the animator `makeAnimator` makes of
    /// that view; with `recordingCompletions`, the animator's completions are recorded (as
    /// ``recordCompletions(of:in:into:)`` does) in the recorder returned.
    ///
    /// ```swift
    /// let (host, view, animator, recorder) = AnimatorFixture.make { view in
    ///     UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
    /// }
    /// ```
    public static func make(
        recordingCompletions: Bool = true,
        _ makeAnimator: (UIView) -> UIViewPropertyAnimator
    ) -> Stage {
        let host = HeadlessHost()
        let view = view(in: host)
        let animator = makeAnimator(view)
        let recorder = EventRecorder()
        if recordingCompletions { recordCompletions(of: animator, in: host, into: recorder) }
        return (host, view, animator, recorder)
    }

    /// A 100 × 100 view at the origin (center 50, 50) in the host's window, committed.
    public static func view(in host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    /// Records each completion of `animator` in `recorder` as "POSITION at TIME" (the host's
    /// media time, to the microsecond).
    public static func recordCompletions(
        of animator: UIViewPropertyAnimator, in host: HeadlessHost, into recorder: EventRecorder
    ) {
        animator.addCompletion { recorder.record("\($0) at \(String(format: "%.6f", host.now))") }
    }

    /// The presentation center of `view`.
    public static func center(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    /// The presentation opacity of `view`.
    public static func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

    /// Advances the host to the absolute time `time`.
    public static func advance(_ host: HeadlessHost, to time: Double) {
        host.advance(by: max(0, time - host.now))
    }
}
