import CX11
import Foundation
import OpenUIKit
import TestSupport
import Testing
@testable import SegueX11

/// Debug mode in a real window under Xvfb: keys and drags injected through XTest.
@MainActor
@Suite(.enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (apt-get install xvfb x11-apps libxtst6)"))
struct X11DebugModeTests {
    static let size = DebuggerFixture.size

    @Test func keysAndDragsSlowPauseScrubAndExplodeTheWindow() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(title: "debug-mode", size: Self.size, displayName: display.name)
        let delegate = SlideInNavigationDelegate()
        let stack = UINavigationController(rootViewController: DebuggerFixture.screen(.systemBlue, card: CGRect(x: 10, y: 20, width: 50, height: 40)))
        stack.delegate = delegate
        host.rootViewController = stack
        host.enableDebugMode()
        let debugger = try #require(host.debugger)
        var time = 0.0
        host.runFrame(at: time)
        func frames(_ count: Int) {
            for _ in 0..<count {
                time += 1.0 / 60
                host.runFrame(at: time)
            }
        }
        func window() throws -> CGImage {
            try WindowScript.crop(ScreenShot.take(display: display.name), width: Int(Self.size.width), height: Int(Self.size.height))
        }
        let injector = try PointerInjector(displayName: display.name)
        injector.move(toX: 60, y: 80)  // keys go to the window under the pointer (no window manager)
        func key(_ keysym: Int32) {
            injector.tapKey(keysym)
            injector.sync()
            host.synchronizeAndProcessEvents()
        }

        // The hint line is drawn from the first frame; the window shows what the debugger draws.
        let start = try window()
        #expect(differingPixels(start, rgbRows(debugger.image())) == 0)
        let hintRows = rgbPixels(start).suffix(Int(_DebugOverlay.barHeight) * Int(Self.size.width))
        #expect(hintRows.filter { ($0 >> 16) > 0xC0 && ($0 >> 8 & 0xFF) > 0xB0 && ($0 & 0xFF) < 0x80 }.count > 30, "yellow hint text")

        // S: slow motion. Half a second of host time is 0.05 s of the push.
        key(XK_s)
        #expect(debugger.isSlowMotion)
        stack.pushViewController(DebuggerFixture.screen(.systemGreen, card: CGRect(x: 40, y: 70, width: 60, height: 50)), animated: true)
        frames(30)
        #expect(isClose(CACurrentMediaTime(), 0.05, tolerance: 1e-9))

        // Space: paused; the window does not change while host time passes.
        key(XK_space)
        #expect(debugger.isPaused)
        frames(1)
        let paused = try window()
        frames(20)
        #expect(differingPixels(paused, try window()) == 0, "frozen")
        #expect(isClose(CACurrentMediaTime(), 0.05, tolerance: 1e-9))

        // A drag to the right scrubs forward: the window shows a later frame of the push.
        injector.button(pressed: true)
        injector.move(toX: 90, y: 82)
        injector.move(toX: 110, y: 84)
        injector.button(pressed: false)
        injector.sync()
        host.synchronizeAndProcessEvents()
        frames(1)
        let fraction = try #require(debugger.scrubFraction)
        #expect(fraction > 0.45, "50 points of a 120-point window: +42 % (at \(fraction))")
        let scrubbed = try window()
        #expect(differingPixels(paused, scrubbed) > 1000)
        #expect(differingPixels(scrubbed, rgbRows(debugger.image())) == 0)

        // E: the exploded view, turned by a drag.
        key(XK_e)
        frames(1)
        let exploded = try window()
        #expect(differingPixels(scrubbed, exploded) > 5000)
        injector.button(pressed: true)
        injector.move(toX: 30, y: 60)
        injector.button(pressed: false)
        injector.sync()
        host.synchronizeAndProcessEvents()
        frames(1)
        let turned = try window()
        #expect(differingPixels(exploded, turned) > 1000)
        #expect(differingPixels(turned, rgbRows(debugger.image())) == 0)

        // Escape leaves the exploded view, then the pause; S ends slow motion; the push ends.
        key(XK_Escape)
        key(XK_Escape)
        key(XK_s)
        #expect(!debugger.isExploded && !debugger.isPaused && !debugger.isSlowMotion)
        frames(40)
        #expect(stack.topViewController?.view.frame.minX == 0)
        // Then Escape is the host's again: it pops.
        key(XK_Escape)
        frames(40)
        #expect(stack.viewControllers.count == 1)
        host.rootViewController = nil
    }

    @Test func aFinishedPushIsReplayedInTheWindowByPauseAndDrag() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(title: "debug-replay", size: Self.size, displayName: display.name)
        let delegate = SlideInNavigationDelegate()
        let stack = UINavigationController(rootViewController: DebuggerFixture.screen(.systemBlue, card: CGRect(x: 10, y: 20, width: 50, height: 40)))
        stack.delegate = delegate
        host.rootViewController = stack
        host.enableDebugMode()
        let debugger = try #require(host.debugger)
        var time = 0.0
        host.runFrame(at: time)
        func frames(_ count: Int) {
            for _ in 0..<count {
                time += 1.0 / 60
                host.runFrame(at: time)
            }
        }
        func window() throws -> CGImage {
            try WindowScript.crop(ScreenShot.take(display: display.name), width: Int(Self.size.width), height: Int(Self.size.height))
        }
        let injector = try PointerInjector(displayName: display.name)
        injector.move(toX: 60, y: 80)
        func key(_ keysym: Int32) {
            injector.tapKey(keysym)
            injector.sync()
            host.synchronizeAndProcessEvents()
        }

        // The push runs to its end at full speed; the debugger keeps its frames.
        stack.pushViewController(DebuggerFixture.screen(.systemGreen, card: CGRect(x: 40, y: 70, width: 60, height: 50)), animated: true)
        frames(60)
        #expect(UIApplication.shared.busyReasons.isEmpty, "the push is over")
        let interval = try #require(debugger.replayInterval)
        let end = try window()

        // Space with nothing animating replays the last transition, starting at its end.
        key(XK_space)
        frames(1)
        #expect(debugger.isPaused && debugger.isReplaying)
        let bar = Int(_DebugOverlay.barHeight)
        #expect(differingPixels(rgbRows(end, skippingBottom: bar), rgbRows(try window(), skippingBottom: bar)) == 0,
                "the replay starts at the end, which is the screen as it is")

        // A drag to the left scrubs back into the kept frames: the window shows an earlier instant.
        injector.button(pressed: true)
        injector.move(toX: 40, y: 82)
        injector.move(toX: 10, y: 84)
        injector.button(pressed: false)
        injector.sync()
        host.synchronizeAndProcessEvents()
        frames(1)
        let fraction = try #require(debugger.scrubFraction)
        #expect(fraction < 0.7, "50 points of a 120-point window back from the end (at \(fraction))")
        #expect(debugger.hintLine.contains("REPLAY"), "\(debugger.hintLine)")
        let scrubbed = try window()
        #expect(differingPixels(rgbRows(scrubbed, skippingBottom: bar), rgbRows(end, skippingBottom: bar)) > 500)
        #expect(differingPixels(scrubbed, rgbRows(debugger.image())) == 0, "the window shows the kept frame the debugger draws")
        #expect(debugger.replayInterval == interval, "scrubbing a replay keeps the recording")

        // Space again resumes the application, untouched by the replay.
        key(XK_space)
        frames(2)
        #expect(!debugger.isPaused && !debugger.isReplaying)
        #expect(stack.topViewController?.view.frame.minX == 0)
        #expect(differingPixels(rgbRows(end, skippingBottom: bar), rgbRows(try window(), skippingBottom: bar)) == 0)
        host.rootViewController = nil
    }
}
