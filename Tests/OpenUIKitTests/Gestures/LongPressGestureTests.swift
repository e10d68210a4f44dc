import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UILongPressGestureRecognizer: defaults, the press timed on the media clock, movement
/// before and after it begins, taps before the press, several fingers, and bad input.
@MainActor
@Suite struct LongPressGestureTests {
    func makeScene(_ host: HeadlessHost, _ recorder: EventRecorder) -> RecordingView {
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        host.window.addSubview(view)
        host.runFrame()
        recorder.reset()
        return view
    }

    /// Records "press state @frame (x, y) n=touches".
    func logPress(_ press: UILongPressGestureRecognizer, _ host: HeadlessHost, _ recorder: EventRecorder) {
        press.addTarget { g in
            let p = g.location(in: nil)
            recorder.record("press \(g.state) @\(host.frame) (\(format(p.x)), \(format(p.y))) n=\(g.numberOfTouches)")
        }
    }

    @Test func defaultsAreUIKits() {
        let press = UILongPressGestureRecognizer()
        expectEqual(press.minimumPressDuration, 0.5)
        expectEqual(press.allowableMovement, 10)
        expectEqual(press.numberOfTapsRequired, 0)
        expectEqual(press.numberOfTouchesRequired, 1)
        expectEqual(press.state, .possible)
    }

