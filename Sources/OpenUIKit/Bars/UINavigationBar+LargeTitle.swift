import Foundation

/// Large titles (iOS 11): with `prefersLargeTitles`, an item whose `largeTitleDisplayMode`
/// allows it shows its title in 34-point bold at the leading edge, in a 52-point area below
/// the bar's row. The area collapses as the content scrolls up under it and stretches as the
/// content is pulled down; when it is gone, the inline title fades in. Scrolling that stops
/// with the area half-collapsed settles to the nearer end (UIKitBehaviour #308).
extension UINavigationBar {
    /// The height of the large-title area when it is fully shown.
    static let largeTitleHeight: CGFloat = 52

    func _installLargeTitle() {
        _largeTitleArea.clipsToBounds = true
        _largeTitleArea.isUserInteractionEnabled = false
        _largeTitleArea.isHidden = true
        _largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        _largeTitleArea.addSubview(_largeTitleLabel)
        addSubview(_largeTitleArea)
    }

    /// Whether the top item shows a large title: the bar prefers them and the item's mode is
    /// `.always`, or `.automatic` down to an item that says `.always` or to the root.
    var _showsLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil else { return false }
        for item in _items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// How much of the bar's height the large title can give up: its whole area, or nothing.
    var _largeTitleCollapsibleHeight: CGFloat { _showsLargeTitle ? Self.largeTitleHeight : 0 }

    /// The large-title area's current height (0 when no large title shows).
    var _largeTitleShownHeight: CGFloat { _showsLargeTitle ? _largeTitleVisibleHeight : 0 }

    /// The top of the row with the back button, inline title and items.
    var _contentRowTop: CGFloat { bounds.height - Self.contentHeight - _largeTitleShownHeight }

    /// The large title follows the content: `distance` is how far it has scrolled up from its
    /// resting place (negative when pulled down).
    func _updateLargeTitle(contentDistance distance: CGFloat) {
        let visible = distance.isFinite ? max(Self.largeTitleHeight - distance, 0) : Self.largeTitleHeight
        guard visible != _largeTitleVisibleHeight else { return }
        _largeTitleVisibleHeight = visible
        guard _showsLargeTitle else { return }
        _heightMayHaveChanged()
    }

    /// The bar's height may differ now (the large title collapsed, appeared or went): its
    /// navigation controller places it again, which places the children's safe areas too.
    func _heightMayHaveChanged() {
        guard let navigation = _superview?._viewController as? UINavigationController,
            navigation._navigationBar === self
        else { return }
        let height = _currentHeight(fitting: navigation.view.bounds.size)
        guard height != frame.height || _largeTitleCollapsibleHeight != _laidOutCollapsibleHeight else { return }
        _laidOutCollapsibleHeight = _largeTitleCollapsibleHeight
        navigation._layoutNavigationBar()
        layoutIfNeeded()
    }

    /// The height the bar takes now: its fitting height, less what the large title has given up.
    func _currentHeight(fitting size: CGSize) -> CGFloat {
        sizeThatFits(size).height - _largeTitleCollapsibleHeight + _largeTitleShownHeight
    }

    func _applyLargeTitleLook(_ look: UINavigationBarAppearance) {
        _largeTitleLabel.text = topItem?.title
        _largeTitleLabel.font = look._largeTitleFont
        _largeTitleLabel.textColor = look._largeTitleColor
    }

    /// Places the large-title area under the row, its title 8 points above the bar's bottom,
    /// and fades the inline title in over the last 10 points of the collapse.
    func _layOutLargeTitle() {
        let shows = _showsLargeTitle
        _largeTitleArea.isHidden = !shows
        guard shows else {
            _titleLabel.alpha = 1
            return
        }
        let height = _largeTitleShownHeight
        _largeTitleArea.isHidden = height <= 0
        _largeTitleArea.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let labelHeight: CGFloat = 41
        _largeTitleLabel.frame = CGRect(
            x: Self.itemMargin, y: height - 3 - labelHeight,
            width: max(bounds.width - 2 * Self.itemMargin, 0), height: labelHeight)
        _titleLabel.alpha = min(max(1 - height / 10, 0), 1)
    }
}

extension UINavigationController {
    /// Scrolling stopped with the large title half-collapsed: the content scrolls to show it
    /// whole or hide it, whichever is nearer (UIKitBehaviour #308).
    func _settleLargeTitle(of scrollView: UIScrollView) {
        let bar = _navigationBar
        guard bar._showsLargeTitle else { return }
        let visible = bar._largeTitleVisibleHeight
        let full = UINavigationBar.largeTitleHeight
        guard visible > 0, visible < full else { return }
        let rest = -scrollView.adjustedContentInset.top
        let target = visible >= full / 2 ? rest : rest + full
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: target), animated: true)
    }
}
