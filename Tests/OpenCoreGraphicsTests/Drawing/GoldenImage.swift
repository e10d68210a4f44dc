import Foundation
import Testing

@testable import OpenCoreGraphics

/// Golden-image comparison for drawing tests.
///
/// Goldens are small PNGs in `Tests/OpenCoreGraphicsTests/Goldens/`, found through
/// `#filePath`. An image matches when it has the golden's size and every channel of every
/// pixel (premultiplied, 8-bit) is within ``tolerance`` of the golden's. On a mismatch the
/// test fails and writes `<name>.actual.png` and `<name>.diff.png` beside the golden (the diff
/// shows differing pixels in red, brighter for larger differences, over a dimmed copy of the
/// golden). Run with `SEGUE_RECORD_GOLDENS=1` to (re)write the goldens instead — then look at
/// every one before committing it.
enum GoldenImage {
    /// The largest accepted difference per channel, in 8-bit steps.
    static let tolerance = 2

    /// The goldens directory.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens", isDirectory: true)

    /// Whether goldens are being recorded rather than checked.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] == "1" }

    /// Checks `image` against the golden `name` (without extension).
    static func check(_ image: CGImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent("\(name).png")
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        let diffURL = directory.appendingPathComponent("\(name).diff.png")
        if isRecording {
            guard let data = _PNGCodec.encode(image) else {
                Issue.record("could not encode \(name)", sourceLocation: sourceLocation)
                return
            }
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? data.write(to: url)
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return
        }
        guard let data = try? Data(contentsOf: url), let golden = _PNGCodec.decode(data) else {
            try? _PNGCodec.encode(image)?.write(to: actualURL)
            Issue.record("missing golden \(name).png; run with SEGUE_RECORD_GOLDENS=1 and inspect it", sourceLocation: sourceLocation)
            return
        }
        guard golden.width == image.width, golden.height == image.height else {
            try? _PNGCodec.encode(image)?.write(to: actualURL)
            Issue.record(
                "\(name): size \(image.width)×\(image.height), golden \(golden.width)×\(golden.height)",
                sourceLocation: sourceLocation)
            return
        }
        let expected = golden._premultipliedRGBA, actual = image._premultipliedRGBA
        var worst = 0, differing = 0
        var diff = [UInt8](repeating: 0, count: expected.count)
        for pixel in 0..<(expected.count / 4) {
            var delta = 0
            for c in 0..<4 { delta = Swift.max(delta, Swift.abs(Int(expected[pixel * 4 + c]) - Int(actual[pixel * 4 + c]))) }
            worst = Swift.max(worst, delta)
            let gray = UInt8((Int(expected[pixel * 4]) + Int(expected[pixel * 4 + 1]) + Int(expected[pixel * 4 + 2])) / 12)
            if delta > tolerance {
                differing += 1
                diff[pixel * 4] = UInt8(Swift.min(255, 96 + delta * 4))
                diff[pixel * 4 + 1] = gray / 2
                diff[pixel * 4 + 2] = gray / 2
            } else {
                (diff[pixel * 4], diff[pixel * 4 + 1], diff[pixel * 4 + 2]) = (gray, gray, gray)
            }
            diff[pixel * 4 + 3] = 255
        }
        if differing == 0 {
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return
        }
        try? _PNGCodec.encode(image)?.write(to: actualURL)
        if let diffImage = CGImage(width: image.width, height: image.height, premultipliedRGBA: diff) {
            try? _PNGCodec.encode(diffImage)?.write(to: diffURL)
        }
        Issue.record(
            "\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst)); see \(actualURL.lastPathComponent) and \(diffURL.lastPathComponent)",
            sourceLocation: sourceLocation)
    }
}

/// Helpers shared by drawing tests.
enum DrawingFixture {
    /// A context with its own zeroed memory, RGBA premultiplied.
    static func context(width: Int, height: Int, info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue) -> CGContext {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
    }

    /// A context filled with opaque white.
    static func whiteContext(width: Int, height: Int) -> CGContext {
        let context = context(width: width, height: height)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context
    }

    /// A 16 × 16 test picture: red, green, blue and yellow quadrants (red at the top left),
    /// a white diagonal from top left to bottom right, and a half-transparent black border.
    static func testImage() -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                var rgba: [UInt8]
                switch (x < 8, y < 8) {
                case (true, true): rgba = [255, 0, 0, 255]
                case (false, true): rgba = [0, 160, 0, 255]
                case (true, false): rgba = [0, 0, 255, 255]
                case (false, false): rgba = [255, 220, 0, 255]
                }
                if x == y { rgba = [255, 255, 255, 255] }
                if x == 0 || y == 0 || x == 15 || y == 15 { rgba = [0, 0, 0, 128] }
                bytes += rgba
            }
        }
        return CGImage(width: 16, height: 16, premultipliedRGBA: bytes)!
    }
}
