import Foundation

/// An animation of one layer property named by a key path (`opacity`, `position.x`,
/// `transform.rotation.z`, …).
///
/// An unknown key path is reported through `CAEngine.report(_:)` when the animation is added;
/// the animation then runs its timing and delegate callbacks but changes nothing, as Core
/// Animation silently does.
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the property to animate.
    open var keyPath: String?

    /// Whether the animation's value is added to the property's underlying value.
    open var isAdditive = false

    /// Whether each repetition starts where the previous one ended.
    open var isCumulative = false

    /// The resolved key path of the added copy (nil when unknown).
    var _path: _ResolvedKeyPath?

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAPropertyAnimation()
        _copyProperty(into: copy)
        return copy
    }

    /// Copies the state every property animation has.
    func _copyProperty(into copy: CAPropertyAnimation) {
        _copyBase(into: copy)
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    override func _prepare(for layer: CALayer, previousValue: _AnimatableValue?) {
        guard let keyPath else {
            CAEngine.current.report("\(type(of: self)): added with no keyPath; it will change nothing")
            return
        }
        guard let path = _ResolvedKeyPath(keyPath), path.property.belongs(to: layer) else {
            CAEngine.current.report(
                "\(type(of: self)): unknown key path \"\(keyPath)\" on \(type(of: layer)); it will change nothing")
            return
        }
        _path = path
    }

    /// Converts one `Any` value of the public API for this animation's key path, reporting a misfit.
    func _convert(_ value: Any?, role: String) -> _AnimatableValue? {
        guard let path = _path, let value else { return nil }
        if let converted = path.kind.convert(value) { return converted }
        CAEngine.current.report(
            "\(type(of: self)) \"\(keyPath ?? "")\": \(role) is \(path.kind.misfit(value)); ignored")
        return nil
    }

    /// Writes `value` for the key path, applying `isAdditive` and `isCumulative`.
    @inline(__always)
    func _write(
        _ value: _AnimatableValue, underlying: _AnimatableValue, iteration: Int,
        cycleDelta: _AnimatableValue?, to props: inout _LayerProperties
    ) {
        guard let path = _path else { return }
        var result = value
        if isCumulative, iteration > 0, let delta = cycleDelta {
            result = .add(result, .multiply(delta, by: iteration))
        }
        if isAdditive { result = .add(underlying, result) }
        path.set(result, in: &props)
    }
}
