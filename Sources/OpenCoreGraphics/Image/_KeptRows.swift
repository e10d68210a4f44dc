import Foundation

/// Moving a frame to new storage while redrawing only some of its rows: the rows a frame does
/// not draw are copied over, and the storage is not cleared first. For the owners of frames
/// drawn into their images' own storage (`_FrameStorage`, ``_HalfSizeMirror``).
package enum _KeptRows {
    /// Copies the rows outside `drawn` (ranges in order; they may touch or overlap) of
    /// `rowCount` rows of `rowBytes` bytes from `source` into `target`, storage of the same size.
    package static func copy(
        outside drawn: [Range<Int>], rowCount: Int, rowBytes: Int, from source: [UInt8], into target: inout [UInt8]
    ) {
        _require(source.count >= rowCount * rowBytes && target.count == source.count, "storage of another size")
        var kept: [Range<Int>] = []
        var row = 0
        for range in drawn {
            if row < range.lowerBound { kept.append(row..<Swift.min(range.lowerBound, rowCount)) }
            row = Swift.max(row, range.upperBound)
        }
        if row < rowCount { kept.append(row..<rowCount) }
        source.withUnsafeBytes { from in
            target.withUnsafeMutableBytes { to in
                for range in kept where !range.isEmpty {
                    let offset = range.lowerBound * rowBytes
                    memcpy(to.baseAddress! + offset, from.baseAddress! + offset, range.count * rowBytes)
                }
            }
        }
    }

    /// New storage of `count` bytes, not written: every byte is replaced before it is read.
    package static func unwrittenStorage(count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}
