import Foundation

/// An attached animation compiled into a value for the per-frame evaluation: its timing with
/// the begin time resolved, and a typed evaluator for the common shapes of animation.
///
/// A layer keeps its programs in one contiguous array (`CALayer._programs`), rebuilt when its
/// animations change or a commit fixes their begin times, so evaluating a frame reads a few
/// adjacent values instead of chasing each animation object. Animations that fit no fast shape
/// (additive, cumulative, values that follow the underlying value, groups, colours…) compile to
/// `.general`, which runs the animation's own `_apply`. A program holds no references: what
/// does not fit inline lives in a `_ProgramStore` that it indexes.
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

    /// One keyframe of a transform track, decomposed once. (The decomposition comes first so
    /// the time fills its tail padding: one keyframe is 176 bytes.)
    struct TransformKeyframe {
        let parts: _TransformDecomposition
        let time: Double
    }

    /// Where a transform keyframe track lies in its `_ProgramStore`.
    struct TransformTrack {
        /// The index of the first keyframe.
        var start: Int
        /// The number of keyframes (at least two).
        let count: Int
        /// Whether any segment has a timing curve of its own.
        let hasSegmentCurves: Bool
    }

    enum Evaluator {
        /// A scalar property or scalar field between fixed values.
        case scalar(_ResolvedKeyPath, from: Double, to: Double, Pacing)
        /// A point property or field between fixed values.
        case point(_ResolvedKeyPath, from: CGPoint, to: CGPoint, Pacing)
        /// A whole-transform keyframe track in linear or paced mode.
        case transformKeyframes(_ResolvedKeyPath, TransformTrack, pacing: _CubicBezier?)
        /// Anything else: the animation at this index of the store evaluates itself.
        case general(Int)
    }

    var timing: _MediaTimingValues
    /// Not yet committed and begins at the commit: it begins at whatever time it is evaluated.
    let beginsNow: Bool
    private(set) var evaluator: Evaluator

    /// Compiles `attached`, appending what does not fit inline to `store`.
    init(_ attached: _AttachedAnimation, store: inout _ProgramStore) {
        timing = attached.animation._timing
        beginsNow = !attached.isCommitted && attached.beginsAtCommit
        if let compiled = attached.animation._compiledEvaluator(store: &store) {
            evaluator = compiled
        } else {
            evaluator = .general(store.animations.count)
            store.animations.append(attached.animation)
        }
    }

    /// Moves the program's store indices by the offsets its store's data moved by when it was
    /// appended to another store (see `_ProgramStore.append`).
    mutating func rebase(animations: Int, keyframes: Int) {
        switch evaluator {
        case .transformKeyframes(let path, var track, let pacing):
            track.start += keyframes
            evaluator = .transformKeyframes(path, track, pacing: pacing)
        case .general(let index):
            evaluator = .general(index + animations)
        case .scalar, .point:
            break
        }
    }

    /// Puts back the model value of the whole property the program writes (nil for a program
    /// that evaluates itself, whose writes are not known in advance).
    ///
    /// A plan evaluates into last frame's nodes; restoring first makes component writes
    /// (`transform.rotation.z`) and inactive programs start from the model, as on a fresh copy.
    @inline(__always)
    func restore(from model: _LayerProperties, to props: inout _LayerProperties) -> Bool {
        let path: _ResolvedKeyPath
        switch evaluator {
        case .scalar(let p, _, _, _), .point(let p, _, _, _), .transformKeyframes(let p, _, _): path = p
        case .general: return false
        }
        switch path.property {
        case .position: props.position = model.position
        case .opacity: props.opacity = model.opacity
        case .transform: props.transform = model.transform
        case .bounds: props.bounds = model.bounds
        default: path.property.set(path.property.get(model), in: &props)
        }
        return true
    }

    /// Applies the animation at the layer's local time `layerTime`, reading out-of-line data from `store`.
    @inline(__always)
    func apply(to props: inout _LayerProperties, layerTime: CFTimeInterval, store: _ProgramStore.Buffers) {
        var timing = self.timing
        if beginsNow { timing.beginTime = layerTime }
        guard let local = timing.localTime(fromParent: layerTime) else { return }
        switch evaluator {
        case .scalar(let path, let from, let to, let pacing):
            let p = pacing.progress(at: local.time, duration: timing.duration)
            path.setScalar(from + (to - from) * p, in: &props)
        case .point(let path, let from, let to, let pacing):
            let p = pacing.progress(at: local.time, duration: timing.duration)
            path.setPoint(CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p), in: &props)
        case .transformKeyframes(let path, let track, let pacing):
            let linear = timing.duration > 0 ? local.time / timing.duration : 1
            let p = pacing?.solve(linear) ?? linear
            path.setTransform(_AnimationProgram.transform(of: track, in: store, at: p), in: &props)
        case .general(let index):
            store.animations[index]._apply(local, to: &props)
        }
    }

    /// The transform a keyframe track shows at progress `p` (held at the ends), reading the
    /// keyframes in place.
    @inline(__always)
    static func transform(of track: TransformTrack, in store: _ProgramStore.Buffers, at p: Double) -> CATransform3D {
        let k = UnsafeBufferPointer(rebasing: store.keyframes[track.start..<(track.start + track.count)])
        // Segment `index` runs from keyframe `index` to keyframe `index + 1`.
        var index = 0
        while index + 2 < k.count && k[index + 1].time <= p { index += 1 }
        if p <= k[index].time { return store.matrices[track.start + index] }
        if p >= k[index + 1].time { return store.matrices[track.start + index + 1] }
        var u = (p - k[index].time) / (k[index + 1].time - k[index].time)
        if track.hasSegmentCurves, let curve = store.curves[track.start + index] { u = curve.solve(u) }
        return _TransformDecomposition.interpolate(k[index].parts, k[index + 1].parts, fraction: u).matrix
    }
}
