import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Helpers shared by the drawing tests.
enum Drawing {
    /// The per-channel tolerance of the drawing snapshots, in 8-bit steps.
    static let tolerance = 2

    /// The premultiplied RGBA bytes of one pixel (row 0 at the top).
    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image._premultipliedRGBA[start..<(start + 4)])
    }

    /// How many pixels have any alpha.
    static func paintedPixels(_ image: CGImage) -> Int {
        stride(from: 3, to: image._premultipliedRGBA.count, by: 4).reduce(0) {
            $0 + (image._premultipliedRGBA[$1] > 0 ? 1 : 0)
        }
    }

    /// The bounding box (in pixels) of the pixels with any alpha, or nil when there are none.
    static func paintedBox(_ image: CGImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image._premultipliedRGBA[(y * image.width + x) * 4 + 3] > 0 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// A renderer format with an explicit scale (tests never depend on the main screen's).
    static func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }
}
