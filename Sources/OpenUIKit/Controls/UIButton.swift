// Status: partial — titles, title colours, images and background images per state, the classic layout (image left of the title) with edge insets, menus; no attributed titles, title shadows, highlight dimming of images or configurations.
import Foundation

/// A control that performs its actions when tapped, showing a title, an image and a
/// background image chosen by its state.
///
/// Each piece of content is set per ``UIControl/State``; a state without its own value shows
/// the `.normal` state's (see ``title(for:)``). The image sits immediately left of the title,
/// the pair centred in the content rectangle (``contentRect(forBounds:)``); the background
/// image is stretched over the bounds. ``titleLabel`` and ``imageView`` show the current
/// values.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Button styles.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The standard system button (tinted title).
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An info button for light backgrounds.
        case infoLight = 3
        /// An info button for dark backgrounds.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    /// The button's type.
    public let buttonType: ButtonType
    var _titles: [UInt: String] = [:]
    var _titleColors: [UInt: UIColor] = [:]
    var _titleShadowColors: [UInt: UIColor] = [:]
    var _images: [UInt: UIImage] = [:]
    var _backgroundImages: [UInt: UIImage] = [:]
    let _titleLabel = UILabel()
    var _imageView: UIImageView?
    var _backgroundImageView: UIImageView?

    /// Creates a button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        _addTitleLabel()
    }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        _addTitleLabel()
    }

    /// Creates a system button that performs `primaryAction` on tap, titled by it.
    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creating buttons from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIButton.init(coder:)")
    }

    // MARK: Content per state

    /// Sets the title for `state`; nil removes it, so the state shows the `.normal` title.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        _titles[state.rawValue] = title
        _updateContent()
    }

    /// The title for `state`.
    ///
    /// The title set for exactly that state, else the `.normal` state's, as UIKit documents.
    /// A combined state (`[.selected, .highlighted]`) is its own state: without a value of its
    /// own it shows the `.normal` value, not the `.selected` one.
    open func title(for state: UIControl.State) -> String? { Self._value(in: _titles, for: state) }

    /// Sets the title colour for `state`; nil removes it.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        _appearanceSetterCalled("setTitleColor/\(state.rawValue)") { $0.setTitleColor(color, for: state) }
        _titleColors[state.rawValue] = color
        _updateContent()
    }

    /// The title colour for `state`.
    ///
    /// The colour set for that state, else the `.normal` one, else the type's default: the
    /// tint colour for a system button, white otherwise.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        Self._value(in: _titleColors, for: state) ?? (buttonType == .system ? tintColor : UIColor.white)
    }

    /// Sets the image for `state`; nil removes it.
    ///
    /// The image is shown at its size in points, left of the title. A system button shows an
    /// image of rendering mode `.automatic` as a template, in its tint colour; use
    /// `withRenderingMode(.alwaysOriginal)` for the image's own colours.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceSetterCalled("setImage/\(state.rawValue)") { $0.setImage(image, for: state) }
        _images[state.rawValue] = image
        _updateContent()
    }

    /// The image for `state`: its own, else the `.normal` state's.
    open func image(for state: UIControl.State) -> UIImage? { Self._value(in: _images, for: state) }

    /// Sets the background image for `state`; nil removes it.
    ///
    /// The background image is stretched to fill ``backgroundRect(forBounds:)``.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceSetterCalled("setBackgroundImage/\(state.rawValue)") { $0.setBackgroundImage(image, for: state) }
        _backgroundImages[state.rawValue] = image
        _updateContent()
    }

    /// The background image for `state`: its own, else the `.normal` state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { Self._value(in: _backgroundImages, for: state) }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// The title colour for the current state; never nil (white when nothing applies).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? UIColor.white }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label that shows the current title, in the current title colour.
    open var titleLabel: UILabel? { _titleLabel }

    /// The image view that shows the current image.
    ///
    /// Made on first use (reading it, or setting an image); its own properties may be changed.
    open var imageView: UIImageView? { _loadImageView() }

    // MARK: Layout

    /// The inset of the content (image and title) from the button's edges; zero by default.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            _appearancePropertySet(\.contentEdgeInsets, contentEdgeInsets)
            setNeedsLayout()
        }
    }

    /// Moves or shrinks the title's area within the content rectangle; zero by default.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// Moves or shrinks the image's area within the content rectangle; zero by default.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The rectangle the background image fills: the whole of `bounds`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the image and title share: `bounds` inset by ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: right of the image, the pair centred.
    ///
    /// The title keeps its natural size, cut to the width that is left beside the image.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { _titleRect(in: contentRect) }

    /// Where the image goes in `contentRect`: left of the title, the pair centred.
    ///
    /// The image is shown at its size in points, scaled down (keeping its aspect ratio) when
    /// it is larger than the content rectangle.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { _imageRect(in: contentRect) }

    /// Places the background image, image and title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutContent()
    }

    /// The size that fits the image and title side by side, plus ``contentEdgeInsets``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _contentFittingSize }

    /// The size that fits the image and title side by side, plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: CGSize { _contentFittingSize }

    // MARK: State changes

    open override var isHighlighted: Bool { didSet { _updateContent() } }
    open override var isSelected: Bool { didSet { _updateContent() } }
    open override var isEnabled: Bool { didSet { _updateContent() } }

    /// A system button's default title colour follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateContent()
    }

    // MARK: Menus (see UIButton+Menu)

    /// The button's menu: shown on touch down when ``showsMenuAsPrimaryAction`` is true, else
    /// after a long press (UIKitBehaviour #293). Setting it while the menu shows takes effect
    /// the next time it opens.
    open var menu: UIMenu? { didSet { _menuDidChange() } }

    /// Whether the menu is the button's primary action: it opens on touch down and the
    /// button's touch-up actions do not run; `.menuActionTriggered` is sent instead.
    ///
    /// - Note: Differs from UIKit: declared on `UIButton` (UIKit declares it on `UIControl`).
    open var showsMenuAsPrimaryAction = false

    /// The menu this button shows, while it shows.
    weak var _menuPresentation: _MenuPresentation?
    /// The long press that opens the menu when it is not the primary action.
    var _menuLongPress: UILongPressGestureRecognizer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_menuTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_menuTouchesMoved(touches, ended: false) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_menuTouchesMoved(touches, ended: true) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _menuTracksTouch = false
        super.touchesCancelled(touches, with: event)
    }

    /// Whether the touch in progress opened the menu (and so drives it).
    var _menuTracksTouch = false
}
