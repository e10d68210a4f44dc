import OpenQuartzCore

/// The inputs of one animated layer, shared by the engine scene and the plain loop so that
/// both evaluate exactly the same animations.
struct LayerPlan {
    /// The spring animates `position` from `from` to `to`.
    var from: CGPoint
    var to: CGPoint
    /// Phase offsets (`timeOffset`) of the three animations, in seconds.
    var springOffset: Double
    var opacityOffset: Double
    var keyframeOffset: Double
    /// The rotation angle (about z, in radians) and uniform x/y scale of each keyframe.
    var keyframeAngles: [Double]
    var keyframeScales: [Double]

    /// The keyframe transforms as `CATransform3D`s: scale, then rotation about z.
    var keyframeTransforms: [CATransform3D] {
        zip(keyframeAngles, keyframeScales).map { angle, scale in
            CATransform3DConcat(
                CATransform3DMakeScale(CGFloat(scale), CGFloat(scale), 1),
                CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1))
        }
    }
}

/// The whole scene: animation constants common to every layer plus one `LayerPlan` per layer.
///
/// Every animation starts at `beginTime` and repeats for ever; layers differ in their phases
/// (`timeOffset`), their spring endpoints and their keyframe angles, so no two neighbouring
/// layers compute the same values.
struct ScenePlan {
    /// The media time at which the scene is committed and every animation begins.
    static let beginTime = 1.0
    /// Frames are spaced at 60 Hz.
    static let frameInterval = 1.0 / 60

    /// The position spring (Core Animation's defaults: mass 1, stiffness 100, damping 10).
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10)
    /// One spring cycle: the spring's settling duration, as the animation's `duration`.
    let springDuration: Double
    /// The opacity animation's duration and its ease-in-ease-out curve.
    let opacityDuration = 1.25
    let opacityCurve = CAMediaTimingFunction(name: .easeInEaseOut)
    /// The keyframe animation's duration and key times.
    let keyframeDuration = 2.0
    let keyTimes: [Double] = [0, 0.3, 0.7, 1]
    let layers: [LayerPlan]

    /// Plans `count` layers laid out on a grid.
    init(layerCount count: Int) {
        springDuration = spring.settlingDuration
        let springCycle = springDuration
        let opacityCycle = opacityDuration
        let keyframeCycle = keyframeDuration
        layers = (0..<count).map { i in
            let x = Double(i % 100) * 12
            let y = Double(i / 100) * 12
            let amplitude = 0.5 + 0.05 * Double(i % 11)
            return LayerPlan(
                from: CGPoint(x: x, y: y),
                to: CGPoint(x: x + 40 + Double(i % 5), y: y + 25 - Double(i % 3)),
                springOffset: springCycle * fractionalPart(Double(i) * 0.618_033_988_75),
                opacityOffset: opacityCycle * fractionalPart(Double(i) * 0.414_213_562_37),
                keyframeOffset: keyframeCycle * fractionalPart(Double(i) * 0.732_050_807_57),
                keyframeAngles: [0, 1, 2, 0.5].map { $0 * amplitude },
                keyframeScales: [1, 1.25, 0.8, 1.1])
        }
    }

    /// The time of frame `index` (frame 0 is the commit).
    static func frameTime(_ index: Int) -> Double {
        beginTime + Double(index) * frameInterval
    }

    /// The point on the simple timeline of an animation that began at `beginTime`, repeats for
    /// ever with simple duration `duration` and has `timeOffset` `offset`, at media time `t`.
    ///
    /// The same arithmetic Core Animation's timing model does for such an animation: the active
    /// time `t − beginTime + offset` folded into the current cycle.
    @inline(__always)
    static func simpleTime(at t: Double, offset: Double, duration: Double) -> Double {
        let active = t - beginTime + offset
        let iteration = (active / duration).rounded(.down)
        return min(max(active - iteration * duration, 0), duration)
    }
}

/// `x − ⌊x⌋`.
private func fractionalPart(_ x: Double) -> Double { x - x.rounded(.down) }
