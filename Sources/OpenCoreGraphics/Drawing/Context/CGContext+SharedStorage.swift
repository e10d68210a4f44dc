import Foundation

/// Drawing straight into the storage of the images a context's owner hands out, so that a
/// frame becomes an image without its pixels being copied out of the bitmap.
///
/// For Segue's own frame renderer only (`_FrameRenderer`): a context made by the public
/// initializer keeps its memory for life, and ``CGContext/makeImage()`` copies it.
///
/// The invariant the owner keeps: while the context points at an array's buffer, no one else
/// holds that buffer — no image, no other array — so drawing changes no one's pixels. An
/// image made with ``CGContext/_makeImage(sharing:)`` shares the buffer from then on;
/// before drawing again, the owner points the context at other storage, or at the same array
/// again once that image is gone (``CGContext/_draw(into:)`` makes the buffer unique, copying
/// it when something still shares it).
extension CGContext {
    /// Points the context at `storage`'s bytes: what is drawn from now on goes there.
    ///
    /// `storage` is first made unique — copied, the usual copy-on-write, when its buffer is
    /// shared with another array (an image's) — so that drawing changes no other array. The
    /// caller then keeps `storage` as it is (not resized, not reassigned, not shared) while it
    /// draws into it, and lets an image share it (``_makeImage(sharing:)``) only when
    /// done: the context holds a pointer into its buffer.
    ///
    /// Only for a context made over caller memory (`data` not nil), in the RGBA layout
    /// (`premultipliedLast`, default byte order) with rows `width × 4` bytes apart; `storage`
    /// holds `width × height × 4` bytes.
    package func _draw(into storage: inout [UInt8]) {
        _require(!_ownsData, "the context draws into memory of its own")
        _require(_layout == .rgba && bytesPerRow == width * 4, "the storage of images is RGBA, unpadded")
        _require(storage.count == bytesPerRow * height, "storage of another size")
        _data = storage.withUnsafeMutableBytes { $0.baseAddress! }
    }

    /// An image sharing `storage` — the array the context draws into (``_draw(into:)``) —
    /// without copying its pixels.
    ///
    /// Whether it is opaque is found with ``_rowOpacity`` when it is set (only the rows not
    /// known are scanned), by scanning every row otherwise. With ``_halfSizeMirror`` set, the
    /// image carries the mirror's half-size image (``CGImage/_halved()``). The caller must not draw into
    /// `storage` again while the image lives (see the invariant above).
    package func _makeImage(sharing storage: [UInt8]) -> CGImage? {
        let opacity = _rowOpacity ?? _RowOpacity(rows: height)
        _require(opacity.rowCount == height, "opacity of another bitmap")
        let (opaque, halfSize) = storage.withUnsafeBytes { bytes in
            _require(bytes.baseAddress == UnsafeRawPointer(_data), "the context draws into other memory")
            let opaque = opacity.allOpaque(bytes, rowBytes: bytesPerRow)
            return (opaque, _halfSizeMirror?.makeImage(of: bytes.baseAddress!, opaque: opaque))
        }
        return CGImage(
            width: width, height: height, premultipliedRGBA: storage, _isOpaque: false, measuredOpaque: opaque,
            halfSize: halfSize)
    }
}
