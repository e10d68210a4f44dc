import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Animation groups: children timed inside the group, the group's duration cutting them off,
/// and only the group's delegate being told (CAAnimation.h: the children's `delegate` and
/// `removedOnCompletion` are ignored).
@Suite struct CAAnimationGroupTests {
    private func linear(
        _ keyPath: String, from: Double, to: Double, duration: CFTimeInterval = 0,
        begin: CFTimeInterval = 0
    ) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.beginTime = begin
        return animation
    }

    /// Adds `group` at t = 100 to a committed layer whose model opacity is 1 and x is 50.
    private func run(_ group: CAAnimationGroup) -> (EngineFixture, CALayer) {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        layer.add(group, forKey: "group")
        fixture.frame()
        return (fixture, layer)
    }

    private func at(_ t: CFTimeInterval, _ fixture: EngineFixture, _ layer: CALayer) -> (x: Double, opacity: Double) {
        fixture.clock.set(to: 100 + t)
        let p = layer.presentation()!
        return (Double(p.position.x), Double(p.opacity))
    }

    @Test func childrenBeginRelativeToTheGroupAndZeroDurationsTakeTheGroups() {
        let group = CAAnimationGroup()
        group.duration = 2
        group.animations = [
            linear("opacity", from: 0, to: 1, duration: 1, begin: 0.5),  // active 0.5 … 1.5 in the group
            linear("position.x", from: 0, to: 100)  // duration 0: lasts the group's 2 s
        ]
        let (fixture, layer) = run(group)
        var v = at(0.25, fixture, layer)
        #expect(isClose(v.opacity, 1) && isClose(v.x, 12.5))  // opacity child not begun: the model value
        v = at(1, fixture, layer)
        #expect(isClose(v.opacity, 0.5) && isClose(v.x, 50))
        v = at(1.75, fixture, layer)
        #expect(isClose(v.opacity, 1) && isClose(v.x, 87.5))  // opacity child over (fill mode removed)
        fixture.advance(2)
        expectEqual(layer.animation(forKey: "group"), nil)
        v = at(2.5, fixture, layer)
        #expect(isClose(v.opacity, 1) && isClose(v.x, 50))
    }

    @Test func theGroupsDurationCutsChildrenOff() {
        let group = CAAnimationGroup()
        group.duration = 2
        group.animations = [linear("position.x", from: 0, to: 100, duration: 4)]
        let (fixture, layer) = run(group)
        #expect(isClose(at(1.9, fixture, layer).x, 47.5))
        fixture.advance(2)
        expectEqual(layer.animationKeys(), nil)
        #expect(isClose(at(2.5, fixture, layer).x, 50))
    }

    @Test func childFillModesApplyWithinTheGroup() {
        let forwards = linear("position.x", from: 0, to: 10, duration: 0.5)
        forwards.fillMode = .forwards
        let backwards = linear("opacity", from: 0.2, to: 0.4, duration: 0.5, begin: 1)
        backwards.fillMode = .backwards
        let group = CAAnimationGroup()
        group.duration = 2
        group.animations = [forwards, backwards]
        let (fixture, layer) = run(group)
        let v = at(0.75, fixture, layer)
        #expect(isClose(v.x, 10))  // held after its end
        #expect(isClose(v.opacity, 0.2, tolerance: 1e-6))  // held before its begin
    }

    @Test func onlyTheGroupsDelegateIsTold() {
        let recorder = EventRecorder()
        let child = linear("position.x", from: 0, to: 100, duration: 0.5)
        child.delegate = RecordingAnimationDelegate("child", recorder)
        let group = CAAnimationGroup()
        group.duration = 1
        group.animations = [child]
        group.delegate = RecordingAnimationDelegate("group", recorder)
        let (fixture, layer) = run(group)
        expectEqual(recorder.events, ["start group"])
        fixture.advance(0.5)
        fixture.advance(0.5)
        fixture.advance(0.5)
        expectEqual(recorder.events, ["start group", "stop group finished"])
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func removingTheGroupStopsItsChildren() {
        let recorder = EventRecorder()
        let group = CAAnimationGroup()
        group.duration = 1
        group.animations = [linear("position.x", from: 0, to: 100)]
        group.delegate = RecordingAnimationDelegate("group", recorder)
        let (fixture, layer) = run(group)
        layer.removeAnimation(forKey: "group")
        #expect(isClose(at(0.5, fixture, layer).x, 50))
        fixture.frame()
        expectEqual(recorder.events, ["start group", "stop group cancelled"])
    }

    @Test func theGroupsTimingFunctionWarpsItsChildrensTime() {
        let group = CAAnimationGroup()
        group.duration = 2
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        group.animations = [linear("position.x", from: 0, to: 100)]
        let (fixture, layer) = run(group)
        // easeIn (0.42, 0, 1, 1) at x = ½, by bisection on the Bézier.
        var lo = 0.0
        var hi = 1.0
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t + t * t * t }
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bx(mid) < 0.5 { lo = mid } else { hi = mid }
        }
        let s = (lo + hi) / 2
        let eased = 3 * (1 - s) * s * s + s * s * s
        #expect(isClose(at(1, fixture, layer).x, 100 * eased, tolerance: 1e-4))
    }

    @Test func theGroupsSpeedScalesItsChildren() {
        let group = CAAnimationGroup()
        group.duration = 2
        group.speed = 2
        group.animations = [linear("position.x", from: 0, to: 100)]
        let (fixture, layer) = run(group)
        #expect(isClose(at(0.5, fixture, layer).x, 50))
        fixture.advance(1)
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func aGroupWithoutAnimationsStillRunsItsTiming() {
        let recorder = EventRecorder()
        let group = CAAnimationGroup()
        group.duration = 0.5
        group.delegate = RecordingAnimationDelegate("empty", recorder)
        let (fixture, layer) = run(group)
        #expect(isClose(at(0.25, fixture, layer).x, 50))
        fixture.advance(0.5)
        expectEqual(recorder.events, ["start empty", "stop empty finished"])
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func theGroupKeepsItsChildrenWhenCopied() {
        let child = linear("opacity", from: 0, to: 1)
        let group = CAAnimationGroup()
        group.animations = [child]
        let copy = group.copy() as? CAAnimationGroup
        expectEqual(copy?.animations?.count, 1)
        expectEqual((copy?.animations?.first as? CABasicAnimation)?.keyPath, "opacity")
    }
}
