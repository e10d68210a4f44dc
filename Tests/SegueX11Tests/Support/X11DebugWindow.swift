import CX11
import Foundation
import OpenUIKit
import TestSupport
import Testing

@testable import SegueX11

/// A real window under Xvfb in debug mode (or not yet), showing ``DebuggerFixture``'s navigation stack,
/// with frames driven by hand and keys and drags injected through XTest.
///
/// Made only through ``run(title:_:)``, which keeps the X server alive until the window is
/// gone: the host's teardown talks to the server, and a server killed first ends the test
/// process ("lost the connection to the X server").
@MainActor
final class X11DebugWindow {
    static let size = DebuggerFixture.size
    let host: X11Host
    let stack: UINavigationController
    /// The host's debugger (debug mode must be on).
    var debugger: TransitionDebugger { host.debugger! }
    private let displayName: String
    private let delegate = SlideInNavigationDelegate()
    private let injector: PointerInjector
    private var time = 0.0

    /// Starts a display, opens the window on it, runs `body`, then closes the window before
    /// the display ends.
    /// With `debugging` false, debug mode is left off (the body may turn it on).
    static func run(title: String, debugging: Bool = true, _ body: (X11DebugWindow) throws -> Void) throws {
        let display = try VirtualDisplay()
        try withExtendedLifetime(display) {
            let window = try X11DebugWindow(title: title, displayName: display.name, debugging: debugging)
            try body(window)
            window.host.rootViewController = nil
        }
    }

    private init(title: String, displayName: String, debugging: Bool) throws {
        self.displayName = displayName
        host = try X11Host(title: title, size: Self.size, displayName: displayName)
        stack = UINavigationController(
            rootViewController: DebuggerFixture.screen(.systemBlue, card: CGRect(x: 10, y: 20, width: 50, height: 40)))
        stack.delegate = delegate
        host.rootViewController = stack
        if debugging { host.enableDebugMode() }
        host.runFrame(at: time)
        injector = try PointerInjector(displayName: displayName)
        injector.move(toX: 60, y: 80)  // keys go to the window under the pointer (no window manager)
    }

    /// Pushes the second, green screen with a card lower down.
    func pushGreenScreen() {
        stack.pushViewController(
            DebuggerFixture.screen(.systemGreen, card: CGRect(x: 40, y: 70, width: 60, height: 50)), animated: true)
    }

    /// Runs `count` frames of host time, 1/60 s apart.
    func frames(_ count: Int) {
        for _ in 0..<count {
            time += 1.0 / 60
            host.runFrame(at: time)
        }
    }

    /// The window's pixels as the X server has them: the screen and the hint strip below it.
    func window() throws -> CGImage {
        let width = host.framebuffer.width
        let height = host.framebuffer.windowHeight
        return try WindowScript.crop(ScreenShot.take(display: displayName), width: width, height: height)
    }

    /// Types one key and lets the host handle it.
    func key(_ keysym: Int32) {
        injector.tapKey(keysym)
        injector.sync()
        host.synchronizeAndProcessEvents()
    }

    /// The X window's size in pixels, as the server has it.
    var windowSize: (width: Int, height: Int) {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(host.connection.display, host.xWindow, &attributes)
        return (Int(attributes.width), Int(attributes.height))
    }

    /// Presses and releases the button at window pixel (`x`, `y`), then runs one frame.
    func tap(x: Int, y: Int) {
        press(x: x, y: y)
        release()
    }

    /// Moves the pointer to window pixel (`x`, `y`) and presses the button (or, with `pressing`
    /// false, only moves it), then runs one frame.
    func press(x: Int, y: Int, pressing: Bool = true) {
        injector.move(toX: x, y: y)
        if pressing { injector.button(pressed: true) }
        injector.sync()
        host.synchronizeAndProcessEvents()
        frames(1)
    }

    /// Releases the button, then runs one frame.
    func release() {
        injector.button(pressed: false)
        injector.sync()
        host.synchronizeAndProcessEvents()
        frames(1)
    }

    /// Moves the pointer to (`x`, `y`), then drags from there through `points` (``drag(through:)``).
    func drag(from start: (x: Int, y: Int), through points: [(x: Int, y: Int)]) {
        injector.move(toX: start.x, y: start.y)
        drag(through: points)
    }

    /// Presses the button, moves through `points` and releases it, then runs one frame.
    func drag(through points: [(x: Int, y: Int)]) {
        injector.button(pressed: true)
        for point in points { injector.move(toX: point.x, y: point.y) }
        injector.button(pressed: false)
        injector.sync()
        host.synchronizeAndProcessEvents()
        frames(1)
    }
}
