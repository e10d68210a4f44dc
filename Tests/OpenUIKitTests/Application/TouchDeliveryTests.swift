import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Touches queued by the host reach the hit view at the next frame, in view coordinates.
@MainActor
@Suite struct TouchDeliveryTests {
    @Test func aTouchSequenceReachesTheHitViewInItsCoordinates() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let parent = RecordingView("p", recorder, frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = RecordingView("c", recorder, frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        host.window.addSubview(parent)
        settle(host, recorder)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 115, y: 115))
        #expect(recorder.events.isEmpty, "delivered at the next frame, not at once")
        host.advance(by: 1.0 / 60)
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 150, y: 160))
        host.advance(by: 1.0 / 60)
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 160, y: 170))
        host.advance(by: 1.0 / 60)
        // the touch stays with the view it began in, even outside its bounds
        expectEqual(recorder.events, ["c began (5, 5)", "c moved (40, 50)", "c ended (50, 60)"])
    }

    @Test func severalChangesQueuedInOneFrameArriveInOrderInThatFrame() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        settle(host, recorder)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 1, y: 2))
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 3, y: 4))
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 5, y: 6))
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 7, y: 8))
        host.runFrame()
        expectEqual(recorder.events, ["v began (1, 2)", "v moved (3, 4)", "v moved (5, 6)", "v ended (7, 8)"])
    }

    @Test func touchesOnAHiddenViewGoToTheViewBehind() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let back = RecordingView("back", recorder, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = RecordingView("front", recorder, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.window.addSubview(back)
        host.window.addSubview(front)
        front.isHidden = true
        settle(host, recorder)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 60, y: 70))
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 60, y: 70))
        host.advance(by: 1.0 / 60)
        front.isHidden = false
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 60, y: 70))
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 60, y: 70))
        host.advance(by: 1.0 / 60)
        #expect(
            recorder.events == [
                "back began (60, 70)", "back ended (60, 70)", "front began (10, 20)", "front ended (10, 20)"
            ])
    }

    @Test func locationsFollowARotatedView() {
        // 200 × 100 centred at (200, 150), turned by 90°: window (175, 200) is local (150, 75),
        // window (250, 50) is local (0, 0).
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("r", recorder, frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        host.window.addSubview(view)
        settle(host, recorder)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 175, y: 200))
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 249, y: 51))
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 250, y: 50))
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["r began (150, 75)", "r moved (1, 1)", "r ended (0, 0)"])
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let parent = RecordingView("p", recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(plain)
        host.window.addSubview(parent)
        settle(host, recorder)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 60, y: 60))
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 61, y: 62))
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["p began (60, 60)", "p ended (61, 62)"])
    }

    @Test func touchesOutsideEveryViewReachTheWindowOnlyAndStrayPhasesAreIgnored() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        settle(host, recorder)
        UIApplication.shared.queueTouch(.moved, at: CGPoint(x: 5, y: 5))  // no touch is down
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 5, y: 5))
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 200, y: 200))
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 5, y: 5))
        host.advance(by: 1.0 / 60)
        #expect(recorder.events.isEmpty)
    }

    @Test func aWindowAwayFromTheScreenOriginGetsWindowCoordinates() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let window = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let view = RecordingView("v", recorder, frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        window.addSubview(view)
        window.makeKeyAndVisible()
        settle(host, recorder)
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 70, y: 90))
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["v began (10, 10)"])
        UIApplication.shared.queueTouch(.ended, at: CGPoint(x: 75, y: 95))
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["v began (10, 10)", "v ended (15, 15)"])
    }

    /// Runs a frame so that setup callbacks and layout are done, then forgets them.
    func settle(_ host: HeadlessHost, _ recorder: EventRecorder) {
        host.advance(by: 1.0 / 60)
        recorder.reset()
    }
}
