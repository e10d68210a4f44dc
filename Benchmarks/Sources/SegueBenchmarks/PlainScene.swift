import OpenQuartzCore

/// The values the plain loop produces for one layer.
struct LayerValues {
    var position = CGPoint.zero
    var opacity: Float = 1
    var transform = CATransform3DIdentity
}

/// One layer's inputs in the plain loop: plain values only, no arrays to retain.
private struct PlainLayer {
    var from: CGPoint
    var to: CGPoint
    var springOffset: Double
    var opacityOffset: Double
    var keyframeOffset: Double
}

/// The baseline: the same animation arithmetic as the engine scene, in a plain loop over flat
/// arrays with no engine around it.
///
/// Per layer and frame it folds each animation's time into its cycle, then
/// - position: the spring fraction (`SpringParameters.fraction(at:)`) lerps the endpoints;
/// - opacity: the ease-in-ease-out curve (`CAMediaTimingFunction._solve(forInput:)`) lerps 0 → 1;
/// - transform: finds the keyframe segment and interpolates the cached decompositions of its
///   two keyframes (translation and scale linearly, the rotation by slerp), then recomposes.
struct PlainScene {
    let plan: ScenePlan
    private let layers: [PlainLayer]
    /// Four cached keyframe decompositions per layer, layer by layer.
    private let keyframes: [DecomposedTransform]
    private let keyframesPerLayer: Int
    /// The results of the last frame, one entry per layer.
    private(set) var values: [LayerValues]

    init(plan: ScenePlan) {
        self.plan = plan
        keyframesPerLayer = plan.keyTimes.count
        layers = plan.layers.map {
            PlainLayer(
                from: $0.from, to: $0.to, springOffset: $0.springOffset,
                opacityOffset: $0.opacityOffset, keyframeOffset: $0.keyframeOffset)
        }
        keyframes = plan.layers.flatMap { layer in
            zip(layer.keyframeAngles, layer.keyframeScales).map { DecomposedTransform(angle: $0, uniformScale: $1) }
        }
        values = Array(repeating: LayerValues(), count: plan.layers.count)
    }

    /// Evaluates every layer's three animations at media time `t` into `values`.
    mutating func evaluate(at t: Double) {
        let spring = plan.spring
        let springDuration = plan.springDuration
        let opacityDuration = plan.opacityDuration
        let keyframeDuration = plan.keyframeDuration
        let curve = plan.opacityCurve
        let keyTimes = plan.keyTimes
        let perLayer = keyframesPerLayer
        layers.withUnsafeBufferPointer { layers in
            keyframes.withUnsafeBufferPointer { keyframes in
                keyTimes.withUnsafeBufferPointer { keyTimes in
                    values.withUnsafeMutableBufferPointer { out in
                        for i in 0..<layers.count {
                            let layer = layers[i]
                            // Position: spring fraction, then lerp (it overshoots past 1).
                            let springTime = ScenePlan.simpleTime(
                                at: t, offset: layer.springOffset, duration: springDuration)
                            let f = spring.fraction(at: springTime)
                            out[i].position = CGPoint(
                                x: layer.from.x + (layer.to.x - layer.from.x) * f,
                                y: layer.from.y + (layer.to.y - layer.from.y) * f)
                            // Opacity: the timing curve at the linear fraction, then lerp 0 → 1.
                            let opacityTime = ScenePlan.simpleTime(
                                at: t, offset: layer.opacityOffset, duration: opacityDuration)
                            let eased = curve._solve(forInput: opacityTime / opacityDuration)
                            out[i].opacity = Float(0 + (1 - 0) * eased)
                            // Transform: segment, local fraction, interpolate cached decompositions.
                            let keyframeTime = ScenePlan.simpleTime(
                                at: t, offset: layer.keyframeOffset, duration: keyframeDuration)
                            let p = keyframeTime / keyframeDuration
                            let base = i * perLayer
                            if p <= keyTimes[0] {
                                out[i].transform = keyframes[base].matrix
                            } else if p >= keyTimes[perLayer - 1] {
                                out[i].transform = keyframes[base + perLayer - 1].matrix
                            } else {
                                var segment = 0
                                while segment + 2 < perLayer && keyTimes[segment + 1] <= p { segment += 1 }
                                let start = keyTimes[segment]
                                let end = keyTimes[segment + 1]
                                let u = end > start ? (p - start) / (end - start) : 1
                                out[i].transform =
                                    DecomposedTransform.interpolate(
                                        keyframes[base + segment], keyframes[base + segment + 1], u
                                    ).matrix
                            }
                        }
                    }
                }
            }
        }
    }

    /// One measured frame: evaluate at `t`, then read every layer's values as the engine
    /// scene's frame does. Returns a checksum of the values read.
    @inline(never)
    mutating func frame(at t: Double) -> Double {
        evaluate(at: t)
        var sum = 0.0
        for value in values {
            sum += Double(value.opacity) + Double(value.position.x) + Double(value.transform.m12)
        }
        return sum
    }
}
