import Foundation

/// The cell's own subviews: built-in labels, accessory, backgrounds, separator, and its fitting height.
///
/// Metrics (chosen to match an iPhone in portrait; UIKit does not document them): 16 pt side
/// margins, rows at least 44 pt tall (UIKitBehaviour #191), a separator 1 pixel high at the
/// bottom that the content view leaves room for, an accessory 16 pt from the trailing edge
/// with 10 pt between it and the content view.
extension UITableViewCell {
    static let _margin: CGFloat = 16
    static let _minimumHeight: CGFloat = 44

    var _separatorHeight: CGFloat { _showsSeparator ? 1 / max(UIScreen.main.scale, 1) : 0 }

    func _makeTextLabel() -> UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel()
        label.font = _style == .value2 ? UIFont.boldSystemFont(ofSize: 15) : UIFont.systemFont(ofSize: 17)
        if _style == .value2 {
            label.textAlignment = .right
            label.textColor = .tintColor
        }
        _textLabel = label
        _contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func _makeDetailTextLabel() -> UILabel? {
        guard _style != .default else { return nil }
        if let label = _detailTextLabel { return label }
        let label = UILabel()
        switch _style {
        case .subtitle: label.font = UIFont.systemFont(ofSize: 15)
        case .value1: label.textColor = .secondaryLabel
        default: break
        }
        _detailTextLabel = label
        _contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func _makeImageView() -> UIImageView? {
        guard _style != .value2 else { return nil }
        if let view = _imageView { return view }
        let view = UIImageView()
        _imageView = view
        _contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    func _accessoryDidChange() {
        if accessoryView == nil, accessoryType != .none {
            if _accessoryView == nil {
                let view = _TableCellAccessoryView()
                _accessoryView = view
                addSubview(view)
            }
            _accessoryView?.type = accessoryType
        } else {
            _accessoryView?.removeFromSuperview()
            _accessoryView = nil
        }
        if let custom = accessoryView, custom.superview !== self { addSubview(custom) }
        setNeedsLayout()
    }

    func _backgroundViewDidChange(_ old: UIView?) {
        old?.removeFromSuperview()
        if let view = backgroundView { insertSubview(view, at: 0) }
        setNeedsLayout()
    }

    /// The accessory shown (custom or standard) and its size.
    var _shownAccessory: UIView? { accessoryView ?? _accessoryView }

    func _layoutCell() {
        let size = bounds.size
        let contentHeight = max(size.height - _separatorHeight, 0)
        var contentWidth = size.width
        if let accessory = _shownAccessory {
            let accessorySize =
                accessory === _accessoryView ? _accessoryView!.intrinsicContentSize : accessory.bounds.size
            let x = size.width - UITableViewCell._margin - accessorySize.width
            accessory.frame = CGRect(
                x: x, y: ((contentHeight - accessorySize.height) / 2).rounded(),
                width: accessorySize.width, height: accessorySize.height)
            contentWidth = max(x - 10, 0)
        }
        _contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: contentHeight)
        backgroundView?.frame = bounds
        _selectionBackground?.frame = bounds
        if let configured = _contentConfigurationView { configured.frame = _contentView.bounds }
        _layoutBuiltInContent(in: _contentView.bounds.size)
        _layoutSeparator()
    }

    private func _layoutSeparator() {
        guard _showsSeparator else {
            _separator?.isHidden = true
            return
        }
        let separator: UIView
        if let existing = _separator {
            separator = existing
        } else {
            separator = UIView()
            _separator = separator
            addSubview(separator)
        }
        if separator.isHidden { separator.isHidden = false }
        let color = _separatorColor ?? .separator
        if separator.backgroundColor != color { separator.backgroundColor = color }
        let height = _separatorHeight
        let left = separatorInset.left
        let right = separatorInset.right
        let frame = CGRect(
            x: left, y: bounds.height - height, width: max(bounds.width - left - right, 0), height: height)
        if separator.frame != frame { separator.frame = frame }
        // Reordering marks the cell for layout again: only when another view went above it.
        if subviews.last !== separator { bringSubviewToFront(separator) }
    }

    /// Places the built-in labels and image of the cell's style in a content view of `size`.
    private func _layoutBuiltInContent(in size: CGSize) {
        let margin = UITableViewCell._margin
        var textX = margin
        if let imageView = _imageView, let image = imageView.image {
            let imageSize = CGSize(
                width: min(image.size.width, size.height), height: min(image.size.height, size.height))
            imageView.frame = CGRect(
                x: margin, y: ((size.height - imageSize.height) / 2).rounded(),
                width: imageSize.width, height: imageSize.height)
            textX = imageView.frame.maxX + margin
        }
        let available = max(size.width - textX - margin, 0)
        let text = _textLabel
        let detail = _detailTextLabel
        switch _style {
        case .default:
            text?.frame = CGRect(x: textX, y: 0, width: available, height: size.height)
        case .value1:
            let detailWidth = min(detail?.sizeThatFits(.zero).width ?? 0, available)
            detail?.frame = CGRect(x: size.width - margin - detailWidth, y: 0, width: detailWidth, height: size.height)
            text?.frame = CGRect(x: textX, y: 0, width: max(available - detailWidth - 8, 0), height: size.height)
        case .value2:
            let textWidth = (available * 0.3).rounded()
            text?.frame = CGRect(x: textX, y: 0, width: textWidth, height: size.height)
            detail?.frame = CGRect(
                x: textX + textWidth + 6, y: 0, width: max(available - textWidth - 6, 0), height: size.height)
        case .subtitle:
            let textHeight = _labelHeight(text, width: available)
            let detailHeight = _labelHeight(detail, width: available)
            let top = ((size.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: textX, y: top, width: available, height: textHeight)
            detail?.frame = CGRect(x: textX, y: top + textHeight, width: available, height: detailHeight)
        }
    }

    private func _labelHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label, label.text?.isEmpty == false else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// The height the cell needs at `width` (see `systemLayoutSizeFitting`).
    func _fittingHeight(width: CGFloat) -> CGFloat {
        if bounds.width != width { frame.size.width = width }
        layoutIfNeeded()
        let contentWidth = _contentView.bounds.width
        var content: CGFloat
        if let configured = _contentConfigurationView {
            content = max(
                configured.sizeThatFits(CGSize(width: contentWidth, height: 0)).height,
                UITableViewCell._minimumHeight - _separatorHeight)
        } else if _contentHasConstraints {
            content =
                _contentView.systemLayoutSizeFitting(
                    CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
        } else {
            let available = max(contentWidth - 2 * UITableViewCell._margin, 0)
            let text = _labelHeight(_textLabel, width: available)
            let detail = _labelHeight(_detailTextLabel, width: available)
            content = (_style == .subtitle ? text + detail : max(text, detail)) + 22
            content = max(content, UITableViewCell._minimumHeight - _separatorHeight)
        }
        return content + _separatorHeight
    }

    /// Whether any constraint is installed in the content view's subtree.
    var _contentHasConstraints: Bool {
        var found = false
        _contentView._visitSubtree { if !$0._installedConstraints.isEmpty { found = true } }
        return found
    }
}
