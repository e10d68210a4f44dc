import CX11
import Foundation
import OpenUIKit
import TestSupport
import Testing

@testable import SegueX11

/// Debug mode's hint strip: rows of the window's own below the screen, under Xvfb.
@MainActor
@Suite(.enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (apt-get install xvfb x11-apps libxtst6)"))
struct X11DebugStripTests {
    static let size = X11DebugWindow.size
    static let strip = Int(TransitionDebugger.hintStripHeight)

    @Test func theWindowGrowsByTheStripAndItsScreenIsDrawnAsWithoutTheDebugger() throws {
        try X11DebugWindow.run(title: "strip", debugging: false) { w in
            w.host.drawsStatusBar = true
            w.frames(1)
            let plain = try w.window()
            #expect(w.windowSize == (120, 160) && plain.height == 160)

            w.host.enableDebugMode()
            w.host.enableDebugMode()  // once: a second call changes nothing
            w.frames(1)
            #expect(w.windowSize == (120, 160 + Self.strip), "taller by the strip, 38 points at scale 1")
            #expect(
                w.host.screenSize == Self.size && w.host.window.bounds.size == Self.size, "the screen keeps its size")
            let debugged = try w.window()
            #expect(
                differingPixels(screenRows(debugged), plain) == 0,
                "the screen's rows are the window without the debugger: the status bar and the bottom edge included")
            #expect(hintTextPixels(stripRows(debugged)) > 30, "the strip shows the hint")
            // The strip's ground is its own dark grey, not the screen's colours.
            let ground = rgbPixels(stripRows(debugged)).filter { $0 == 0x1C1C1C }.count
            #expect(ground > 120 * Self.strip / 2, "\(ground) pixels of the strip's grey")
        }
    }

    @Test func aSecondLineOfHintKeepsTheWindowsSize() throws {
        try X11DebugWindow.run(title: "strip-lines") { w in
            let oneLine = try w.window()
            w.pushGreenScreen()
            w.frames(10)
            w.key(XK_space)  // paused: the state's line over the keys' line
            w.frames(1)
            #expect(w.debugger.hintLine.contains("\n"))
            let twoLines = try w.window()
            #expect(w.windowSize == (120, 160 + Self.strip) && twoLines.height == oneLine.height)
            #expect(differingPixels(stripRows(oneLine), stripRows(twoLines)) > 100, "the strip shows the new hint")
            expectEqual(
                differingPixels(screenRows(twoLines), rgbRows(w.debugger.image(), skippingBottom: Self.strip)), 0)
        }
    }

    @Test func turningTheDeviceKeepsTheStripBelowTheTurnedScreen() throws {
        try X11DebugWindow.run(title: "strip-turn") { w in
            w.key(XK_r)
            w.frames(2)
            expectEqual(UIDevice.current.orientation, .landscapeLeft)
            expectEqual(w.host.screenSize, CGSize(width: 160, height: 120))
            #expect(w.windowSize == (160, 120 + Self.strip))
            let turned = try w.window()
            #expect(turned.width == 160 && turned.height == 120 + Self.strip)
            #expect(hintTextPixels(stripRows(turned)) > 30, "the hint, in the strip below the turned screen")
            #expect(
                differingPixels(turned, rgbRows(w.debugger.image())) == 0, "the window shows what the debugger draws")
            // Back to portrait (three more quarter turns; upside down is not supported on a phone).
            for _ in 0..<3 { w.key(XK_r) }
            w.frames(2)
            #expect(w.windowSize == (120, 160 + Self.strip))
        }
    }

    @Test func aPressInTheStripReachesNoViewAndTheScreensPointsStayTheSame() throws {
        try X11DebugWindow.run(title: "strip-tap") { w in
            var taps: [CGPoint] = []
            let screen = try #require(w.stack.topViewController?.view)
            screen.addGestureRecognizer(
                UITapGestureRecognizer { recognizer in taps.append(recognizer.location(in: nil)) })
            w.frames(1)

            w.press(x: 60, y: 160 + 10)  // in the strip, held
            #expect(!w.host.pointerDown, "a press in the strip is no touch")
            w.press(x: 60, y: 150, pressing: false)  // moved up into the screen
            w.release()
            w.frames(2)
            #expect(taps.isEmpty, "the strip is not the screen")

            w.tap(x: 60, y: 155)  // the screen's last rows
            w.frames(2)
            #expect(taps == [CGPoint(x: 60, y: 155)], "touches in the screen keep their points")

            // During a push, a press in the strip does not interrupt or reach it.
            w.pushGreenScreen()
            w.frames(5)
            w.tap(x: 20, y: 160 + 30)
            w.frames(40)
            expectEqual(taps.count, 1)
            #expect(w.stack.viewControllers.count == 2 && w.stack.topViewController?.view.frame.minX == 0)
        }
    }

    @Test func whileScrubbingADragMayStartInTheStrip() throws {
        try X11DebugWindow.run(title: "strip-scrub") { w in
            w.pushGreenScreen()
            w.frames(10)
            w.key(XK_space)
            let before = try #require(w.debugger.scrubFraction)
            w.drag(from: (10, 160 + 20), through: [(60, 160 + 20)])
            let after = try #require(w.debugger.scrubFraction)
            #expect(after > before + 0.3, "50 points of a 120-point window scrub forward (\(before) → \(after))")
        }
    }

    @Test func turningDebugModeOnDuringAPushLeavesThePushAlone() throws {
        try X11DebugWindow.run(title: "strip-late", debugging: false) { w in
            w.pushGreenScreen()
            w.frames(10)
            let x = w.stack.topViewController?.view.layer.presentation()?.frame.minX ?? .nan
            #expect(x > 0 && x < 120, "mid-push (at \(x))")
            w.host.enableDebugMode()
            w.frames(1)
            #expect(w.windowSize == (120, 160 + Self.strip))
            let shown = try w.window()
            #expect(hintTextPixels(stripRows(shown)) > 30)
            w.frames(30)
            #expect(w.stack.topViewController?.view.frame.minX == 0 && UIApplication.shared.busyReasons.isEmpty)
        }
    }

    @Test func resizingTheWindowResizesTheScreenAboveTheStrip() throws {
        try X11DebugWindow.run(title: "strip-resize") { w in
            // As a window manager or the user would: the window gets 150 × 138 pixels.
            XResizeWindow(w.host.connection.display, w.host.xWindow, 150, UInt32(100 + Self.strip))
            w.host.synchronizeAndProcessEvents()
            w.frames(1)
            #expect(w.host.screenSize == CGSize(width: 150, height: 100), "the screen is the window less the strip")
            #expect(w.windowSize == (150, 100 + Self.strip))
            let shown = try w.window()
            #expect(shown.width == 150 && hintTextPixels(stripRows(shown)) > 30)
            // A window no taller than the strip leaves the screen as it was.
            XResizeWindow(w.host.connection.display, w.host.xWindow, 150, UInt32(Self.strip))
            w.host.synchronizeAndProcessEvents()
            w.frames(1)
            expectEqual(w.host.screenSize, CGSize(width: 150, height: 100))
        }
    }
}
