import Foundation

/// A factory for constraints on one attribute of a view or layout guide.
///
/// Take an anchor from a view or guide (`view.leadingAnchor`) and ask it for a constraint to
/// another anchor of the same kind; the type parameter keeps x-axis, y-axis and dimension
/// anchors apart at compile time. Anchors compare equal when they name the same attribute of
/// the same item.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var _item: AnyObject?
    let _attribute: NSLayoutConstraint.Attribute

    init(_item item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        _item = item
        _attribute = attribute
        super.init()
    }

    /// A constraint: the receiver equals `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _make(.equal, anchor, constant: 0)
    }

    /// A constraint: the receiver is at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint: the receiver is at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint: the receiver equals `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, constant: c)
    }

    /// A constraint: the receiver is at least `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        _make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint: the receiver is at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        _make(.lessThanOrEqual, anchor, constant: c)
    }

    /// Whether `object` is an anchor for the same attribute of the same item.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSObject, other is _AnyLayoutAnchor else { return false }
        let box = _UncheckedSendableBox(other)
        return MainActor.assumeIsolated {
            guard let anchor = box.value as? _AnyLayoutAnchor else { return false }
            return anchor._anchorItem === _item && anchor._anchorAttribute == _attribute
        }
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(_item.map(ObjectIdentifier.init))
            hasher.combine(_attribute.rawValue)
            return hasher.finalize()
        }
    }

    /// UIKit's description: the anchor's class, item and attribute.
    open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)):\(_LayoutDescriber.address(self)) \"\(_LayoutDescriber.anchor(_item, _attribute))\">"
        }
    }

    func _make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            _first: _item ?? _LayoutDescriber.deadItem, _attribute, relation,
            _second: anchor._item ?? _LayoutDescriber.deadItem, anchor._attribute,
            multiplier: multiplier, constant: constant)
    }

    /// A constraint `receiver relation anchor + multiplier × system spacing` whose constant
    /// follows the system spacing between the two anchors (see `UIView+SystemSpacing.swift`).
    /// A non-finite multiplier is reported and ignored (1 is used).
    func _makeSystemSpacing(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        var factor = multiplier
        if !factor.isFinite {
            UIView._report("NSLayoutAnchor: ignored a non-finite system spacing multiplier \(multiplier); using 1")
            factor = 1
        }
        let constraint = _make(relation, anchor, constant: 0)
        constraint._systemSpacingMultiplier = factor
        constraint._refreshSystemSpacing()
        return constraint
    }
}

/// Carries a main-actor object into `MainActor.assumeIsolated` from a nonisolated override.
struct _UncheckedSendableBox: @unchecked Sendable {
    let value: NSObject
    init(_ value: NSObject) { self.value = value }
}

/// An anchor seen without its type parameter (every anchor class conforms).
@MainActor
protocol _AnyLayoutAnchor {
    var _anchorItem: AnyObject? { get }
    var _anchorAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: _AnyLayoutAnchor {
    var _anchorItem: AnyObject? { _item }
    var _anchorAttribute: NSLayoutConstraint.Attribute { _attribute }
}

/// An anchor for a horizontal position: left, right, leading, trailing or centre x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension: the distance from the receiver to `otherAnchor`.
    ///
    /// - Note: Segue builds the dimension from a hidden layout guide spanning the two anchors,
    ///   added to their closest common view (UIKit keeps the expression internally).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        _LayoutOffsetGuide.dimension(from: self, to: otherAnchor, axis: .horizontal)
    }

    /// A constraint: the receiver is `multiplier` × the system spacing (8 pt) after `anchor`.
    ///
    /// The constant follows the system spacing: setting `constant` makes it a plain constant.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _makeSystemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// A constraint: the receiver is at least `multiplier` × the system spacing after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// A constraint: the receiver is at most `multiplier` × the system spacing after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _makeSystemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

/// An anchor for a vertical position: top, bottom, centre y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension: the distance from the receiver to `otherAnchor` (see the x-axis note).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        _LayoutOffsetGuide.dimension(from: self, to: otherAnchor, axis: .vertical)
    }

    /// A constraint: the receiver is `multiplier` × the system spacing below `anchor`.
    ///
    /// The system spacing is 8 pt between edges; when either anchor is a baseline of text it
    /// comes from the fonts and follows them when they change (see `UIView._systemSpacing(from:_:to:_:)`).
    /// Setting `constant` makes it a plain constant.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _makeSystemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// A constraint: the receiver is at least `multiplier` × the system spacing below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// A constraint: the receiver is at most `multiplier` × the system spacing below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _makeSystemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

/// An anchor for a size: width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint: the receiver equals `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.equal, c) }

    /// A constraint: the receiver is at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        _constant(.greaterThanOrEqual, c)
    }

    /// A constraint: the receiver is at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.lessThanOrEqual, c) }

    /// A constraint: the receiver equals `anchor` × `m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint: the receiver is at least `anchor` × `m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint: the receiver is at most `anchor` × `m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint: the receiver equals `anchor` × `m` + `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        _make(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint: the receiver is at least `anchor` × `m` + `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        _make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint: the receiver is at most `anchor` × `m` + `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        _make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    func _constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            _first: _item ?? _LayoutDescriber.deadItem, _attribute, relation, _second: nil,
            .notAnAttribute, multiplier: 1, constant: c)
    }
}
