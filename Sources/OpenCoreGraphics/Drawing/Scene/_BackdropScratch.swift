import Foundation

/// The memory a thread's backdrop filters work in, kept from frame to frame: a full-screen
/// blur's grid, its fixed-point cells and the rows on the way back up would otherwise be
/// allocated, and their pages first touched, in every frame.
final class _BackdropScratch {
    /// What each buffer holds (one buffer per case, grown as needed, never shrunk).
    enum Slot: Int, CaseIterable {
        /// The grid's cells (four floats each), and a second image for the blur's passes.
        case cells, blurred
        /// The weights of a target with alpha (one float a cell), and their blurred copy.
        case weights, blurredWeights
        /// The blur's zero-padded lines and column sums, and the downsample's row sums.
        case lines, sums, rowSums
        /// The fixed-point cells, the column spans and weights, and three fixed-point rows.
        case fixed, spans, columnWeights, rows
    }

    private var buffers = [UnsafeMutableRawPointer?](repeating: nil, count: Slot.allCases.count)
    private var capacities = [Int](repeating: 0, count: Slot.allCases.count)

    deinit {
        for buffer in buffers { buffer?.deallocate() }
    }

    /// Buffer `slot` with room for `count` values of `type`, 64-byte aligned; what it holds is
    /// left from its last use.
    func buffer<T>(_ slot: Slot, _ count: Int, of type: T.Type) -> UnsafeMutablePointer<T> {
        let bytes = Swift.max(count, 1) * MemoryLayout<T>.stride
        if capacities[slot.rawValue] < bytes {
            buffers[slot.rawValue]?.deallocate()
            buffers[slot.rawValue] = .allocate(byteCount: bytes, alignment: 64)
            capacities[slot.rawValue] = bytes
        }
        return buffers[slot.rawValue]!.bindMemory(to: T.self, capacity: Swift.max(count, 1))
    }
}
