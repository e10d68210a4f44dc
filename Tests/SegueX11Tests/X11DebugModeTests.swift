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
    @Test func keysAndDragsSlowPauseScrubAndExplodeTheWindow() throws {
        try X11DebugWindow.run(title: "debug-mode") { w in
            let debugger = w.debugger
            // The hint line is drawn from the first frame; the window shows what the debugger draws.
            let start = try w.window()
            expectEqual(differingPixels(start, rgbRows(debugger.image())), 0)
            #expect(hintTextPixels(stripRows(start)) > 30, "yellow hint text")

            // S: slow motion. Half a second of host time is 0.05 s of the push.
            w.key(XK_s)
            #expect(debugger.isSlowMotion)
            w.pushGreenScreen()
            w.frames(30)
            #expect(isClose(CACurrentMediaTime(), 0.05, tolerance: 1e-9))

            // Space: paused; the window does not change while host time passes.
            w.key(XK_space)
            #expect(debugger.isPaused)
            w.frames(1)
            let paused = try w.window()
            w.frames(20)
            #expect(differingPixels(paused, try w.window()) == 0, "frozen")
            #expect(isClose(CACurrentMediaTime(), 0.05, tolerance: 1e-9))

            // A drag to the right scrubs forward: the window shows a later frame of the push.
            w.drag(through: [(90, 82), (110, 84)])
            let fraction = try #require(debugger.scrubFraction)
            #expect(fraction > 0.45, "50 points of a 120-point window: +42 % (at \(fraction))")
            let scrubbed = try w.window()
            #expect(differingPixels(paused, scrubbed) > 1000)
            expectEqual(differingPixels(scrubbed, rgbRows(debugger.image())), 0)

            // E: the exploded view, turned by a drag.
            w.key(XK_e)
            w.frames(1)
            let exploded = try w.window()
            #expect(differingPixels(scrubbed, exploded) > 5000)
            w.drag(through: [(30, 60)])
            let turned = try w.window()
            #expect(differingPixels(exploded, turned) > 1000)
            expectEqual(differingPixels(turned, rgbRows(debugger.image())), 0)

            // Escape leaves the exploded view, then the pause; S ends slow motion; the push ends.
            w.key(XK_Escape)
            w.key(XK_Escape)
            w.key(XK_s)
            #expect(!debugger.isExploded && !debugger.isPaused && !debugger.isSlowMotion)
            w.frames(40)
            expectEqual(w.stack.topViewController?.view.frame.minX, 0)
            // Then Escape is the host's again: it pops.
            w.key(XK_Escape)
            w.frames(40)
            expectEqual(w.stack.viewControllers.count, 1)
        }
    }

    @Test func aFinishedPushIsReplayedInTheWindowByPauseAndDrag() throws {
        try X11DebugWindow.run(title: "debug-replay") { w in
            let debugger = w.debugger
            // The push runs to its end at full speed; the debugger keeps its frames.
            w.pushGreenScreen()
            w.frames(60)
            #expect(UIApplication.shared.busyReasons.isEmpty, "the push is over")
            let interval = try #require(debugger.replayInterval)
            let end = try w.window()

            // Space with nothing animating replays the last transition, starting at its end.
            w.key(XK_space)
            w.frames(1)
            #expect(debugger.isPaused && debugger.isReplaying)
            #expect(
                differingPixels(screenRows(end), screenRows(try w.window())) == 0,
                "the replay starts at the end, which is the screen as it is")

            // A drag to the left scrubs back into the kept frames: the window shows an earlier instant.
            w.drag(through: [(40, 82), (10, 84)])
            let fraction = try #require(debugger.scrubFraction)
            #expect(fraction < 0.7, "50 points of a 120-point window back from the end (at \(fraction))")
            #expect(debugger.hintLine.contains("REPLAY"), "\(debugger.hintLine)")
            let scrubbed = try w.window()
            #expect(differingPixels(screenRows(scrubbed), screenRows(end)) > 500)
            #expect(
                differingPixels(scrubbed, rgbRows(debugger.image())) == 0,
                "the window shows the kept frame the debugger draws")
            #expect(debugger.replayInterval == interval, "scrubbing a replay keeps the recording")

            // Space again resumes the application, untouched by the replay.
            w.key(XK_space)
            w.frames(2)
            #expect(!debugger.isPaused && !debugger.isReplaying)
            expectEqual(w.stack.topViewController?.view.frame.minX, 0)
            expectEqual(differingPixels(screenRows(end), screenRows(try w.window())), 0)
        }
    }
}
