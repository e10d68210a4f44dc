import Foundation

/// One item of a tab bar: its icon above its title (stacked, on compact width) or beside it
/// (inline, on regular width), tinted by state, with a badge at the icon's corner
/// (UIKitBehaviour #303).
final class _TabBarButton: UIControl {
    let iconView = UIImageView(image: nil)
    /// The selection indicator image behind a selected item, filling the item (UIKitBehaviour #441).
    let indicatorView = UIImageView(image: nil)
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    var isInline = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [indicatorView, iconView, titleLabel, badgeLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        iconView.contentMode = .center
        titleLabel.textAlignment = .center
        badgeLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.clipsToBounds = true
    }

    required init?(coder: NSCoder) { _unimplemented("_TabBarButton.init(coder:)") }

    /// Shows `item` as selected or not, with `itemAppearance`'s state looks; `tint` and
    /// `unselectedTint` colour it where the appearance does not.
    func show(
        _ item: UITabBarItem, selected: Bool, itemAppearance: UITabBarItemAppearance,
        tint: UIColor, unselectedTint: UIColor?, indicator: UIImage? = nil
    ) {
        indicatorView.image = selected ? indicator : nil
        indicatorView.isHidden = indicatorView.image == nil
        let state =
            !item.isEnabled ? itemAppearance.disabled : selected ? itemAppearance.selected : itemAppearance.normal
        let defaultColor = selected ? tint : (unselectedTint ?? .systemGray)
        let iconColor = state.iconColor ?? defaultColor
        let image = (selected ? item.selectedImage ?? item.image : item.image)
        iconView.image = image.map {
            $0.renderingMode == .alwaysOriginal ? $0 : $0.withTintColor(iconColor, renderingMode: .alwaysOriginal)
        }
        let own =
            item.titleTextAttributes(for: selected ? .selected : .normal) ?? item.titleTextAttributes(for: .normal)
            ?? [:]
        let attributes = state.titleTextAttributes.merging(own) { _, mine in mine }
        titleLabel.text = item.title
        titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: isInline ? 13 : 10, weight: .medium)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? iconColor
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
        if let color = (item.badgeTextAttributes(for: .normal) ?? state.badgeTextAttributes)[.foregroundColor]
            as? UIColor
        {
            badgeLabel.textColor = color
        }
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let iconSize = CGSize(width: 30, height: isInline ? 24 : 28)
        let titleSize = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: 20))
        let icon: CGRect
        if isInline {
            let total = iconSize.width + 6 + titleSize.width
            let x = (bounds.width - total) / 2
            icon = CGRect(x: x, y: (49 - iconSize.height) / 2, width: iconSize.width, height: iconSize.height)
            titleLabel.frame = CGRect(
                x: icon.maxX + 6, y: (49 - titleSize.height) / 2, width: titleSize.width, height: titleSize.height)
        } else {
            icon = CGRect(x: (bounds.width - iconSize.width) / 2, y: 4, width: iconSize.width, height: iconSize.height)
            titleLabel.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 13)
        }
        iconView.frame = icon
        indicatorView.frame = bounds
        let badgeWidth = max(18, badgeLabel.sizeThatFits(CGSize(width: 100, height: 18)).width + 10)
        badgeLabel.frame = CGRect(x: icon.midX + 4, y: icon.minY - 2, width: badgeWidth, height: 18)
        badgeLabel.layer.cornerRadius = 9
    }
}
