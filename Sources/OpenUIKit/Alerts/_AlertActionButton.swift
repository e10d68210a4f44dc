import Foundation

/// The button an alert or action sheet draws for one `UIAlertAction`: its title centred, in
/// the style's font and colour (UIKitBehaviour #257), with a grey fill while the finger is down.
/// A tap (touch up inside) chooses the action.
@MainActor
final class _AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    private let highlightView = UIView()
    /// Called with the action when the button is tapped.
    var onChoose: ((UIAlertAction) -> Void)?

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        highlightView.backgroundColor = _AlertColors.highlight
        highlightView.isHidden = true
        highlightView.isUserInteractionEnabled = false
        addSubview(highlightView)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.onChoose?(self.action)
            }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        _unimplemented("_AlertActionButton.init(coder:)")
    }

    /// Sets the font and colour for the action's style: `bold` for the preferred action (or
    /// the cancel action of an alert without one), red for destructive, grey when disabled.
    func applyStyle(fontSize: CGFloat, bold: Bool) {
        titleLabel.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        isEnabled = action.isEnabled
        if !action.isEnabled {
            titleLabel.textColor = _AlertColors.disabledAction
        } else if action.style == .destructive {
            titleLabel.textColor = .systemRed
        } else {
            titleLabel.textColor = tintColor
        }
    }

    override var isHighlighted: Bool {
        didSet { highlightView.isHidden = !(isHighlighted && isEnabled) }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if action.isEnabled, action.style != .destructive { titleLabel.textColor = tintColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        highlightView.frame = bounds
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}

/// The colours alerts use; all resolve for light and dark.
@MainActor
enum _AlertColors {
    /// The action sheet's separate cancel panel, opaque.
    static let cancelPanel = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : .white
    })
    /// The dimming view behind an alert or action sheet.
    static let dimming = UIColor(dynamicProvider: { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    })
    /// The fill of a button while the finger is down.
    static let highlight = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
    })
    /// A disabled action's title.
    static let disabledAction = UIColor(dynamicProvider: { traits in
        UIColor(white: traits.userInterfaceStyle == .dark ? 1 : 0, alpha: 0.3)
    })
    /// The fill of an alert's text field.
    static let textFieldWell = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : .white
    })
}
