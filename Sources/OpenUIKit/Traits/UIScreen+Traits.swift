import Foundation

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: the system settings (appearance, text size, contrast, bold text),
    /// the scale, the idiom its size implies, and the size classes of a window filling it.
    ///
    /// - Note: Segue derives the idiom from the screen's size (a pad from a short side of 700
    ///   points); see `_SizeClasses`.
    public var traitCollection: UITraitCollection {
        var values = _systemTraits
        let idiom = _SizeClasses.idiom(forScreen: bounds.size)
        let classes = _SizeClasses.forWindow(
            size: bounds.size, idiom: idiom,
            screenShortSide: min(bounds.width, bounds.height))
        values.userInterfaceIdiom = idiom
        values.displayScale = scale
        values.horizontalSizeClass = classes.horizontal
        values.verticalSizeClass = classes.vertical
        if values.layoutDirection == nil { values.layoutDirection = .leftToRight }
        values.userInterfaceLevel = .base
        return UITraitCollection(_values: values)
    }

    /// Called when the screen's traits changed; does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Publishes the screen's traits as `UITraitCollection.current`'s fallback.
    func _publishTraits() {
        if self === UIScreen._main { UITraitCollection._screenTraits = traitCollection }
    }

    /// The settings a device has before the user changes any: light, Large text, normal
    /// contrast, regular weight.
    static var _defaultSystemTraits: _TraitValues {
        _TraitValues(
            userInterfaceStyle: .light, layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
            accessibilityContrast: .normal, legibilityWeight: .regular)
    }
}
