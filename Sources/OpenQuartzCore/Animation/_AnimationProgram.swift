import Foundation

/// An attached animation compiled into a value for the per-frame evaluation: its timing with
/// the begin time resolved, and a typed evaluator for the common shapes of animation.
///
/// A layer keeps its programs in one contiguous array (`CALayer._programs`), rebuilt when its
/// animations change or a commit fixes their begin times, so evaluating a frame reads a few
/// adjacent values instead of chasing each animation object. Animations that fit no fast shape
/// (additive, cumulative, values that follow the underlying value, groups, colours…) compile to
/// `.general`, which runs the animation's own `_apply`.
struct _AnimationProgram {
    /// How the animation's progress follows its local time.
    enum Pacing {
        case linear
        case curve(_CubicBezier)
        case spring(_SpringMotion)

        @inline(__always)
        func progress(at time: Double, duration: Double) -> Double {
            switch self {
            case .spring(let motion): return motion.fraction(at: time)
            case .linear: return duration > 0 ? time / duration : 1
            case .curve(let bezier): return bezier.solve(duration > 0 ? time / duration : 1)
            }
        }
    }

    /// One segment of a transform keyframe track, with both ends decomposed once.
    struct TransformSegment {
        let start: Double
        let end: Double
        let fromMatrix: CATransform3D
        let toMatrix: CATransform3D
        let from: _TransformDecomposition
        let to: _TransformDecomposition
        let curve: _CubicBezier?
    }

    enum Evaluator {
        /// A scalar property or scalar field between fixed values.
        case scalar(_ResolvedKeyPath, from: Double, to: Double, Pacing)
        /// A point property or field between fixed values.
        case point(_ResolvedKeyPath, from: CGPoint, to: CGPoint, Pacing)
        /// A whole-transform keyframe track in linear mode.
        case transformKeyframes(_ResolvedKeyPath, [TransformSegment], pacing: _CubicBezier?)
        /// Anything else: the animation evaluates itself.
        case general(CAAnimation)
    }

    var timing: _MediaTimingValues
    /// Not yet committed and begins at the commit: it begins at whatever time it is evaluated.
    let beginsNow: Bool
    let evaluator: Evaluator

    init(_ attached: _AttachedAnimation) {
        timing = attached.animation._timing
        beginsNow = !attached.isCommitted && attached.beginsAtCommit
        evaluator = attached.animation._compiledEvaluator() ?? .general(attached.animation)
    }

    /// Applies the animation at the layer's local time `layerTime`.
    @inline(__always)
    func apply(to props: inout _LayerProperties, layerTime: CFTimeInterval) {
        var timing = self.timing
        if beginsNow { timing.beginTime = layerTime }
        guard let local = timing.localTime(fromParent: layerTime) else { return }
        switch evaluator {
        case let .scalar(path, from, to, pacing):
            let p = pacing.progress(at: local.time, duration: timing.duration)
            path.setScalar(from + (to - from) * p, in: &props)
        case let .point(path, from, to, pacing):
            let p = pacing.progress(at: local.time, duration: timing.duration)
            path.setPoint(CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p), in: &props)
        case let .transformKeyframes(path, segments, pacing):
            let linear = timing.duration > 0 ? local.time / timing.duration : 1
            let p = pacing?.solve(linear) ?? linear
            path.setTransform(_AnimationProgram.transform(in: segments, at: p), in: &props)
        case let .general(animation):
            animation._apply(local, to: &props)
        }
    }

    /// The transform a keyframe track shows at progress `p` (held at the ends).
    @inline(__always)
    static func transform(in segments: [TransformSegment], at p: Double) -> CATransform3D {
        // Read the segments in place: a segment is several hundred bytes, not worth copying.
        segments.withUnsafeBufferPointer { s in
            var index = 0
            while index + 1 < s.count && s[index].end <= p { index += 1 }
            if p <= s[index].start { return s[index].fromMatrix }
            if p >= s[index].end { return s[index].toMatrix }
            var u = (p - s[index].start) / (s[index].end - s[index].start)
            if let curve = s[index].curve { u = curve.solve(u) }
            return _TransformDecomposition.interpolate(s[index].from, s[index].to, fraction: u).matrix
        }
    }
}
