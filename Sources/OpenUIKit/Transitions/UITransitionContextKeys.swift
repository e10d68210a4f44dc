import Foundation

/// Identifies the view controllers of a transition (UIKitBehaviour #1): `.from` is the controller shown
/// at the start (and at the end of a cancelled transition), `.to` the one shown at the end of a
/// completed transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    /// Creates a key with a raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible after a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Identifies the views of a transition that an animator animates (UIKitBehaviour #5–#8).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    /// Creates a key with a raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the `.from` controller (or its presentation controller's presented view).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the `.to` controller (or its presentation controller's presented view).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
