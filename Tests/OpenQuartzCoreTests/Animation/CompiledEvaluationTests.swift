import OpenQuartzCore
import PropertyBased
import TestSupport
import Testing

/// The per-frame fast path (animations compiled into typed programs) must show exactly what the
/// general path shows. Each check builds the same motion twice: once in a shape that compiles
/// (fixed endpoints, a linear transform keyframe track) and once in an equivalent shape that
/// does not (a value that follows the model, a cumulative track in its first cycle).
@Suite struct CompiledEvaluationTests {
    @Test func basicAnimationsAgree() async {
        await propertyCheck(
            count: 100, input: Gen.double(in: 0.1...3), Gen.double(in: 0...1),
            Gen.double(in: 0...1), Gen.double(in: 0...1)
        ) { duration, phase, c1x, c2y in
            let fixture = EngineFixture(time: 100)
            let compiled = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let general = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let curve = CAMediaTimingFunction(controlPoints: Float(c1x), 0.2, 0.6, Float(c2y))
            let fixed = CABasicAnimation(keyPath: "position.x")
            fixed.fromValue = 10
            fixed.toValue = 30
            let following = CABasicAnimation(keyPath: "position.x")
            following.toValue = 30  // starts at the model value, 10
            for (animation, layer) in [(fixed, compiled), (following, general)] {
                animation.duration = duration
                animation.timingFunction = curve
                if animation === following {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    layer.position = CGPoint(x: 10, y: 10)
                    CATransaction.commit()
                }
                layer.add(animation, forKey: "x")
            }
            fixture.frame()
            fixture.clock.advance(by: duration * phase)
            #expect(isClose(compiled.presentation()!.position.x, general.presentation()!.position.x, tolerance: 1e-9))
        }
    }

    @Test func transformKeyframeTracksAgree() async {
        await propertyCheck(
            count: 100, input: Gen.double(in: -3...3), Gen.double(in: 0.2...2.5),
            Gen.double(in: 0...1)
        ) { angle, scale, phase in
            let fixture = EngineFixture(time: 100)
            let compiled = fixture.committedLayer()
            let general = fixture.committedLayer()
            let values = [
                CATransform3DIdentity,
                CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), CATransform3DMakeRotation(angle, 0, 0, 1)),
                CATransform3DMakeTranslation(40, -10, 0)
            ]
            for (index, layer) in [compiled, general].enumerated() {
                let track = CAKeyframeAnimation(keyPath: "transform")
                track.values = values
                track.keyTimes = [0, 0.4, 1]
                track.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
                track.duration = 2
                track.isCumulative = index == 1  // no effect in the first cycle, but not compiled
                layer.add(track, forKey: "t")
            }
            fixture.frame()
            fixture.clock.advance(by: 2 * phase)
            let a = compiled.presentation()!.transform
            let b = general.presentation()!.transform
            let entries: [(CGFloat, CGFloat)] = [
                (a.m11, b.m11), (a.m12, b.m12), (a.m21, b.m21), (a.m22, b.m22),
                (a.m41, b.m41), (a.m42, b.m42), (a.m33, b.m33), (a.m44, b.m44)
            ]
            #expect(entries.allSatisfy { isClose($0.0, $0.1, tolerance: 1e-9) })
        }
    }

    @Test func springsAgreeWithTheirClosedForm() {  // UIKitBehaviour #120 defaults
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 0
        spring.toValue = 1
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "s")
        fixture.frame()
        let motion = SpringParameters(mass: 1, stiffness: 100, damping: 10)
        for t in stride(from: 0.0, through: 1.4, by: 0.1) {
            fixture.clock.set(to: 100 + t)
            #expect(
                isClose(Double(layer.presentation()!.opacity), Double(Float(motion.fraction(at: t))), tolerance: 1e-6))
        }
    }
}
