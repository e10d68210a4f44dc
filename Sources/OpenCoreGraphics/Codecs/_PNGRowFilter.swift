internal import CSegueKernels

/// PNG's per-row prediction filters for 8-bit RGB and RGBA rows (PNG specification §9).
///
/// Each filtered row starts with its filter type byte, followed by the row's bytes minus a
/// prediction: Sub predicts from the pixel to the left, Up from the pixel above; bytes before
/// the row's start count as zero. Every function here writes `1 + count` bytes to `output`
/// and reads `count` bytes from `row` (and `above`).
///
/// The APNG writer uses Up for every row but a region's first, which has no row above and
/// uses Sub. Measured on a 780 × 1688 interface frame and on a photo-like one, at zlib
/// level 1, Up alone compresses as well as or better than Sub alone, Paeth alone, or choosing
/// per row the filter with the smallest sum of absolute differences (libpng's heuristic): at
/// most 5% larger than the adaptive choice, for 0.2 ms of filtering per frame against 3 ms
/// for Paeth and 12 ms for a straightforward adaptive choice.
package enum _PNGRowFilter {
    /// Filter type 0: bytes as they are.
    package static let none: UInt8 = 0
    /// Filter type 1: each byte minus the byte one pixel to its left.
    package static let sub: UInt8 = 1
    /// Filter type 2: each byte minus the byte above it.
    package static let up: UInt8 = 2

    /// Writes a Sub-filtered row (type 1) of `bytesPerPixel`-byte pixels (3 for RGB, 4 for RGBA).
    package static func filterSub(
        _ row: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int = 4, into output: UnsafeMutablePointer<UInt8>
    ) {
        segue_filter_sub(row, count, bytesPerPixel, output)
    }

    /// Writes an Up-filtered row (type 2).
    package static func filterUp(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        segue_filter_up(row, above, count, output)
    }

    /// Writes an Up-filtered RGB row (type 2) from RGBA rows: `pixelCount` pixels of `row`
    /// and `above`, four bytes each, the alpha bytes left out (`1 + 3 × pixelCount` bytes
    /// written) — what dropping alpha from both rows and then ``filterUp(_:above:count:into:)``
    /// give, in one pass.
    package static func filterUpRGB(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, pixelCount: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        segue_filter_up_rgb(row, above, pixelCount, output)
    }

    /// Undoes the filters written here, in place: `filtered` holds `height` rows of
    /// `1 + rowBytes` bytes (type byte first), and the unfiltered rows are packed to its start.
    ///
    /// Returns `false` for a filter type other than None, Sub or Up.
    package static func unfilter(
        _ filtered: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, bytesPerPixel: Int
    ) -> Bool {
        for row in 0..<height {
            let type = filtered[row * (rowBytes + 1)]
            let input = filtered + row * (rowBytes + 1) + 1
            let out = filtered + row * rowBytes
            // `out` never runs ahead of `input`, so the move to the front is safe byte by byte.
            switch type {
            case none:
                for i in 0..<rowBytes { out[i] = input[i] }
            case sub:
                for i in 0..<rowBytes { out[i] = input[i] &+ (i >= bytesPerPixel ? out[i - bytesPerPixel] : 0) }
            case up:
                let above = out - rowBytes
                for i in 0..<rowBytes { out[i] = input[i] &+ (row > 0 ? above[i] : 0) }
            default:
                return false
            }
        }
        return true
    }
}
