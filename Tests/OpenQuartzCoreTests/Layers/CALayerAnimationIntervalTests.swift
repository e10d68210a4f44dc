import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// `_animationInterval(now:)`: the media time a tree's animations span (the scrubber's range).
@Suite struct CALayerAnimationIntervalTests {
    private func opacityAnimation(duration: CFTimeInterval, repeatCount: Float = 0) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.repeatCount = repeatCount
        return animation
    }

    @Test func spansEveryAnimationOfTheTreeFromItsCommitToItsEnd() {
        let fixture = EngineFixture(time: 100)
        let root = fixture.committedLayer()
        let child = fixture.committedLayer()
        root.addSublayer(child)
        #expect(root._animationInterval(now: 100) == nil, "nothing attached")
        root.add(opacityAnimation(duration: 0.5), forKey: "fade")
        fixture.advance(0.1)  // committed at 100.1
        child.add(opacityAnimation(duration: 0.25, repeatCount: 4), forKey: "blink")
        fixture.advance(0.1)  // committed at 100.2: runs 1 s
        let interval = root._animationInterval(now: 100.3)
        #expect(
            interval.map { isClose($0.lowerBound, 100.1) && isClose($0.upperBound, 101.2) } == true,
            "\(String(describing: interval))")
        expectEqual(root._animationInterval(now: .nan), nil)
    }

    @Test func followsLayerTimeAndTakesPausedOrEndlessAnimationsAsNow() {
        let fixture = EngineFixture(time: 10)
        let root = fixture.committedLayer()
        let fast = fixture.committedLayer()
        root.addSublayer(fast)
        fast.speed = 2
        fast.beginTime = fast.convertTime(10, from: nil)  // fast's time runs from media 10
        fast.timeOffset = 0
        fast.add(opacityAnimation(duration: 1), forKey: "fade")
        fixture.frame()
        let fastInterval = root._animationInterval(now: 10)
        #expect(
            fastInterval.map { isClose($0.upperBound - $0.lowerBound, 0.5) } == true,
            "twice as fast: half the media time")
        fast.removeAllAnimations()
        let endless = opacityAnimation(duration: 1, repeatCount: .infinity)
        root.add(endless, forKey: "pulse")
        fixture.frame()
        expectEqual(root._animationInterval(now: 12), 12...12)
        root.removeAllAnimations()
        root.speed = 0  // paused, as a percent-driven transition pauses its container
        fast.add(opacityAnimation(duration: 1), forKey: "fade")
        fixture.frame()
        expectEqual(root._animationInterval(now: 13), 13...13)
    }
}
