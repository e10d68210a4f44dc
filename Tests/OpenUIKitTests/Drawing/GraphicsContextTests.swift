import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// UIKit's graphics context stack and the drawing functions that use it.
@Suite struct GraphicsContextTests {
    func bitmap(_ size: Int = 4) -> CGContext {
        CGContext(
            data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    @Test func pushAndPopNest() {
        let a = bitmap()
        let b = bitmap()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPushContext(a)
        #expect(UIGraphicsGetCurrentContext() === a)
        UIGraphicsPushContext(b)
        #expect(UIGraphicsGetCurrentContext() === b)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === a)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func poppingAnEmptyStackIsReportedAndIgnored() {
        let fixture = EngineFixture()
        UIGraphicsPopContext()
        #expect(fixture.engine.reports.contains { $0.contains("UIGraphicsPopContext") })
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func eachThreadHasItsOwnStack() {
        final class Seen: @unchecked Sendable { var hasContext = true }
        let context = bitmap()
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let seen = Seen()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            seen.hasContext = UIGraphicsGetCurrentContext() != nil
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(!seen.hasContext)
        #expect(UIGraphicsGetCurrentContext() === context)
    }

    @Test func imageContextsMakeImagesAtTheirScale() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let picture = try! #require(image)
        expectEqual(picture.scale, 2)
        expectEqual(picture.size, CGSize(width: 3, height: 2))
        let cg = try! #require(picture.cgImage)
        #expect(cg.width == 6 && cg.height == 4)
        // (0, 0, 1, 1) points is the top-left 2 × 2 pixels.
        expectEqual(Drawing.pixel(cg, 1, 1), [255, 0, 0, 255])
        expectEqual(Drawing.pixel(cg, 2, 1), [0, 0, 0, 0])
        expectEqual(Drawing.pixel(cg, 1, 2), [0, 0, 0, 0])
    }

    @Test func anEmptyImageContextIsNotBegun() {
        let fixture = EngineFixture()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: 10), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        expectEqual(UIGraphicsGetImageFromCurrentImageContext(), nil)
        #expect(fixture.engine.reports.contains { $0.contains("UIGraphicsBeginImageContext") })
        UIGraphicsEndImageContext()
        #expect(fixture.engine.reports.contains { $0.contains("UIGraphicsEndImageContext") })
    }

    @Test func aPlainContextIsNotAnImageContext() {
        UIGraphicsPushContext(bitmap())
        expectEqual(UIGraphicsGetImageFromCurrentImageContext(), nil)
        UIGraphicsPopContext()
    }

    @Test func rectFillCopiesAndRectFrameDrawsAOnePointInnerFrame() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: Drawing.format(scale: 1))
        let image = renderer.image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 6))
            // Copy mode replaces, even with a translucent color.
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.black.setFill()
            UIRectFrame(CGRect(x: 2, y: 2, width: 4, height: 4))
        }.cgImage!
        expectEqual(Drawing.pixel(image, 0, 0), [128, 0, 0, 128])
        expectEqual(Drawing.pixel(image, 2, 2), [0, 0, 0, 255])
        expectEqual(Drawing.pixel(image, 5, 3), [0, 0, 0, 255])
        #expect(Drawing.pixel(image, 3, 3) == [0, 0, 255, 255], "inside the frame")
    }

    @Test func colorsSetTheCurrentContextsFillAndStroke() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: Drawing.format(scale: 1))
        let image = renderer.image { context in
            UIColor(white: 0.2, alpha: 1).set()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.green.setStroke()
            context.cgContext.setLineWidth(2)
            context.cgContext.strokeLineSegments(between: [CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)])
        }.cgImage!
        expectEqual(Drawing.pixel(image, 0, 0), [51, 51, 51, 255])
        expectEqual(Drawing.pixel(image, 3, 1), [0, 255, 0, 255])
        // Without a current context the calls do nothing (and do not crash).
        UIColor.red.set()
    }
}
