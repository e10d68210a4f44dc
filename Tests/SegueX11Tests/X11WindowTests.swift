import Foundation
import OpenUIKit
import SegueX11
import TestSupport
import Testing

@testable import SegueGallery

/// The X11 host under Xvfb, driven by XTest input and compared with the headless renderer
/// at the same instants.
@MainActor
@Suite(.enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (apt-get install xvfb x11-apps libxtst6)"))
struct X11WindowTests {
    static let size = CGSize(width: 390, height: 844)

    /// A push by tapping a row, then the built-in interactive pop by an edge swipe.
    static var pushAndEdgePop: WindowScript {
        var script = WindowScript()
        script.frame(capture: "start")
        let row = SystemStylesMenuViewController.rowFrame(of: .push, in: size)
        let tap = CGPoint(x: row.midX.rounded(), y: row.midY.rounded())
        script.frame([.down(tap)])
        script.frame([.up])
        script.idle(8, captureLastAs: "mid-push")
        script.idle(40, captureLastAs: "pushed")
        script.frame([.down(CGPoint(x: 4, y: 420))])
        for step in 1...20 {
            script.frame([.move(CGPoint(x: 4 + 10 * step, y: 420))], capture: step == 12 ? "mid-swipe" : nil)
        }
        script.frame([.up])
        script.idle(45, captureLastAs: "popped")
        return script
    }

    /// With MIT-SHM (Xvfb offers it) and with plain XPutImage.
    @Test(arguments: [true, false])
    func aPushAndAnEdgeSwipePopLookAsTheHeadlessRendererDrawsThem(sharedMemory: Bool) throws {
        let display = try VirtualDisplay()
        let script = Self.pushAndEdgePop
        let window = try script.playInWindow(
            display: display, root: SystemStylesDemo().makeRootViewController(), size: Self.size,
            sharedMemory: sharedMemory)
        let headless = script.playHeadless(root: SystemStylesDemo().makeRootViewController(), size: Self.size)
        for name in ["start", "mid-push", "pushed", "mid-swipe", "popped"] {
            let shown = try #require(window[name], "\(name) captured in the window")
            let drawn = try #require(headless[name], "\(name) captured headless")
            #expect(differingPixels(shown, drawn) == 0, "\(name): the window shows what the headless renderer draws")
        }
        // The captures show the transitions (the comparison above could not pass by accident).
        #expect(differingPixels(window["start"]!, window["mid-push"]!) > 10_000)
        #expect(differingPixels(window["start"]!, window["pushed"]!) > 10_000)
        #expect(differingPixels(window["pushed"]!, window["mid-swipe"]!) > 10_000)
        expectEqual(differingPixels(window["start"]!, window["popped"]!), 0)
    }
}
