import Foundation

/// The alert controller's view: an alert's rounded panel, or an action sheet's group of
/// actions with its separate cancel panel below (UIKitBehaviour #255, #257).
///
/// `arrange(width:)` lays everything out for a width and returns the height; the presentation
/// controller asks it for the frame, `layoutSubviews()` applies it to the bounds.
@MainActor
final class _AlertContentView: UIView {
    unowned let controller: UIAlertController
    let mainPanel = UIView()
    /// The material behind the main panel's content: what is behind the alert, blurred.
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    let cancelPanel = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var buttons: [_AlertActionButton] = []
    private var separators: [UIView] = []
    private var fieldBox: UIView?
    /// Whether the buttons were last built for a popover.
    private var builtForPopover = false

    var isSheet: Bool { controller.preferredStyle == .actionSheet }
    /// Whether the action sheet shows in a popover: no cancel button, no panels of its own.
    var isInPopover: Bool { controller._isInPopover }
    /// An alert's width (UIKitBehaviour #257).
    static let alertWidth: CGFloat = 270
    /// An action sheet's width in a popover (UIKitBehaviour #267).
    static let popoverWidth: CGFloat = 304
    private var metrics: _AlertMetrics { isSheet ? .actionSheet : .alert }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 100))
        for panel in [mainPanel, cancelPanel] {
            panel.layer.cornerRadius = metrics.cornerRadius
            panel.clipsToBounds = true
            addSubview(panel)
        }
        material.frame = mainPanel.bounds
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        material.isUserInteractionEnabled = false
        mainPanel.addSubview(material)
        cancelPanel.backgroundColor = _AlertColors.cancelPanel
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainPanel.addSubview(label)
        }
        titleLabel.font = .systemFont(ofSize: metrics.titleSize, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = isSheet ? .secondaryLabel : .label
        messageLabel.textColor = isSheet ? .secondaryLabel : .label
        rebuild()
    }

    required init?(coder: NSCoder) {
        _unimplemented("_AlertContentView.init(coder:)")
    }

    /// Gives an alert's text field the alert's look: 13-point text, no border of its own (the
    /// box around the fields draws it).
    static func styleTextField(_ field: UITextField) {
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .clear
    }

    /// The actions in the order their buttons appear (UIKitBehaviour #255): an alert with two
    /// actions side by side puts the cancel action on the left; otherwise the cancel action
    /// goes last (for an action sheet, into its own panel).
    var orderedActions: (main: [UIAlertAction], cancel: UIAlertAction?) {
        let actions = controller.actions
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if isSheet { return (others, isInPopover ? nil : cancel) }
        guard let cancel else { return (others, nil) }
        return actions.count == 2 ? ([cancel] + others, nil) : (others + [cancel], nil)
    }

    /// Rebuilds the labels, fields and buttons after the controller's content changed.
    func rebuild() {
        builtForPopover = isInPopover
        material.isHidden = isInPopover  // the popover's panel is the background there
        mainPanel.layer.cornerRadius = isInPopover ? 0 : metrics.cornerRadius
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        buttons.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        fieldBox?.removeFromSuperview()
        fieldBox = nil
        if !controller._textFields.isEmpty {
            let box = UIView()
            box.backgroundColor = .separator
            for field in controller._textFields {
                let well = UIView()
                well.backgroundColor = _AlertColors.textFieldWell
                well.addSubview(field)
                box.addSubview(well)
            }
            mainPanel.addSubview(box)
            fieldBox = box
        }
        let (main, cancel) = orderedActions
        buttons = (main + (cancel.map { [$0] } ?? [])).map { action in
            let button = _AlertActionButton(action: action)
            button.onChoose = { [weak controller = self.controller] in controller?._choose($0) }
            style(button)
            (isSheet && action === cancel ? cancelPanel : mainPanel).addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    /// Gives `button` its action's look: bold for the preferred action (or an alert's cancel
    /// action when there is none; an action sheet's cancel action), grey when disabled.
    private func style(_ button: _AlertActionButton) {
        let action = button.action
        let bold =
            isSheet
            ? action.style == .cancel
            : controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        button.applyStyle(fontSize: metrics.buttonSize, bold: bold)
    }

    /// An action was enabled or disabled: its button changes in place, where it is.
    func restyleButtons() {
        buttons.forEach(style)
    }

    /// Whether an alert shows its two buttons side by side: both titles fit in half the width.
    private var isSideBySide: Bool {
        guard !isSheet, buttons.count == 2 else { return false }
        let half = Self.alertWidth / 2 - 16
        return buttons.allSatisfy {
            $0.titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width <= half
        }
    }

    private func separator(in panel: UIView, _ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        panel.addSubview(line)
        separators.append(line)
    }

    /// Lays the content out for `width` and returns the height it needs.
    @discardableResult
    func arrange(width: CGFloat) -> CGFloat {
        if builtForPopover != isInPopover { rebuild() }
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        let m = metrics
        let hairline = 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1)
        let textWidth = max(width - 2 * m.sideInset, 0)
        var y: CGFloat = 0
        let hasTitle = !(controller.title ?? "").isEmpty
        let hasMessage = !(controller.message ?? "").isEmpty
        let fields = controller._textFields
        if hasTitle || hasMessage || !fields.isEmpty {
            y += m.headerTop
            for (label, shown) in [(titleLabel, hasTitle), (messageLabel, hasMessage)] {
                label.isHidden = !shown
                guard shown else { continue }
                if label === messageLabel, hasTitle { y += m.titleMessageGap }
                let height = ceil(
                    label.sizeThatFits(CGSize(width: textWidth, height: CGFloat.greatestFiniteMagnitude)).height)
                label.frame = CGRect(x: m.sideInset, y: y, width: textWidth, height: height)
                y += height
            }
            if let box = fieldBox {
                if hasTitle || hasMessage { y += 14 }
                let rowHeight = m.fieldHeight
                box.frame = CGRect(
                    x: m.sideInset, y: y, width: textWidth, height: CGFloat(fields.count) * rowHeight + hairline)
                for (index, well) in box.subviews.enumerated() {
                    well.frame = CGRect(
                        x: hairline, y: hairline + CGFloat(index) * rowHeight,
                        width: max(textWidth - 2 * hairline, 0), height: rowHeight - hairline)
                    well.subviews.first?.frame = well.bounds.insetBy(dx: 4, dy: 0)
                }
                y += box.frame.height
            }
            y += m.headerBottom
        } else {
            titleLabel.isHidden = true
            messageLabel.isHidden = true
        }
        let (main, cancel) = orderedActions
        let mainButtons = buttons.prefix(main.count)
        if isSideBySide {
            separator(in: mainPanel, CGRect(x: 0, y: y, width: width, height: hairline))
            for (index, button) in mainButtons.enumerated() {
                button.frame = CGRect(
                    x: CGFloat(index) * width / 2, y: y + hairline, width: width / 2, height: m.buttonHeight)
            }
            separator(in: mainPanel, CGRect(x: width / 2, y: y + hairline, width: hairline, height: m.buttonHeight))
            y += hairline + m.buttonHeight
        } else {
            for (index, button) in mainButtons.enumerated() {
                if y > 0 || index > 0 {
                    separator(in: mainPanel, CGRect(x: 0, y: y, width: width, height: hairline))
                    y += hairline
                }
                button.frame = CGRect(x: 0, y: y, width: width, height: m.buttonHeight)
                y += m.buttonHeight
            }
        }
        mainPanel.isHidden = y == 0
        mainPanel.frame = CGRect(x: 0, y: 0, width: width, height: y)
        cancelPanel.isHidden = cancel == nil
        if cancel != nil, let button = buttons.last {
            if y > 0 { y += m.cancelGap }
            cancelPanel.frame = CGRect(x: 0, y: y, width: width, height: m.buttonHeight)
            button.frame = cancelPanel.bounds
            y += m.buttonHeight
        }
        return y
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrange(width: bounds.width)
    }
}
