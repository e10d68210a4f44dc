internal import CSegueKernels

extension CGImage {
    /// The image at half its width and height, each pixel the mean of the 2×2 pixels it
    /// replaces (a box filter: the right look for a picture shown at half its pixel size).
    ///
    /// An odd last column or row is dropped. Nil when the image is narrower or shorter than
    /// 2 pixels. Known opacity is kept (the mean of opaque pixels is opaque), so encoding the
    /// half-size image does not look for transparent pixels again.
    package func _halved() -> CGImage? {
        if let _halfSize { return _halfSize }
        let (halfWidth, halfHeight) = (width / 2, height / 2)
        guard halfWidth > 0, halfHeight > 0 else { return nil }
        let rowBytes = width * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: halfWidth * halfHeight * 4) { out, count in
            _premultipliedRGBA.withUnsafeBufferPointer { source in
                for y in 0..<halfHeight {
                    let top = source.baseAddress! + 2 * y * rowBytes
                    segue_halve_row(top, top + rowBytes, halfWidth, out.baseAddress! + y * halfWidth * 4)
                }
            }
            count = halfWidth * halfHeight * 4
        }
        return CGImage(width: halfWidth, height: halfHeight, premultipliedRGBA: pixels, _isOpaque: _knownOpaque)
    }
}
