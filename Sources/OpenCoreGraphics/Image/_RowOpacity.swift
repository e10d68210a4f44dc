internal import CSegueKernels

/// What is known, row by row, of whether a bitmap's pixels are all opaque: for an owner that
/// redraws only some rows of its bitmap from one frame to the next and keeps the others.
///
/// Each row is unknown, opaque or not. A redrawn row is forgotten (``forget(_:)``); a kept row
/// keeps what was found for it. ``allOpaque(_:rowBytes:)`` looks only at the rows not known,
/// so that a frame whose image must say whether it is opaque (`CGImage._allPixelsOpaque`,
/// which the encoders use) scans only what changed.
package struct _RowOpacity {
    private enum State: UInt8 {
        case unknown, opaque, translucent
    }

    /// One state per row of the bitmap, top row first.
    private var states: [State]

    /// Nothing known yet about `rows` rows.
    package init(rows: Int) {
        states = [State](repeating: .unknown, count: max(rows, 0))
    }

    /// The number of rows described.
    package var rowCount: Int { states.count }

    /// Forgets what was known of `rows` (clamped to the bitmap): their pixels changed.
    package mutating func forget(_ rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<states.count)
        for row in rows { states[row] = .unknown }
    }

    /// Whether every pixel of `pixels` — ``rowCount`` rows of premultiplied RGBA, `rowBytes`
    /// apart — is opaque.
    ///
    /// Rows are looked at top to bottom, those not known yet scanned (and remembered), until
    /// one is not opaque: the rows after it stay unknown.
    package mutating func allOpaque(_ pixels: UnsafeRawBufferPointer, rowBytes: Int) -> Bool {
        precondition(pixels.count >= rowBytes * states.count, "fewer bytes than rows")
        guard let base = pixels.baseAddress else { return states.isEmpty }
        for row in states.indices {
            if states[row] == .unknown {
                let opaque = segue_all_opaque(base + row * rowBytes, rowBytes / 4)
                states[row] = opaque ? .opaque : .translucent
            }
            if states[row] == .translucent { return false }
        }
        return true
    }
}
