import OpenQuartzCore

/// The scene built with the engine: a root layer with one sublayer per planned layer, each
/// running a position spring, an opacity animation and a keyframe transform animation.
final class EngineScene {
    let clock: ManualClock
    let engine: CAEngine
    let root: CALayer

    /// Builds and commits the scene on a fresh engine made current on this thread.
    init(plan: ScenePlan) {
        clock = ManualClock(time: ScenePlan.beginTime)
        engine = CAEngine(clock: clock)
        engine.makeCurrent()
        // Without this, setting `bounds` and `position` on the new layers would add implicit
        // animations next to the three measured ones.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1200, height: 1200)
        let keyTimes = plan.keyTimes.map { NSNumber(value: $0) }
        for layerPlan in plan.layers {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.position = layerPlan.from
            root.addSublayer(layer)

            let spring = CASpringAnimation(keyPath: "position")
            spring.fromValue = layerPlan.from
            spring.toValue = layerPlan.to
            spring.mass = CGFloat(plan.spring.mass)
            spring.stiffness = CGFloat(plan.spring.stiffness)
            spring.damping = CGFloat(plan.spring.damping)
            spring.duration = spring.settlingDuration
            Self.configure(spring, offset: layerPlan.springOffset)
            layer.add(spring, forKey: "position")

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(0)
            fade.toValue = Float(1)
            fade.duration = plan.opacityDuration
            fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            Self.configure(fade, offset: layerPlan.opacityOffset)
            layer.add(fade, forKey: "opacity")

            let turn = CAKeyframeAnimation(keyPath: "transform")
            turn.values = layerPlan.keyframeTransforms
            turn.keyTimes = keyTimes
            turn.duration = plan.keyframeDuration
            Self.configure(turn, offset: layerPlan.keyframeOffset)
            layer.add(turn, forKey: "transform")
        }
        CATransaction.commit()
        engine.runFrame()
    }

    /// Starts the animation at the scene's begin time, repeating for ever from phase `offset`.
    private static func configure(_ animation: CAAnimation, offset: Double) {
        animation.beginTime = ScenePlan.beginTime
        animation.timeOffset = offset
        animation.repeatCount = .infinity
    }

    /// The number of animated layers.
    var layerCount: Int { root.sublayers?.count ?? 0 }

    /// The number of animations attached to each layer (the root's first): three each, unless
    /// something attached more.
    var animationCounts: Set<Int> { Set((root.sublayers ?? []).map { $0.animationKeys()?.count ?? 0 }) }

    /// Evaluates the presentation of the whole tree at `t`.
    func snapshot(at t: Double) -> CALayerTreeSnapshot {
        clock.set(to: t)
        return root.presentationSnapshot(atMediaTime: t)
    }

    /// One measured frame: evaluate the tree at `t`, read every layer's animated values, drop
    /// the snapshot. Returns a checksum of the values read.
    @inline(never)
    func frame(at t: Double) -> Double {
        let snapshot = snapshot(at: t)
        let nodes = snapshot.nodes
        var sum = 0.0
        // Indexed reads: `for node in nodes` would copy each 752-byte node and retain its references.
        for i in nodes.indices {
            sum += Double(nodes[i].opacity) + Double(nodes[i].position.x) + Double(nodes[i].transform.m12)
        }
        return sum
    }

    /// The engine's per-frame bookkeeping (`runFrame()`), measured separately from evaluation.
    @inline(never)
    func bookkeeping(at t: Double) {
        clock.set(to: t)
        engine.runFrame()
    }
}
