// Status: partial — titles, colours, states and sizing; no images, configurations or menus.
import Foundation

/// A control that performs its actions when tapped, showing a title per state.
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
    let _titleLabel = UILabel()

    /// Creates a button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        _titleLabel.font = UIFont.systemFont(ofSize: 17)
        addSubview(_titleLabel)
        _updateTitle()
    }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        _titleLabel.font = UIFont.systemFont(ofSize: 17)
        addSubview(_titleLabel)
        _updateTitle()
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

    /// The label that shows the current title.
    open var titleLabel: UILabel? { _titleLabel }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        _titles[state.rawValue] = title
        _updateTitle()
    }

    /// The title for `state` (falling back to the normal title).
    open func title(for state: UIControl.State) -> String? { _titles[state.rawValue] ?? _titles[0] }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        _titleColors[state.rawValue] = color
        _updateTitle()
    }

    /// The title colour for `state` (falling back to the normal colour, then the default).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        _titleColors[state.rawValue] ?? _titleColors[0] ?? (buttonType == .system ? tintColor : UIColor.white)
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? UIColor.white }

    open override var isHighlighted: Bool { didSet { _updateTitle() } }
    open override var isSelected: Bool { didSet { _updateTitle() } }
    open override var isEnabled: Bool { didSet { _updateTitle() } }

    /// The title's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _titleLabel.sizeThatFits(.zero)
    }

    /// The title's size.
    open override var intrinsicContentSize: CGSize { _titleLabel.intrinsicContentSize }

    /// Centres the title label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // The title keeps its natural size when it fits and is truncated to the button's width
        // when it does not, centred either way.
        let natural = _titleLabel.sizeThatFits(.zero)
        let width = min(natural.width, max(bounds.width, 0))
        _titleLabel.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - natural.height) / 2,
                                   width: width, height: natural.height)
    }

    func _updateTitle() {
        _titleLabel.text = currentTitle
        _titleLabel.textColor = currentTitleColor
        setNeedsLayout()
    }
}
