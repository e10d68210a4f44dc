import Foundation

/// A presentation controller's traits: the window's (the presenting controller's window), with
/// the presentation's own level — elevated for a sheet (UIKitBehaviour #226) — then
/// `overrideTraitCollection` and `traitOverrides`.
extension UIPresentationController: _TraitNode, UITraitChangeObservable {
    func _inheritedTraits() -> UITraitCollection {
        let window = _containerView?.window ?? _presenting?._hostWindow ?? UIApplication.shared._keyWindow
        var values = (window?.traitCollection ?? UIScreen._main.traitCollection)._values
        if let level = _presentationLevel { values.userInterfaceLevel = level }
        if let override = overrideTraitCollection { values = values.applying(override._values) }
        return UITraitCollection(_values: values)
    }

    func _traitsWillNotify(previous: UITraitCollection, current: UITraitCollection) {}

    /// The interface level the presentation gives its content; nil to inherit.
    var _presentationLevel: UIUserInterfaceLevel? {
        if let popover = self as? UIPopoverPresentationController {
            guard let adaptation = popover._adaptation else { return .elevated }
            return adaptation._presentationLevel
        }
        guard let sheet = self as? UISheetPresentationController else { return nil }
        return sheet._adaptedStyle == nil ? .elevated : nil
    }

    /// Whether the controller manages a presentation now (its presented controller is presented through it).
    var _isPresenting: Bool { _holdsPresentedStrongly && _presented._presentationController === self }

    /// A mutable container of the traits the presentation controller overrides for the
    /// presented controller (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(_storage: _traitState.overrides) }
        set { _traitState.overrides.replace(with: newValue._storage) }
    }

    /// Runs `handler` when one of `traits` of the presentation controller changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _register(traits, handler: handler)
    }

    /// Stops a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) { _unregister(registration) }
}
