import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Keyframe animations: key times, per-segment timing functions, the linear, discrete and
/// paced calculation modes, additive and cumulative keyframes, and transform keyframes.
@Suite struct CAKeyframeAnimationTests {
    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) where its x is `x`, by bisection.
    private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(y1, y2, (lo + hi) / 2)
    }

    /// Adds `animation` (1 s, from the commit at t = 100) to a committed 100 × 100 layer at the
    /// origin (model position (50, 50), opacity 1) and returns the fixture and the layer.
    private func run(_ animation: CAKeyframeAnimation) -> (EngineFixture, CALayer) {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        if animation.duration == 0 { animation.duration = 1 }
        layer.add(animation, forKey: "k")
        fixture.frame()
        return (fixture, layer)
    }

    private func x(_ layer: CALayer, at t: CFTimeInterval, _ fixture: EngineFixture) -> CGFloat {
        fixture.clock.set(to: 100 + t)
        return layer.presentation()!.position.x
    }

    private func keyframes(_ keyPath: String, _ values: [Any], keyTimes: [Double]? = nil) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        return animation
    }

    @Test func defaults() {
        let animation = CAKeyframeAnimation()
        expectEqual(animation.calculationMode, .linear)
        #expect(animation.values == nil && animation.keyTimes == nil && animation.timingFunctions == nil)
        #expect(animation.path == nil && animation.rotationMode == nil)
        #expect(animation.timingFunction == nil)  // UIKitBehaviour #109
    }

    @Test func linearWithoutKeyTimesSpacesKeyframesEvenly() {
        let (fixture, layer) = run(keyframes("position.x", [0, 10, 30]))
        #expect(isClose(x(layer, at: 0, fixture), 0))
        #expect(isClose(x(layer, at: 0.25, fixture), 5))
        #expect(isClose(x(layer, at: 0.5, fixture), 10))
        #expect(isClose(x(layer, at: 0.75, fixture), 20))
        #expect(isClose(x(layer, at: 0.999, fixture), 29.96, tolerance: 1e-9))
        #expect(isClose(x(layer, at: 1.5, fixture), 50))  // removed: the model value
    }

    @Test func linearWithKeyTimes() {
        let (fixture, layer) = run(keyframes("position.x", [0, 10, 30], keyTimes: [0, 0.2, 1]))
        #expect(isClose(x(layer, at: 0.1, fixture), 5))
        #expect(isClose(x(layer, at: 0.2, fixture), 10))
        #expect(isClose(x(layer, at: 0.6, fixture), 20))  // 10 + 20 × (0.4 / 0.8)
    }

    @Test func repeatedKeyTimesJumpBetweenValues() {
        let (fixture, layer) = run(keyframes("position.x", [0, 10, 40, 50], keyTimes: [0, 0.5, 0.5, 1]))
        #expect(isClose(x(layer, at: 0.25, fixture), 5))
        #expect(isClose(x(layer, at: 0.75, fixture), 45))
    }

    @Test func perSegmentTimingFunctions() {
        let animation = keyframes("position.x", [0, 10, 30])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let (fixture, layer) = run(animation)
        let easedHalf = bezier(0.42, 0, 1, 1, at: 0.5)
        #expect(isClose(Double(x(layer, at: 0.25, fixture)), 10 * easedHalf, tolerance: 1e-5))
        #expect(isClose(x(layer, at: 0.75, fixture), 20, tolerance: 1e-9))  // the second segment is linear
    }

    @Test func theAnimationsTimingFunctionPacesTheWholeFirst() {
        let animation = keyframes("position.x", [0, 10, 30])
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 0, 0.7, 1)
        let (fixture, layer) = run(animation)
        let p = bezier(0.3, 0, 0.7, 1, at: 0.3)  // the fraction of the whole at t = 0.3
        let expected = p < 0.5 ? 20 * p : 10 + 40 * (p - 0.5)
        #expect(isClose(Double(x(layer, at: 0.3, fixture)), expected, tolerance: 1e-4))
    }

    @Test func discreteWithKeyTimesHoldsEachValue() {
        let animation = keyframes("position.x", [1, 2, 3], keyTimes: [0, 0.5, 0.75, 1])
        animation.calculationMode = .discrete
        let (fixture, layer) = run(animation)
        expectEqual(x(layer, at: 0, fixture), 1)
        expectEqual(x(layer, at: 0.49, fixture), 1)
        expectEqual(x(layer, at: 0.5, fixture), 2)
        expectEqual(x(layer, at: 0.74, fixture), 2)
        expectEqual(x(layer, at: 0.75, fixture), 3)
        expectEqual(x(layer, at: 0.99, fixture), 3)
    }

    @Test func discreteWithoutKeyTimesSpacesValuesEvenly() {
        let animation = keyframes("position.x", [1, 2, 3])
        animation.calculationMode = .discrete
        let (fixture, layer) = run(animation)
        // values.count + 1 = 4 even key times: 0, ⅓, ⅔, 1.
        expectEqual(x(layer, at: 0.3, fixture), 1)
        expectEqual(x(layer, at: 0.34, fixture), 2)
        expectEqual(x(layer, at: 0.65, fixture), 2)
        expectEqual(x(layer, at: 0.67, fixture), 3)
    }

    @Test func pacedMovesAtConstantSpeedAndIgnoresKeyTimes() {
        let animation = keyframes("position.x", [0, 10, 40], keyTimes: [0, 0.9, 1])
        animation.calculationMode = .paced
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        let (fixture, layer) = run(animation)
        // 40 units in 1 s: 40 per second, whatever the segments.
        for t in [0.1, 0.25, 0.5, 0.625, 0.9] {
            #expect(isClose(Double(x(layer, at: t, fixture)), 40 * t, tolerance: 1e-9), "t = \(t)")
        }
        #expect(fixture.engine.reports.isEmpty)
    }

    @Test func pacedPointsUseTheDistanceInThePlane() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 100)].map { $0 as Any }
        let animation = keyframes("position", points)
        animation.calculationMode = .paced
        let (fixture, layer) = run(animation)
        // Segments of 50 and 60: at t = 0.5 the layer has covered 55, 5 into the second.
        fixture.clock.set(to: 100.5)
        #expect(isClose(layer.presentation()!.position, CGPoint(x: 30, y: 45), tolerance: 1e-9))
        fixture.clock.set(to: 100 + 25.0 / 110)
        #expect(isClose(layer.presentation()!.position, CGPoint(x: 15, y: 20), tolerance: 1e-9))
    }

    @Test(arguments: [
        [0, 0.8],  // too few
        [0.1, 0.5, 1],  // does not start at 0
        [0, 0.5, 0.9],  // does not end at 1
        [0, 0.7, 0.3, 1]  // decreasing (and too many)
    ])
    func invalidKeyTimesAreReportedAndSpacedEvenly(keyTimes: [Double]) {
        let (fixture, layer) = run(keyframes("position.x", [0, 10, 30], keyTimes: keyTimes))
        #expect(fixture.engine.reports.contains { $0.contains("keyTimes") })
        #expect(isClose(x(layer, at: 0.25, fixture), 5))
        #expect(isClose(x(layer, at: 0.75, fixture), 20))
    }

    @Test func discreteKeyTimesNeedOneMoreThanTheValues() {
        let animation = keyframes("position.x", [1, 2, 3], keyTimes: [0, 0.9, 1])
        animation.calculationMode = .discrete
        let (fixture, layer) = run(animation)
        #expect(fixture.engine.reports.contains { $0.contains("keyTimes") })
        #expect(x(layer, at: 0.5, fixture) == 2)  // even spacing: ⅓ … ⅔ holds the second value
    }

    @Test func additiveKeyframesAddToTheModelValue() {
        let animation = keyframes("position.x", [0, 10, 0])
        animation.isAdditive = true
        let (fixture, layer) = run(animation)
        #expect(isClose(x(layer, at: 0.25, fixture), 55))
        #expect(isClose(x(layer, at: 0.5, fixture), 60))
    }

    @Test func cumulativeKeyframesBuildOnEachRepeat() {
        let animation = keyframes("position.x", [0, 5, 10])
        animation.isCumulative = true
        animation.repeatCount = 3
        let (fixture, layer) = run(animation)
        #expect(isClose(x(layer, at: 0.5, fixture), 5))
        #expect(isClose(x(layer, at: 1.5, fixture), 15))  // second cycle starts at 10
        #expect(isClose(x(layer, at: 2.75, fixture), 27.5))
    }

    @Test func aValueOfTheWrongShapeIsReportedAndTheAnimationChangesNothing() {
        let (fixture, layer) = run(keyframes("position.x", [0, "ten", 30]))
        #expect(fixture.engine.reports.contains { $0.contains("values[1]") })
        expectEqual(x(layer, at: 0.5, fixture), 50)
    }

    @Test func rotationKeyframesTurnPastHalfATurn() {
        let animation = keyframes("transform.rotation.z", [0, Double.pi / 2, Double.pi * 2])
        let (fixture, layer) = run(animation)
        fixture.clock.set(to: 100.75)  // halfway through the second segment: 5π/4
        let t = layer.presentation()!.transform
        let angle = 5 * Double.pi / 4
        #expect(isClose(t.m11, cos(angle), tolerance: 1e-9) && isClose(t.m12, sin(angle), tolerance: 1e-9))
        #expect(isClose(t.m21, -sin(angle), tolerance: 1e-9) && isClose(t.m22, cos(angle), tolerance: 1e-9))
    }

    @Test func transformKeyframesInterpolateByDecomposition() {
        // 170° about z: matrix interpolation would pass through a near-zero scale.
        let angle = 170 * Double.pi / 180
        let turned = CATransform3DMakeRotation(angle, 0, 0, 1)
        let (fixture, layer) = run(keyframes("transform", [CATransform3DIdentity, turned]))
        fixture.clock.set(to: 100.5)
        let t = layer.presentation()!.transform
        let half = angle / 2
        #expect(isClose(t.m11, cos(half), tolerance: 1e-9) && isClose(t.m12, sin(half), tolerance: 1e-9))
        #expect(isClose(t.m21, -sin(half), tolerance: 1e-9) && isClose(t.m22, cos(half), tolerance: 1e-9))
        #expect(isClose(hypot(Double(t.m11), Double(t.m12)), 1, tolerance: 1e-9))  // unit scale
        #expect(isClose(t.m33, 1, tolerance: 1e-9) && isClose(t.m44, 1, tolerance: 1e-9))
    }

    @Test func transformKeyframesInterpolateScaleAndTranslationLinearly() {
        var end = CATransform3DMakeScale(3, 3, 1)
        end.m41 = 100
        let (fixture, layer) = run(keyframes("transform", [CATransform3DIdentity, end]))
        fixture.clock.set(to: 100.5)
        let t = layer.presentation()!.transform
        #expect(isClose(t.m11, 2, tolerance: 1e-9) && isClose(t.m22, 2, tolerance: 1e-9))
        #expect(isClose(t.m41, 50, tolerance: 1e-9))
    }

    @Test func theDelegateHearsStartAndStop() {
        let recorder = EventRecorder()
        let animation = keyframes("position.x", [0, 10])
        animation.delegate = RecordingAnimationDelegate("k", recorder)
        let (fixture, layer) = run(animation)
        fixture.advance(0.5)
        fixture.advance(0.5)
        expectEqual(recorder.events, ["start k", "stop k finished"])
        expectEqual(layer.animationKeys(), nil)
    }
}
