import Foundation

/// A view's traits: its controller's when it is a controller's view, else its superview's;
/// a window's come from its screen and size (see `UITraitEnvironment`).
extension UIView: _TraitNode, UITraitChangeObservable {
    func _inheritedTraits() -> UITraitCollection {
        if let window = self as? UIWindow { return window._windowTraits }
        if let controller = _viewController, controller._view === self { return controller.traitCollection }
        if let superview = _superview { return superview.traitCollection }
        return UIScreen._main.traitCollection
    }

    /// When colours may resolve differently: the background colour is resolved again, a view
    /// that draws is redrawn, a template image is tinted again, and the view lays out again.
    /// Colours given to the layer directly as `CGColor`s stay as they are (UIKitBehaviour #225).
    func _traitsWillNotify(previous: UITraitCollection, current: UITraitCollection) {
        _appearanceTraitsDidChange(previous: previous, current: current)
        if let label = self as? UILabel, label.adjustsFontForContentSizeCategory,
            current.preferredContentSizeCategory != previous.preferredContentSizeCategory,
            let font = label.font?._scaled(for: current), font != label.font
        {
            label.font = font
        }
        guard current.hasDifferentColorAppearance(comparedTo: previous) else { return }
        if let color = _backgroundColor, color._isDynamic {
            _layer.backgroundColor = color.resolvedColor(with: current).cgColor
        }
        if _drawing.contentsAreDrawn || _drawingKind == .draws { _layer.setNeedsDisplay() }
        if let imageView = self as? UIImageView { imageView._imageDidChange() }
        setNeedsLayout()
    }

    /// The layer colour for `color` in the view's traits.
    func _layerColor(_ color: UIColor?) -> CGColor? {
        guard let color else { return nil }
        return color._isDynamic ? color.resolvedColor(with: traitCollection).cgColor : color.cgColor
    }

    /// A mutable container of the traits the view overrides for itself and its subviews (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(_storage: _traitState.overrides) }
        set { _traitState.overrides.replace(with: newValue._storage) }
    }

    /// Runs `handler` when one of `traits` of the view changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _register(traits, handler: handler)
    }

    /// Stops a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) { _unregister(registration) }
}

extension UIWindow {
    /// The window's traits before its overrides: its screen's, with the size classes of the
    /// window's own size.
    var _windowTraits: UITraitCollection { _windowTraits(size: bounds.size) }

    /// The window's traits before its overrides at `size`.
    func _windowTraits(size: CGSize) -> UITraitCollection {
        let screenTraits = screen.traitCollection
        guard size.width > 0, size.height > 0 else { return screenTraits }
        let classes = _SizeClasses.forWindow(
            size: size, idiom: screenTraits.userInterfaceIdiom,
            screenShortSide: min(screen.bounds.width, screen.bounds.height))
        var values = screenTraits._values
        values.horizontalSizeClass = classes.horizontal
        values.verticalSizeClass = classes.vertical
        return values == screenTraits._values ? screenTraits : UITraitCollection(_values: values)
    }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
