import Foundation

/// Actions: what runs when a property changes (implicit animation) or a layer enters or leaves a tree.
extension CALayer {
    /// Returns the action for `event`, searching the delegate, then `actions`, then the class's
    /// `defaultAction(forKey:)`; an `NSNull` found anywhere ends the search with no action.
    func _action(forKey event: String) -> (any CAAction)? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] {
            return found is NSNull ? nil : found
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The default action for `event`: for an animatable property that interpolates, a basic
    /// animation with the current transaction's timing function (or the `.default` curve, UIKitBehaviour
    /// #108e) and, at add time, its duration; nil for other events.
    static func _defaultAction(forKey event: String) -> (any CAAction)? {
        guard let path = _ResolvedKeyPath(event), path.component == nil, path.property.kind != .discrete else {
            return nil
        }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The default value of the property named `key` (nil for keys that are not properties).
    static func _defaultValue(forKey key: String) -> Any? {
        guard let path = _ResolvedKeyPath(key) else { return nil }
        return path.get(_LayerProperties()).anyValue
    }

    /// Changes an animatable property, running its action unless actions are disabled; the
    /// layer is marked for display when its class's `needsDisplay(forKey:)` says so.
    @inline(__always)
    func _change(_ property: _LayerProperty, _ mutate: (inout _LayerProperties) -> Void) {
        defer {
            if _modelLayer == nil, type(of: self).needsDisplay(forKey: property.rawValue) { setNeedsDisplay() }
        }
        guard _modelLayer == nil, !CATransaction.disableActions(),
            let action = action(forKey: property.rawValue)
        else {
            mutate(&_props)
            return
        }
        let key = property.rawValue
        let previous = _isCommitted ? property.get(_presentationProperties(atMediaTime: CACurrentMediaTime())) : nil
        mutate(&_props)
        _previousValue = previous.map { (key, $0) }
        action.run(forKey: key, object: self, arguments: nil)
        _previousValue = nil
    }

    /// Runs the action for a non-property event such as `kCAOnOrderIn`, if there is one.
    func runAction(forKey event: String) {
        guard _modelLayer == nil, !CATransaction.disableActions(), let action = action(forKey: event) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }
}
