import Foundation

/// An animation of a property between two values, given as any two of `fromValue`, `toValue`
/// and `byValue` — or fewer, with the layer's current value filling in:
///
/// | given | interpolates |
/// | --- | --- |
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | by, to | to − by → to |
/// | from | from → current |
/// | to | current → to |
/// | by | current → current + by |
/// | none | previous presentation value → current |
///
/// "Current" is the property's underlying value in the frame being evaluated (the model value
/// with earlier animations applied).
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The amount the animation changes the property by.
    open var byValue: Any?

    var _from: _AnimatableValue?
    var _to: _AnimatableValue?
    var _by: _AnimatableValue?
    /// For an animation with no values: the presentation value before the change that ran it.
    var _previous: _AnimatableValue?
    /// Decompositions of the transform endpoints, reused while they stay the same.
    let _transformCache = _TransformPairCache()

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CABasicAnimation()
        _copyBasic(into: copy)
        return copy
    }

    /// Copies the state every basic animation has.
    func _copyBasic(into copy: CABasicAnimation) {
        _copyProperty(into: copy)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    override func _prepare(for layer: CALayer, previousValue: _AnimatableValue?) {
        super._prepare(for: layer, previousValue: previousValue)
        _from = _convert(fromValue, role: "fromValue")
        _to = _convert(toValue, role: "toValue")
        _by = _convert(byValue, role: "byValue")
        if _from == nil, _to == nil, _by == nil { _previous = previousValue }
    }

    /// The start and end values for the current underlying value (see the type's table).
    @inline(__always)
    func _endpoints(underlying u: _AnimatableValue) -> (_AnimatableValue, _AnimatableValue) {
        switch (_from, _to, _by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, .add(f, b))
        case (nil, let t?, let b?): return (.subtract(t, b), t)
        case (let f?, nil, nil): return (f, u)
        case (nil, let t?, nil): return (u, t)
        case (nil, nil, let b?): return (u, .add(u, b))
        case (nil, nil, nil): return (_previous ?? u, u)
        }
    }

    /// Fixed scalar or point endpoints compile to a typed evaluator; values that follow the
    /// underlying value, additive and cumulative animations do not.
    override func _compiledEvaluator(store: inout _ProgramStore) -> _AnimationProgram.Evaluator? {
        guard let path = _path, !isAdditive, !isCumulative else { return nil }
        let ends: (_AnimatableValue, _AnimatableValue)
        switch (_from, _to, _by) {
        case (let f?, let t?, _): ends = (f, t)
        case (let f?, nil, let b?): ends = (f, .add(f, b))
        case (nil, let t?, let b?): ends = (.subtract(t, b), t)
        default: return nil
        }
        switch ends {
        case (.scalar(let a), .scalar(let b)): return .scalar(path, from: a, to: b, _pacing)
        case (.point(let a), .point(let b)): return .point(path, from: a, to: b, _pacing)
        default: return nil
        }
    }

    /// The fraction of the way from start to end at `time` (springs override this).
    func _progress(at time: CFTimeInterval) -> Double {
        _fraction(at: time)
    }

    override func _apply(_ time: _MediaTimingValues.LocalTime, to props: inout _LayerProperties) {
        guard let path = _path else { return }
        let underlying = path.get(props)
        let (start, end) = _endpoints(underlying: underlying)
        let value = _AnimatableValue.interpolate(start, end, _progress(at: time.time), cache: _transformCache)
        let delta: _AnimatableValue? = isCumulative ? .subtract(end, start) : nil
        _write(value, underlying: underlying, iteration: time.iteration, cycleDelta: delta, to: &props)
    }
}
