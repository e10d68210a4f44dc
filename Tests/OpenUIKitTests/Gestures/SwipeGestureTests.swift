import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UISwipeGestureRecognizer: defaults, the distance, time and angle thresholds, directions,
/// several fingers, where the swipe began, and its interplay with a pan.
@MainActor
@Suite struct SwipeGestureTests {
    /// Records "swipe state @frame (x, y) n=touches" (location: where the swipe began).
    func logSwipe(
        _ swipe: UISwipeGestureRecognizer, as name: String = "swipe", _ host: HeadlessHost, _ recorder: EventRecorder
    ) {
        swipe.addTarget { g in
            let p = g.location(in: nil)
            recorder.record("\(name) \(g.state) @\(host.frame) (\(format(p.x)), \(format(p.y))) n=\(g.numberOfTouches)")
        }
    }

    @Test func defaultsAreUIKits() {
        let swipe = UISwipeGestureRecognizer()
        expectEqual(swipe.direction, .right)
        expectEqual(swipe.numberOfTouchesRequired, 1)
        expectEqual(UISwipeGestureRecognizer.Direction.right.rawValue, 1)
        expectEqual(UISwipeGestureRecognizer.Direction.left.rawValue, 2)
        expectEqual(UISwipeGestureRecognizer.Direction.up.rawValue, 4)
        expectEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8)
        expectEqual(UISwipeGestureRecognizer.Direction([.left, .up]).rawValue, 6)
    }

    @Test func aSwipeIsRecognizedWhenItHasGoneFiftyPointsAndReportsWhereItBegan() {
        // 150 pt in 0.25 s: 10 pt a frame; the fifth move (stamped 5) reaches 50 pt and is
        // delivered at frame 6.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        logSwipe(swipe, host, recorder)
        host.window.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
        expectEqual(recorder.events, ["swipe ended @6 (100, 300) n=1"])
        expectEqual(swipe.state, .possible)
    }

    @Test func aShortSwipeFails() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        logSwipe(swipe, host, recorder)
        host.window.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 149.9, y: 300), duration: 0.1)
        #expect(recorder.events.isEmpty)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.1)
        expectEqual(recorder.events.count, 1)
    }

    @Test func theSwipeMustGoFarEnoughInUnderHalfASecond() {
        // 50 pt in 29 frames: the last move is stamped 29/60 s after the touch went down.
        // In 30 frames it is stamped 0.5 s: too late.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        logStates(of: swipe, as: "swipe", into: recorder)
        host.window.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 150, y: 300), duration: 29.0 / 60)
        expectEqual(recorder.events, ["swipe ended"])
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 150, y: 300), duration: 30.0 / 60)
        expectEqual(recorder.events, ["swipe ended"])
    }

    @Test func aFingerHeldStillFailsAtHalfASecondByTheTimer() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        logStates(of: swipe, as: "swipe", into: recorder)
        host.window.addGestureRecognizer(swipe)
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.advance(by: 28.0 / 60)  // frame 29
        #expect(swipe.numberOfTouches == 1, "still tracking")
        host.runFrame()  // frame 30: 0.5 s after the stamp — the timer fails it
        #expect(swipe.numberOfTouches == 0, "reset after failing")
        host.touch(.moved, at: CGPoint(x: 200, y: 100))
        host.touch(.ended, at: CGPoint(x: 200, y: 100))
        #expect(recorder.events.isEmpty, "the late move does not count")
    }

    @Test func theMovementMustLieWithinThirtyDegreesOfAnAllowedDirection() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        logStates(of: swipe, as: "swipe", into: recorder)
        host.window.addGestureRecognizer(swipe)
        func swipeAt(_ angle: CGFloat) {
            let to = CGPoint(x: 200 + 80 * cos(angle), y: 300 + 80 * sin(angle))
            host.drag(from: CGPoint(x: 200, y: 300), to: to, duration: 0.1)
            host.advance(by: 1)
        }
        swipeAt(29.9 * .pi / 180)
        swipeAt(-29.9 * .pi / 180)
        expectEqual(recorder.events, ["swipe ended", "swipe ended"])
        swipeAt(30.1 * .pi / 180)
        swipeAt(.pi)  // to the left: not allowed
        expectEqual(recorder.events.count, 2)
    }

    @Test func eachAllowedDirectionIsRecognized() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .up, .down]
        logStates(of: swipe, as: "swipe", into: recorder)
        host.window.addGestureRecognizer(swipe)
        let center = CGPoint(x: 200, y: 400)
        for (dx, dy) in [(-100, 0), (0, -100), (0, 100), (100, 0)] as [(CGFloat, CGFloat)] {
            host.drag(from: center, to: CGPoint(x: center.x + dx, y: center.y + dy), duration: 0.1)
            recorder.record("done")
        }
        expectEqual(recorder.events, ["swipe ended", "done", "swipe ended", "done", "swipe ended", "done", "done"])
    }

    @Test func aTwoFingerSwipeNeedsBothFingers() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .up
        swipe.addTarget { g in
            let a = g.location(ofTouch: 0, in: nil)
            let b = g.location(ofTouch: 1, in: nil)
            let c = g.location(in: nil)
            recorder.record(
                "swipe \(g.state) n=\(g.numberOfTouches) (\(format(a.x)), \(format(a.y))) (\(format(b.x)), \(format(b.y))) c=(\(format(c.x)), \(format(c.y)))"
            )
        }
        host.window.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.1)  // one finger
        #expect(recorder.events.isEmpty)
        host.perform([
            .line(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.1),
            .line(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        ])
        expectEqual(recorder.events, ["swipe ended n=2 (100, 400) (160, 400) c=(130, 400)"])
    }

    @Test func aPanThatMustFailFirstWaitsForASlowSwipeToFail() {
        // The common pairing: pan.require(toFail: swipe). A fast drag is a swipe (the pan
        // fails); a slow one lets the swipe fail at 0.5 s, and the pan then begins.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: swipe)
        logSwipe(swipe, host, recorder)
        pan.addTarget { g in recorder.record("pan \(g.state) @\(host.frame)") }
        host.window.addGestureRecognizer(swipe)
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
        expectEqual(recorder.events, ["swipe ended @6 (100, 300) n=1"])
        recorder.reset()
        let start = host.frame
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 300), duration: 1)  // 1 pt a frame
        expectEqual(recorder.events.first, "pan began @\(start + 30)")
        expectEqual(recorder.events.last, "pan ended @\(start + 61)")
    }

    @Test func aSwipeThatRequiresAPanToFailOnlyWinsWhenThePanFails() {
        // swipe.require(toFail: pan): a one-finger swipe is a pan (it begins at 10 pt, and
        // the swipe fails). A pan limited to one finger fails at once on two fingers, and the
        // two-finger swipe is recognized.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let swipe = UISwipeGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        swipe.require(toFail: pan)
        logSwipe(swipe, host, recorder)
        logStates(of: pan, as: "pan", into: recorder)
        host.window.addGestureRecognizer(swipe)
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.1)
        expectEqual(recorder.events, ["pan began"] + Array(repeating: "pan changed", count: 5) + ["pan ended"])
        recorder.reset()
        pan.maximumNumberOfTouches = 1
        swipe.numberOfTouchesRequired = 2
        // 20 pt a frame: the third move reaches 60 pt (frame start + 4 of 7).
        host.perform([
            .line(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 300), duration: 0.1),
            .line(from: CGPoint(x: 100, y: 350), to: CGPoint(x: 220, y: 350), duration: 0.1)
        ])
        expectEqual(recorder.events, ["swipe ended @\(host.frame - 3) (100, 325) n=2"])
    }
}
