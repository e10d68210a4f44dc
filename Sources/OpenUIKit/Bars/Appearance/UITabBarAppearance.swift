import Foundation

/// How a tab bar looks: the shared background and shadow, the items' looks in each layout, and
/// the selection indicator (iOS 13, UIKitBehaviour #300, #303).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when the icon is above the title.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look when the icon is beside the title.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look beside the title at compact height.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The colour of a template `selectionIndicatorImage`; nil leaves the image as drawn.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item, stretched over it; nil for none.
    open var selectionIndicatorImage: UIImage?

    /// The selection indicator as drawn: the image, tinted when it is a template and a tint
    /// is set (UIKitBehaviour #441).
    var _selectionIndicator: UIImage? {
        guard let image = selectionIndicatorImage else { return nil }
        guard let tint = selectionIndicatorTintColor, image.renderingMode != .alwaysOriginal else { return image }
        return image.withTintColor(tint, renderingMode: .alwaysOriginal)
    }
    /// How stacked items share the bar's width.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of each stacked item when centred (0: the system's).
    open var stackedItemWidth: CGFloat = 0
    /// The space between stacked items when centred (0: the system's).
    open var stackedItemSpacing: CGFloat = 0

    /// Creates an appearance with the default background for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance from `barAppearance`, with its item looks when it has them.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UITabBarAppearance.init(coder:)")
    }
}
