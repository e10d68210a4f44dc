// Status: partial — no gestureRecognizer(_:shouldReceive:) for UIPress (no presses)
import Foundation

/// The methods a gesture recognizer's delegate implements to fine-tune recognition: whether a
/// recognizer begins, which touches it sees, which recognizers may recognize together, and
/// failure requirements set up lazily.
///
/// - Note: Differs from UIKit: these methods are `@objc optional` there; Swift on Linux has no
///   optional protocol requirements, so each has a default implementation that answers as
///   UIKit does when the method is absent (see docs/Deviations.md). The protocol is class-bound
///   rather than inheriting `NSObjectProtocol`.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when `gestureRecognizer` tries to leave `.possible` (to begin or to recognize);
    /// returning false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked when `gestureRecognizer` and `otherGestureRecognizer` would block each other;
    /// returning true lets both recognize. True from either side's delegate is enough.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asked at each recognition attempt; returning true makes `gestureRecognizer` wait for
    /// `otherGestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asked at each recognition attempt; returning true makes `otherGestureRecognizer` wait
    /// for `gestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asked before `gestureRecognizer` receives a new touch; returning false keeps the touch
    /// from it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Asked once per new event, before `gestureRecognizer(_:shouldReceive:)` for its touches;
    /// returning false keeps the event from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Default: true, the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Default: false, no simultaneous recognition.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Default: false, no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Default: false, no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Default: true, the recognizer receives the touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// Default: true, the recognizer receives the event.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
}
