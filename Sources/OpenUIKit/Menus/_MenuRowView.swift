import Foundation

/// One row of a presented menu: title (and subtitle) on the leading side, the element's image
/// on the trailing side, a checkmark before the title for an element that is on; destructive
/// elements in red, disabled ones greyed (UIKitBehaviour #291).
@MainActor
final class _MenuRowView: UIView {
    let item: _MenuItem
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView(frame: .zero)
    let checkmarkView = UIImageView(frame: .zero)

    init(item: _MenuItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [titleLabel, subtitleLabel, imageView, checkmarkView] as [UIView] { addSubview(view) }
        titleLabel.font = UIFont.systemFont(ofSize: _MenuMetrics.titleSize)
        subtitleLabel.font = UIFont.systemFont(ofSize: _MenuMetrics.subtitleSize)
        subtitleLabel.textColor = .secondaryLabel
        configure()
    }

    required init?(coder: NSCoder) {
        _unimplemented("_MenuRowView.init(coder:)")
    }

    /// Whether the row can be chosen: an element that is not disabled.
    var isSelectable: Bool {
        if case .element(let element, _, _) = item { return !element._attributes.contains(.disabled) }
        return false
    }

    /// Whether the row shows the highlight of a finger over it.
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? _MenuMetrics.highlight : nil }
    }

    /// Fills the labels and images from the item.
    func configure() {
        switch item {
        case .element(let element, _, let checkmarks):
            let disabled = element._attributes.contains(.disabled)
            let destructive =
                element._attributes.contains(.destructive)
                || ((element as? UIMenu)?.options.contains(.destructive) ?? false)
            let color: UIColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
            titleLabel.text = element.title
            titleLabel.textColor = color
            subtitleLabel.text = element.subtitle
            var image = element.image
            if element._state == .on, let selected = (element as? UIAction)?.selectedImage { image = selected }
            if element is UIMenu {
                image = UIImage(
                    systemName: "chevron.right",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold))
            }
            imageView.image = image
            imageView.tintColor = color
            imageView.contentMode = .center
            let mark: String? =
                switch element._state {
                case .on: "checkmark"
                case .mixed: "minus"
                case .off: nil
                }
            checkmarkView.image =
                checkmarks
                ? mark.flatMap {
                    UIImage(
                        systemName: $0, withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)
                    )
                } : nil
            checkmarkView.tintColor = color
            checkmarkView.contentMode = .center
        case .loading:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
        case .header(let title):
            titleLabel.text = title
            titleLabel.font = UIFont.systemFont(ofSize: _MenuMetrics.headerSize)
            titleLabel.textColor = .secondaryLabel
        case .groupSeparator:
            backgroundColor = _MenuMetrics.groupSeparator
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = _MenuMetrics.sideInset
        var leading = inset
        if case .element(_, _, true) = item { leading = _MenuMetrics.checkmarkedTitleInset }
        let hasImage = imageView.image != nil
        let trailing = bounds.width - inset - (hasImage ? _MenuMetrics.imageColumn + 8 : 0)
        let titleHeight = titleLabel.font.lineHeight.rounded(.up)
        let hasSubtitle = !(subtitleLabel.text ?? "").isEmpty
        if hasSubtitle {
            let subtitleHeight = subtitleLabel.font.lineHeight.rounded(.up)
            let top = ((bounds.height - titleHeight - subtitleHeight) / 2).rounded()
            titleLabel.frame = CGRect(x: leading, y: top, width: max(trailing - leading, 0), height: titleHeight)
            subtitleLabel.frame = CGRect(
                x: leading, y: top + titleHeight, width: max(trailing - leading, 0), height: subtitleHeight)
        } else {
            titleLabel.frame = CGRect(
                x: leading, y: ((bounds.height - titleHeight) / 2).rounded(), width: max(trailing - leading, 0),
                height: titleHeight)
            subtitleLabel.frame = .zero
        }
        if case .header = item { titleLabel.frame.origin.y = bounds.height - titleHeight - 6 }
        let column = _MenuMetrics.imageColumn
        imageView.frame = CGRect(
            x: bounds.width - inset - column, y: (bounds.height - column) / 2, width: column, height: column)
        checkmarkView.frame = CGRect(x: inset - 2, y: (bounds.height - column) / 2, width: column, height: column)
    }
}
