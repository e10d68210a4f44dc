import Foundation
import OpenUIKit
import SegueTesting
import TestSupport

/// Adds a handler to `recognizer` that records "name state" into `recorder`.
@MainActor
@discardableResult
func logStates(of recognizer: UIGestureRecognizer, as name: String, into recorder: EventRecorder)
    -> UIGestureRecognizer.Target
{
    recognizer.addTarget { recorder.record("\(name) \($0.state)") }
}

/// A delegate whose answers the test sets, recording the questions it is asked.
@MainActor
final class ConfigurableDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var receivesTouches = true
    var simultaneousWith: [UIGestureRecognizer] = []
    var requiresFailureOf: [UIGestureRecognizer] = []
    var requiredToFailBy: [UIGestureRecognizer] = []
    private(set) var questions: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneousWith.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiredToFailBy.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("shouldReceive touch")
        return receivesTouches
    }
}

extension HeadlessHost {
    /// Queues a touch change and runs the frame that delivers it.
    func touch(_ phase: UITouch.Phase, at point: CGPoint) {
        UIApplication.shared.queueTouch(phase, at: point)
        runFrame()
    }

    /// The clock in whole frames (rounded), for readable expectations.
    var frame: Int { Int((now * Double(framesPerSecond)).rounded()) }
}
