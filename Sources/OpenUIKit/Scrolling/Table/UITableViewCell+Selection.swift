import Foundation

/// Selection and highlight appearance, reuse reset and content configurations.
extension UITableViewCell {
    /// How long a selection background fades when selection changes with animation, when not
    /// inside another animation (whose duration it then inherits). UIKit does not document it.
    static let _selectionFadeDuration: TimeInterval = 0.25

    /// The default selection colour (UIKit's gray cell selection is systemGray4 in light mode).
    static var _defaultSelectionColor: UIColor { .systemGray4 }

    func _prepareForReuse() {
        if _isHighlighted { setHighlighted(false, animated: false) }
        if _isSelected { setSelected(false, animated: false) }
    }

    func _selectedBackgroundViewDidChange(_ old: UIView?) {
        if let old, old === _selectionBackground {
            old.removeFromSuperview()
            _selectionBackground = nil
        }
        _updateSelectionBackground(animated: false)
    }

    /// Shows the selection background while selected or highlighted (and a selection style is
    /// set), hides it otherwise; fades when `animated`.
    func _updateSelectionBackground(animated: Bool) {
        let shows = (_isSelected || _isHighlighted) && selectionStyle != .none
        if _selectionBackground == nil {
            guard shows else { return }
            let view: UIView
            if let custom = selectedBackgroundView {
                view = custom
            } else {
                view = UIView()
                view.backgroundColor = UITableViewCell._defaultSelectionColor
            }
            view.frame = bounds
            view.alpha = 0
            if let background = backgroundView, background.superview === self {
                insertSubview(view, aboveSubview: background)
            } else {
                insertSubview(view, at: 0)
            }
            _selectionBackground = view
        }
        guard let view = _selectionBackground else { return }
        let target: CGFloat = shows ? 1 : 0
        if animated {
            UIView.animate(withDuration: UITableViewCell._selectionFadeDuration) { view.alpha = target }
        } else {
            UIView.performWithoutAnimation { view.alpha = target }
        }
    }

    func _setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        _contentConfiguration = configuration
        guard let configuration else {
            _contentConfigurationView?.removeFromSuperview()
            _contentConfigurationView = nil
            return
        }
        if let view = _contentConfigurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            _contentConfigurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = _contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _contentView.addSubview(view)
            _contentConfigurationView = view
        }
        setNeedsLayout()
    }

    /// Re-applies the content configuration for the new state (selected, highlighted).
    func _updateConfigurationForState() {
        guard automaticallyUpdatesContentConfiguration, let configuration = _contentConfiguration else { return }
        _setContentConfiguration(configuration.updated(for: configurationState))
    }
}

/// The standard accessories, drawn: a chevron, a checkmark, an info button.
@MainActor
final class _TableCellAccessoryView: UIView {
    var type: UITableViewCell.AccessoryType = .none {
        didSet {
            setNeedsDisplay()
            bounds.size = intrinsicContentSize
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { _unimplemented("_TableCellAccessoryView.init(coder:)") }

    override var intrinsicContentSize: CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 14)
        case .checkmark: return CGSize(width: 15, height: 14)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 40, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(at: 0)
        case .checkmark: drawCheckmark()
        case .detailButton: drawInfo(at: 0)
        case .detailDisclosureButton:
            drawInfo(at: 0)
            drawChevron(at: 32)
        }
    }

    private func drawChevron(at x: CGFloat) {
        let height = bounds.height
        let top = (height - 14) / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1.5, y: top + 1.5))
        path.addLine(to: CGPoint(x: x + 6.5, y: top + 7))
        path.addLine(to: CGPoint(x: x + 1.5, y: top + 12.5))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.tertiaryLabel.setStroke()
        path.stroke()
    }

    private func drawCheckmark() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1.5, y: 7.5))
        path.addLine(to: CGPoint(x: 5.5, y: 12))
        path.addLine(to: CGPoint(x: 13.5, y: 2))
        path.lineWidth = 2.2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }

    private func drawInfo(at x: CGFloat) {
        let center = CGPoint(x: x + 11, y: bounds.height / 2)
        let circle = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        circle.lineWidth = 1.5
        tintColor.setStroke()
        circle.stroke()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: center.x, y: center.y - 1))
        stem.addLine(to: CGPoint(x: center.x, y: center.y + 5))
        stem.lineWidth = 2
        stem.stroke()
        let dot = UIBezierPath(
            arcCenter: CGPoint(x: center.x, y: center.y - 4.5), radius: 1.2, startAngle: 0,
            endAngle: 2 * .pi, clockwise: true)
        tintColor.setFill()
        dot.fill()
    }
}
