import Foundation

/// The anchors of a view, for creating constraints with `NSLayoutAnchor`.
extension UIView {
    /// The view's leading edge (left in left-to-right layouts).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .leading) }
    /// The view's trailing edge (right in left-to-right layouts).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .right) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .bottom) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .height) }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .centerX) }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .centerY) }
    /// The baseline of the first line of text (a label's; the top edge of other views).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a label's; the bottom edge of other views).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .lastBaseline) }
}

/// How a view's content flows: leading and trailing follow it.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the user interface's direction.
    case unspecified = 0
    /// Playback controls, which keep left-to-right.
    case playback
    /// Spatial controls (a directional pad), which keep left-to-right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// The direction of the user interface's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UIView {
    /// How the view's content flows; `.unspecified` by default.
    ///
    /// `.forceRightToLeft` makes the view's leading edge its right edge.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { _layoutState?.semanticContentAttribute ?? .unspecified }
        set {
            _layoutStateForWriting.semanticContentAttribute = newValue
            _layoutEngine?.reinstallConstraints(involving: self)
        }
    }

    /// The layout direction the view's content uses.
    ///
    /// - Note: Segue's user interface is left to right (no right-to-left localisations), so only
    ///   `.forceRightToLeft` gives `.rightToLeft`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
