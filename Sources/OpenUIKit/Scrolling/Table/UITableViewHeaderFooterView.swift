// Status: partial — no background configurations
import Foundation

/// A reusable section header or footer: a content view, an optional text label (made on
/// first use) or a content configuration.
///
/// The table makes a standard one for a section title; register your own subclass with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in
/// `tableView(_:viewForHeaderInSection:)`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    let _reuseIdentifier: String?
    let _contentView = UIView()
    var _textLabel: UILabel?
    var _configurationView: (any UIView & UIContentView)?
    /// The table style the view was last shown in (for its default look).
    var _tableStyle: UITableView.Style = .plain
    /// Whether the table shows it as a footer (for its default look).
    var _isFooter = false

    /// Creates a view to be reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        _reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(_contentView)
    }

    /// Creates a view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view reused under `reuseIdentifier`: how the table makes registered classes
    /// (Segue addition, inherited by subclasses like `UITableViewCell.init(_segueReuseIdentifier:)`).
    public required convenience init(_segueReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Creating views from archives is not supported.
    public required init?(coder: NSCoder) { _unimplemented("UITableViewHeaderFooterView.init(coder:)") }

    /// The identifier the view is reused under.
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// The view to add content to.
    open var contentView: UIView { _contentView }

    /// The standard label, made on first use (deprecated in UIKit for content configurations).
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel()
        _textLabel = label
        _contentView.addSubview(label)
        _styleTextLabel()
        return label
    }

    /// A view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0) }
        }
    }

    /// The content configuration shown in the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { _applyContentConfiguration() }
    }

    /// A list configuration with the look of a header or footer of the table's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (_tableStyle, _isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    /// Resets the view before the table hands it out again; call `super` in overrides.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        _contentView.frame = bounds
        backgroundView?.frame = bounds
        _configurationView?.frame = _contentView.bounds
        if let label = _textLabel {
            let margins = defaultContentConfiguration().directionalLayoutMargins
            let height = label.sizeThatFits(CGSize(width: bounds.width - margins.leading - margins.trailing, height: 0))
                .height
            let y = _isFooter ? margins.top : max(bounds.height - margins.bottom - height, 0)
            label.frame = CGRect(
                x: margins.leading, y: y, width: max(bounds.width - margins.leading - margins.trailing, 0),
                height: height)
        }
    }

    func _styleTextLabel() {
        guard let label = _textLabel else { return }
        let look = defaultContentConfiguration().textProperties
        label.font = look.font
        label.textColor = look.color
        label.numberOfLines = 0
    }

    func _applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            _configurationView?.removeFromSuperview()
            _configurationView = nil
            return
        }
        if let view = _configurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            _configurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            _contentView.addSubview(view)
            _configurationView = view
        }
        setNeedsLayout()
    }
}
