import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// `CALayer.display()` drawing into a backing store: the context a layer draws into (y down,
/// at the contents scale), who gets to draw, when contents are dropped, and bad sizes.
///
/// Expected pixels are worked out by hand from the rectangles drawn: a rectangle whose edges
/// fall on pixel boundaries covers whole pixels, so its pixels hold exactly the fill color.
@Suite struct CALayerDisplayTests {
    /// Fills `rect` (layer coordinates) with opaque red in `draw(in:)`, recording each call.
    final class RedLayer: CALayer {
        var rect = CGRect(x: 0, y: 0, width: 5, height: 4)
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(rect)
        }
    }

    /// A delegate that records `willDraw` and `draw`, and fills `rect` blue.
    final class BlueDelegate: CALayerDelegate {
        let events = EventRecorder()
        var rect = CGRect(x: 0, y: 0, width: 2, height: 2)
        func layerWillDraw(_ layer: CALayer) { events.record("willDraw") }
        func draw(_ layer: CALayer, in ctx: CGContext) {
            events.record("draw")
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(rect)
        }
    }

    /// A delegate that implements nothing about drawing.
    final class SilentDelegate: CALayerDelegate {}

    /// The premultiplied RGBA bytes of one pixel (row 0 at the top).
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image._premultipliedRGBA[start..<(start + 4)])
    }

    func contentsImage(_ layer: CALayer) -> CGImage? { layer.contents as? CGImage }

    @Test func drawInDrawsIntoAFlippedBackingStoreThatBecomesTheContents() {
        let fixture = EngineFixture()
        let layer = RedLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 8)
        layer.setNeedsDisplay()
        fixture.frame()
        let image = try! #require(contentsImage(layer))
        #expect(image.width == 10 && image.height == 8)
        // (0, 0, 5, 4) in layer coordinates is the top-left quarter: y points down, as on iOS.
        expectEqual(pixel(image, 0, 0), [255, 0, 0, 255])
        expectEqual(pixel(image, 4, 3), [255, 0, 0, 255])
        expectEqual(pixel(image, 5, 3), [0, 0, 0, 0])
        expectEqual(pixel(image, 4, 4), [0, 0, 0, 0])
        expectEqual(pixel(image, 9, 7), [0, 0, 0, 0])
        expectEqual(layer.draws, 1)
        #expect(!layer.needsDisplay())
    }

    @Test func theContextIsScaledByTheContentsScaleAndFollowsTheBoundsOrigin() {
        let fixture = EngineFixture()
        let layer = RedLayer()
        layer.contentsScale = 2
        layer.bounds = CGRect(x: 10, y: 20, width: 4.25, height: 3)
        layer.rect = CGRect(x: 11, y: 21, width: 1, height: 1)
        layer.setNeedsDisplay()
        fixture.frame()
        let image = try! #require(contentsImage(layer))
        // 4.25 × 2 = 8.5 pixels, rounded up.
        #expect(image.width == 9 && image.height == 6)
        // Point (11, 21) is one point in from the bounds origin: pixels 2…3 in both directions.
        expectEqual(pixel(image, 2, 2), [255, 0, 0, 255])
        expectEqual(pixel(image, 3, 3), [255, 0, 0, 255])
        expectEqual(pixel(image, 1, 2), [0, 0, 0, 0])
        expectEqual(pixel(image, 4, 3), [0, 0, 0, 0])
    }

    @Test func theDefaultDrawInAsksTheDelegateAfterLayerWillDraw() {
        let fixture = EngineFixture()
        let delegate = BlueDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.displayIfNeeded()
        #expect(delegate.events.events.isEmpty, "not marked: nothing to do")
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        expectEqual(delegate.events.events, ["willDraw", "draw"])
        let image = try! #require(contentsImage(layer))
        expectEqual(pixel(image, 1, 1), [0, 0, 255, 255])
        expectEqual(pixel(image, 2, 2), [0, 0, 0, 0])
        fixture.frame()
        #expect(delegate.events.events == ["willDraw", "draw"], "displayIfNeeded cleared the mark")
    }

    @Test func aLayerWithNothingToDrawWithLosesItsContents() {
        let fixture = EngineFixture()
        let image = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 255, 0, 255])!
        // No delegate, Core Animation's own class: set contents are discarded on redisplay.
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        plain.contents = image
        plain.setNeedsDisplay()
        // A delegate without draw(_:in:) draws nothing either.
        let silent = SilentDelegate()
        let delegated = CALayer()
        delegated.delegate = silent
        delegated.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        delegated.contents = image
        delegated.setNeedsDisplay()
        fixture.frame()
        #expect(plain.contents == nil)
        #expect(delegated.contents == nil)
    }

    @Test func emptyBoundsDrawNothingAndDropTheContents() {
        let fixture = EngineFixture()
        let layer = RedLayer()
        layer.contents = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 255, 0, 255])!
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 0)
        layer.setNeedsDisplay()
        fixture.frame()
        expectEqual(layer.draws, 0)
        #expect(layer.contents == nil)
    }

    @Test func aHugeBackingStoreIsRefusedWithAReport() {
        let fixture = EngineFixture()
        let layer = RedLayer()
        let kept = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 255, 0, 255])!
        layer.contents = kept
        // 100 000 × 100 000 points: 40 GB of pixels.
        layer.bounds = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        layer.setNeedsDisplay()
        fixture.frame()
        expectEqual(layer.draws, 0)
        #expect((layer.contents as? CGImage) === kept)
        #expect(fixture.engine.reports.contains { $0.contains("backing store is too large") })
    }

    @Test func aBadContentsScaleDrawsAtScaleOne() {
        let fixture = EngineFixture()
        let layer = RedLayer()
        layer.contentsScale = .nan
        layer.bounds = CGRect(x: 0, y: 0, width: 3, height: 2)
        layer.setNeedsDisplay()
        fixture.frame()
        let image = try! #require(contentsImage(layer))
        #expect(image.width == 3 && image.height == 2)
    }

    @Test func anOpaqueLayerStartsFromItsBackgroundColorOrBlack() {
        let fixture = EngineFixture()
        let green = RedLayer()
        green.isOpaque = true
        green.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        green.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        green.setNeedsDisplay()
        let black = RedLayer()
        black.isOpaque = true
        black.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        black.setNeedsDisplay()
        fixture.frame()
        let first = try! #require(contentsImage(green))
        let second = try! #require(contentsImage(black))
        expectEqual(pixel(first, 7, 7), [0, 255, 0, 255])
        expectEqual(pixel(first, 0, 0), [255, 0, 0, 255])
        expectEqual(pixel(second, 7, 7), [0, 0, 0, 255])
        expectEqual(first.alphaInfo, .noneSkipLast)
    }

    @Test func boundsChangesRedisplayWhenAsked() {
        let fixture = EngineFixture()
        let layer = RedLayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
        fixture.frame()
        expectEqual(layer.draws, 1)
        expectEqual(contentsImage(layer)?.width, 6)
        layer.position = CGPoint(x: 50, y: 50)
        fixture.frame()
        #expect(layer.draws == 1, "moving is not resizing")
        layer.bounds = CGRect(x: 0, y: 0, width: 7, height: 6)
        fixture.frame()
        expectEqual(layer.draws, 2)
        expectEqual(contentsImage(layer)?.width, 7)
    }

    @Test func newContentsReachTheNextSnapshot() {
        let fixture = EngineFixture()
        let layer = RedLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        fixture.frame()
        let before = layer.presentationSnapshot()
        #expect(before.nodes[0].contents == nil)
        layer.setNeedsDisplay()
        fixture.frame()
        let after = layer.presentationSnapshot()
        #expect(after.nodes[0].contents is CGImage)
    }

    @Test func contentsAreFlippedUnderAnOddNumberOfFlippedGeometries() {
        let fixture = EngineFixture()
        let outer = CALayer()
        let middle = CALayer()
        let layer = RedLayer()
        outer.addSublayer(middle)
        middle.addSublayer(layer)
        #expect(!layer.contentsAreFlipped())
        outer.isGeometryFlipped = true
        #expect(layer.contentsAreFlipped())
        middle.isGeometryFlipped = true
        #expect(!layer.contentsAreFlipped())
        middle.isGeometryFlipped = false
        // Flipped: the layer's own coordinates run y up, so (0, 0, 5, 4) is the bottom-left quarter.
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 8)
        layer.setNeedsDisplay()
        fixture.frame()
        let image = try! #require(contentsImage(layer))
        expectEqual(pixel(image, 0, 7), [255, 0, 0, 255])
        expectEqual(pixel(image, 0, 0), [0, 0, 0, 0])
    }

    @Test func shadowsInALayerContextUseUIKitsBaseSpace() {
        // A positive height moves the shadow down (y down), measured in points at scale 2.
        final class ShadowLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setShadow(
                    offset: CGSize(width: 0, height: 3), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        let fixture = EngineFixture()
        let layer = ShadowLayer()
        layer.contentsScale = 2
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 8)
        layer.setNeedsDisplay()
        fixture.frame()
        let image = try! #require(contentsImage(layer))
        // The square covers pixels 0…3; its shadow, 3 points = 6 pixels lower, rows 6…9.
        expectEqual(pixel(image, 1, 1), [255, 0, 0, 255])
        expectEqual(pixel(image, 1, 5), [0, 0, 0, 0])
        expectEqual(pixel(image, 1, 7), [0, 0, 0, 255])
        expectEqual(pixel(image, 1, 10), [0, 0, 0, 0])
    }

    @Test func aLayerQueuedByAnEngineThatWasReplacedMovesToTheNewEngine() {
        // Layer queued for display in engine A; then engine B is installed and the layer is
        // queued there: A must let go of it, or A's next frame would follow a dead reference.
        let first = EngineFixture()
        var layer: RedLayer? = RedLayer()
        layer!.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer!.setNeedsDisplay()
        let second = EngineFixture()
        layer!.setNeedsLayout()
        layer!.setNeedsDisplay()
        second.frame()
        expectEqual(layer!.draws, 1)
        layer = nil
        first.engine.makeCurrent()
        first.frame()
        second.engine.makeCurrent()
        second.frame()
    }

    /// Redraws when its opacity or corner radius changes (its class says so).
    final class KeyedLayer: CALayer {
        var draws = 0
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "opacity" || key == "cornerRadius" || super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) { draws += 1 }
    }

    @Test func aChangeOfAKeyTheClassNamesMarksTheLayerForDisplay() {
        let fixture = EngineFixture()
        let layer = KeyedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        CATransaction.commit()
        fixture.frame()
        let before = layer.draws
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        fixture.frame()
        #expect(layer.draws == before + 1, "opacity is a display key")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 9, y: 9)
        CATransaction.commit()
        fixture.frame()
        #expect(layer.draws == before + 1, "position is not")
        #expect(!CALayer.needsDisplay(forKey: "opacity"), "CALayer itself names no keys")
    }
}
