import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Windows: visibility, the key window and the screen.
@MainActor
@Suite struct UIWindowTests {
    final class RecordingWindow: UIWindow {
        var name = ""
        var recorder: EventRecorder?
        override func becomeKey() { recorder?.record("\(name) becomeKey") }
        override func resignKey() { recorder?.record("\(name) resignKey") }
    }

    func window(_ name: String, _ recorder: EventRecorder) -> RecordingWindow {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.name = name
        window.recorder = recorder
        return window
    }

    @Test func aNewWindowIsHiddenRegisteredAndNotKey() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let w = window("w", recorder)
        #expect(w.isHidden)
        #expect(!w.isKeyWindow)
        expectEqual(UIApplication.shared.windows.count, 2)
        #expect(UIApplication.shared.windows.last === w)
        #expect(UIApplication.shared.windows.first === host.window)
        #expect(w.screen === UIScreen.main)
        expectEqual(w.windowLevel, .normal)
        #expect(w.superview == nil && w.window === w)
        #expect(w.next === UIApplication.shared)
        #expect(recorder.events.isEmpty)
    }

    @Test func makeKeyAndVisibleShowsAndMovesTheKeyStatus() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let a = window("a", recorder)
        let b = window("b", recorder)
        a.makeKeyAndVisible()
        #expect(!a.isHidden && a.isKeyWindow && !host.window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === a)
        b.makeKeyAndVisible()
        #expect(!b.isHidden && b.isKeyWindow && !a.isKeyWindow)
        #expect(!a.isHidden, "the old key window stays visible")
        b.makeKeyAndVisible()  // already key: nothing happens
        expectEqual(recorder.events, ["a becomeKey", "a resignKey", "b becomeKey"])
    }

    @Test func makeKeyDoesNotShowTheWindow() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let a = window("a", recorder)
        a.makeKey()
        #expect(a.isKeyWindow && a.isHidden)
        #expect(!host.window.isKeyWindow)
        expectEqual(recorder.events, ["a becomeKey"])
    }

    @Test func theSubviewsOfAWindowKnowIt() {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        #expect(view.window === host.window)
        #expect(view.next === host.window)
        expectEqual(host.window.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(UIScreen.main.bounds, host.window.bounds)
    }
}
