internal import CSegueKernels
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
        // Box filters commute: all three horizontal passes run on each row while it is in
        // cache, then the three vertical ones.
        horizontal(&image, width: width, height: height)
        vertical(from: image, to: &scratch, width: width, height: height)
        vertical(from: scratch, to: &image, width: width, height: height)
        vertical(from: image, to: &scratch, width: width, height: height)
        swap(&image, &scratch)
    }

    /// Blurs `image` (`width × height` pixels of `channels` interleaved floats, 1 or 4) into
    /// `result`, overwriting `image`; each channel's floats are those ``apply(_:scratch:width:height:)``
    /// makes of it alone. `lines` holds `4 × 2 × (width + 8 × (radius + 1))` floats (16-byte
    /// aligned) and `sums` `channels × width`. When `rowsAlike`, every row of `image` is the same: the
    /// horizontal passes run on the first and it is copied to the others (the same floats).
    func apply(
        _ image: UnsafeMutablePointer<Float>, into result: UnsafeMutablePointer<Float>, channels: Int, width: Int,
        height: Int, lines: UnsafeMutablePointer<Float>, sums: UnsafeMutablePointer<Float>, rowsAlike: Bool = false
    ) {
        guard width > 0, height > 0 else { return }
        let lineCount = 4 * 2 * (width + 8 * (radius + 1))
        lines.initialize(repeating: 0, count: lineCount)
        let rows = rowsAlike ? 1 : height
        if channels == 4 {
            segue_blur_rows4(image, width, rows, radius, alpha, weight, lines)
        } else {
            segue_blur_rows(image, width, rows, radius, alpha, weight, lines)
        }
        let row = channels * width
        for y in rows..<height { (image + y * row).update(from: image, count: row) }
        // Interleaved channels are columns of their own to the vertical passes.
        let columns = channels * width
        segue_blur_columns(image, result, columns, height, radius, alpha, weight, sums)
        segue_blur_columns(result, image, columns, height, radius, alpha, weight, sums)
        segue_blur_columns(image, result, columns, height, radius, alpha, weight, sums)
    }

    /// The three horizontal passes, four rows at a time, in place (the rows are copied into a
    /// zero-padded line first, so the loops need no bounds tests): `segue_blur_rows`.
    private func horizontal(_ image: inout [Float], width: Int, height: Int) {
        let pad = 4 * (radius + 1)  // pass k reads up to (k + 2)(r + 1) beyond the row
        var lines = [Float](repeating: 0, count: 4 * 2 * (width + 2 * pad))
        image.withUnsafeMutableBufferPointer { buffer in
            lines.withUnsafeMutableBufferPointer { scratch in
                segue_blur_rows(buffer.baseAddress!, width, height, radius, alpha, weight, scratch.baseAddress!)
            }
        }
    }

    /// One vertical pass, row by row with a running sum per column: `segue_blur_columns`.
    private func vertical(from input: [Float], to output: inout [Float], width: Int, height: Int) {
        var sums = [Float](repeating: 0, count: width)
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sum in
                    segue_blur_columns(
                        source.baseAddress!, target.baseAddress!, width, height, radius, alpha, weight, sum.baseAddress!
                    )
                }
            }
        }
    }
}
