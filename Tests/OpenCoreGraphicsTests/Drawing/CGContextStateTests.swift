import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The current path, the CTM, saved states and bad input.
@Suite struct CGContextStateTests {
    func alphas(_ context: CGContext) -> [UInt8] {
        let bytes = context.makeImage()!._premultipliedRGBA
        return stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] }
    }

    /// CTM calls prepend their operation: translate then scale maps p to (2p.x + 10, 3p.y + 20).
    @Test func ctmComposition() {
        let context = DrawingFixture.context(width: 4, height: 4)
        expectEqual(context.ctm, .identity)
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 3)
        expectEqual(context.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        context.rotate(by: .pi / 2)
        // (1, 0) → rotate → (0, 1) → scale → (0, 3) → translate → (10, 23).
        let p = CGPoint(x: 1, y: 0).applying(context.ctm)
        #expect(Swift.abs(p.x - 10) < 1e-12 && Swift.abs(p.y - 23) < 1e-12)
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        let q = CGPoint.zero.applying(context.ctm)
        #expect(Swift.abs(q.x - 10) < 1e-12 && Swift.abs(q.y - 23) < 1e-12)
        expectEqual(context.convertToDeviceSpace(CGPoint.zero), q)
    }

    /// The path lives in device space: changing the CTM after adding points changes what
    /// `path` and `currentPointOfPath` report, not where the points are.
    @Test func pathIsStoredInDeviceSpace() {
        let context = DrawingFixture.context(width: 8, height: 8)
        #expect(context.isPathEmpty)
        expectEqual(context.path, nil)
        #expect(context.boundingBoxOfPath.isNull)
        context.translateBy(x: 2, y: 0)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 3, y: 1))
        expectEqual(context.currentPointOfPath, CGPoint(x: 3, y: 1))
        context.translateBy(x: 1, y: 0)
        expectEqual(context.currentPointOfPath, CGPoint(x: 2, y: 1))
        expectEqual(context.boundingBoxOfPath, CGRect(x: 0, y: 1, width: 2, height: 0))
        #expect(!context.isPathEmpty)
        context.beginPath()
        #expect(context.isPathEmpty)
    }

    /// Painting a path consumes it; painting a rectangle does not touch it.
    @Test func paintingConsumesThePath() {
        let context = DrawingFixture.context(width: 2, height: 2)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(!context.isPathEmpty)
        context.fillPath()
        #expect(context.isPathEmpty)
        expectEqual(alphas(context), [0, 255, 255, 0])
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.strokePath()
        #expect(context.isPathEmpty)
    }

    /// `restoreGState` brings back the CTM, colors, line width and clip saved before; the path
    /// is not part of the state.
    @Test func saveAndRestore() {
        let context = DrawingFixture.context(width: 4, height: 4)
        context.saveGState()
        context.translateBy(x: 1, y: 1)
        context.setLineWidth(5)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        expectEqual(context.ctm, .identity)
        expectEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(!context.isPathEmpty)  // the path survives the restore
        context.fillPath()
        // The rectangle was added under the translation, so it sits at device (1, 1); black.
        let pixels = context.makeImage()!._premultipliedRGBA
        let row = 4 - 2
        let column = 1
        expectEqual(Array(pixels[(row * 4 + column) * 4..<(row * 4 + column) * 4 + 4]), [0, 0, 0, 255])
        context.restoreGState()  // nothing saved: logged and ignored
        expectEqual(context.ctm, .identity)
    }

    /// `pathContains` follows the fill rule, and the stroke for stroke modes.
    @Test func pathContains() {
        let context = DrawingFixture.context(width: 10, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 6, height: 6))
        context.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
        context.setLineWidth(2)
        #expect(context.pathContains(CGPoint(x: 3, y: 3), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 3, y: 3), mode: .eoFill))
        #expect(!context.pathContains(CGPoint(x: 6.5, y: 3), mode: .fill))
        #expect(context.pathContains(CGPoint(x: 6.5, y: 3), mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 7.5, y: 3), mode: .fillStroke))
    }

    /// Replacing the path with its stroke and filling it paints what stroking paints.
    @Test func strokedPathFillsLikeTheStroke() {
        func draw(_ body: (CGContext) -> Void) -> [UInt8] {
            let context = DrawingFixture.context(width: 16, height: 16)
            context.setLineWidth(3)
            context.setLineJoin(.round)
            context.setLineCap(.square)
            context.move(to: CGPoint(x: 3, y: 3))
            context.addLine(to: CGPoint(x: 12, y: 5))
            context.addQuadCurve(to: CGPoint(x: 4, y: 13), control: CGPoint(x: 14, y: 14))
            body(context)
            return context.makeImage()!._premultipliedRGBA
        }
        let stroked = draw { $0.strokePath() }
        let filled = draw {
            $0.replacePathWithStrokedPath()
            #expect($0.path != nil)
            $0.fillPath()
        }
        expectEqual(stroked, filled)
        #expect(stroked.contains { $0 != 0 })
    }

    /// NaN and infinite input is ignored (and logged), never crashes, and leaves valid
    /// drawing alone.
    @Test func nonFiniteInputIsIgnored() {
        let context = DrawingFixture.context(width: 4, height: 4)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.move(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2))
        context.setLineWidth(.nan)
        context.translateBy(x: .nan, y: 0)
        context.scaleBy(x: 1, y: .infinity)
        expectEqual(context.ctm, .identity)
        context.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 3, color: .black)
        #expect(alphas(context).allSatisfy { $0 == 0 })
        // A path with one bad subpath: the good one is still painted.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        path.move(to: CGPoint(x: 2, y: 2))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.addLine(to: CGPoint(x: 3, y: 3))
        context.addPath(path)
        context.fillPath()
        expectEqual(alphas(context), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0])
        context.addPath(path)
        context.strokePath()  // the whole stroke is dropped
        expectEqual(alphas(context), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0])
    }

    /// Huge finite coordinates are clipped, not overflowed: a rectangle of ±1e300 covers
    /// everything; a singular CTM paints nothing.
    @Test func extremeGeometry() {
        let context = DrawingFixture.context(width: 3, height: 2)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        #expect(alphas(context).allSatisfy { $0 == 255 })
        // A rectangle from x = 1 to the largest finite values: everything but the left column.
        let slanted = DrawingFixture.context(width: 3, height: 2)
        slanted.setFillColor(CGColor(gray: 1, alpha: 1))
        slanted.addLines(between: [
            CGPoint(x: 1, y: -1e308), CGPoint(x: 1, y: 1e308), CGPoint(x: 1e308, y: 1e308), CGPoint(x: 1e308, y: -1e308)
        ])
        slanted.fillPath()
        expectEqual(alphas(slanted), [0, 255, 255, 0, 255, 255])
        // The half plane below y = x, given by points far away (1e15, where the 2-pixel
        // offset of the raster flip is still representable): the diagonal halves the pixels
        // it crosses. (At 1e308 that offset is lost to rounding, whoever draws.)
        let diagonal = DrawingFixture.context(width: 3, height: 2)
        diagonal.setFillColor(CGColor(gray: 1, alpha: 1))
        diagonal.addLines(between: [CGPoint(x: -1e15, y: -1e15), CGPoint(x: 1e15, y: 1e15), CGPoint(x: 1e15, y: -1e15)])
        diagonal.fillPath()
        expectEqual(alphas(diagonal), [0, 128, 255, 128, 255, 255])
        // The same near the largest finite values: no overflow, no crash, a half plane.
        let huge = DrawingFixture.context(width: 3, height: 2)
        huge.setFillColor(CGColor(gray: 1, alpha: 1))
        huge.addLines(between: [
            CGPoint(x: -1e308, y: -1e308), CGPoint(x: 1e308, y: 1e308), CGPoint(x: 1e308, y: -1e308)
        ])
        huge.fillPath()
        #expect(alphas(huge).contains(255))
        let other = DrawingFixture.context(width: 3, height: 2)
        other.scaleBy(x: 0, y: 1)
        other.setFillColor(CGColor(gray: 1, alpha: 1))
        other.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        other.setLineWidth(4)
        other.stroke(CGRect(x: 0, y: 0, width: 3, height: 2))
        other.draw(DrawingFixture.testImage(), in: CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(alphas(other).allSatisfy { $0 == 0 })
        // Empty and negative rectangles.
        let third = DrawingFixture.context(width: 2, height: 2)
        third.fill(CGRect(x: 1, y: 1, width: 0, height: 5))
        third.draw(DrawingFixture.testImage(), in: CGRect(x: 0, y: 0, width: -0.0, height: 2))
        #expect(alphas(third).allSatisfy { $0 == 0 })
        third.fill(CGRect(x: 2, y: 2, width: -1, height: -1))  // standardized: the top-right pixel
        expectEqual(alphas(third), [0, 255, 0, 0])
    }

    /// Dash patterns that are invalid turn dashing off rather than stopping drawing.
    @Test func invalidDashesAreIgnored() {
        let context = DrawingFixture.context(width: 8, height: 2)
        context.setStrokeColor(CGColor(gray: 1, alpha: 1))
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [-1, 2])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 8, y: 1)])
        #expect(alphas(context).allSatisfy { $0 == 255 })
    }
}
