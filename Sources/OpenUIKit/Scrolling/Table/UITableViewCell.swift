// Status: partial — no editing controls (delete/reorder), swipe actions, indentation or focus
import Foundation

/// One row of a table view: a content view holding the row's content, with the standard
/// labels and image of its style, an accessory, a separator and a selection background.
///
/// Cells are made by the table (through `register(_:forCellReuseIdentifier:)` and
/// `dequeueReusableCell(withIdentifier:for:)`) or by the data source, and reused: a cell that
/// scrolls away waits in the table's reuse queue and gets `prepareForReuse()` before it is
/// handed out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    let _style: CellStyle
    let _reuseIdentifier: String?
    let _contentView = UIView()
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _imageView: UIImageView?
    var _accessoryView: _TableCellAccessoryView?
    var _selectionBackground: UIView?
    var _separator: UIView?
    var _contentConfigurationView: (any UIView & UIContentView)?
    var _contentConfiguration: (any UIContentConfiguration)?
    var _isSelected = false
    var _isHighlighted = false
    /// Whether the table shows this cell's separator (set by the table for each row).
    var _showsSeparator = false
    /// The owning table's separator colour (nil: the standard one).
    var _separatorColor: UIColor?
    /// The background colour the cell was given by default (its table's style decides it),
    /// while no one has set another: the table replaces it (UIKitBehaviour #461).
    var _defaultBackground: UIColor?

    /// Creates a cell of `style`, to be reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        _style = style
        _reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let background = UIColor.systemBackground
        _defaultBackground = background
        _withoutAppearanceMarks { backgroundColor = background }
        _contentView.frame = bounds
        addSubview(_contentView)
    }

    /// Creates a `.default` cell with no reuse identifier (the form `register` uses).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a `.default` cell reused under `reuseIdentifier`: how the table makes registered
    /// classes.
    ///
    /// Segue addition (there is no Objective-C runtime to call `init(style:reuseIdentifier:)` on
    /// a class object): being a convenience initializer it is inherited by every subclass that
    /// overrides (or inherits) the designated initializers, and reaches their override of
    /// `init(style:reuseIdentifier:)`.
    public required convenience init(_segueReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Creating cells from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) {
        _unimplemented("UITableViewCell.init(coder:)")
    }

    /// The identifier the cell is reused under (nil: not reused).
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// Resets the cell before the table hands it out again; override to reset your own state
    /// and call `super`. The default ends highlighting and selection.
    open func prepareForReuse() { _prepareForReuse() }

    /// The view to add the row's content to (the cell's own subviews are managed by the cell).
    open var contentView: UIView { _contentView }

    /// The main label of the built-in styles, made on first use.
    open var textLabel: UILabel? { _makeTextLabel() }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (nil for
    /// `.default`), made on first use.
    open var detailTextLabel: UILabel? { _makeDetailTextLabel() }

    /// The image view at the leading edge (nil for `.value2`), made on first use.
    open var imageView: UIImageView? { _makeImageView() }

    /// The standard accessory at the trailing edge; `.none` by default.
    open var accessoryType: AccessoryType = .none { didSet { _accessoryDidChange() } }

    /// A custom accessory view, used instead of `accessoryType` when set.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            _accessoryDidChange()
        }
    }

    /// How the cell looks when selected; `.default` (a gray background) by default.
    open var selectionStyle: SelectionStyle = .default {
        didSet {
            _appearancePropertySet(\.selectionStyle, selectionStyle)
            _updateSelectionBackground(animated: false)
        }
    }

    /// A view behind the content; nil by default.
    open var backgroundView: UIView? { didSet { _backgroundViewDidChange(oldValue) } }

    /// The view shown behind the content while the cell is selected or highlighted; nil (the
    /// standard gray background) by default.
    open var selectedBackgroundView: UIView? { didSet { _selectedBackgroundViewDidChange(oldValue) } }

    /// The insets of the separator below the cell (and of the content, in UIKit); left 16 by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            _appearancePropertySet(\.separatorInset, separatorInset)
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected (set through the table: `selectRow`, `deselectRow`, taps).
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell, fading its selection background when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != _isSelected else { return }
        _isSelected = selected
        _updateSelectionBackground(animated: animated)
        _updateConfigurationForState()
    }

    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != _isHighlighted else { return }
        _isHighlighted = highlighted
        _updateSelectionBackground(animated: animated)
        _updateConfigurationForState()
    }

    /// The content configuration shown in the content view instead of the built-in labels.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// Whether the content configuration is updated for each state change; true by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state: selected, highlighted …
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = _isSelected
        state.isHighlighted = _isHighlighted
        return state
    }

    /// A list content configuration with the look of the cell's style (text, secondary text and
    /// image unset).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Lays out the content view, accessory, backgrounds, separator and the built-in labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutCell()
    }

    /// The cell's size for `targetSize`'s width: the content view's Auto Layout height when its
    /// content is constrained, the content configuration's or the built-in style's height
    /// otherwise, plus the separator.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: _fittingHeight(width: targetSize.width))
    }
}
