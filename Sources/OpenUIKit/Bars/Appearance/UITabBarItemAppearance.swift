import Foundation

/// How tab bar items look in one layout, state by state (iOS 13, UIKitBehaviour #303).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The layouts a tab bar uses: icon above title, or beside it.
    public enum Style: Int, Sendable {
        /// Icon above title (iPhone portrait).
        case stacked = 0
        /// Icon beside title (regular width).
        case inline = 1
        /// Icon beside title, smaller (compact height).
        case compactInline = 2
    }

    let _style: Style
    /// The look of an unselected item.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// The look of a focused item (no focus engine here: stored only).
    public let focused = UITabBarItemStateAppearance()

    /// Creates the default appearance for the stacked layout.
    public override convenience init() {
        self.init(style: .stacked)
    }

    /// Creates the default appearance for `style`.
    public required init(style: Style) {
        _style = style
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UITabBarItemAppearance.init(coder:)")
    }

    /// Resets every state to the default look of `style`.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state._copy(UITabBarItemStateAppearance()) }
    }

    /// A copy whose states are copies.
    /// (Swift on Linux has no Objective-C `instancetype`: where the type is not clear from
    /// context, `copy()` is `NSObject`'s and returns `Any` — see Deviations.)
    @_disfavoredOverload
    open func copy() -> Self {
        _makeCopy()
    }

    /// NSCopying: a copy of the same class.
    open func copy(with zone: NSZone? = nil) -> Any {
        _makeCopy()
    }

    private func _makeCopy() -> Self {
        let copy = Self(style: _style)
        for (from, to) in zip(
            [normal, selected, disabled, focused], [copy.normal, copy.selected, copy.disabled, copy.focused])
        {
            to._copy(from)
        }
        return copy
    }
}

/// The look of tab bar items in one state: title attributes and position, icon colour, badge.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`); empty for the defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The icon's colour; nil for the default (the tint when selected, gray otherwise).
    open var iconColor: UIColor?
    /// How far the badge moves from its place.
    open var badgePositionAdjustment: UIOffset = .zero
    /// The badge's colour; nil for system red.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge text moves inside the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    override init() {
        super.init()
    }

    func _copy(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
