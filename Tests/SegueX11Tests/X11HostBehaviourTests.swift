import CX11
import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueX11

/// The X11 host's own duties under Xvfb: resizing, Escape, closing, frame pacing.
@MainActor
@Suite(.enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (apt-get install xvfb x11-apps libxtst6)"))
struct X11HostBehaviourTests {
    @Test func resizingTheWindowResizesTheScreenAndTellsTheControllers() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(
            title: "resize-test", size: CGSize(width: 300, height: 400), scale: 2, displayName: display.name)
        let recorder = TransitionRecorder()
        host.rootViewController = RecordingViewController("root", recorder)
        host.runFrame(at: 0)
        let finder = try WindowFinder(displayName: display.name)
        let window = try #require(finder.windows(titled: "resize-test").first)
        finder.resize(window, width: 500, height: 700)
        host.synchronizeAndProcessEvents()
        expectEqual(host.screenSize, CGSize(width: 250, height: 350))
        expectEqual(UIScreen.main.bounds.size, CGSize(width: 250, height: 350))
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 250, height: 350))
        #expect(recorder.events.contains("root viewWillTransition(to: 250.0x350.0)"))
        let framesBefore = host.framesRendered
        host.runFrame(at: 1.0 / 60)
        #expect(host.framesRendered == framesBefore + 1, "a resized window is drawn again")
    }

    @Test func escapePopsThenDismissesAndStopsAtTheRoot() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(size: CGSize(width: 200, height: 300), displayName: display.name)
        let root = UIViewController()
        let stack = UINavigationController(rootViewController: UIViewController())
        stack.pushViewController(UIViewController(), animated: false)
        stack.modalPresentationStyle = .fullScreen
        host.rootViewController = root
        root.present(stack, animated: false)
        var time = 0.0
        func settle() {
            for _ in 0..<120 where !UIApplication.shared.busyReasons.isEmpty || time == 0 {
                host.runFrame(at: time)
                time += 1.0 / 60
            }
        }
        let injector = try PointerInjector(displayName: display.name)
        // Keys go to the window under the pointer (Xvfb runs no window manager to focus it).
        injector.move(toX: 100, y: 150)
        func escape() {
            injector.tapKey(XK_Escape)
            injector.sync()
            host.synchronizeAndProcessEvents()
            settle()
        }
        settle()
        expectEqual(stack.viewControllers.count, 2)
        escape()
        #expect(stack.viewControllers.count == 1, "Escape pops the top stack")
        #expect(root.presentedViewController === stack)
        escape()
        #expect(root.presentedViewController == nil, "then dismisses")
        escape()
        #expect(host.window.rootViewController === root, "and does nothing on the root screen")
    }

    @Test func framesNeverGoBackInTimeAndLateFramesFinishAnimations() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(size: CGSize(width: 100, height: 100), displayName: display.name)
        let controller = UIViewController()
        host.rootViewController = controller
        host.runFrame(at: 0)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(square)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { square.center.x = 80 }, completion: { finished = $0 })
        host.runFrame(at: 1.0 / 60)
        host.runFrame(at: 0.2)
        host.runFrame(at: 0.1)  // a stale instant: the media clock keeps 0.2
        expectEqual(CACurrentMediaTime(), 0.2)
        // A very late frame (1.5 s after the animation's start) lands at the end and completes it.
        host.runFrame(at: 1.5)
        expectEqual(finished, true)
        expectEqual(square.layer.presentation()?.position.x, 80)
    }

    @Test func anUnchangedScreenIsNotDrawnAgain() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(size: CGSize(width: 120, height: 80), displayName: display.name)
        let controller = UIViewController()
        host.rootViewController = controller
        host.runFrame(at: 0)
        expectEqual(host.framesRendered, 1)
        host.runFrame(at: 1.0 / 60)
        host.runFrame(at: 2.0 / 60)
        #expect(host.framesRendered == 1, "nothing changed: no render, no blit")
        controller.view.backgroundColor = .red
        host.runFrame(at: 3.0 / 60)
        #expect(host.framesRendered == 2, "a changed layer is drawn")
    }

    @Test func theStatusBarIsDrawnWithoutRedrawingAnUnchangedScreen() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(size: CGSize(width: 120, height: 80), displayName: display.name)
        host.drawsStatusBar = true
        host.rootViewController = UIViewController()
        for frame in 0..<5 { host.runFrame(at: Double(frame) / 60) }
        let settled = host.framesRendered
        for frame in 5..<8 { host.runFrame(at: Double(frame) / 60) }
        // Its Wi-Fi arcs, a shape layer of their own, once animated their first stroke colour
        // implicitly, and the window redrew for that quarter second.
        #expect(
            host.framesRendered == settled,
            "the status bar settles: nothing changes, nothing is drawn (\(settled) renders)")
    }

    @Test func theRKeyTurnsTheDeviceAndTheWindow() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(size: CGSize(width: 120, height: 200), displayName: display.name)
        host.rootViewController = UIViewController()
        host.runFrame(at: 0)
        host.rotateDevice()
        expectEqual(UIDevice.current.orientation, .landscapeLeft)
        #expect(host.screenSize == CGSize(width: 200, height: 120) && UIScreen.main.bounds.size == host.screenSize)
        host.rotateDevice()
        expectEqual(UIDevice.current.orientation, .portraitUpsideDown)
        #expect(
            host.screenSize == CGSize(width: 200, height: 120), "a phone keeps landscape: upside down is not supported")
    }

    @Test func framesStartEarlyByTheirRecentCostWithinThreeQuartersOfARefresh() throws {
        let display = try VirtualDisplay()
        let host = try X11Host(size: CGSize(width: 50, height: 50), displayName: display.name)
        host.frameCosts = []
        #expect(abs(host.frameLead - 0.001) < 1e-12, "no frame yet: a millisecond")
        host.frameCosts = [0.009, 0.002, 0.004]
        #expect(abs(host.frameLead - 0.010) < 1e-12, "the slowest recent frame plus a millisecond")
        host.frameCosts = [0.030] + Array(repeating: 0.003, count: 8)
        #expect(abs(host.frameLead - 0.004) < 1e-12, "only the last eight frames count")
        host.frameCosts = [0.050]
        #expect(abs(host.frameLead - 0.0125) < 1e-12, "at most 3/4 of 1/60 s")
    }
}
