import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UITapGestureRecognizer: success and failure, multiple taps, failure requirements, and the
/// touches the view sees.
@MainActor
@Suite struct TapGestureTests {
    func makeScene(_ host: HeadlessHost, _ recorder: EventRecorder) -> RecordingView {
        let view = RecordingView("v", recorder, frame: CGRect(x: 20, y: 20, width: 300, height: 300))
        host.window.addSubview(view)
        host.runFrame()
        recorder.reset()
        return view
    }

    @Test func aTapIsRecognizedWhenTheTouchLiftsAndCancelsTheTouchInTheView() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let tap = UITapGestureRecognizer { g in
            let p = g.location(in: g.view)
            recorder.record("tap \(g.state) at (\(format(p.x)), \(format(p.y))) n=\(g.numberOfTouches)")
        }
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 70, y: 80))
        expectEqual(recorder.events, ["v began (50, 60)", "v cancelled (50, 60)", "tap ended at (50, 60) n=1"])
        expectEqual(tap.state, .possible)
        expectEqual(tap.numberOfTouches, 0)
    }

    @Test func aTapToleratesFortyFivePointsOfMovement() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let tap = UITapGestureRecognizer()
        logStates(of: tap, as: "tap", into: recorder)
        view.addGestureRecognizer(tap)
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.moved, at: CGPoint(x: 131.8, y: 131.8))  // 44.97 pt
        host.touch(.ended, at: CGPoint(x: 131.8, y: 131.8))
        expectEqual(recorder.events.last, "tap ended")
        recorder.reset()
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.moved, at: CGPoint(x: 132, y: 132))  // 45.25 pt: fails
        host.touch(.ended, at: CGPoint(x: 100, y: 100))
        expectEqual(recorder.events, ["v began (80, 80)", "v moved (112, 112)", "v ended (80, 80)"])
    }

    @Test func aTapHeldDownLongerThanThreeQuartersOfASecondFails() {
        // The first tap lasts 1/60 + 0.7 s (kept), the second 1/60 + 0.75 s (too long): each
        // began is stamped when queued, its ended one frame plus the wait later.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let tap = UITapGestureRecognizer()
        logStates(of: tap, as: "tap", into: recorder)
        view.addGestureRecognizer(tap)
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.7)
        host.touch(.ended, at: CGPoint(x: 100, y: 100))
        expectEqual(recorder.events.last, "tap ended")
        recorder.reset()
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.75)
        host.touch(.ended, at: CGPoint(x: 100, y: 100))
        expectEqual(recorder.events, ["v began (80, 80)", "v ended (80, 80)"])
    }

    @Test func aTwoFingerTapCannotBeMadeWithOnePointer() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        logStates(of: tap, as: "tap", into: recorder)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 100, y: 100))
        expectEqual(recorder.events, ["v began (80, 80)", "v ended (80, 80)"])
    }

    @Test func aDoubleTapNeedsTheSecondTapSoonAndNearby() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let double = UITapGestureRecognizer { g in
            let p = g.location(in: nil)
            recorder.record("double \(g.state) at (\(format(p.x)), \(format(p.y)))")
        }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        host.tap(at: CGPoint(x: 110, y: 100))
        expectEqual(recorder.events.filter { $0.hasPrefix("double") }, ["double ended at (100, 100)"])
        recorder.reset()
        // too late: the first tap's wait runs out, the second starts a new sequence
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        // too far: the second tap goes down 50 pt away
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 150, y: 100))
        host.advance(by: 0.5)
        #expect(!recorder.events.contains { $0.hasPrefix("double") })
    }

    @Test func withoutAFailureRequirementASingleTapFiresOnEachTapOfADoubleTap() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        logStates(of: single, as: "single", into: recorder)
        logStates(of: double, as: "double", into: recorder)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        expectEqual(recorder.events.filter { !$0.hasPrefix("v ") }, ["single ended", "single ended", "double ended"])
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() {
        // The tap's end is delivered at frame 2 (t = 1/30); the double tap gives up 0.35 s
        // later, at t ≈ 0.383; only then is the single tap recognized (and the view's touch,
        // held back so far, cancelled).
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        logStates(of: single, as: "single", into: recorder)
        logStates(of: double, as: "double", into: recorder)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(single.state == .possible, "waiting: still possible")
        host.advance(by: 0.33)
        expectEqual(recorder.events, ["v began (80, 80)"])
        host.advance(by: 0.04)
        expectEqual(recorder.events, ["v began (80, 80)", "v cancelled (80, 80)", "single ended"])
    }

    @Test func aDoubleTapRecognizedFailsTheSingleTapThatWaitedForIt() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        logStates(of: single, as: "single", into: recorder)
        logStates(of: double, as: "double", into: recorder)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(
            recorder.events == [
                "v began (80, 80)", "v began (80, 80)",
                "v cancelled (80, 80)", "v cancelled (80, 80)", "double ended"
            ])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func aControlKeepsItsTapFromAnAncestorsTapRecognizer() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        control.addAction(UIAction { _ in recorder.record("control tapped") }, for: .touchUpInside)
        view.addSubview(control)
        host.runFrame()
        recorder.reset()
        let tap = UITapGestureRecognizer()
        logStates(of: tap, as: "tap", into: recorder)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 40, y: 40))
        expectEqual(recorder.events, ["control tapped"])
        // a tap recognizer on the control itself still wins
        let own = UITapGestureRecognizer()
        logStates(of: own, as: "own", into: recorder)
        control.addGestureRecognizer(own)
        recorder.reset()
        host.tap(at: CGPoint(x: 40, y: 40))
        expectEqual(recorder.events, ["own ended"])
    }
}
