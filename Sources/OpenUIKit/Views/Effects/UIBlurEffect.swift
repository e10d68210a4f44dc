import Foundation

/// A blur of what is behind a ``UIVisualEffectView``, saturated and tinted by a style.
///
/// The adaptive styles (`.regular`, `.prominent` and the `system…Material` ones without
/// `Light` or `Dark`) follow the effect view's `traitCollection.userInterfaceStyle`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles: the iOS 8 styles and the iOS 13 materials.
    public enum Style: Int, @unchecked Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The effect's style.
    let _style: Style

    /// Creates a blur effect with the given style.
    public init(style: UIBlurEffect.Style) {
        _style = style
        super.init()
    }

    override func _backdrop(for style: UIUserInterfaceStyle) -> _BlurMaterial? {
        _BlurMaterial(_style, dark: style == .dark)
    }

    open override var description: String { "<UIBlurEffect: style=\(_style)>" }
}
