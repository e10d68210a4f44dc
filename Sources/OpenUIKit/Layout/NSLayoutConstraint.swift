import Foundation

/// A relation between two layout attributes that the layout engine keeps true:
/// `firstItem.firstAttribute {==, <=, >=} secondItem.secondAttribute × multiplier + constant`.
///
/// Items are views (`UIView`) and layout guides (`UILayoutGuide`). A constraint starts
/// inactive; activating it installs it on the closest common ancestor of its items (see
/// `UIView.constraints`) and in that hierarchy's layout engine, which places the items at the
/// next layout pass. Changing `constant` on an active constraint is the cheap path the
/// animated-constraint pattern relies on (`constraint.constant = 0; UIView.animate {
/// view.layoutIfNeeded() }`).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    weak var _firstItem: AnyObject?
    weak var _secondItem: AnyObject?
    let _firstAttribute: Attribute
    let _secondAttribute: Attribute
    let _relation: Relation
    let _multiplier: CGFloat
    var _constant: CGFloat
    var _priority: UILayoutPriority = .required
    /// For a system-spacing constraint, the multiple of the system spacing its constant stands
    /// for (the engine keeps the constant in step with the fonts); nil otherwise.
    var _systemSpacingMultiplier: CGFloat?
    /// The view the constraint is installed on while active (the items' closest common ancestor).
    weak var _container: UIView?
    /// The engine and equation that hold the constraint while installed.
    var _installation: (engine: _LayoutEngine, equation: _LayoutEquation)?

    /// Creates a constraint `view1.attr1 relation view2.attr2 × multiplier + c`.
    ///
    /// Use `nil` and `.notAnAttribute` when there is no second item. As in UIKit, a position
    /// attribute needs a second item and a non-zero multiplier, positions pair only with
    /// positions on the same axis, and items must be views or layout guides: anything else
    /// traps with UIKit's exception text.
    ///
    /// - Note: A non-finite constant or multiplier is reported and ignored (0 and 1 are used);
    ///   UIKit's behaviour with them is undefined.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            _first: view1 as AnyObject, attr1, relation, _second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    init(
        _first first: AnyObject, _ attr1: Attribute, _ relation: Relation, _second second: AnyObject?,
        _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        NSLayoutConstraint._validate(first, attr1, second, attr2, multiplier: multiplier)
        _firstItem = first
        _secondItem = second
        _firstAttribute = attr1
        _secondAttribute = second == nil ? .notAnAttribute : attr2
        _relation = relation
        if multiplier.isFinite {
            _multiplier = multiplier
        } else {
            UIView._report("NSLayoutConstraint: ignored a non-finite multiplier \(multiplier); using 1")
            _multiplier = 1
        }
        if constant.isFinite {
            _constant = constant
        } else {
            UIView._report("NSLayoutConstraint: ignored a non-finite constant \(constant); using 0")
            _constant = 0
        }
        super.init()
    }

    // MARK: The relation

    /// The first item: a view or a layout guide.
    open var firstItem: AnyObject? { _firstItem }

    /// The second item; nil for constraints against a constant.
    open var secondItem: AnyObject? { _secondItem }

    /// The first item's attribute.
    open var firstAttribute: Attribute { _firstAttribute }

    /// The second item's attribute; `.notAnAttribute` without a second item.
    open var secondAttribute: Attribute { _secondAttribute }

    /// The relation between the two sides.
    open var relation: Relation { _relation }

    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { _multiplier }

    /// The value added to the modified second attribute; the one part that may change.
    ///
    /// Changing it on an active constraint updates the engine in place (no reinstall); the
    /// new frames apply at the next layout pass. A non-finite value is reported and ignored.
    open var constant: CGFloat {
        get { _constant }
        set {
            guard newValue.isFinite else {
                UIView._report("NSLayoutConstraint.constant: ignored a non-finite constant \(newValue)")
                return
            }
            _systemSpacingMultiplier = nil
            guard newValue != _constant else { return }
            let oldValue = _constant
            _constant = newValue
            _installation?.engine.constantDidChange(of: self, from: oldValue)
        }
    }

    /// The first anchor: `firstItem`'s anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { _anchor(_firstItem, _firstAttribute) }

    /// The second anchor; nil without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        _secondItem == nil ? nil : _anchor(_secondItem, _secondAttribute)
    }

    // MARK: Priority, identity, activation

    /// How much the constraint matters; `.required` (1000) by default.
    ///
    /// As in UIKit, changing an active constraint's priority from required to optional or back
    /// traps ("Mutating a priority from required to not on an installed constraint (or
    /// vice-versa) is not supported"); optional priorities change freely.
    ///
    /// - Note: Priorities outside 1…1000 (or not finite) are reported and clamped; UIKit
    ///   asserts on them.
    open var priority: UILayoutPriority {
        get { _priority }
        set { _setPriority(newValue) }
    }

    /// A name shown in the constraint's description, for debugging.
    open var identifier: String?

    /// Whether the constraint should be archived with its view; false by default.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout; false for new constraints.
    ///
    /// Activating installs it on the closest common ancestor of its items; items in different
    /// view hierarchies trap with UIKit's message.
    open var isActive: Bool {
        get { _container != nil }
        set { newValue ? _activate() : _deactivate() }
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint._activate() }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint._deactivate() }
    }

    /// UIKit's description: the identifier, the relation between the items and the priority.
    open override var description: String {
        MainActor.assumeIsolated { _description }
    }

    var _description: String {
        var text = "<NSLayoutConstraint:\(_LayoutDescriber.address(self))"
        if let identifier { text += " '\(identifier)'" }
        return text + " \(_LayoutDescriber.equation(of: self))>"
    }
}
