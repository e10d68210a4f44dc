import Foundation

/// A key path such as `position.x` or `transform.rotation.z`, resolved once into a property and
/// an optional component so that evaluating it each frame costs a couple of switches.
struct _ResolvedKeyPath: Equatable {
    /// A part of a structured value that a key path names.
    enum Component: Equatable {
        case x, y, width, height, origin, size, originX, originY, sizeWidth, sizeHeight
        case transform(_TransformComponent)
        case translation
    }

    let property: _LayerProperty
    let component: Component?

    /// The shape of the value the key path reads and writes.
    var kind: _ValueKind {
        switch component {
        case nil: return property.kind
        case .origin?: return .point
        case .size?, .translation?: return .size
        default: return .scalar
        }
    }

    /// Resolves `keyPath`, or returns nil when it names nothing animatable.
    init?(_ keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let property = _LayerProperty(rawValue: parts[0]) else { return nil }
        self.property = property
        guard parts.count == 2 else {
            self.component = nil
            return
        }
        guard let component = _ResolvedKeyPath.component(parts[1], of: property.kind) else { return nil }
        self.component = component
    }

    private static func component(_ rest: String, of kind: _ValueKind) -> Component? {
        switch (kind, rest) {
        case (.point, "x"): return .x
        case (.point, "y"): return .y
        case (.size, "width"): return .width
        case (.size, "height"): return .height
        case (.rect, "origin"): return .origin
        case (.rect, "size"): return .size
        case (.rect, "origin.x"): return .originX
        case (.rect, "origin.y"): return .originY
        case (.rect, "size.width"): return .sizeWidth
        case (.rect, "size.height"): return .sizeHeight
        case (.transform, "rotation.x"): return .transform(.rotationX)
        case (.transform, "rotation.y"): return .transform(.rotationY)
        case (.transform, "rotation.z"), (.transform, "rotation"): return .transform(.rotationZ)
        case (.transform, "scale.x"): return .transform(.scaleX)
        case (.transform, "scale.y"): return .transform(.scaleY)
        case (.transform, "scale.z"): return .transform(.scaleZ)
        case (.transform, "scale"): return .transform(.scale)
        case (.transform, "translation.x"): return .transform(.translationX)
        case (.transform, "translation.y"): return .transform(.translationY)
        case (.transform, "translation.z"): return .transform(.translationZ)
        case (.transform, "translation"): return .translation
        default: return nil
        }
    }

    /// Reads the key path's value from a set of layer properties.
    func get(_ p: _LayerProperties) -> _AnimatableValue {
        let whole = property.get(p)
        guard let component else { return whole }
        switch (whole, component) {
        case (.point(let v), .x): return .scalar(Double(v.x))
        case (.point(let v), .y): return .scalar(Double(v.y))
        case (.size(let v), .width): return .scalar(Double(v.width))
        case (.size(let v), .height): return .scalar(Double(v.height))
        case (.rect(let v), .origin): return .point(v.origin)
        case (.rect(let v), .size): return .size(v.size)
        case (.rect(let v), .originX): return .scalar(Double(v.origin.x))
        case (.rect(let v), .originY): return .scalar(Double(v.origin.y))
        case (.rect(let v), .sizeWidth): return .scalar(Double(v.size.width))
        case (.rect(let v), .sizeHeight): return .scalar(Double(v.size.height))
        case (.transform(let t), .transform(let c)): return .scalar(Double(t._component(c)))
        case (.transform(let t), .translation): return .size(t._translation)
        default: return whole
        }
    }

    /// Writes the key path's value into a set of layer properties, keeping the rest of the value.
    func set(_ value: _AnimatableValue, in p: inout _LayerProperties) {
        guard let component else {
            property.set(value, in: &p)
            return
        }
        let whole = property.get(p)
        let updated: _AnimatableValue
        switch (whole, component, value) {
        case (.point(let v), .x, .scalar(let s)): updated = .point(CGPoint(x: CGFloat(s), y: v.y))
        case (.point(let v), .y, .scalar(let s)): updated = .point(CGPoint(x: v.x, y: CGFloat(s)))
        case (.size(let v), .width, .scalar(let s)): updated = .size(CGSize(width: CGFloat(s), height: v.height))
        case (.size(let v), .height, .scalar(let s)): updated = .size(CGSize(width: v.width, height: CGFloat(s)))
        case (.rect(let v), .origin, .point(let o)): updated = .rect(CGRect(origin: o, size: v.size))
        case (.rect(let v), .size, .size(let s)): updated = .rect(CGRect(origin: v.origin, size: s))
        case (.rect(let v), .originX, .scalar(let s)):
            updated = .rect(CGRect(x: CGFloat(s), y: v.origin.y, width: v.width, height: v.height))
        case (.rect(let v), .originY, .scalar(let s)):
            updated = .rect(CGRect(x: v.origin.x, y: CGFloat(s), width: v.width, height: v.height))
        case (.rect(let v), .sizeWidth, .scalar(let s)):
            updated = .rect(CGRect(x: v.origin.x, y: v.origin.y, width: CGFloat(s), height: v.height))
        case (.rect(let v), .sizeHeight, .scalar(let s)):
            updated = .rect(CGRect(x: v.origin.x, y: v.origin.y, width: v.width, height: CGFloat(s)))
        case (.transform(let t), .transform(let c), .scalar(let s)): updated = .transform(t._setting(c, to: CGFloat(s)))
        case (.transform(let t), .translation, .size(let s)): updated = .transform(t._settingTranslation(s))
        default: return
        }
        property.set(updated, in: &p)
    }

    /// Writes a scalar, directly for the common whole properties.
    @inline(__always)
    func setScalar(_ v: Double, in p: inout _LayerProperties) {
        if component == nil {
            switch property {
            case .opacity:
                p.opacity = Float(v)
                return
            case .zPosition:
                p.zPosition = CGFloat(v)
                return
            case .cornerRadius:
                p.cornerRadius = CGFloat(v)
                return
            case .shadowOpacity:
                p.shadowOpacity = Float(v)
                return
            default: break
            }
        }
        set(.scalar(v), in: &p)
    }

    /// Writes a point, directly for `position` and `anchorPoint`.
    @inline(__always)
    func setPoint(_ v: CGPoint, in p: inout _LayerProperties) {
        if component == nil {
            switch property {
            case .position:
                p.position = v
                return
            case .anchorPoint:
                p.anchorPoint = v
                return
            default: break
            }
        }
        set(.point(v), in: &p)
    }

    /// Writes a whole transform, directly for `transform` and `sublayerTransform`.
    @inline(__always)
    func setTransform(_ v: CATransform3D, in p: inout _LayerProperties) {
        switch (property, component) {
        case (.transform, nil): p.transform = v
        case (.sublayerTransform, nil): p.sublayerTransform = v
        default: set(.transform(v), in: &p)
        }
    }
}