    @Test func aPressBeginsAtTheFrameHalfASecondAfterTheTouchWentDownAndEndsOnLift() {
        // The began is stamped at frame 0 and delivered at frame 1; the timer is due at 0.5 s
        // = frame 30 and fires in that frame's main-loop turn. The lift (stamped 40) arrives
        // at frame 41.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let press = UILongPressGestureRecognizer()
        logPress(press, host, recorder)
        view.addGestureRecognizer(press)
        let start = host.frame
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 100, y: 200))
        host.advance(by: 29.0 / 60)
        expectEqual(press.state, .possible)
        expectEqual(recorder.events, ["v began (100, 200)"])
        host.runFrame()
        expectEqual(press.state, .began)
        host.advance(by: 10.0 / 60)
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 100, y: 200))
        host.runFrame()
        #expect(
            recorder.events == [
                "v began (100, 200)", "v cancelled (100, 200)",
                "press began @\(start + 30) (100, 200) n=1",
                "press ended @\(start + 41) (100, 200) n=0"
            ])
        expectEqual(press.state, .possible)
    }

    @Test func movesAfterTheBeginAreChangesAndAreNotLimited() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let press = UILongPressGestureRecognizer()
        logPress(press, host, recorder)
        host.window.addGestureRecognizer(press)
        host.perform([
            FingerPath.hold(at: CGPoint(x: 100, y: 100), duration: 0.5)
                .moving(to: CGPoint(x: 100, y: 200), duration: 2.0 / 60)
        ])
        #expect(
            recorder.events == [
                "press began @30 (100, 100) n=1",
                "press changed @32 (100, 150) n=1",
                "press changed @33 (100, 200) n=1",
                "press ended @33 (100, 200) n=0"
            ])
    }

    @Test func liftingBeforeTheDurationFailsAndTheViewSeesTheWholeTouch() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let press = UILongPressGestureRecognizer()
        logPress(press, host, recorder)
        view.addGestureRecognizer(press)
        host.press(at: CGPoint(x: 50, y: 50), duration: 0.49)  // 29 frames: lifts before 0.5 s
        host.advance(by: 1)
        expectEqual(recorder.events, ["v began (50, 50)", "v ended (50, 50)"])
        host.press(at: CGPoint(x: 50, y: 50), duration: 0.5)  // 30 frames: just long enough
        expectEqual(recorder.events.suffix(2), ["press began @121 (50, 50) n=1", "press ended @122 (50, 50) n=0"])
    }

    @Test func movingMoreThanTheAllowableMovementBeforeTheBeginFails() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let press = UILongPressGestureRecognizer()
        logStates(of: press, as: "press", into: recorder)
        host.window.addGestureRecognizer(press)
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.moved, at: CGPoint(x: 106, y: 108))  // exactly 10 pt: allowed
        host.advance(by: 0.5)
        expectEqual(press.state, .began)
        host.touch(.ended, at: CGPoint(x: 106, y: 108))
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.moved, at: CGPoint(x: 106, y: 108.1))  // 10.08 pt: fails
        #expect(press.state == .possible, "reset after failing")
        host.advance(by: 1)
        host.touch(.ended, at: CGPoint(x: 106, y: 108.1))
        expectEqual(recorder.events, ["press began", "press ended"])
    }

    @Test func aCustomDurationAndMovementAreHonoured() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1
        press.allowableMovement = 30
        logPress(press, host, recorder)
        host.window.addGestureRecognizer(press)
        host.perform([
            FingerPath.line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 35, y: 10), duration: 0.5)
                .holding(for: 0.6)
        ])
        expectEqual(recorder.events, ["press began @60 (35, 10) n=1", "press ended @67 (35, 10) n=0"])
    }

    @Test func twoFingersMustBothBeDownForTheDurationAndTheGestureEndsWhenEitherLifts() {
        // The second finger goes down at frame 6, so the press is due at frame 36. Finger 1
        // lifts first (its path is shorter): the press ends then.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        logPress(press, host, recorder)
        host.window.addGestureRecognizer(press)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        host.advance(by: 6.0 / 60)
        expectEqual(press.numberOfTouches, 1)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 200, y: 100), finger: 1)
        host.advance(by: 29.0 / 60)
        expectEqual(press.state, .possible)
        host.runFrame()
        expectEqual(press.state, .began)
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 200, y: 100), finger: 1)
        host.runFrame()
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 100, y: 100), finger: 0)
        host.runFrame()
        expectEqual(recorder.events, ["press began @36 (150, 100) n=2", "press ended @37 (100, 100) n=1"])
    }

    @Test func aThirdFingerFailsATwoFingerPress() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        logStates(of: press, as: "press", into: recorder)
        host.window.addGestureRecognizer(press)
        host.perform([
            .hold(at: CGPoint(x: 10, y: 10), duration: 1), .hold(at: CGPoint(x: 60, y: 10), duration: 1),
            .hold(at: CGPoint(x: 110, y: 10), duration: 1)
        ])
        #expect(recorder.events.isEmpty)
    }

    @Test func aTapThenPressNeedsTheTapFirst() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        logPress(press, host, recorder)
        host.window.addGestureRecognizer(press)
        host.press(at: CGPoint(x: 80, y: 80), duration: 1)  // no tap first: the lift "taps" too late
        #expect(recorder.events.isEmpty)
        host.advance(by: 1)
        let start = host.frame
        host.tap(at: CGPoint(x: 80, y: 80))  // tap (lifts at start + 1)
        host.advance(by: 0.2)  // within 0.35 s
        host.press(at: CGPoint(x: 82, y: 80), duration: 0.6)
        #expect(
            recorder.events == ["press began @\(start + 44) (82, 80) n=1", "press ended @\(start + 51) (82, 80) n=0"])
        recorder.reset()
        host.tap(at: CGPoint(x: 80, y: 80))
        host.advance(by: 0.4)  // waited too long: failed
        host.press(at: CGPoint(x: 80, y: 80), duration: 0.6)
        #expect(recorder.events.isEmpty)
    }

    @Test func badDurationsAndMovementHaveDefinedOutcomes() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let press = UILongPressGestureRecognizer()
        logPress(press, host, recorder)
        host.window.addGestureRecognizer(press)
        press.minimumPressDuration = -1  // counts as 0
        host.press(at: CGPoint(x: 10, y: 10), duration: 0.1)
        expectEqual(recorder.events, ["press began @1 (10, 10) n=1", "press ended @7 (10, 10) n=0"])
        recorder.reset()
        press.minimumPressDuration = .nan  // counts as 0
        host.press(at: CGPoint(x: 10, y: 10), duration: 0.1)
        expectEqual(recorder.events.count, 2)
        recorder.reset()
        press.minimumPressDuration = .infinity  // never begins
        host.press(at: CGPoint(x: 10, y: 10), duration: 5)
        #expect(recorder.events.isEmpty)
        press.minimumPressDuration = 0.5
        press.allowableMovement = .nan  // counts as 0
        host.perform([
            FingerPath.hold(at: CGPoint(x: 10, y: 10), duration: 0.2).moving(to: CGPoint(x: 10.5, y: 10), duration: 0.5)
        ])
        #expect(recorder.events.isEmpty)
        #expect(host.reports.contains { $0.contains("minimumPressDuration: -1.0 counts as 0") })
        #expect(host.reports.contains { $0.contains("minimumPressDuration: nan counts as 0") })
        #expect(host.reports.contains { $0.contains("allowableMovement: NaN counts as 0") })
    }

    @Test func aTapAndALongPressOnOneViewEachWinTheirOwnGesture() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = makeScene(host, recorder)
        let tap = UITapGestureRecognizer()
        let press = UILongPressGestureRecognizer()
        logStates(of: tap, as: "tap", into: recorder)
        logStates(of: press, as: "press", into: recorder)
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 100, y: 100))
        expectEqual(recorder.events, ["v began (100, 100)", "v cancelled (100, 100)", "tap ended"])
        recorder.reset()
        host.press(at: CGPoint(x: 100, y: 100), duration: 0.7)  // the press begins at 0.5 s and fails the tap
        expectEqual(recorder.events, ["v began (100, 100)", "v cancelled (100, 100)", "press began", "press ended"])
        recorder.reset()
        // A tap that must wait for the press to fail is recognized when the finger lifts early.
        tap.require(toFail: press)
        host.tap(at: CGPoint(x: 100, y: 100))
        expectEqual(recorder.events, ["v began (100, 100)", "v cancelled (100, 100)", "tap ended"])
    }
}
