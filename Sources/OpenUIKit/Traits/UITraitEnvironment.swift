import Foundation

/// An object with a trait collection: windows, views, view controllers and presentation
/// controllers.
///
/// Traits flow down: the screen (host) → the window (which adds the size classes of its size)
/// → its root view controller → that controller's view → subviews. A view that is a view
/// controller's view takes its controller's traits; other views take their superview's. A
/// child view controller takes its parent's traits, changed by the parent's
/// `overrideTraitCollection(forChild:)`; a presented view controller takes its presentation
/// controller's, which takes the window's. Each environment then applies its own overrides
/// (`overrideUserInterfaceStyle`, `traitOverrides`). An environment outside any window takes the
/// main screen's traits.
///
/// When an environment's traits change — an override, a move to another window or superview,
/// a window resize, the host's appearance — it hears `traitCollectionDidChange(_:)` and its
/// registered trait-change handlers, parents before children (UIKitBehaviour #223).
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
    /// Called when the environment's traits changed; `previousTraitCollection` holds the old ones.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A token for a trait-change registration (`registerForTraitChanges(_:handler:)`).
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// An object that runs code when some of its traits change (iOS 17): views, view
/// controllers, presentation controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Runs `handler` with the environment and its previous traits whenever one of `traits`
    /// changes; returns a token for `unregisterForTraitChanges(_:)`.
    ///
    /// The handler gets the environment as its first argument, so it need not capture it:
    /// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in … }`.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration

    /// Stops a registration; a token from another object, or one already stopped, changes nothing.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// A closure the system runs when observed traits change.
    public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) ->
        Void
}

/// One registration: the traits it observes and its handler.
final class _TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}
