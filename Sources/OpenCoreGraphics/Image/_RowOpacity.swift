internal import CSegueKernels

/// What is known, row by row, of whether a bitmap's pixels are all opaque: for an owner that
/// redraws only some rows of its bitmap from one frame to the next and keeps the others.
///
/// Each row is unknown, opaque or not. The owner forgets the rows it lets be drawn
/// (``forget(_:)``); a kept row keeps what was found for it. The compositor measures the rows
/// of each band it composites into a context carrying one (`CGContext._rowOpacity`) right
/// after compositing it, while the band is still in cache; ``allOpaque(_:rowBytes:)`` then
/// scans only the rows still unknown. A frame's image says whether it is opaque
/// (`CGImage._allPixelsOpaque`, which the encoders use) without reading the frame again.
///
/// Bands are measured from several threads at once: each writes only its own rows' states,
/// and the states are read once compositing is over.
package final class _RowOpacity: @unchecked Sendable {
    private static let unknown: UInt8 = 0
    private static let opaque: UInt8 = 1
    private static let translucent: UInt8 = 2

    /// One state per row of the bitmap, top row first.
    private let states: UnsafeMutablePointer<UInt8>

    /// The number of rows described.
    package let rowCount: Int

    /// Nothing known yet about `rows` rows.
    package init(rows: Int) {
        rowCount = max(rows, 0)
        states = .allocate(capacity: max(rowCount, 1))
        states.initialize(repeating: Self.unknown, count: rowCount)
    }

    deinit { states.deallocate() }

    /// Forgets what was known of `rows` (clamped to the bitmap): their pixels change.
    package func forget(_ rows: Range<Int>) {
        for row in rows.clamped(to: 0..<rowCount) { states[row] = Self.unknown }
    }

    /// Looks at `rows` (clamped to the bitmap) of premultiplied RGBA pixels, `width` a row,
    /// row `y` at `data + y × bytesPerRow`, and records whether each is opaque.
    func measure(_ rows: Range<Int>, of data: UnsafeRawPointer, bytesPerRow: Int, width: Int) {
        for row in rows.clamped(to: 0..<rowCount) {
            states[row] = segue_all_opaque(data + row * bytesPerRow, width) ? Self.opaque : Self.translucent
        }
    }

    /// Whether every pixel of `pixels` — ``rowCount`` rows of premultiplied RGBA, `rowBytes`
    /// apart, unpadded — is opaque.
    ///
    /// Rows are looked at top to bottom, those not known yet scanned (and remembered), until
    /// one is not opaque: the rows after it stay as they were.
    package func allOpaque(_ pixels: UnsafeRawBufferPointer, rowBytes: Int) -> Bool {
        _require(pixels.count >= rowBytes * rowCount, "fewer bytes than rows")
        guard let base = pixels.baseAddress else { return rowCount == 0 }
        for row in 0..<rowCount {
            if states[row] == Self.unknown {
                measure(row..<row + 1, of: base, bytesPerRow: rowBytes, width: rowBytes / 4)
            }
            if states[row] == Self.translucent { return false }
        }
        return true
    }
}
