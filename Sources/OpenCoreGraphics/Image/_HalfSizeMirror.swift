internal import CSegueKernels

/// A half-size copy of a bitmap that is redrawn row band by row band: each frame's image
/// comes with its half-size image (``CGImage/_halved()``) already made.
///
/// For an owner that keeps one bitmap from frame to frame and redraws only some of its rows
/// (Segue's frame renderer, for the gallery's half-size frame files). Halving a whole frame
/// after it is drawn reads megabytes that have left the cache by then; here the compositor
/// halves each band of a context carrying a mirror (`CGContext._halfSizeMirror`) right after
/// compositing it, while it is in cache, as it measures the band's opacity (``_RowOpacity``).
///
/// The half-size pixels are those of ``CGImage/_halved()``: each the rounded mean of a 2 × 2
/// block, an odd last row or column dropped. Half row `h` comes from rows `2h` and `2h + 1`.
/// Each frame, the owner says which rows will be drawn (``prepare(drawing:)``); their half
/// rows are then out of date until the compositor halves them, and ``makeImage(of:opaque:)``
/// halves any still out of date (rows drawn some other way) before making the image. The
/// half rows of rows not drawn keep what they had.
///
/// The storage invariant is ``CGContext``'s shared-storage one: the image made shares the
/// mirror's pixels, which are not written again while it lives — the next frame that draws
/// goes to other storage (the owner's, see ``prepare(drawing:storage:)``) after the half rows
/// it does not draw are copied over.
package final class _HalfSizeMirror: @unchecked Sendable {
    /// The full bitmap's size.
    package let fullWidth: Int
    package let fullHeight: Int
    /// The half-size image's size.
    package let width: Int
    package let height: Int

    /// The half-size pixels of the last frame (premultiplied RGBA, rows unpadded).
    private var pixels: [UInt8]
    /// Where ``pixels``' bytes are while a frame is drawn.
    private var data: UnsafeMutableRawPointer
    /// Per half row: whether it is out of date (its rows were drawn and not halved yet).
    private let outOfDate: UnsafeMutablePointer<Bool>
    /// The last half-size image made, while someone keeps it; it shares ``pixels``.
    private weak var lastImage: CGImage?

    /// A mirror of a `fullWidth × fullHeight` bitmap; nil when the bitmap is narrower or
    /// shorter than 2 pixels.
    package init?(fullWidth: Int, fullHeight: Int) {
        guard fullWidth >= 2, fullHeight >= 2 else { return nil }
        self.fullWidth = fullWidth
        self.fullHeight = fullHeight
        width = fullWidth / 2
        height = fullHeight / 2
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        data = pixels.withUnsafeMutableBytes { $0.baseAddress! }
        outOfDate = .allocate(capacity: height)
        outOfDate.initialize(repeating: true, count: height)
    }

    deinit { outOfDate.deallocate() }

    /// Before a frame is drawn: `rows` of the full bitmap (in order) will be drawn. Marks
    /// their half rows out of date, and makes sure no image shares the storage written.
    ///
    /// While the last half-size image lives, it keeps its storage: the frame then goes to
    /// `storage(count)` (`count` bytes that no one else holds; by default new) after the half
    /// rows not drawn are copied into it, and the storage given up is returned with its image,
    /// for the owner to reuse once the image is gone (Segue's frame renderer lends it to its
    /// pool, as it does the full frames' storage).
    @discardableResult
    package func prepare(
        drawing rows: [Range<Int>], storage: (Int) -> [UInt8] = _KeptRows.unwrittenStorage(count:)
    ) -> (pixels: [UInt8], image: CGImage)? {
        guard !rows.isEmpty else { return nil }
        var givenUp: (pixels: [UInt8], image: CGImage)?
        if let image = lastImage {
            var next = storage(pixels.count)
            _KeptRows.copy(
                outside: rows.map(halfRows(of:)), rowCount: height, rowBytes: width * 4, from: pixels, into: &next)
            givenUp = (pixels, image)
            pixels = next
            lastImage = nil
        }
        data = pixels.withUnsafeMutableBytes { $0.baseAddress! }
        for range in rows {
            for half in halfRows(of: range) { outOfDate[half] = true }
        }
        return givenUp
    }

    /// Halves `rows` of the full bitmap, whose row `y` is at `source + y × bytesPerRow`.
    ///
    /// `rows` starts at an even row, so that its half rows come from it alone: bands of
    /// different threads then write different half rows.
    func halve(_ rows: Range<Int>, of source: UnsafeRawPointer, bytesPerRow: Int) {
        _require(rows.lowerBound % 2 == 0, "a band starting at an odd row")
        for half in halfRows(of: rows) {
            let top = source + 2 * half * bytesPerRow
            segue_halve_row(
                top.assumingMemoryBound(to: UInt8.self), (top + bytesPerRow).assumingMemoryBound(to: UInt8.self),
                width, (data + half * width * 4).assumingMemoryBound(to: UInt8.self))
            outOfDate[half] = false
        }
    }

    /// The half-size image of the frame just drawn, `source` the full bitmap's pixels (rows
    /// `fullWidth × 4` bytes apart): half rows still out of date are halved from it first.
    /// The image shares the mirror's storage.
    package func makeImage(of source: UnsafeRawPointer, opaque: Bool) -> CGImage? {
        let bytesPerRow = fullWidth * 4
        for half in 0..<height where outOfDate[half] {
            halve(2 * half..<2 * half + 2, of: source, bytesPerRow: bytesPerRow)
        }
        let image = CGImage(width: width, height: height, premultipliedRGBA: pixels, _isOpaque: opaque)
        lastImage = image
        return image
    }

    /// The half rows that rows `rows` of the full bitmap touch.
    private func halfRows(of rows: Range<Int>) -> Range<Int> {
        (rows.lowerBound / 2..<(rows.upperBound + 1) / 2).clamped(to: 0..<height)
    }
}
