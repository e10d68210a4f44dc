import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIImage.draw`: upright in UIKit's y-down space, sized in points, turned by its orientation.
@Suite struct ImageDrawingTests {
    /// A 2 × 2 image: red, green on the top row; blue, white on the bottom row.
    let quad = CGImage(
        width: 2, height: 2,
        premultipliedRGBA: [
            255, 0, 0, 255, 0, 255, 0, 255,
            0, 0, 255, 255, 255, 255, 255, 255
        ])!

    let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255]
    let blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]

    /// The four pixels of `image` drawn into a 2 × 2 canvas: top-left, top-right, bottom-left, bottom-right.
    func drawn(_ image: UIImage) -> [[UInt8]] {
        let canvas = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: Drawing.format(scale: 1)).image
        { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }.cgImage!
        return [(0, 0), (1, 0), (0, 1), (1, 1)].map { Drawing.pixel(canvas, $0.0, $0.1) }
    }

    @Test func anUpImageDrawsUpright() {
        expectEqual(drawn(UIImage(cgImage: quad)), [red, green, blue, white])
    }

    /// Each orientation shows the stored pixels turned as EXIF orientation 1–8 says: `.right`
    /// (EXIF 6) is stored turned a quarter to the left, so it is shown turned right, and so on.
    @Test func orientationsTurnAndMirror() {
        func shown(_ orientation: UIImage.Orientation) -> [[UInt8]] {
            drawn(UIImage(cgImage: quad, scale: 1, orientation: orientation))
        }
        expectEqual(shown(.down), [white, blue, green, red])
        expectEqual(shown(.left), [green, white, red, blue])
        expectEqual(shown(.right), [blue, red, white, green])
        expectEqual(shown(.upMirrored), [green, red, white, blue])
        expectEqual(shown(.downMirrored), [blue, white, red, green])
        expectEqual(shown(.leftMirrored), [red, blue, green, white])
        expectEqual(shown(.rightMirrored), [white, green, blue, red])
    }

    @Test func drawAtUsesTheSizeInPoints() {
        let image = UIImage(cgImage: quad, scale: 2, orientation: .up)
        let canvas = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: Drawing.format(scale: 2)).image
        { _ in
            image.draw(at: CGPoint(x: 1, y: 1))
        }.cgImage!
        // One point at scale 2: the image's pixels land one-to-one from pixel (2, 2).
        expectEqual(Drawing.pixel(canvas, 2, 2), red)
        expectEqual(Drawing.pixel(canvas, 3, 3), white)
        expectEqual(Drawing.pixel(canvas, 1, 1), [0, 0, 0, 0])
        expectEqual(Drawing.pixel(canvas, 4, 4), [0, 0, 0, 0])
    }

    @Test func blendModeAndAlphaApplyToThatDrawingOnly() {
        let image = UIImage(cgImage: quad)
        let canvas = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: Drawing.format(scale: 1)).image
        { context in
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
            expectEqual(context.cgContext.ctm, CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2))
            image.draw(at: CGPoint(x: 2, y: 0))
        }.cgImage!
        expectEqual(Drawing.pixel(canvas, 0, 0), [128, 0, 0, 128])
        expectEqual(Drawing.pixel(canvas, 2, 0), red)
    }

    @Test func emptyImagesAndBadRectanglesDrawNothing() {
        let canvas = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: Drawing.format(scale: 1)).image
        { _ in
            UIImage().draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            UIImage(cgImage: quad).draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2))
            UIImage(cgImage: quad).draw(in: CGRect(x: 0, y: 0, width: 0, height: 2))
        }.cgImage!
        expectEqual(Drawing.paintedPixels(canvas), 0)
        // No current context: nothing happens.
        UIImage(cgImage: quad).draw(at: .zero)
    }
}
