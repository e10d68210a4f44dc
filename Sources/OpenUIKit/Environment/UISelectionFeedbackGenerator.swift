import Foundation

/// A generator of the haptic of a selection that changed (a picker's tick).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection haptic.
    open func selectionChanged() { _play(.selection) }

    /// Plays the selection haptic at `location`, in the attached view's coordinates (iOS 17.5).
    open func selectionChanged(at location: CGPoint) { _play(.selection, at: location) }
}
