import Foundation

// Status: partial — calculation modes .cubic and .cubicPaced, `path` and `rotationMode` trap.

/// How a keyframe animation computes the values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between keyframes, at the key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value held until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at constant speed; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Catmull–Rom spline interpolation (not built yet: traps).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Spline interpolation at constant speed (not built yet: traps).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether objects animated along a path rotate to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values (keyframes) at given fractions of its duration.
///
/// `keyTimes` must start at 0, end at 1 and never decrease, with one entry per value (one more
/// than the values for `.discrete`); when missing or invalid the keyframes are spaced evenly
/// (invalid ones are reported). `timingFunctions` pace each segment, after the animation's own
/// `timingFunction` has paced the whole.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for point properties to follow (not built yet: traps when added).
    open var path: CGPath?
    /// The fraction of the duration at which each keyframe is reached.
    open var keyTimes: [NSNumber]?
    /// The timing function of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension of cubic segments (recorded; cubic modes are not built yet).
    open var tensionValues: [NSNumber]?
    /// Continuity of cubic segments (recorded; cubic modes are not built yet).
    open var continuityValues: [NSNumber]?
    /// Bias of cubic segments (recorded; cubic modes are not built yet).
    open var biasValues: [NSNumber]?
    /// Rotation along `path` (not built yet: traps when added).
    open var rotationMode: CAAnimationRotationMode?

    var _values: [_AnimatableValue] = []
    var _times: [Double] = []

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAKeyframeAnimation()
        _copyProperty(into: copy)
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
        return copy
    }

    override func _prepare(for layer: CALayer, previousValue: _AnimatableValue?) {
        if path != nil { _unimplemented("CAKeyframeAnimation.path") }
        if rotationMode != nil { _unimplemented("CAKeyframeAnimation.rotationMode") }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            _unimplemented("CAKeyframeAnimation.calculationMode .\(calculationMode.rawValue)")
        }
        super._prepare(for: layer, previousValue: previousValue)
        _values = (values ?? []).enumerated().compactMap { index, value in _convert(value, role: "values[\(index)]") }
        if _values.count != (values ?? []).count { _values = [] }
        _times = _keyTimes()
    }

    /// The key times to use: given ones when valid, paced ones in `.paced` mode, else even spacing.
    private func _keyTimes() -> [Double] {
        let n = _values.count
        guard n > 0 else { return [] }
        let wanted = calculationMode == .discrete ? n + 1 : n
        if calculationMode == .paced, let paced = _KeyframePacing.keyTimes(for: _values) { return paced }
        if let given = keyTimes?.map(\.doubleValue), calculationMode != .paced {
            let valid =
                given.count == wanted && given.first == 0 && given.last == 1
                && zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
            if valid { return given }
            CAEngine.current.report(
                "CAKeyframeAnimation \"\(keyPath ?? "")\": keyTimes \(given) are invalid for \(n) values in mode \(calculationMode.rawValue); spacing keyframes evenly"
            )
        }
        let steps = Double(max(wanted - 1, 1))
        return (0..<wanted).map { Double($0) / steps }
    }

    /// A linear or paced track of whole transforms compiles to decomposed keyframes.
    override func _compiledEvaluator(store: inout _ProgramStore) -> _AnimationProgram.Evaluator? {
        guard let path = _path, path.component == nil, path.kind == .transform, !isAdditive, !isCumulative,
            calculationMode == .linear || calculationMode == .paced, _values.count >= 2,
            _times.count == _values.count
        else { return nil }
        var keyframes: [_AnimationProgram.TransformKeyframe] = []
        var matrices: [CATransform3D] = []
        for (value, time) in zip(_values, _times) {
            guard case .transform(let matrix) = value, let parts = _TransformDecomposition(matrix) else { return nil }
            keyframes.append(.init(parts: parts, time: time))
            matrices.append(matrix)
        }
        let functions = calculationMode == .linear ? timingFunctions : nil
        let curves = keyframes.indices.map { index in
            functions.flatMap { index < $0.count ? $0[index].bezier : nil }
        }
        let track = _AnimationProgram.TransformTrack(
            start: store.keyframes.count, count: keyframes.count,
            hasSegmentCurves: curves.contains { $0 != nil })
        store.keyframes.append(contentsOf: keyframes)
        store.matrices.append(contentsOf: matrices)
        store.curves.append(contentsOf: curves)
        return .transformKeyframes(path, track, pacing: timingFunction?.bezier)
    }

    override func _apply(_ time: _MediaTimingValues.LocalTime, to props: inout _LayerProperties) {
        guard let path = _path, let first = _values.first, let last = _values.last else { return }
        let underlying = path.get(props)
        let p = _fraction(at: time.time)
        let value = calculationMode == .discrete ? _discreteValue(at: p) : _interpolatedValue(at: p)
        let delta: _AnimatableValue? = isCumulative ? .subtract(last, first) : nil
        _write(value, underlying: underlying, iteration: time.iteration, cycleDelta: delta, to: &props)
    }

    /// The keyframe whose interval contains `p` (discrete mode).
    private func _discreteValue(at p: Double) -> _AnimatableValue {
        var index = 0
        while index + 1 < _values.count && _times[index + 1] <= p { index += 1 }
        return _values[index]
    }

    /// The linear (or paced) value at `p`, with the segment's timing function.
    private func _interpolatedValue(at p: Double) -> _AnimatableValue {
        let n = _values.count
        if n == 1 || p <= _times[0] { return _values[0] }
        if p >= _times[n - 1] { return _values[n - 1] }
        var segment = 0
        while segment + 2 < n && _times[segment + 1] <= p { segment += 1 }
        let start = _times[segment]
        let end = _times[segment + 1]
        var u = end > start ? (p - start) / (end - start) : 1
        if calculationMode != .paced, let functions = timingFunctions, segment < functions.count {
            u = functions[segment]._solve(forInput: u)
        }
        return .interpolate(_values[segment], _values[segment + 1], u)
    }
}
