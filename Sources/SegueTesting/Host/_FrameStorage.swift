import Foundation
import OpenUIKit

/// The pixel storage ``_FrameRenderer`` draws into: each frame is drawn straight into the
/// array its image then shares, so no frame is copied out of a bitmap.
///
/// ``context`` always points at ``pixels``, which holds the last frame — every row of it. The
/// screen renderer says which rows a frame draws before drawing (``prepare(drawing:)``); the
/// frame is then drawn
/// - into ``pixels`` itself when no image shares it (the last image is gone, or it was an
///   earlier image shown again): only the rows drawn change;
/// - otherwise into other storage — given back to ``_PixelStoragePool`` by a recording that
///   is gone, or new — into which the rows the frame does not draw are first copied from
///   ``pixels``, which is lent to the pool with its image.
///
/// The invariant, which keeps every image's pixels as they were when it was returned: while
/// the context draws, no image and no other array shares the buffer of ``pixels``
/// (`CGContext._draw(into:)` makes it unique); an image shares it only once the frame is
/// drawn, and storage an image shares is not drawn into while the image lives. The rows a
/// frame draws need not hold anything first: the screen's opaque black background is its
/// first shape, and it replaces every pixel of them.
@MainActor
package final class _FrameStorage {
    /// The bitmap context the frames are drawn with: over ``pixels``.
    package let context: CGContext
    /// The last frame's pixels (the whole bitmap), which the context draws into.
    private var pixels: [UInt8]
    /// Whether each row of ``pixels`` is opaque, as far as it is known: the context's, which
    /// the compositor fills in for the rows it draws.
    private let opacity: _RowOpacity
    /// The last image returned, while someone keeps it: the same pixels as ``pixels``.
    private weak var lastImage: CGImage?
    /// Whether ``lastImage`` shares the buffer of ``pixels`` (it was made from it, rather than
    /// shown again for a frame with the same pixels drawn elsewhere).
    private var lastImageSharesPixels = false
    /// The rows the frame in progress draws (``prepare(drawing:)``).
    private var rowsDrawn: [Range<Int>] = []

    /// Whether each frame's image comes with its half-size image (`CGImage._halved()`), made
    /// band by band as the frame is drawn (`_HalfSizeMirror`). Set before a frame is drawn;
    /// an image returned again for an unchanged frame has one only if it was made with one.
    package var halvesFrames = false {
        didSet {
            guard halvesFrames != oldValue else { return }
            context._halfSizeMirror =
                halvesFrames ? _HalfSizeMirror(fullWidth: context.width, fullHeight: context.height) : nil
            // The last image has no half-size image, or one that the next frame must not reuse.
            lastImage = nil
            lastImageSharesPixels = false
        }
    }

    /// Storage for frames of `width × height` pixels (black until drawn; RGBA, alpha
    /// premultiplied), or nil when no such bitmap can be made.
    package init?(width: Int, height: Int) {
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        // At most the 16 GB a bitmap context takes, checked before allocating.
        guard width > 0, height > 0, !overflow, pixelCount <= 1 << 32 else { return nil }
        let count = pixelCount * 4
        var pixels = [UInt8](repeating: 0, count: count)
        guard
            let context = pixels.withUnsafeMutableBytes({ bytes in
                CGContext(
                    data: bytes.baseAddress, width: width, height: height, bitsPerComponent: 8,
                    bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            })
        else { return nil }
        context._draw(into: &pixels)
        opacity = _RowOpacity(rows: height)
        context._rowOpacity = opacity
        self.context = context
        self.pixels = pixels
    }

    /// Before a frame is drawn: `rows` are those it draws (in order, whole rows), the others
    /// keep the last frame's pixels. Points ``context`` at storage it may draw into.
    package func prepare(drawing rows: [Range<Int>]) {
        rowsDrawn = rows
        guard !rows.isEmpty else { return }
        let pool = _PixelStoragePool.shared
        if lastImageSharesPixels, let image = lastImage {
            var next = Self.storage(count: pixels.count)
            _KeptRows.copy(
                outside: rows, rowCount: context.height, rowBytes: context.bytesPerRow, from: pixels, into: &next)
            pool.lend(pixels, with: image)
            pixels = next
        }
        lastImageSharesPixels = false
        for range in rows { opacity.forget(range) }
        if let givenUp = context._halfSizeMirror?.prepare(drawing: rows, storage: Self.storage(count:)) {
            pool.lend(givenUp.pixels, with: givenUp.image)
        }
        context._draw(into: &pixels)
    }

    /// `count` bytes to draw into: storage the pool took back, or new.
    private static func storage(count: Int) -> [UInt8] {
        _PixelStoragePool.shared.take(count: count) ?? _KeptRows.unwrittenStorage(count: count)
    }

    /// The frame just drawn, as an image: the last image again when it shows the same pixels
    /// (and someone still keeps it), otherwise a new one sharing the storage.
    package func finishFrame() -> CGImage? {
        // The last image shows the last frame, which the rows not drawn still hold.
        if let kept = lastImage, rowsDrawn.isEmpty || context._holdsSamePixels(as: kept, inRows: rowsDrawn) {
            return kept
        }
        guard let image = context._makeImage(sharing: pixels) else { return nil }
        lastImage = image
        lastImageSharesPixels = true
        return image
    }
}
