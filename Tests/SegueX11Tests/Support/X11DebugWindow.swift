import CX11
import Foundation
import OpenUIKit
import TestSupport
import Testing
@testable import SegueX11

/// A real window under Xvfb in debug mode, showing ``DebuggerFixture``'s navigation stack,
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
    let debugger: TransitionDebugger
    private let displayName: String
    private let delegate = SlideInNavigationDelegate()
    private let injector: PointerInjector
    private var time = 0.0

    /// Starts a display, opens the window on it, runs `body`, then closes the window before
    /// the display ends.
    static func run(title: String, _ body: (X11DebugWindow) throws -> Void) throws {
        let display = try VirtualDisplay()
        try withExtendedLifetime(display) {
            let window = try X11DebugWindow(title: title, displayName: display.name)
            try body(window)
            window.host.rootViewController = nil
        }
    }

    private init(title: String, displayName: String) throws {
        self.displayName = displayName
        host = try X11Host(title: title, size: Self.size, displayName: displayName)
        stack = UINavigationController(rootViewController: DebuggerFixture.screen(.systemBlue, card: CGRect(x: 10, y: 20, width: 50, height: 40)))
        stack.delegate = delegate
        host.rootViewController = stack
        host.enableDebugMode()
        debugger = try #require(host.debugger)
        host.runFrame(at: time)
        injector = try PointerInjector(displayName: displayName)
        injector.move(toX: 60, y: 80)  // keys go to the window under the pointer (no window manager)
    }

    /// Pushes the second, green screen with a card lower down.
    func pushGreenScreen() {
        stack.pushViewController(DebuggerFixture.screen(.systemGreen, card: CGRect(x: 40, y: 70, width: 60, height: 50)), animated: true)
    }

    /// Runs `count` frames of host time, 1/60 s apart.
    func frames(_ count: Int) {
        for _ in 0..<count {
            time += 1.0 / 60
            host.runFrame(at: time)
        }
    }

    /// The window's pixels as the X server has them.
    func window() throws -> CGImage {
        try WindowScript.crop(ScreenShot.take(display: displayName), width: Int(Self.size.width), height: Int(Self.size.height))
    }

    /// Types one key and lets the host handle it.
    func key(_ keysym: Int32) {
        injector.tapKey(keysym)
        injector.sync()
        host.synchronizeAndProcessEvents()
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
