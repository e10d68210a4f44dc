import OpenCoreGraphics

/// A per-channel comparison of two equally sized images, with a picture of the differences.
struct _GoldenDiff {
    /// Pixels with some channel differing by more than the tolerance.
    var differingPixels = 0
    /// The largest channel difference found.
    var maximumDifference = 0
    /// The difference picture: red where pixels differ (brighter for larger differences),
    /// yellow where they differ within the tolerance, and the golden faded to light gray
    /// where they are equal.
    var image: CGImage?

    init(golden: CGImage, actual: CGImage, tolerance: Int) {
        let expected = golden._premultipliedRGBA, found = actual._premultipliedRGBA
        var picture = [UInt8](repeating: 255, count: expected.count)
        for pixel in stride(from: 0, to: expected.count, by: 4) {
            var largest = 0
            for channel in 0..<4 {
                largest = max(largest, abs(Int(expected[pixel + channel]) - Int(found[pixel + channel])))
            }
            maximumDifference = max(maximumDifference, largest)
            if largest > tolerance {
                differingPixels += 1
                picture[pixel] = UInt8(128 + largest / 2)
                picture[pixel + 1] = 0
                picture[pixel + 2] = 0
            } else if largest > 0 {
                picture[pixel + 2] = 0
            } else {
                // Luma of the golden over white, faded: 192…255.
                let alpha = Int(expected[pixel + 3])
                let luma = (Int(expected[pixel]) * 77 + Int(expected[pixel + 1]) * 150 + Int(expected[pixel + 2]) * 29) >> 8
                let gray = UInt8(192 + (luma + 255 - alpha) / 4)
                picture[pixel] = gray
                picture[pixel + 1] = gray
                picture[pixel + 2] = gray
            }
        }
        image = CGImage(width: golden.width, height: golden.height, premultipliedRGBA: picture)
    }
}
