import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueX11

/// The exploded 3-D view of the layer tree.
@MainActor
@Suite struct TransitionDebuggerExplodedViewTests {
    /// The snapshots live in `__Snapshots__/` beside this file.
    static let snapshots = ((#filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
        "__Snapshots__")

    @Test func theExplodedViewSpreadsTheLayersAndMatchesItsSnapshot() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        let flat = debugger.image()
        debugger.press(.explodedView)
        let exploded = debugger.image(scale: 2)
        expectSnapshot(of: exploded, named: "exploded-two-screens", tolerance: 2, directory: Self.snapshots)
        let explodedAtOne = debugger.image()
        let changed = differingPixels(screenRows(flat), screenRows(explodedAtOne))
        #expect(
            changed > flat.width * Int(DebuggerFixture.size.height) / 2,
            "most of the screen changes (\(changed) pixels)")
        // Outlines (cyan) show every layer, the blue screen and the yellow card are still drawn.
        let pixels = rgbPixels(screenRows(explodedAtOne))
        #expect(pixels.filter { ($0 >> 16) < 0x60 && ($0 >> 8 & 0xFF) > 0xA0 && ($0 & 0xFF) > 0xD0 }.count > 50)
        #expect(pixels.filter { ($0 >> 16) > 0xD0 && ($0 >> 8 & 0xFF) > 0xA0 && ($0 & 0xFF) < 0x40 }.count > 100)
    }

    @Test func draggingTurnsTheStackAndThePitchStaysWithinEightyDegrees() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        debugger.press(.explodedView)
        let before = debugger.image()
        let yaw = debugger.explodedOptions.yaw
        debugger.drag(by: CGVector(dx: 40, dy: 0))
        #expect(isClose(debugger.explodedOptions.yaw, yaw + 0.4))
        #expect(differingPixels(rgbRows(before), rgbRows(debugger.image())) > 1000)
        debugger.drag(by: CGVector(dx: 0, dy: -10_000))
        expectEqual(debugger.explodedOptions.pitch, 1.4)
        debugger.drag(by: CGVector(dx: CGFloat.nan, dy: 3))
        #expect(debugger.explodedOptions.pitch == 1.4, "a non-finite drag is ignored")
        // Seen from behind (yaw 180°), the stack is drawn back to front the other way.
        debugger.explodedOptions = CALayer._ExplodedViewOptions()
        debugger.explodedOptions.yaw = .pi
        #expect(differingPixels(rgbRows(before), rgbRows(debugger.image())) > 1000)
    }

    @Test func theExplodedViewLeavesTheApplicationsLayersAlone() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        fixture.push()
        fixture.run(for: 0.2)
        func describe(_ layer: CALayer) -> [String] {
            ["\(layer.frame) \(layer.opacity) \(layer.zPosition) \(CATransform3DIsIdentity(layer.transform))"]
                + (layer.sublayers ?? []).flatMap(describe)
        }
        let tree = describe(fixture.host.window.layer)
        debugger.press(.explodedView)
        _ = debugger.image()
        debugger.drag(by: CGVector(dx: 30, dy: 12))
        _ = debugger.image()
        expectEqual(describe(fixture.host.window.layer), tree)
        // The application keeps running under the exploded view: the push completes.
        fixture.run(for: 0.5)
        expectEqual(fixture.stack.topViewController?.view.frame.minX, 0)
        #expect(UIApplication.shared.busyReasons.isEmpty)
    }

    @Test func aPausedTransitionIsExplodedAtTheScrubbedInstant() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        fixture.push()
        fixture.run(for: 0.1)
        debugger.press(.pause)
        debugger.press(.explodedView)
        let early = debugger.image()
        debugger.scrub(toFraction: 1)
        let late = debugger.image()
        #expect(differingPixels(rgbRows(early), rgbRows(late)) > 500, "the exploded stack shows the scrubbed instant")
    }
}
