import Foundation

/// Scratch memory for ``_ImageBlender``: one row of texels mixed between two image rows, and
/// the column offsets and weights of the last span an axis-aligned image was drawn over
/// (reused while later rows start at the same place).
final class _BlendScratch {
    /// Mixed texels, indexed by image column (4 bytes each).
    private(set) var texels: UnsafeMutableRawPointer
    private var texelCapacity: Int
    /// Per pixel of the span: the byte offset of its left texel.
    private(set) var offsets: UnsafeMutablePointer<Int32>
    /// Per pixel of the span: its column weights (``_ImageBlender/weightPair(_:)``).
    private(set) var weights: UnsafeMutablePointer<_V128>
    private var columnCapacity: Int
    /// What the column tables hold: start and step (32.32) and how many pixels.
    var columnStart: Int64 = 0, columnStep: Int64 = 0, columnCount = 0

    init() {
        texelCapacity = 0
        texels = .allocate(byteCount: 16, alignment: 16)
        columnCapacity = 0
        offsets = .allocate(capacity: 4)
        weights = .allocate(capacity: 4)
    }

    deinit {
        texels.deallocate()
        offsets.deallocate()
        weights.deallocate()
    }

    /// Forgets the column tables (their maps belong to a past frame).
    func forgetCaches() {
        columnCount = 0
    }

    /// Makes room for `count` texels (plus a 16-byte margin).
    func reserveTexels(_ count: Int) {
        guard count > texelCapacity else { return }
        texels.deallocate()
        texelCapacity = count
        texels = .allocate(byteCount: count * 4 + 16, alignment: 16)
    }

    /// Makes room for column tables of `count` pixels (forgetting what they held).
    func reserveColumns(_ count: Int) {
        guard count > columnCapacity else { return }
        offsets.deallocate()
        weights.deallocate()
        columnCapacity = count
        offsets = .allocate(capacity: count + 4)
        weights = .allocate(capacity: count + 4)
        columnCount = 0
    }
}
