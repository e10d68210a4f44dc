import OpenQuartzCore
import TestSupport
import Testing

/// Layer time (UIKitBehaviour #138): every layer is a timeline in its superlayer's, so pausing and
/// seeking a layer moves every animation beneath it exactly.
@Suite struct LayerTimeTests {
    /// A root → child → grandchild tree with a 1 s linear `position.x` 0 → 100 animation on the grandchild.
    private func tree(_ fixture: EngineFixture, childSpeed: Float = 1) -> (root: CALayer, child: CALayer, leaf: CALayer)
    {
        let root = fixture.committedLayer()
        let child = fixture.committedLayer()
        let leaf = fixture.committedLayer()
        root.addSublayer(child)
        child.addSublayer(leaf)
        child.speed = childSpeed
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        leaf.add(slide, forKey: "slide")
        fixture.frame()  // commits: the animation begins now (t = 100)
        return (root, child, leaf)
    }

    @Test func convertTimeAppliesBeginSpeedAndOffset() {  // UIKitBehaviour #138
        let fixture = EngineFixture(time: 100)
        let root = fixture.committedLayer()
        let child = fixture.committedLayer()
        root.addSublayer(child)
        child.beginTime = 10
        child.speed = 2
        child.timeOffset = 3
        // t = (tp − begin) × speed + offset
        expectEqual(child.convertTime(50, from: nil), (50 - 10) * 2 + 3)
        expectEqual(child.convertTime(83, to: nil), 50)
        #expect(root.convertTime(50, from: child) == 33.5)  // (50 − 3) / 2 + 10
    }

    @Test func pausingTheRootFreezesAGrandchildsAnimation() {  // UIKitBehaviour #138
        let fixture = EngineFixture(time: 100)
        let (root, _, leaf) = tree(fixture)
        fixture.advance(0.2)
        #expect(isClose(leaf.presentation()!.position.x, 20))
        let paused = root.convertTime(CACurrentMediaTime(), from: nil)
        root.speed = 0
        root.timeOffset = paused
        fixture.advance(5)
        #expect(isClose(leaf.presentation()!.position.x, 20))
        root.timeOffset = paused + 0.5  // seek
        #expect(isClose(leaf.presentation()!.position.x, 70))
        root.timeOffset = paused - 0.2  // seek back to the start
        #expect(isClose(leaf.presentation()!.position.x, 0))
    }

    @Test func speedComposesThroughTwoLevelsWhenPausedAndSought() {  // UIKitBehaviour #138
        let fixture = EngineFixture(time: 100)
        let (root, _, leaf) = tree(fixture, childSpeed: 2)
        fixture.clock.advance(by: 0.25)  // the child runs at twice the root's rate
        #expect(isClose(leaf.presentation()!.position.x, 50))
        root.speed = 0
        root.timeOffset = 100.25
        fixture.clock.advance(by: 3)
        #expect(isClose(leaf.presentation()!.position.x, 50))
        root.timeOffset = 100.4
        #expect(isClose(leaf.presentation()!.position.x, 80))
    }

    @Test func resumingAPausedLayerContinuesWhereItStopped() {  // UIKitBehaviour #138 (Apple QA1673 technique)
        let fixture = EngineFixture(time: 100)
        let (root, _, leaf) = tree(fixture)
        fixture.advance(0.2)
        let paused = root.convertTime(CACurrentMediaTime(), from: nil)
        root.speed = 0
        root.timeOffset = paused
        fixture.advance(4.8)  // t = 105
        root.speed = 1
        root.timeOffset = 0
        root.beginTime = 0
        root.beginTime = root.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(isClose(leaf.presentation()!.position.x, 20))
        fixture.clock.advance(by: 0.3)
        #expect(isClose(leaf.presentation()!.position.x, 50))
    }

    @Test func aPausedAnimationNeverFinishesUntilResumed() {
        let fixture = EngineFixture(time: 100)
        let (root, _, leaf) = tree(fixture)
        root.speed = 0
        root.timeOffset = 100.5
        fixture.advance(10)
        #expect(leaf.animation(forKey: "slide") != nil)
        root.timeOffset = 101.5  // seek past the end: the next frame finishes it
        fixture.frame()
        expectEqual(leaf.animation(forKey: "slide"), nil)
    }
}
