import Foundation

/// Dynamic colors: colors whose value depends on the traits they are resolved with.
extension UIColor {
    /// Creates a color whose value `dynamicProvider` gives for the traits it is resolved with.
    ///
    /// The provider runs every time the color is resolved: by ``resolvedColor(with:)``, by
    /// ``cgColor`` and the component getters (with `UITraitCollection.current`), and by views
    /// that show the color when their traits change. Use the traits passed in, not the current
    /// environment's.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(_systemName: nil, provider: dynamicProvider)
    }

    /// The color's value with `traitCollection`: a fixed color returns itself, a dynamic color
    /// the fixed color its provider gives (resolved again if the provider returns a dynamic
    /// color, up to 16 levels; deeper nesting resolves to clear, with a report).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<16 {
            guard let provider = color._provider else { return color }
            color = provider(traitCollection)
        }
        if color._isDynamic {
            CAEngine.current.report(
                "UIColor.resolvedColor(with:): a dynamic provider kept returning dynamic colors; resolved as clear")
            return .clear
        }
        return color
    }

    /// Whether the color is dynamic.
    var _isDynamic: Bool { _provider != nil }

    /// The color resolved with `UITraitCollection.current` (itself when fixed).
    var _resolvedForCurrent: UIColor { _isDynamic ? resolvedColor(with: .current) : self }

    /// A dynamic system color with 8-bit sRGB light and dark values (and elevated dark values
    /// for backgrounds, used at `userInterfaceLevel == .elevated`).
    static func _dynamicSystem(_ name: String, light: _RGBA, dark: _RGBA, elevatedDark: _RGBA? = nil) -> UIColor {
        UIColor(_systemName: name) { traits in
            guard traits.userInterfaceStyle == .dark else { return light.color }
            if let elevatedDark, traits.userInterfaceLevel == .elevated { return elevatedDark.color }
            return dark.color
        }
    }

    /// 8-bit sRGB components and an alpha.
    struct _RGBA: Sendable {
        let red: Int, green: Int, blue: Int
        let alpha: CGFloat

        init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        var color: UIColor {
            UIColor(
                _red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha,
                isGray: false)
        }
    }
}
