import OpenQuartzCore
import TestSupport
import Testing

/// Implicit animations and the action look-up order: delegate, `actions`, default action.
@Suite struct ImplicitAnimationTests {
    final class ActionDelegate: CALayerDelegate {
        var answer: (any CAAction)?
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            return answer
        }
    }

    @Test func aCommittedStandaloneLayerAnimatesFromItsPresentationValue() {  // UIKitBehaviour #108e, #149
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        layer.opacity = 0
        let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(implicit != nil)
        expectEqual(implicit?.duration, 0.25)
        expectEqual(implicit?.timingFunction, CAMediaTimingFunction(name: .default))
        #expect(layer.opacity == 0)  // the model changes at once
        fixture.frame()
        #expect(layer.presentation()!.opacity == 1)  // starts at the old presentation value
        fixture.clock.advance(by: 0.125)
        let halfway = CAMediaTimingFunction(name: .default)._solve(forInput: 0.5)
        #expect(isClose(Double(layer.presentation()!.opacity), 1 - halfway, tolerance: 1e-6))
        fixture.advance(0.125)
        expectEqual(layer.animation(forKey: "opacity"), nil)
        expectEqual(layer.presentation()!.opacity, 0)
    }

    @Test func interruptingStartsFromTheCurrentPresentationValue() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 150, y: 50)  // from (50, 50), 0.25 s, linear
        fixture.frame()
        fixture.clock.advance(by: 0.125)  // presentation x = 100
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 50)  // replaces the animation under "position"
        fixture.frame()
        #expect(isClose(layer.presentation()!.position.x, 100))
        fixture.clock.advance(by: 0.125)
        #expect(isClose(layer.presentation()!.position.x, 50))
    }

    @Test func anUncommittedLayerShowsNoImplicitMotion() {
        let fixture = EngineFixture(time: 100)
        let layer = CALayer()
        #expect(layer.presentation() == nil)  // never committed
        layer.position = CGPoint(x: 80, y: 80)
        fixture.frame()
        expectEqual(layer.presentation()!.position, CGPoint(x: 80, y: 80))
    }

    @Test func disableActionsSkipsTheLookUp() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.3
        CATransaction.commit()
        #expect(delegate.asked.isEmpty)
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func delegateNullStopsTheSearch() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let delegate = ActionDelegate()
        delegate.answer = NSNull()
        layer.delegate = delegate
        layer.actions = ["opacity": CABasicAnimation()]
        layer.opacity = 0.3
        expectEqual(delegate.asked, ["opacity"])
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func delegateNilContinuesToTheActionsDictionary() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        let custom = CABasicAnimation()
        custom.duration = 3
        layer.actions = ["opacity": custom]
        layer.opacity = 0.3
        expectEqual(layer.animation(forKey: "opacity")?.duration, 3)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 1, y: 1)
        expectEqual(layer.animation(forKey: "position"), nil)
    }

    @Test func booleanPropertiesHaveNoDefaultAction() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        layer.isHidden = true
        layer.masksToBounds = true
        expectEqual(layer.animationKeys(), nil)
        #expect(CALayer.defaultAction(forKey: "hidden") == nil)
        #expect(CALayer.defaultAction(forKey: "bounds") is CABasicAnimation)
    }

    @Test func frameChangesAnimateBoundsAndPosition() {  // UIKitBehaviour #141: frame itself is not animatable
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        expectEqual(Set(layer.animationKeys() ?? []), ["bounds", "position"])
    }

    @Test func transactionSettingsReachImplicitAnimations() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.opacity = 0
        CATransaction.commit()
        let animation = layer.animation(forKey: "opacity")
        expectEqual(animation?.duration, 1.5)
        expectEqual(animation?.timingFunction, CAMediaTimingFunction(name: .easeIn))
    }

    @Test func orderInAndOrderOutActionsRun() {
        let fixture = EngineFixture(time: 100)
        let parent = fixture.committedLayer()
        let child = fixture.committedLayer()
        let delegate = ActionDelegate()
        child.delegate = delegate
        parent.addSublayer(child)
        child.removeFromSuperlayer()
        expectEqual(delegate.asked, [kCAOnOrderIn, kCAOnOrderOut])
    }
}
