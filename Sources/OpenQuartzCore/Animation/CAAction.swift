import Foundation

/// An object that responds to a layer event: a property change, or a layer entering or
/// leaving a tree.
///
/// `CAAnimation` conforms (running it adds it to the layer under the event's key); `NSNull`
/// conforms and does nothing, so returning `NSNull()` from an action look-up stops the search.
public protocol CAAction {
    /// Runs the action for the event named `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the "no action" answer.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
