import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Delivery of touches through recognizers: which recognizers see a touch, delegates,
/// simultaneous recognition, failure requirements across views, held-back phases.
@MainActor
@Suite struct GestureDeliveryTests {
    /// A window > outer > inner hierarchy of recording views.
    struct Scene {
        let outer: RecordingView
        let inner: RecordingView
    }

    func makeScene(_ host: HeadlessHost, _ recorder: EventRecorder) -> Scene {
        let outer = RecordingView("outer", recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = RecordingView("inner", recorder, frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        outer.addSubview(inner)
        host.window.addSubview(outer)
        host.runFrame()
        recorder.reset()
        return Scene(outer: outer, inner: inner)
    }

    @Test func recognizersOfTheHitViewAndAllItsAncestorsReceiveTheTouchInnermostFirst() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let scene = makeScene(host, recorder)
        let onWindow = UITapGestureRecognizer()
        let onOuter = UIPanGestureRecognizer()
        let onInner = UIGestureRecognizer()
        let elsewhere = UITapGestureRecognizer()
        host.window.addGestureRecognizer(onWindow)
        scene.outer.addGestureRecognizer(onOuter)
        scene.inner.addGestureRecognizer(onInner)
        let sibling = UIView(frame: CGRect(x: 250, y: 250, width: 10, height: 10))
        scene.outer.addSubview(sibling)
        sibling.addGestureRecognizer(elsewhere)
        var seen: [UIGestureRecognizer]?
        var forEvent: Set<UITouch>?
        scene.outer.addGestureRecognizer(UIGestureRecognizer())  // a plain one, never recognizing
        let probe = ProbeRecognizer { touch, event in
            seen = touch.gestureRecognizers
            forEvent = event.touches(for: onOuter)
        }
        scene.inner.addGestureRecognizer(probe)
        host.touch(.began, at: CGPoint(x: 150, y: 150))
        let expected: [UIGestureRecognizer] = [onInner, probe, onOuter, scene.outer.gestureRecognizers![1], onWindow]
        expectEqual(seen.map { $0.map(ObjectIdentifier.init) }, expected.map(ObjectIdentifier.init))
        expectEqual(forEvent?.count, 1)
        expectEqual(scene.inner.gestureRecognizers!.count, 2)
        expectEqual(UIView().gestureRecognizers, nil)
    }

    /// A recognizer that calls `probe` with each touch that begins.
    final class ProbeRecognizer: UIGestureRecognizer {
        let probe: (UITouch, UIEvent) -> Void
        init(_ probe: @escaping (UITouch, UIEvent) -> Void) {
            self.probe = probe
            super.init()
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            probe(touches.first!, event)
        }
    }

    @Test func aPanOnAnAncestorRecognizesAndCancelsTheTouchInTheHitView() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        _ = makeScene(host, recorder)
        let pan = UIPanGestureRecognizer()
        logStates(of: pan, as: "pan", into: recorder)
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 2.0 / 60)
        #expect(
            recorder.events == [
                "inner began (50, 50)", "inner cancelled (60, 50)", "pan began", "pan changed", "pan ended"
            ])
        #expect(pan.view === host.window)
    }

    @Test func theInnerRecognizerWinsUnlessTheDelegateAllowsSimultaneousRecognition() {
        for simultaneous in [false, true] {
            let host = HeadlessHost()
            let recorder = EventRecorder()
            let scene = makeScene(host, recorder)
            let innerPan = UIPanGestureRecognizer()
            let outerPan = UIPanGestureRecognizer()
            logStates(of: innerPan, as: "inner pan", into: recorder)
            logStates(of: outerPan, as: "outer pan", into: recorder)
            scene.inner.addGestureRecognizer(innerPan)
            scene.outer.addGestureRecognizer(outerPan)
            let delegate = ConfigurableDelegate()
            if simultaneous { delegate.simultaneousWith = [innerPan] }
            outerPan.delegate = delegate  // one side's delegate is enough
            host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 2.0 / 60)
            let pans = recorder.events.filter { $0.contains("pan") }
            if simultaneous {
                #expect(
                    pans == [
                        "inner pan began", "outer pan began", "inner pan changed", "outer pan changed",
                        "inner pan ended", "outer pan ended"
                    ])
            } else {
                expectEqual(pans, ["inner pan began", "inner pan changed", "inner pan ended"])
            }
        }
    }

    @Test func aDelegateThatRefusesToBeginFailsTheRecognizerAndTheViewKeepsTheTouch() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let scene = makeScene(host, recorder)
        let pan = UIPanGestureRecognizer()
        logStates(of: pan, as: "pan", into: recorder)
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        scene.inner.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 2.0 / 60)
        #expect(
            recorder.events == [
                "inner began (50, 50)", "inner moved (60, 50)", "inner moved (70, 50)", "inner ended (70, 50)"
            ])
        #expect(delegate.questions == ["shouldReceive touch", "shouldBegin"], "asked once, on leaving .possible")
    }

    @Test func aDelegateThatRefusesTheTouchKeepsItFromTheRecognizer() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let scene = makeScene(host, recorder)
        let tap = UITapGestureRecognizer()
        logStates(of: tap, as: "tap", into: recorder)
        let delegate = ConfigurableDelegate()
        delegate.receivesTouches = false
        tap.delegate = delegate
        scene.outer.addGestureRecognizer(tap)
        var recognizers: [UIGestureRecognizer]? = []
        let probe = ProbeRecognizer { touch, _ in recognizers = touch.gestureRecognizers }
        scene.inner.addGestureRecognizer(probe)
        host.tap(at: CGPoint(x: 150, y: 150))
        expectEqual(recorder.events, ["inner began (50, 50)", "inner ended (50, 50)"])
        #expect(recognizers?.count == 1 && recognizers?.first === probe)
    }

    @Test func aDelegateCanSetUpAFailureRequirementLazily() {
        // The outer pan waits for the inner tap to fail (the tap fails once the touch has
        // moved 45 pt), then begins with the translation gathered meanwhile.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let scene = makeScene(host, recorder)
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.addTarget { g in
            let t = (g as! UIPanGestureRecognizer).translation(in: nil)
            recorder.record("pan \(g.state) \(format(t.x))")
        }
        logStates(of: tap, as: "tap", into: recorder)
        scene.inner.addGestureRecognizer(tap)
        scene.outer.addGestureRecognizer(pan)
        let delegate = ConfigurableDelegate()
        delegate.requiresFailureOf = [tap]
        pan.delegate = delegate
        host.drag(from: CGPoint(x: 110, y: 150), to: CGPoint(x: 170, y: 150), duration: 6.0 / 60)
        expectEqual(
            recorder.events.filter { !$0.hasPrefix("inner") }, ["pan began 50", "pan changed 60", "pan ended 60"])
        expectEqual(recorder.events.first, "inner began (10, 50)")
    }

    @Test func delaysTouchesBeganHoldsTheTouchBackUntilTheRecognizerFails() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let scene = makeScene(host, recorder)
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        logStates(of: tap, as: "tap", into: recorder)
        scene.inner.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["tap ended"], "recognized: the view never hears of the touch")
        recorder.reset()
        host.touch(.began, at: CGPoint(x: 110, y: 110))
        #expect(recorder.events.isEmpty)
        host.touch(.moved, at: CGPoint(x: 190, y: 110))  // 80 pt: the tap fails
        host.touch(.ended, at: CGPoint(x: 190, y: 110))
        expectEqual(recorder.events, ["inner began (90, 10)", "inner moved (90, 10)", "inner ended (90, 10)"])
    }

    /// Ignores every touch, then claims recognition.
    final class IgnoringRecognizer: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            for touch in touches { ignore(touch, for: event) }
            state = .recognized
        }
    }

    @Test func ignoredTouchesAreNeitherDeliveredNorCancelledInTheView() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let scene = makeScene(host, recorder)
        let recognizer = IgnoringRecognizer()
        logStates(of: recognizer, as: "ignoring", into: recorder)
        scene.inner.addGestureRecognizer(recognizer)
        host.tap(at: CGPoint(x: 150, y: 150))
        expectEqual(recorder.events, ["ignoring ended", "inner began (50, 50)", "inner ended (50, 50)"])
    }

    @Test func removingARecognizerMidGestureCancelsItAndDetachesIt() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let scene = makeScene(host, recorder)
        let pan = UIPanGestureRecognizer()
        logStates(of: pan, as: "pan", into: recorder)
        scene.inner.addGestureRecognizer(pan)
        host.touch(.began, at: CGPoint(x: 150, y: 150))
        host.touch(.moved, at: CGPoint(x: 170, y: 150))
        scene.inner.removeGestureRecognizer(pan)
        expectEqual(pan.view, nil)
        expectEqual(scene.inner.gestureRecognizers, nil)
        host.touch(.moved, at: CGPoint(x: 180, y: 150))
        host.touch(.ended, at: CGPoint(x: 180, y: 150))
        expectEqual(recorder.events, ["inner began (50, 50)", "inner cancelled (70, 50)", "pan began", "pan cancelled"])
    }

    @Test func addingARecognizerToAnotherViewMovesIt() {
        _ = HeadlessHost()
        let a = UIView()
        let b = UIView()
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(tap)
        expectEqual(a.gestureRecognizers?.count, 1)
        b.addGestureRecognizer(tap)
        #expect(tap.view === b)
        expectEqual(a.gestureRecognizers, nil)
        b.gestureRecognizers = [UIPanGestureRecognizer()]
        expectEqual(tap.view, nil)
        #expect(b.gestureRecognizers?.count == 1 && b.gestureRecognizers?.first is UIPanGestureRecognizer)
    }
}
