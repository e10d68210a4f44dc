import OpenUIKit

/// Pixel storage that recorded frames gave back, for the next recordings' frames.
///
/// A recording keeps every frame, so each needs its own megabytes of pixels; freshly
/// allocated, they cost the kernel a page fault per 4 KB page, on every frame of every
/// recording, which is most of what keeping frames costs. The renderer lends the storage of
/// each frame someone kept to this pool; once that image is gone (its recording dropped),
/// the storage is the pool's alone and the next frame of any recording is drawn into it.
///
/// The pool holds at most ``capacity`` bytes: storage given back is let go, oldest first, to
/// make room for storage lent; beyond that, storage lent is not tracked and goes back to the
/// system with its image. Storage of every size is kept (a renderer that halves its frames
/// lends full-size and half-size storage).
@MainActor
package final class _PixelStoragePool {
    /// The pool the frame renderers share.
    package static let shared = _PixelStoragePool()

    /// The most bytes lent storage may add up to: 96 MB (72 frames of 390 × 844 points at
    /// 1x, 18 at 2x).
    package let capacity: Int

    private struct Loan {
        /// The image the storage was lent with; nil once it is gone.
        weak var image: CGImage?
        var pixels: [UInt8]
    }
    private var loans: [Loan] = []
    private var bytes = 0

    package init(capacity: Int = 96 << 20) {
        self.capacity = capacity
    }

    /// Tracks `pixels`, the storage `image` shares, to be reused once `image` is gone.
    ///
    /// When it would pass the capacity, storage already given back (whose image is gone) is
    /// let go first, oldest first, until it fits; otherwise it is not tracked.
    package func lend(_ pixels: [UInt8], with image: CGImage) {
        var index = 0
        while bytes + pixels.count > capacity, index < loans.count {
            guard loans[index].image == nil else {
                index += 1
                continue
            }
            bytes -= loans.remove(at: index).pixels.count
        }
        guard bytes + pixels.count <= capacity else { return }
        loans.append(Loan(image: image, pixels: pixels))
        bytes += pixels.count
    }

    /// Storage of `count` bytes whose image is gone — no one else holds it — or nil.
    ///
    /// Storage of other sizes stays for the takers of those sizes: a frame renderer that
    /// halves its frames takes full-size and half-size storage in turn.
    package func take(count: Int) -> [UInt8]? {
        guard let index = loans.firstIndex(where: { $0.image == nil && $0.pixels.count == count }) else { return nil }
        let loan = loans.remove(at: index)
        bytes -= loan.pixels.count
        return loan.pixels
    }

    /// The bytes tracked now (lent and given back).
    package var trackedBytes: Int { bytes }
}
