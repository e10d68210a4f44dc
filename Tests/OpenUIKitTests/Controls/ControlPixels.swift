import Foundation
import OpenUIKit

/// Reading pixels of rendered images in the controls' tests.
enum ControlPixels {
    /// The red, green and blue of the pixel at (`x`, `y`) (y down), 0–255.
    static func rgb(_ image: CGImage, x: Int, y: Int) -> [Int] {
        let pixel = image._premultipliedRGBA[((y * image.width + x) * 4)...]
        return pixel.prefix(3).map(Int.init)
    }
}
