import Foundation

/// A generator of the haptics that tell a task's outcome: success, warning, error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification haptic tells.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// Plays the haptic of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) { _play(.notification(notificationType)) }

    /// Plays the haptic of `notificationType` at `location`, in the attached view's coordinates (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        _play(.notification(notificationType), at: location)
    }
}
