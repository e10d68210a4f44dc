import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Repeated tree snapshots evaluate a flattened plan of the tree while no layer changes
/// (`_SnapshotPlan`, `_LayerTreeGeneration`). The plan must show exactly what walking the
/// layers shows, and any change to the tree must be seen by the next snapshot.
@Suite struct SnapshotPlanTests {
    /// root (mask m, speed 2) → [a (spring position, eased opacity, keyframe transform with
    /// per-segment curves) → [a1 (colour + additive position.x, 1 s duration without fill)], b,
    /// c (a transform component and a position animation that are active only part of the time)].
    private func animatedTree(_ fixture: EngineFixture) -> [String: CALayer] {
        var layers: [String: CALayer] = [:]
        for name in ["root", "m", "a", "a1", "b", "c"] {
            let layer = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            layer.name = name
            layers[name] = layer
        }
        let root = layers["root"]!
        let a = layers["a"]!
        let a1 = layers["a1"]!
        root.mask = layers["m"]!
        root.addSublayer(a)
        root.addSublayer(layers["b"]!)
        root.addSublayer(layers["c"]!)
        a.addSublayer(a1)
        root.speed = 2
        a1.duration = 1  // a1's own timeline: active 1 s from its begin, then hidden (fill .removed)
        a1.beginTime = 200.2  // in a's time, which runs at twice media time: active for t in 100.1 ..< 100.6

        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 80, y: 40)
        spring.duration = 2
        a.add(spring, forKey: "spring")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 0.9
        fade.duration = 1.5
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        a.add(fade, forKey: "fade")
        let turn = CAKeyframeAnimation(keyPath: "transform")
        turn.values = [
            CATransform3DIdentity, CATransform3DMakeRotation(1, 0, 0, 1),
            CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, 6, 7)
        ]
        turn.keyTimes = [0, 0.2, 0.7, 1]
        turn.timingFunctions = [
            CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear),
            CAMediaTimingFunction(name: .easeOut)
        ]
        turn.duration = 3
        a.add(turn, forKey: "turn")

        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 0.5
        a1.add(tint, forKey: "tint")
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = 0
        nudge.toValue = 10
        nudge.isAdditive = true
        nudge.duration = 0.5
        a1.add(nudge, forKey: "nudge")

        // On c: a component of the transform over a model rotation (the component must start
        // from the model each time, not from the last evaluation), active from root time 200.4
        // to 201 (media 100.2 ..< 100.5); and a position animation active media 100.6 ..< 100.9.
        let c = layers["c"]!
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        c.transform = CATransform3DMakeRotation(0.25, 0, 0, 1)
        CATransaction.commit()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = 1.5
        spin.beginTime = 200.4
        spin.duration = 0.6
        c.add(spin, forKey: "spin")
        let hop = CABasicAnimation(keyPath: "position")
        hop.fromValue = CGPoint(x: 300, y: 0)
        hop.toValue = CGPoint(x: 0, y: 300)
        hop.beginTime = 201.2
        hop.duration = 0.6
        c.add(hop, forKey: "hop")
        fixture.frame()
        return layers
    }

    @Test func thePlanShowsWhatWalkingTheLayersShows() {
        let fixture = EngineFixture(time: 100)
        let root = animatedTree(fixture)["root"]!
        let plan = _SnapshotPlan(root: root, generation: _LayerTreeGeneration.current)
        var compared = 0
        for step in 0..<40 {
            let t = 100 + Double(step) * 0.037
            fixture.clock.set(to: t)
            _LayerTreeGeneration.advance()  // forces the next snapshot to walk the layers
            let walked = root.presentationSnapshot(atMediaTime: t).nodes
            let planned = plan.evaluate(parentTime: t)
            expectEqual(planned.count, walked.count)
            for (p, w) in zip(planned, walked) {
                #expect(p.parent == w.parent && p.isMask == w.isMask)
                #expect(p.localTime == w.localTime, "at \(t)")
                #expect(p.position == w.position, "at \(t)")
                #expect(p.opacity == w.opacity, "at \(t)")
                #expect(p.transform == w.transform, "at \(t)")
                #expect(p.backgroundColor?.components == w.backgroundColor?.components, "at \(t)")
                compared += 1
            }
        }
        expectEqual(compared, 40 * 6)
    }

    @Test func aPlanOutlivesNoChange() {
        let fixture = EngineFixture(time: 100)
        let root = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(child)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        child.add(slide, forKey: "slide")
        fixture.frame()
        func snapshotTwice(at t: Double) -> [CALayerTreeSnapshot.Node] {
            fixture.clock.set(to: t)
            _ = root.presentationSnapshot()  // the second snapshot at one generation makes the plan
            return root.presentationSnapshot().nodes
        }
        expectEqual(snapshotTwice(at: 100.25)[1].position.x, 25)

        // A model value outside the animation, and one kept in the copy-on-write box.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        child.position = CGPoint(x: 7, y: 33)
        child.borderWidth = 4
        CATransaction.commit()
        var nodes = snapshotTwice(at: 100.5)
        expectEqual(nodes[1].position, CGPoint(x: 50, y: 33))
        expectEqual(nodes[1].borderWidth, 4)

        // Timing of an ancestor: the root paused at its local time 0.75.
        root.speed = 0
        root.timeOffset = 100.75  // the slide began at the root's time 100
        nodes = snapshotTwice(at: 100.9)
        expectEqual(nodes[1].position.x, 75)
        root.speed = 1
        root.timeOffset = 0

        // The tree's shape.
        let extra = CALayer()
        root.addSublayer(extra)
        expectEqual(snapshotTwice(at: 100.5).count, 3)
        extra.removeFromSuperlayer()
        root.mask = extra
        nodes = snapshotTwice(at: 100.5)
        expectEqual(nodes.map(\.isMask), [false, true, false])

        // The animations: removed, the model shows.
        child.removeAnimation(forKey: "slide")
        nodes = snapshotTwice(at: 100.5)
        expectEqual(nodes[2].position, CGPoint(x: 7, y: 33))
    }

    @Test func aSnapshotKeptByItsOwnerDoesNotChangeWithTheNextOne() {
        let fixture = EngineFixture(time: 100)
        let root = animatedTree(fixture)["root"]!
        fixture.clock.set(to: 100.3)
        _ = root.presentationSnapshot()
        let kept = root.presentationSnapshot()  // from the plan
        let keptPositions = kept.nodes.map(\.position)
        fixture.clock.set(to: 100.7)
        let next = root.presentationSnapshot()
        #expect(next.nodes.map(\.position) != keptPositions)
        expectEqual(kept.nodes.map(\.position), keptPositions)
        expectEqual(kept.mediaTime, 100.3)
    }

    @Test func aLargeTreeEvaluatedOnSeveralCoresMatchesTheWalk() {
        let fixture = EngineFixture(time: 100)
        let root = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let count = _SnapshotPlan.parallelThreshold + 100
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for i in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            root.addSublayer(layer)
            let slide = CABasicAnimation(keyPath: i % 2 == 0 ? "position.x" : "opacity")
            slide.fromValue = Double(i % 7)
            slide.toValue = Double(i % 7) + 1
            slide.duration = 1 + Double(i % 5) * 0.1
            slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
            layer.add(slide, forKey: "slide")
        }
        CATransaction.commit()
        fixture.frame()
        for t in [100.1, 100.55, 101.3] {
            fixture.clock.set(to: t)
            _LayerTreeGeneration.advance()
            let walked = root.presentationSnapshot().nodes
            // Evaluated directly: other tests' layers move the process-wide generation.
            let planned = _SnapshotPlan(root: root, generation: 0).evaluate(parentTime: t)
            expectEqual(planned.count, count + 1)
            var mismatches = 0
            for (p, w) in zip(planned, walked) where p.position != w.position || p.opacity != w.opacity {
                mismatches += 1
            }
            #expect(mismatches == 0, "at \(t)")
        }
    }
}
