import Foundation

/// Validation, activation and priority changes: where a constraint lives while active.
extension NSLayoutConstraint {
    /// Traps, with UIKit's exception text, on constraints UIKit refuses to create.
    static func _validate(
        _ first: AnyObject, _ attr1: Attribute, _ second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat
    ) {
        let method =
            "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"
        guard first is UIView || first is UILayoutGuide else {
            _programmerError("*** \(method): Constraint items must each be a view or layout guide.")
        }
        if let second, !(second is UIView || second is UILayoutGuide) {
            _programmerError("*** \(method): Constraint items must each be a view or layout guide.")
        }
        guard attr1 != .notAnAttribute else {
            _programmerError("*** \(method): Unknown layout attribute")
        }
        if !attr1._isDimension, second == nil || multiplier == 0 {
            _programmerError(
                "*** \(method): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            )
        }
        guard second != nil else { return }
        let pairs = attr1._isDimension ? attr2._isDimension : (!attr2._isDimension && attr1._axis == attr2._axis)
        guard pairs, attr2 != .notAnAttribute else {
            _programmerError("*** \(method): Invalid pairing of layout attributes.")
        }
    }

    /// The view an item is or belongs to (a guide's owning view).
    static func _view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest view containing both items (the item's view when there is one item); nil
    /// when they are in different hierarchies (or a guide has no owning view).
    var _commonAncestor: UIView? {
        guard let first = NSLayoutConstraint._view(of: _firstItem) else { return nil }
        guard _secondItem != nil else { return first }
        guard let second = NSLayoutConstraint._view(of: _secondItem) else { return nil }
        return first._closestCommonAncestor(with: second)
    }

    func _activate() {
        guard _container == nil else { return }
        guard _firstItem != nil else { return }
        guard let container = _commonAncestor else {
            _programmerError(
                "Unable to activate constraint with anchors \(_LayoutDescriber.anchor(_firstItem, _firstAttribute)) and \(_LayoutDescriber.anchor(_secondItem, _secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
        }
        _install(on: container)
    }

    /// Installs the constraint on `container` and in its hierarchy's engine.
    func _install(on container: UIView) {
        _container = container
        container._installedConstraints.append(self)
        container._layoutEngineForInstalling.install(self)
    }

    func _deactivate() {
        guard let container = _container else { return }
        container._installedConstraints.removeAll { $0 === self }
        if let root = container._hierarchyRoot._layoutState, !root.pendingConstraints.isEmpty {
            root.pendingConstraints.removeAll { $0 === self }
        }
        _container = nil
        _installation?.engine.uninstall(self)
    }

    func _setPriority(_ requested: UILayoutPriority) {
        var newValue = requested
        if !newValue.rawValue.isFinite || newValue.rawValue < 1 || newValue.rawValue > 1000 {
            let clamped = newValue.rawValue.isFinite ? min(max(newValue.rawValue, 1), 1000) : 1000
            UIView._report("NSLayoutConstraint.priority: \(newValue.rawValue) is outside 1…1000; using \(clamped)")
            newValue = UILayoutPriority(clamped)
        }
        guard newValue != _priority else { return }
        if _container != nil, (newValue == .required) != (_priority == .required) {
            _programmerError(
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(newValue.rawValue) and the existing priority was \(_priority.rawValue)."
            )
        }
        _priority = newValue
        _installation?.engine.priorityDidChange(of: self)
    }

    /// An anchor for `attribute` of `item` (a plain `NSLayoutAnchor`, as `firstAnchor` returns).
    func _anchor(_ item: AnyObject?, _ attribute: Attribute) -> NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(_item: item, attribute: attribute)
    }
}

extension UIView {
    /// The closest view that contains both the receiver and `other` (either may be it).
    func _closestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view._superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view._superview
        }
        return nil
    }

    /// The root of the receiver's hierarchy (the window, or the topmost superview).
    var _hierarchyRoot: UIView {
        var root = self
        while let parent = root._superview { root = parent }
        return root
    }
}
