import Foundation

/// How a bar's plain, done or back buttons look in each state (iOS 13): the title's attributes
/// and position, and a background image (UIKitBehaviour #301).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The style the appearance was configured for.
    let _style: UIBarButtonItem.Style
    /// The look of an enabled button.
    public let normal: UIBarButtonItemStateAppearance
    /// The look while the button is touched.
    public let highlighted: UIBarButtonItemStateAppearance
    /// The look of a disabled button.
    public let disabled: UIBarButtonItemStateAppearance
    /// The look of a focused button (no focus engine here: stored only).
    public let focused: UIBarButtonItemStateAppearance

    /// Creates the default appearance for `.plain` buttons.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// Creates the default appearance for buttons of `style`: no attributes of its own, so the
    /// bar's tint and the style's font (regular, or semibold for `.done`) apply.
    public required init(style: UIBarButtonItem.Style) {
        _style = style
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UIBarButtonItemAppearance.init(coder:)")
    }

    /// Resets every state to the default look of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state._reset() }
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

    /// The attributes a button shows in `state` (normal attributes under the state's own).
    func _titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        let stateAppearance: UIBarButtonItemStateAppearance
        switch state {
        case .highlighted: stateAppearance = highlighted
        case .disabled: stateAppearance = disabled
        default: return normal.titleTextAttributes
        }
        return normal.titleTextAttributes.merging(stateAppearance.titleTextAttributes) { _, own in own }
    }

    private func _makeCopy() -> Self {
        let copy = Self(style: _style)
        for (from, to) in zip(
            [normal, highlighted, disabled, focused], [copy.normal, copy.highlighted, copy.disabled, copy.focused])
        {
            to._copy(from)
        }
        return copy
    }
}

/// The look of bar buttons in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`); empty for the defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image behind the button.
    open var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() {
        super.init()
    }

    func _reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }

    func _copy(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
