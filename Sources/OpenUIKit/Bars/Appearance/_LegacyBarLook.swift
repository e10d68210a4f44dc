import Foundation

/// The legacy customisations of a bar (iOS 7 to 12), kept as set and turned into the bar's
/// standard appearance (UIKitBehaviour #305).
@MainActor
struct _LegacyBarLook {
    var barStyle: UIBarStyle = .default
    var barTintColor: UIColor?
    var isTranslucent = true
    var backgroundImages: [UIBarMetrics: UIImage] = [:]
    var shadowImage: UIImage?
    var titleTextAttributes: [NSAttributedString.Key: Any]?
    var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    var selectionIndicatorImage: UIImage?

    /// Sets one customisation.
    mutating func set<Value>(_ keyPath: WritableKeyPath<_LegacyBarLook, Value>, _ value: Value) {
        self[keyPath: keyPath] = value
    }

    /// Whether the bar's style is dark.
    var isDark: Bool { barStyle != .default }

    /// Writes the legacy look into `appearance`: the material (dark for a black style) while
    /// translucent, the bar tint or an opaque colour, a background image (an empty one leaves
    /// the background transparent), the shadow image (an empty one removes the shadow), and
    /// light titles for a black style.
    func apply(to appearance: UIBarAppearance) {
        let translucent = isTranslucent && barStyle != .blackOpaque
        appearance.backgroundEffect =
            translucent ? UIBlurEffect(style: isDark ? .systemChromeMaterialDark : .systemChromeMaterial) : nil
        appearance.backgroundColor = barTintColor ?? (translucent ? nil : (isDark ? .black : .systemBackground))
        appearance.backgroundImage = nil
        if let image = backgroundImages[.default] {
            if image.size.width > 0, image.size.height > 0 {
                appearance.backgroundImage = image
            } else {
                appearance.backgroundEffect = nil
                appearance.backgroundColor = nil
            }
        }
        appearance.shadowImage = nil
        appearance.shadowColor = UIBarAppearance._defaultShadowColor
        if let shadowImage {
            if shadowImage.size.height > 0 {
                appearance.shadowImage = shadowImage
            } else {
                appearance.shadowColor = nil
            }
        }
        if let tabs = appearance as? UITabBarAppearance { tabs.selectionIndicatorImage = selectionIndicatorImage }
        guard let navigation = appearance as? UINavigationBarAppearance else { return }
        var title = titleTextAttributes ?? [:]
        var large = largeTitleTextAttributes ?? [:]
        if isDark {
            if title[.foregroundColor] == nil { title[.foregroundColor] = UIColor.white }
            if large[.foregroundColor] == nil { large[.foregroundColor] = UIColor.white }
        }
        navigation.titleTextAttributes = title
        navigation.largeTitleTextAttributes = large
    }
}
