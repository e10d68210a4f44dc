import Foundation

/// The text Auto Layout's logs and descriptions use for items, anchors and constraints, in
/// UIKit's style (`UILabel:0x6000.leading == UIView:0x6001.leading + 20   (active)`).
@MainActor
enum _LayoutDescriber {
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// `UIView:0x…`, or for a guide `'identifier'` and its owner.
    static func name(of item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide {
            let owner = guide._owningView.map { name(of: $0) } ?? "nil"
            return guide.identifier.isEmpty
                ? "UILayoutGuide:\(address(guide))'\(owner)'" : "'\(guide.identifier)'\(owner)"
        }
        return "\(type(of: item)):\(address(item))"
    }

    static func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        guard let item else { return "nil" }
        return "\(name(of: item)).\(attribute._name)"
    }

    /// `first.attr == second.attr * m + c   (active)`.
    static func equation(of constraint: NSLayoutConstraint) -> String {
        var text = anchor(constraint._firstItem, constraint._firstAttribute)
        text += [" <= ", " == ", " >= "][constraint._relation.rawValue + 1]
        if constraint._secondItem != nil {
            text += anchor(constraint._secondItem, constraint._secondAttribute)
            if constraint._multiplier != 1 { text += " * \(number(constraint._multiplier))" }
            if constraint._constant > 0 { text += " + \(number(constraint._constant))" }
            if constraint._constant < 0 { text += " - \(number(-constraint._constant))" }
        } else {
            text += number(constraint._constant)
        }
        if constraint._priority != .required { text += " @\(number(CGFloat(constraint._priority.rawValue)))" }
        return text + (constraint.isActive ? "   (active)" : "")
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// The item an anchor stands for after its item went away: a programming error.
    static var deadItem: AnyObject {
        _programmerError("NSLayoutAnchor: the anchor's item has been deallocated")
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name for the attribute in logs.
    var _name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

/// The hidden guide behind `anchorWithOffset(to:)`: it spans from one anchor to the other, so
/// its width (or height) is the distance between them.
@MainActor
enum _LayoutOffsetGuide {
    static func dimension<Anchor>(
        from start: NSLayoutAnchor<Anchor>, to end: NSLayoutAnchor<Anchor>,
        axis: NSLayoutConstraint.Axis
    ) -> NSLayoutDimension {
        let startView = NSLayoutConstraint._view(of: start._item)
        let endView = NSLayoutConstraint._view(of: end._item)
        guard let startView, let endView, let container = startView._closestCommonAncestor(with: endView) else {
            _programmerError(
                "Unable to activate constraint with anchors \(start) and \(end) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
        }
        let guide = UILayoutGuide()
        guide.identifier = "UILayoutAnchorOffsetGuide"
        container.addLayoutGuide(guide)
        let horizontal = axis == .horizontal
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                _first: guide, horizontal ? .left : .top, .equal, _second: start._item, start._attribute,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                _first: guide, horizontal ? .right : .bottom, .equal, _second: end._item, end._attribute,
                multiplier: 1, constant: 0)
        ])
        return horizontal ? guide.widthAnchor : guide.heightAnchor
    }
}
