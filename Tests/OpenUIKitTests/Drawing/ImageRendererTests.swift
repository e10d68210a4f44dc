import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIGraphicsImageRenderer`: sizes, scales, opacity, formats, the context it hands out, and
/// bad sizes. Snapshots were inspected by eye when recorded (see each test).
@Suite struct ImageRendererTests {
    /// A small scene: a red square, a blue disc through a Bézier path, a translucent green
    /// bar across both, and a black 1-point outline of the whole canvas.
    func scene(_ context: UIGraphicsImageRendererContext) {
        UIColor.red.setFill()
        context.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: CGRect(x: 10, y: 3, width: 12, height: 12)).fill()
        UIColor(red: 0, green: 0.8, blue: 0, alpha: 0.5).setFill()
        context.fill(CGRect(x: 0, y: 6, width: 24, height: 4))
        UIColor.black.setStroke()
        context.cgContext.setLineWidth(1)
        context.stroke(CGRect(x: 0.5, y: 0.5, width: 23, height: 15))
    }

    /// Snapshot: a 24 × 16 image at scale 1 — red square top left, blue disc right, green bar
    /// across the middle showing both through it, black frame, transparent elsewhere.
    @Test func scaleOneSnapshot() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: Drawing.format(scale: 1))
        let image = renderer.image(actions: scene)
        expectEqual(image.scale, 1)
        expectEqual(image.size, CGSize(width: 24, height: 16))
        expectSnapshot(of: image.cgImage!, named: "renderer-scale1", tolerance: Drawing.tolerance)
    }

    /// Snapshot: the same scene at scale 3 (72 × 48 pixels), smoother disc edge, 3-pixel frame.
    @Test func scaleThreeSnapshot() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: Drawing.format(scale: 3))
        let image = renderer.image(actions: scene)
        expectEqual(image.scale, 3)
        expectEqual(image.size, CGSize(width: 24, height: 16))
        #expect(image.cgImage?.width == 72 && image.cgImage?.height == 48)
        expectSnapshot(of: image.cgImage!, named: "renderer-scale3", tolerance: Drawing.tolerance)
    }

    /// Snapshot: the scene in an opaque renderer — every pixel opaque, black where nothing was drawn.
    @Test func opaqueSnapshot() {
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: 24, height: 16), format: Drawing.format(scale: 1, opaque: true))
        let image = renderer.image(actions: scene).cgImage!
        expectEqual(image.alphaInfo, .noneSkipLast)
        expectEqual(Drawing.pixel(image, 20, 14), [0, 0, 0, 255])
        #expect(
            stride(from: 3, to: image._premultipliedRGBA.count, by: 4).allSatisfy {
                image._premultipliedRGBA[$0] == 255
            })
        expectSnapshot(of: image, named: "renderer-opaque", tolerance: Drawing.tolerance)
    }

    @Test func aTranslucentRendererLeavesUndrawnPixelsClear() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: Drawing.format(scale: 1))
            .image(actions: scene).cgImage!
        expectEqual(image.alphaInfo, .premultipliedLast)
        expectEqual(Drawing.pixel(image, 20, 14), [0, 0, 0, 0])
    }

    @Test func fractionalSizesRoundUpToWholePixels() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10.2, height: 3.5), format: Drawing.format(scale: 2))
            .image { _ in }
        #expect(image.cgImage?.width == 21 && image.cgImage?.height == 7)
        expectEqual(image.size, CGSize(width: 10.5, height: 3.5))
    }

    @Test func boundsWithAnOriginDrawInThoseCoordinates() {
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 100, y: 50, width: 4, height: 4), format: Drawing.format(scale: 1))
        let image = renderer.image { context in
            expectEqual(context.format.bounds, CGRect(x: 100, y: 50, width: 4, height: 4))
            UIColor.red.setFill()
            context.fill(CGRect(x: 102, y: 50, width: 2, height: 1))
        }.cgImage!
        expectEqual(Drawing.pixel(image, 2, 0), [255, 0, 0, 255])
        expectEqual(Drawing.pixel(image, 1, 0), [0, 0, 0, 0])
        expectEqual(Drawing.pixel(image, 2, 1), [0, 0, 0, 0])
    }

    /// The common snapshot idiom: a renderer over a view's bounds (origin and all) with the
    /// default format, so that drawing at `bounds.origin` lands on pixel (0, 0).
    @MainActor
    @Test func boundsOnlyRendererUsesTheDefaultFormat() throws {
        _ = HeadlessHost(scale: 2)
        let bounds = CGRect(x: -10, y: 30, width: 5, height: 3)
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        #expect(renderer.format.bounds == bounds && renderer.format.scale == 2 && !renderer.format.opaque)
        #expect(renderer.allowsImageOutput)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(origin: bounds.origin, size: CGSize(width: 1, height: 1)))
        }
        #expect(image.scale == 2 && image.size == bounds.size)
        let cg = try #require(image.cgImage)
        #expect(cg.width == 10 && cg.height == 6)
        #expect(Drawing.pixel(cg, 0, 0) == [0, 0, 255, 255] && Drawing.pixel(cg, 1, 1) == [0, 0, 255, 255])
        #expect(Drawing.pixel(cg, 2, 0) == [0, 0, 0, 0] && Drawing.pixel(cg, 0, 2) == [0, 0, 0, 0])
        expectEqual(Drawing.paintedPixels(cg), 4)
        // Non-finite bounds give an empty image without running the actions.
        var ran = false
        #expect(
            UIGraphicsImageRenderer(bounds: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)).image { _ in ran = true }
                .cgImage == nil)
        #expect(!ran)
    }

    @Test func theRendererKeepsACopyOfItsFormat() {
        let format = Drawing.format(scale: 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format)
        format.scale = 5
        format.opaque = true
        expectEqual(renderer.format.scale, 2)
        #expect(!renderer.format.opaque)
        #expect(renderer.format !== format)
        expectEqual(renderer.format.bounds, CGRect(x: 0, y: 0, width: 3, height: 3))
        expectEqual(format.bounds, .zero)
        #expect(renderer.allowsImageOutput)
        expectEqual(renderer.image { _ in }.scale, 2)
    }

    @MainActor @Test func aNewFormatUsesTheMainScreensScale() {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 3)
        let format = UIGraphicsImageRendererFormat()
        expectEqual(format.scale, 3)
        #expect(!format.opaque)
        expectEqual(format.preferredRange, .automatic)
        expectEqual(UIGraphicsImageRendererFormat.default().scale, 3)
        expectEqual(UIGraphicsImageRendererFormat.preferred().scale, 3)
        expectEqual(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.cgImage?.width, 6)
        format.prefersExtendedRange = true
        expectEqual(format.preferredRange, .extended)
        expectEqual(UIGraphicsImageRendererFormat.Range.unspecified.rawValue, -1)
        expectEqual(UIGraphicsImageRendererFormat.Range.standard.rawValue, 2)
    }

    @Test func emptyAndNonFiniteSizesGiveAnEmptyImageWithoutDrawing() {
        for size in [
            CGSize.zero, CGSize(width: 10, height: 0), CGSize(width: -4, height: 4),
            CGSize(width: CGFloat.nan, height: 5), CGSize(width: CGFloat.infinity, height: 1)
        ] {
            var ran = false
            let image = UIGraphicsImageRenderer(size: size, format: Drawing.format(scale: 1)).image { _ in ran = true }
            #expect(image.cgImage == nil)
            expectEqual(image.size, .zero)
            #expect(!ran)
            #expect(UIGraphicsImageRenderer(size: size, format: Drawing.format(scale: 1)).pngData { _ in }.isEmpty)
        }
    }

    @Test func hugeSizesAreRefusedWithAReport() {
        let fixture = EngineFixture()
        var ran = false
        let image = UIGraphicsImageRenderer(
            size: CGSize(width: 50_000, height: 50_000), format: Drawing.format(scale: 2)
        )
        .image { _ in ran = true }
        #expect(image.cgImage == nil)
        #expect(!ran)
        #expect(fixture.engine.reports.contains { $0.contains("UIGraphicsImageRenderer") && $0.contains("too large") })
    }

    @Test func theContextIsCurrentDuringTheActionsOnly() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: Drawing.format(scale: 1))
        _ = renderer.image { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func currentImageShowsTheDrawingSoFar() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: Drawing.format(scale: 2))
        var halfway: UIImage?
        let final = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            halfway = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }.cgImage!
        let early = try! #require(halfway?.cgImage)
        expectEqual(halfway?.scale, 2)
        expectEqual(Drawing.pixel(early, 3, 0), [0, 0, 0, 0])
        expectEqual(Drawing.pixel(final, 3, 0), [255, 0, 0, 255])
    }

    @Test func contextPrimitivesUseTheirBlendModeAndClip() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: Drawing.format(scale: 1))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 4), blendMode: .clear)
            expectEqual(context.cgContext.interpolationQuality, .default)
            context.clip(to: CGRect(x: 2, y: 0, width: 2, height: 4))
            context.fill(CGRect(x: 0, y: 3, width: 4, height: 1))
            UIColor.green.setStroke()
            context.stroke(CGRect(x: -1, y: -1, width: 5, height: 3), blendMode: .copy)
        }.cgImage!
        #expect(Drawing.pixel(image, 0, 1) == [0, 0, 0, 0], "cleared")
        #expect(Drawing.pixel(image, 1, 3) == [255, 0, 0, 255], "clipped away")
        expectEqual(Drawing.pixel(image, 2, 3), [0, 0, 255, 255])
        // The stroke straddles the right edge x = 4: its inner half covers half of column 3
        // (copy mode: 128/255 green over 127/255 of the red there), inside the clip only.
        expectEqual(Drawing.pixel(image, 3, 0), [127, 128, 0, 255])
        #expect(Drawing.pixel(image, 1, 1) == [255, 0, 0, 255], "the stroke is clipped too")
    }

    @Test func pngDataDecodesToTheSamePixels() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: Drawing.format(scale: 1))
        let data = renderer.pngData(actions: scene)
        let decoded = try! #require(UIImage(data: data)?.cgImage)
        let drawn = renderer.image(actions: scene).cgImage!
        #expect(decoded.width == 24 && decoded.height == 16)
        // PNG stores straight alpha: translucent pixels may differ by rounding.
        for (a, b) in zip(decoded._premultipliedRGBA, drawn._premultipliedRGBA) { #expect(abs(Int(a) - Int(b)) <= 1) }
    }
}
