import Foundation

/// A view controller's traits: its presentation controller's when it is presented, its
/// parent's (with the parent's `overrideTraitCollection(forChild:)`) when it is a child, its
/// window's when it is a root, else its view's superview's (see `UITraitEnvironment`).
extension UIViewController: _TraitNode, UITraitChangeObservable {
    func _inheritedTraits() -> UITraitCollection {
        if let presentation = _ownPresentationController { return presentation.traitCollection }
        if let parent = _parent {
            let inherited = parent.traitCollection
            guard let override = parent.overrideTraitCollection(forChild: self) else { return inherited }
            return UITraitCollection(_values: inherited._values.applying(override._values))
        }
        if let window = _rootWindow { return window.traitCollection }
        if let superview = _view?.superview { return superview.traitCollection }
        return UIScreen._main.traitCollection
    }

    func _traitsWillNotify(previous: UITraitCollection, current: UITraitCollection) {
        (self as? UISplitViewController)?._splitTraitsChanged(previous: previous, current: current)
    }

    /// The presentation controller of the presentation that shows this controller (not an
    /// ancestor's), while it is presented.
    var _ownPresentationController: UIPresentationController? {
        _presentingViewController != nil ? _presentationController : nil
    }

    /// The window whose root view controller this is.
    var _rootWindow: UIWindow? { UIApplication.shared._windows.first { $0._rootViewController === self } }

    /// The window the controller's hierarchy is shown in, even when its view was taken out of
    /// it by a full-screen presentation.
    var _hostWindow: UIWindow? {
        if let window = _view?.window { return window }
        if let window = _rootWindow { return window }
        return _parent?._hostWindow ?? _presentingViewController?._hostWindow
    }

    /// `setOverrideTraitCollection(_:forChild:)`: keeps the collection and updates the child.
    func _setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child._parent === self else {
            UIView._report(
                "UIViewController.setOverrideTraitCollection(_:forChild:): \(UIViewController._describe(child)) is not a child of \(UIViewController._describe(self)); ignored"
            )
            return
        }
        _childTraitOverrides[ObjectIdentifier(child)] = collection
        _TraitUpdate.refresh(child)
    }

    /// A mutable container of the traits the controller overrides for itself, its view and
    /// its children (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(_storage: _traitState.overrides) }
        set { _traitState.overrides.replace(with: newValue._storage) }
    }

    /// Runs `handler` when one of `traits` of the controller changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _register(traits, handler: handler)
    }

    /// Stops a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) { _unregister(registration) }
}
