import Foundation

/// A Gaussian blur of a single-channel `Float` image, by three passes of an *extended box*
/// filter per axis.
///
/// An extended box of radius `r` weighs the `2r + 1` central taps equally and the two taps
/// at `±(r + 1)` by a fraction `α` of that; `r` and `α` are chosen so that its variance is
/// exactly `σ²/3`, so three passes have exactly the variance `σ²` of the Gaussian they
/// approximate (Gwosdek, Grewenig, Bruhn & Weickert, "Theoretical foundations of Gaussian
/// convolution by extended box filtering", 2011). Each pass costs a few operations per pixel
/// whatever σ is. Pixels outside the image count as 0.
struct _GaussianBlur {
    /// The central radius of each pass.
    let radius: Int
    /// The weight of the two end taps relative to the central ones.
    let alpha: Float
    /// The weight of a central tap: `1 / (2r + 1 + 2α)`.
    let weight: Float

    /// A blur with standard deviation `sigma` (in pixels, positive).
    init(sigma: Double) {
        let variance = sigma * sigma / 3
        // The largest plain box whose variance r(r+1)/3 does not exceed the target.
        var r = Int(((12 * variance + 1).squareRoot() - 1) / 2)
        while Double(r * (r + 1)) / 3 > variance, r > 0 { r -= 1 }
        while Double((r + 1) * (r + 2)) / 3 <= variance { r += 1 }
        let d = Double(r)
        let a = (2 * d + 1) * (variance - d * (d + 1) / 3) / (2 * ((d + 1) * (d + 1) - variance))
        radius = r
        alpha = Float(a)
        weight = Float(1 / (2 * d + 1 + 2 * a))
    }

    /// How far, in pixels, the three passes spread a value along each axis.
    var reach: Int { 3 * (radius + 1) }

    /// Blurs `image` (`width × height`, row-major) in place, using `scratch` (same size).
    func apply(_ image: inout [Float], scratch: inout [Float], width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        for _ in 0..<3 {
            horizontal(from: image, to: &scratch, width: width, height: height)
            vertical(from: scratch, to: &image, width: width, height: height)
        }
    }

    /// One horizontal pass (each row is copied into a zero-padded line first, so the loop
    /// needs no bounds tests).
    private func horizontal(from input: [Float], to output: inout [Float], width: Int, height: Int) {
        let r = radius, pad = radius + 1
        var line = [Float](repeating: 0, count: width + 2 * pad)
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                line.withUnsafeMutableBufferPointer { padded in
                    let p = padded.baseAddress! + pad  // p[-pad ..< width + pad]
                    for y in 0..<height {
                        let row = y * width
                        p.update(from: src.baseAddress! + row, count: width)
                        var sum: Float = 0
                        for x in -r...r { sum += p[x] }
                        for x in 0..<width {
                            dst[row + x] = weight * (sum + alpha * (p[x - r - 1] + p[x + r + 1]))
                            sum += p[x + r + 1] - p[x - r]
                        }
                    }
                }
            }
        }
    }

    /// One vertical pass, row by row with a running sum per column.
    private func vertical(from input: [Float], to output: inout [Float], width: Int, height: Int) {
        let r = radius
        var sums = [Float](repeating: 0, count: width)
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { sum in
                    for y in -r...r where y >= 0 && y < height {
                        for x in 0..<width { sum[x] += src[y * width + x] }
                    }
                    for y in 0..<height {
                        let above = y - r - 1, below = y + r + 1, leaving = y - r
                        let hasAbove = above >= 0, hasBelow = below < height, hasLeaving = leaving >= 0
                        for x in 0..<width {
                            var ends: Float = 0
                            if hasAbove { ends += src[above * width + x] }
                            if hasBelow { ends += src[below * width + x] }
                            dst[y * width + x] = weight * (sum[x] + alpha * ends)
                        }
                        for x in 0..<width {
                            if hasBelow { sum[x] += src[below * width + x] }
                            if hasLeaving { sum[x] -= src[leaving * width + x] }
                        }
                    }
                }
            }
        }
    }
}
