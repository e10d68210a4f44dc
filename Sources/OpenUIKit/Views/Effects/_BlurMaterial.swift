import Foundation

/// The parameters of a blur style: blur radius (the Gaussian's standard deviation, in
/// points), saturation factor, and a gray tint with its alpha (UIKitBehaviour #249).
///
/// The iOS 8 styles use the values of Apple's published `UIImage+ImageEffects` sample (WWDC
/// 2013): light 30 pt, ×1.8, white 1.0 at 0.3; extra light 20 pt, ×1.8, white 0.97 at 0.82;
/// dark 20 pt, ×1.8, white 0.11 at 0.73. The materials' values are approximations (Apple
/// publishes none): thicker materials carry more tint.
struct _BlurMaterial: Equatable {
    var radius: CGFloat
    var saturation: CGFloat
    var white: CGFloat
    var tintAlpha: CGFloat

    /// No effect: what a view without an effect shows (and where an animation from `nil` starts).
    static let none = _BlurMaterial(radius: 0, saturation: 1, white: 1, tintAlpha: 0)

    /// The tint as a color.
    var tint: CGColor { CGColor(red: white, green: white, blue: white, alpha: tintAlpha) }

    /// The parameters of `style` under a light or dark interface style.
    init(_ style: UIBlurEffect.Style, dark: Bool) {
        switch style {
        case .extraLight: self = Self.extraLight
        case .light: self = Self.light
        case .dark: self = Self.dark
        case .regular: self = dark ? Self.dark : Self.light
        case .prominent: self = dark ? Self.material(3, dark: true) : Self.extraLight
        case .systemUltraThinMaterial: self = Self.material(0, dark: dark)
        case .systemThinMaterial: self = Self.material(1, dark: dark)
        case .systemMaterial: self = Self.material(2, dark: dark)
        case .systemThickMaterial: self = Self.material(3, dark: dark)
        case .systemChromeMaterial: self = Self.material(4, dark: dark)
        case .systemUltraThinMaterialLight: self = Self.material(0, dark: false)
        case .systemThinMaterialLight: self = Self.material(1, dark: false)
        case .systemMaterialLight: self = Self.material(2, dark: false)
        case .systemThickMaterialLight: self = Self.material(3, dark: false)
        case .systemChromeMaterialLight: self = Self.material(4, dark: false)
        case .systemUltraThinMaterialDark: self = Self.material(0, dark: true)
        case .systemThinMaterialDark: self = Self.material(1, dark: true)
        case .systemMaterialDark: self = Self.material(2, dark: true)
        case .systemThickMaterialDark: self = Self.material(3, dark: true)
        case .systemChromeMaterialDark: self = Self.material(4, dark: true)
        }
    }

    init(radius: CGFloat, saturation: CGFloat, white: CGFloat, tintAlpha: CGFloat) {
        self.radius = radius
        self.saturation = saturation
        self.white = white
        self.tintAlpha = tintAlpha
    }

    static let light = _BlurMaterial(radius: 30, saturation: 1.8, white: 1, tintAlpha: 0.3)
    static let extraLight = _BlurMaterial(radius: 20, saturation: 1.8, white: 0.97, tintAlpha: 0.82)
    static let dark = _BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, tintAlpha: 0.73)

    /// The materials from ultra thin (0) to chrome (4) (approximations).
    static func material(_ thickness: Int, dark: Bool) -> _BlurMaterial {
        let radii: [CGFloat] = [20, 25, 30, 30, 30]
        let lightAlpha: [CGFloat] = [0.35, 0.55, 0.7, 0.82, 0.75]
        let darkAlpha: [CGFloat] = [0.4, 0.55, 0.7, 0.82, 0.75]
        let i = Swift.min(Swift.max(thickness, 0), 4)
        return dark
            ? _BlurMaterial(radius: radii[i], saturation: 1.8, white: i == 4 ? 0.16 : 0.11, tintAlpha: darkAlpha[i])
            : _BlurMaterial(radius: radii[i], saturation: 1.8, white: i == 4 ? 0.9 : 0.97, tintAlpha: lightAlpha[i])
    }
}
