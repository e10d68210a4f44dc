import Foundation
import OpenUIKit

extension ImageDifference {
    /// A picture of the differences, the size of the images.
    ///
    /// Differing pixels are red, brighter for larger differences (128 + difference / 2);
    /// pixels that differ within the tolerances are yellow; equal pixels show the reference
    /// faded to light gray (its luma over white, mapped to 192…255), so that the red stands out
    /// where it sits in the picture.
    public func makeImage() -> CGImage {
        let expected = reference._premultipliedRGBA
        let found = actual._premultipliedRGBA
        var picture = [UInt8](repeating: 255, count: expected.count)
        expected.withUnsafeBufferPointer { e in
            found.withUnsafeBufferPointer { f in
                var index = 0
                while index < e.count {
                    let largest = Self.pixelDifference(e, f, index)
                    let counts =
                        largest > tolerance
                        && (perceptualTolerance == 0 || _PerceptualColor.deltaE94(e, f, index) > perceptualTolerance)
                    if counts {
                        picture[index] = UInt8(128 + largest / 2)
                        picture[index + 1] = 0
                        picture[index + 2] = 0
                    } else if largest > 0 {
                        picture[index + 2] = 0
                    } else {
                        let alpha = Int(e[index + 3])
                        let luma = (Int(e[index]) * 77 + Int(e[index + 1]) * 150 + Int(e[index + 2]) * 29) >> 8
                        let gray = UInt8(192 + (luma + 255 - alpha) / 4)
                        picture[index] = gray
                        picture[index + 1] = gray
                        picture[index + 2] = gray
                    }
                    index += 4
                }
            }
        }
        guard let image = CGImage(width: reference.width, height: reference.height, premultipliedRGBA: picture) else {
            _programmerError("ImageDifference: a picture of a valid image's size is valid")
        }
        return image
    }

    /// A one-line account of the comparison for failure messages: how many of how many pixels
    /// differ beyond which tolerance, and the largest channel (and perceptual) difference.
    public var summary: String {
        var text = "\(differingPixels) of \(pixelCount) pixels differ by more than \(tolerance)"
        if perceptualTolerance > 0 {
            text += " and ΔE \(Self.format(perceptualTolerance))"
        }
        text += " (largest channel difference \(maximumDifference)"
        if perceptualTolerance > 0 { text += ", largest ΔE \(Self.format(maximumPerceptualDifference))" }
        return text + ")"
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
