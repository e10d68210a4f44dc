import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIView.draw(_:)`: which views get a backing store, when they redraw, the context they
/// draw into, and what views that do not draw keep.
@MainActor
@Suite struct ViewDrawingTests {
    /// Fills its top-left 2 × 2 points red; records each draw and what it saw.
    final class DotView: UIView {
        var draws = 0
        var rects: [CGRect] = []
        var hadContext = false
        override func draw(_ rect: CGRect) {
            draws += 1
            rects.append(rect)
            hadContext = UIGraphicsGetCurrentContext() != nil
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    /// Draws through `super.draw(_:)` and then paints.
    final class SuperCallingView: UIView {
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// A view class that never overrides `draw(_:)`.
    final class PlainView: UIView {}

    func contents(_ view: UIView) -> CGImage? { view.layer.contents as? CGImage }

    @Test func aViewThatOverridesDrawGetsABackingStore() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let view = DotView(frame: CGRect(x: 0, y: 0, width: 10, height: 6))
        view.isOpaque = false
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        expectEqual(view.draws, 1)
        expectEqual(view.rects, [CGRect(x: 0, y: 0, width: 10, height: 6)])
        #expect(view.hadContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let image = try! #require(contents(view))
        #expect(image.width == 20 && image.height == 12)
        expectEqual(view.layer.contentsScale, 2)
        expectEqual(Drawing.pixel(image, 3, 3), [255, 0, 0, 255])
        expectEqual(Drawing.pixel(image, 4, 3), [0, 0, 0, 0])
        host.advance(by: 1.0 / 60)
        #expect(view.draws == 1, "drawn once until asked again")
        view.setNeedsDisplay()
        host.advance(by: 1.0 / 60)
        expectEqual(view.draws, 2)
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        host.advance(by: 1.0 / 60)
        expectEqual(view.draws, 3)
        #expect(view.rects.last == view.bounds, "Segue redraws the whole view")
    }

    @Test func anOpaqueViewStartsFromItsBackgroundColorOrBlack() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let black = DotView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let white = DotView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        white.backgroundColor = .white
        host.window.addSubview(black)
        host.window.addSubview(white)
        host.advance(by: 1.0 / 60)
        expectEqual(Drawing.pixel(contents(black)!, 3, 3), [0, 0, 0, 255])
        expectEqual(Drawing.pixel(contents(white)!, 3, 3), [255, 255, 255, 255])
        expectEqual(Drawing.pixel(contents(white)!, 0, 0), [255, 0, 0, 255])
    }

    @Test func viewsThatDoNotDrawKeepTheirContents() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let plain = PlainView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(plain)
        host.advance(by: 1.0 / 60)
        #expect(plain.layer.contents == nil)
        expectEqual(UIView._drawingKinds[ObjectIdentifier(PlainView.self)], .inherits)
        // A later view of the class is not even marked.
        let another = PlainView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(!another.layer.needsDisplay())
        // Contents set by hand survive an explicit redisplay that paints nothing.
        let image = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 255, 0, 255])!
        plain.layer.contents = image
        plain.setNeedsDisplay()
        host.advance(by: 1.0 / 60)
        #expect((plain.layer.contents as? CGImage) === image)
    }

    @Test func anImageViewKeepsItsImageThroughRedraws() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let picture = UIImage(
            cgImage: CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 200, count: 16))!, scale: 2,
            orientation: .up)
        let view = UIImageView(image: picture)
        view.contentMode = .redraw
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.setNeedsDisplay()
        host.advance(by: 1.0 / 60)
        #expect((view.layer.contents as? CGImage) === picture.cgImage)
        #expect(view.layer.contentsScale == 2, "the image's scale, not the screen's")
    }

    @Test func anOverrideThatCallsSuperStillDraws() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let view = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        view.isOpaque = false
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        let image = try! #require(contents(view))
        expectEqual(Drawing.pixel(image, 0, 0), [0, 0, 255, 255])
        expectEqual(UIView._drawingKinds[ObjectIdentifier(SuperCallingView.self)], .draws)
    }

    @Test func redrawContentModeRedrawsOnResize() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let stretching = DotView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let redrawing = DotView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        redrawing.contentMode = .redraw
        host.window.addSubview(stretching)
        host.window.addSubview(redrawing)
        host.advance(by: 1.0 / 60)
        stretching.frame.size = CGSize(width: 8, height: 8)
        redrawing.frame.size = CGSize(width: 8, height: 8)
        host.advance(by: 1.0 / 60)
        expectEqual(stretching.draws, 1)
        expectEqual(redrawing.draws, 2)
        expectEqual(contents(redrawing)?.width, 8)
        expectEqual(contents(stretching)?.width, 4)
    }

    @Test func aViewMadeWithoutASizeDrawsOnceItHasOne() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let view = DotView()
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        expectEqual(view.draws, 0)
        view.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        host.advance(by: 1.0 / 60)
        expectEqual(view.draws, 1)
        expectEqual(contents(view)?.width, 5)
    }

    @Test func newViewsTakeTheScreensScale() {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 3)
        expectEqual(UIView().layer.contentsScale, 3)
    }

    @Test func aSnapshotKeepsTheDrawingWhenResized() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let view = DotView(frame: CGRect(x: 0, y: 0, width: 6, height: 6))
        view.contentMode = .redraw
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        let snapshot = view.snapshotView(afterScreenUpdates: false)!
        host.window.addSubview(snapshot)
        let copy = snapshot.layer.sublayers![0]
        #expect(copy.contents != nil)
        copy.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        host.advance(by: 1.0 / 60)
        #expect(copy.contents != nil)
        expectEqual(view.draws, 1)
    }

    /// A layer class that paints green in `draw(in:)`, and a view class that uses it.
    final class GreenLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }
    final class GreenLayerView: UIView {
        override class var layerClass: AnyClass { GreenLayer.self }
    }

    /// A layer class that draws nothing, and a view class that uses it.
    final class QuietLayer: CALayer {}
    final class QuietLayerView: UIView {
        override class var layerClass: AnyClass { QuietLayer.self }
    }

    @Test func aLayerClassThatPaintsMakesItsViewsDraw() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let green = GreenLayerView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        green.isOpaque = false
        let quiet = QuietLayerView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        host.window.addSubview(green)
        host.window.addSubview(quiet)
        host.advance(by: 1.0 / 60)
        expectEqual(Drawing.pixel(try! #require(contents(green)), 0, 0), [0, 255, 0, 255])
        #expect(quiet.layer.contents == nil)
        expectEqual(UIView._drawingKinds[ObjectIdentifier(GreenLayerView.self)], .draws)
        expectEqual(UIView._drawingKinds[ObjectIdentifier(QuietLayerView.self)], .inherits)
    }
}
