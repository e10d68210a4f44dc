import Foundation

/// The background and shadow shared by navigation bars, toolbars and tab bars (iOS 13): a blur
/// effect, then a colour, then an image, and a shadow along the edge facing the content
/// (UIKitBehaviour #300).
///
/// A new appearance has the default background: the chrome material blur with the bar's
/// hairline shadow. Bars copy an appearance when it is assigned, so changing an appearance
/// after assigning it changes nothing until it is assigned again.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance is made for.
    public let idiom: UIUserInterfaceIdiom

    /// The blur composited first, under the colour and image; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// The colour composited over the effect; nil for none.
    open var backgroundColor: UIColor?
    /// The image composited over the colour, sized by `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar; `.scaleToFill` by default (`.redraw` is read as
    /// `.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the shadow line; with a `shadowImage`, the tint of a template image. Nil or
    /// clear for no shadow.
    open var shadowColor: UIColor?
    /// An image drawn as the shadow instead of the hairline.
    open var shadowImage: UIImage?

    /// Creates an appearance with the default background for the current device's idiom.
    public override convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Creates an appearance with the default background for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the background and shadow of `barAppearance` (and, in a
    /// subclass, whatever else of it the subclass shares).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UIBarAppearance.init(coder:)")
    }

    /// A copy of the appearance, of the same class.
    /// (Swift on Linux has no Objective-C `instancetype`: where the type is not clear from
    /// context, `copy()` is `NSObject`'s and returns `Any` — see Deviations.)
    @_disfavoredOverload
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// NSCopying: a copy of the same class.
    open func copy(with zone: NSZone? = nil) -> Any {
        Self(barAppearance: self)
    }

    /// The translucent default: the chrome material blur and the hairline shadow.
    open func configureWithDefaultBackground() {
        resetBackground()
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = Self._defaultShadowColor
    }

    /// An opaque background in the system background colour, with the hairline shadow.
    open func configureWithOpaqueBackground() {
        resetBackground()
        backgroundColor = .systemBackground
        shadowColor = Self._defaultShadowColor
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        resetBackground()
    }

    private func resetBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    /// The hairline's colour: black at 30 % in light mode, white at 15 % in dark mode.
    static var _defaultShadowColor: UIColor {
        UIColor(_systemName: "_segueBarShadowColor") { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
        }
    }

    /// Whether the background draws nothing (no effect, colour or image, or only clear ones).
    var _hasTransparentBackground: Bool {
        backgroundEffect == nil && backgroundImage == nil && (backgroundColor.map { $0.cgColor.alpha == 0 } ?? true)
    }

    /// A copy with the background and shadow removed (what a bar uses at a scroll edge when no
    /// scroll-edge appearance is set).
    func _withTransparentBackground() -> Self {
        let copy = Self(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}
