import Foundation

extension UIGestureRecognizer {
    /// The states of a gesture recognizer.
    ///
    /// Discrete gestures go from `.possible` to `.recognized` (the same value as `.ended`) or
    /// to `.failed`; continuous gestures go from `.possible` through `.began` and any number of
    /// `.changed` to `.ended` or `.cancelled`, or from `.possible` to `.failed`.
    public enum State: Int, Sendable {
        /// The recognizer has not recognized its gesture yet but may be evaluating touches; the
        /// initial state.
        case possible = 0
        /// The recognizer has received touches recognized as the start of a continuous gesture.
        case began = 1
        /// The recognizer has received touches recognized as a change of a continuous gesture.
        case changed = 2
        /// The recognizer has received touches recognized as the end of the gesture.
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The touches could not be recognized as the gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same value as `.ended`.
        public static var recognized: State { .ended }
    }
}
