import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIPanGestureRecognizer: hysteresis, translation and velocity on the media clock, and what
/// the view sees.
@MainActor
@Suite struct PanGestureTests {
    /// Records "state @frame translation velocity" at each handler call.
    func logMotion(of pan: UIPanGestureRecognizer, in view: UIView?, host: HeadlessHost, into recorder: EventRecorder) {
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: view)
            let v = pan.velocity(in: view)
            recorder.record(
                "\(pan.state) @\(host.frame) t=(\(format(t.x)), \(format(t.y))) v=(\(format(v.x)), \(format(v.y)))")
        }
    }

    @Test func aDragReportsTranslationAndVelocityAtEachFrame() {
        // 150 pt to the right in 0.25 s at 60 fps: 15 steps of 10 pt, the finger moving at
        // 150 / 0.25 = 600 pt/s. The began is stamped at frame 0; move k is stamped at frame k
        // and delivered at frame k + 1; the first move (10 pt) reaches the hysteresis.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let pan = UIPanGestureRecognizer()
        logMotion(of: pan, in: nil, host: host, into: recorder)
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
        var expected = ["began @2 t=(10, 0) v=(600, 0)"]
        for k in 2...15 { expected.append("changed @\(k + 1) t=(\(10 * k), 0) v=(600, 0)") }
        expected.append("ended @16 t=(150, 0) v=(600, 0)")
        expectEqual(recorder.events, expected)
        expectEqual(pan.state, .possible)
        #expect(pan.translation(in: nil) == .zero, "reset after the end")
    }

    @Test func thePanBeginsOnlyOnceTheTouchHasMovedTenPoints() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let pan = UIPanGestureRecognizer()
        logStates(of: pan, as: "pan", into: recorder)
        host.window.addGestureRecognizer(pan)
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.moved, at: CGPoint(x: 106, y: 107.9))  // 9.92 pt
        expectEqual(pan.state, .possible)
        host.touch(.moved, at: CGPoint(x: 106, y: 108))  // 10 pt
        expectEqual(pan.state, .began)
        expectEqual(pan.translation(in: nil), CGPoint(x: 6, y: 8))
        host.touch(.ended, at: CGPoint(x: 106, y: 108))
        // a touch that lifts before moving 10 pt fails the pan
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.moved, at: CGPoint(x: 105, y: 100))
        host.touch(.ended, at: CGPoint(x: 109, y: 100))
        expectEqual(recorder.events, ["pan began", "pan ended"])
    }

    @Test func velocityLooksBackOverTheLastTenthOfASecond() {
        // Samples (stamp frame, x): (0, 100) (1, 150) (6, 160) (10, 170) (11, 180) (12, 200).
        // 0.1 s is 6 frames. At frame 10 the window [4, 10] holds frames 6 and 10: 10 pt in
        // 4/60 s = 150 pt/s. At 11: frames 6–11, 20 pt in 5/60 s = 240. At 12: frames 6–12,
        // 40 pt in 6/60 s = 400 (the last two samples alone would give 1200, half the window
        // 900, the whole history 550).
        let host = HeadlessHost()
        let pan = UIPanGestureRecognizer()
        host.window.addGestureRecognizer(pan)
        func move(to x: CGFloat, atFrame frame: Int) {
            host.advance(by: Double(frame - host.frame) / 60)
            UIApplication.shared.queueTouch(.moved, at: CGPoint(x: x, y: 50))
            host.runFrame()
        }
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 100, y: 50))
        host.runFrame()
        move(to: 150, atFrame: 1)
        #expect(isClose(pan.velocity(in: nil), CGPoint(x: 3000, y: 0), tolerance: 1e-6))
        move(to: 160, atFrame: 6)
        move(to: 170, atFrame: 10)
        #expect(isClose(pan.velocity(in: nil), CGPoint(x: 150, y: 0), tolerance: 1e-6))
        move(to: 180, atFrame: 11)
        #expect(isClose(pan.velocity(in: nil), CGPoint(x: 240, y: 0), tolerance: 1e-6))
        move(to: 200, atFrame: 12)
        #expect(isClose(pan.velocity(in: nil), CGPoint(x: 400, y: 0), tolerance: 1e-6))
        expectEqual(pan.translation(in: nil), CGPoint(x: 100, y: 0))
    }

    @Test func aPauseBeforeLiftingLeavesNoVelocity() {
        // The last move is stamped at frame 1; the end, at the same place, at frame 31.
        let host = HeadlessHost()
        var release = CGPoint(x: -1, y: -1)
        let pan = UIPanGestureRecognizer { g in
            if g.state == .ended { release = (g as! UIPanGestureRecognizer).velocity(in: nil) }
        }
        host.window.addGestureRecognizer(pan)
        host.touch(.began, at: CGPoint(x: 100, y: 50))
        host.touch(.moved, at: CGPoint(x: 150, y: 50))
        host.advance(by: 0.5 - 1.0 / 60)
        host.touch(.ended, at: CGPoint(x: 150, y: 50))
        expectEqual(release, .zero)
    }

    @Test func translationAndVelocityAreExpressedInTheGivenViewsCoordinates() {
        // A view scaled by 2 and turned by 90°: a window vector (dx, dy) is (dy, −dx) / 2 in it.
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        host.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        host.window.addGestureRecognizer(pan)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 200, y: 400))
        host.runFrame()
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 240, y: 430))
        host.runFrame()
        #expect(isClose(pan.translation(in: view), CGPoint(x: 15, y: -20), tolerance: 1e-9))
        #expect(isClose(pan.velocity(in: view), CGPoint(x: 900, y: -1200), tolerance: 1e-6))
        pan.setTranslation(CGPoint(x: 1, y: 2), in: view)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 1, y: 2), tolerance: 1e-9))
        #expect(isClose(pan.translation(in: nil), CGPoint(x: -4, y: 2), tolerance: 1e-9))
        #expect(
            isClose(pan.velocity(in: view), CGPoint(x: 900, y: -1200), tolerance: 1e-6),
            "setTranslation leaves the velocity")
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 250, y: 430))
        host.runFrame()
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 6, y: 2), tolerance: 1e-9))
    }

    @Test func recognizingCancelsTheTouchInTheViewJustBeforeTheHandlerRuns() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        host.runFrame()
        recorder.reset()
        let pan = UIPanGestureRecognizer()
        logStates(of: pan, as: "pan", into: recorder)
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 3.0 / 60)
        #expect(
            recorder.events == [
                "v began (10, 10)",
                "v cancelled (20, 10)", "pan began",
                "pan changed", "pan changed", "pan ended"
            ])
    }

    @Test func withoutCancelsTouchesInViewTheViewFollowsTheWholeTouch() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        host.runFrame()
        recorder.reset()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        logStates(of: pan, as: "pan", into: recorder)
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), duration: 2.0 / 60)
        // the recognizer sees each change first, then the view
        #expect(
            recorder.events == [
                "v began (10, 10)",
                "pan began", "v moved (20, 10)",
                "pan changed", "v moved (30, 10)",
                "pan ended", "v ended (30, 10)"
            ])
    }

    @Test func numberOfTouchesAndLocationFollowTheTouch() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        host.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.addTarget { g in
            let p = g.location(in: view)
            var entry = "\(g.state) n=\(g.numberOfTouches) at (\(format(p.x)), \(format(p.y)))"
            if g.numberOfTouches > 0 {
                let q = g.location(ofTouch: 0, in: nil)
                entry += " touch0 (\(format(q.x)), \(format(q.y)))"
            }
            recorder.record(entry)
        }
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 80, y: 60), duration: 2.0 / 60)
        #expect(
            recorder.events == [
                "began n=1 at (20, 10) touch0 (70, 60)",
                "changed n=1 at (30, 10) touch0 (80, 60)",
                "ended n=0 at (30, 10)"
            ])
    }

    @Test func aPanNeedsItsMinimumNumberOfTouches() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        logStates(of: pan, as: "pan", into: recorder)
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), duration: 0.2)
        #expect(recorder.events.isEmpty)
    }
}
