import Foundation

/// The system spacing between two anchors: what `constraint(equalToSystemSpacingAfter:multiplier:)`,
/// `constraint(equalToSystemSpacingBelow:multiplier:)` and their inequality forms, the visual
/// format's `-` between views and `UIStackView.spacingUseSystem` stand for.
///
/// Between edges, centres and any horizontal anchors it is the standard 8 points. When an
/// anchor is the first or last baseline of a view showing text (a `UILabel`, or a view that
/// hands its baseline to one, such as a stack view), the spacing comes from the fonts and
/// follows them when they change, as UIKit's headers say ("the spacing will depend on the fonts
/// involved"). UIKit does not document the numbers; Segue's rule (see docs/UIKitBehaviour.md):
/// - baseline to baseline: the upper text's descent, plus the lower text's ascent, plus the
///   larger of the two fonts' leadings: the two texts sit as consecutive lines of one
///   paragraph would;
/// - an edge above a baseline: the text's ascent plus the standard spacing scaled by the
///   font's point size over 17 (the body size); a baseline above an edge: the descent plus the
///   same scaled spacing.
/// A font scaled for Dynamic Type scales the spacing with it, through its metrics.
extension UIView {
    /// The standard spacing between sibling views (and between a view and its margins): 8 pt.
    static let _systemSpacing: CGFloat = 8

    /// The point size at which the standard spacing next to text is exactly 8 pt (body text).
    static let _systemSpacingReferencePointSize: CGFloat = 17

    /// The system spacing from `upper`'s `upperAttribute` to `lower`'s `lowerAttribute`, where
    /// `lower` is below (or after) `upper`.
    static func _systemSpacing(
        from upper: AnyObject?, _ upperAttribute: NSLayoutConstraint.Attribute,
        to lower: AnyObject?, _ lowerAttribute: NSLayoutConstraint.Attribute
    ) -> CGFloat {
        let upperFont = _baselineFont(of: upper, upperAttribute)
        let lowerFont = _baselineFont(of: lower, lowerAttribute)
        switch (upperFont, lowerFont) {
        case (nil, nil):
            return _systemSpacing
        case (let upper?, let lower?):
            return -upper.descender + lower.ascender + max(upper.leading, lower.leading, 0)
        case (nil, let lower?):
            return lower.ascender + _scaledSystemSpacing(for: lower)
        case (let upper?, nil):
            return -upper.descender + _scaledSystemSpacing(for: upper)
        }
    }

    /// The standard spacing scaled by `font`'s size relative to body text.
    static func _scaledSystemSpacing(for font: UIFont) -> CGFloat {
        _systemSpacing * font.pointSize / _systemSpacingReferencePointSize
    }

    /// The font of the text whose baseline `attribute` of `item` is, or nil when the attribute
    /// is not a baseline or the item shows no text.
    static func _baselineFont(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> UIFont? {
        guard attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView else { return nil }
        let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let text = target !== view && target.isDescendant(of: view) ? target : view
        return (text as? UILabel)?.font
    }
}

extension NSLayoutConstraint {
    /// The constant a system-spacing constraint stands for now: its multiplier × the system
    /// spacing from the second item's anchor to the first item's (nil for other constraints).
    var _currentSystemSpacingConstant: CGFloat? {
        guard let multiplier = _systemSpacingMultiplier else { return nil }
        let spacing = UIView._systemSpacing(from: _secondItem, _secondAttribute, to: _firstItem, _firstAttribute)
        let value = spacing * multiplier
        return value.isFinite ? value : nil
    }

    /// Brings a system-spacing constraint's constant in line with the fonts; true if it moved.
    @discardableResult
    func _refreshSystemSpacing() -> Bool {
        guard let value = _currentSystemSpacingConstant, abs(value - _constant) > 1e-9 else { return false }
        _constant = value
        return true
    }
}
