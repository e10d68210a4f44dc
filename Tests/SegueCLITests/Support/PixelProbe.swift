import Foundation
import OpenCoreGraphics

/// Reads PNG files back and looks at single pixels.
struct PixelProbe {
    let image: CGImage

    /// The PNG at `path`, decoded.
    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let image = _PNGCodec.decode(data) else { throw CocoaError(.fileReadCorruptFile) }
        self.image = image
    }

    /// The (premultiplied, here opaque) red, green, blue and alpha of the pixel at column
    /// `x`, row `y` (row 0 at the top).
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let start = (y * image.width + x) * 4
        return image._premultipliedRGBA[start..<start + 4].map(Int.init)
    }
}

/// Whether two channel values differ by at most `tolerance`.
func near(_ a: [Int], _ b: [Double], tolerance: Double = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Double($0) - $1) <= tolerance }
}
