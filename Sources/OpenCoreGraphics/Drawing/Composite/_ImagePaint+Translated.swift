import Foundation

/// Translucent images drawn pixel for pixel: a layer's drawn contents (a label's text, an
/// icon) at its own scale, moved by whole pixels.
extension _ImagePaint {
    /// The image pixel that raster pixel `(0, 0)` reads when ``toImage`` moves raster pixels
    /// onto image pixels by whole numbers (no scale, no rotation, no perspective) and the image
    /// is sampled bilinearly; `nil` otherwise.
    ///
    /// Bilinear sampling at such a map reads each pixel's own texel with zero weight on its
    /// neighbours, so the sample is that texel, bit for bit.
    var wholePixelOffset: (x: Int, y: Int)? {
        let m = toImage
        guard !nearest, m.m11 == 1, m.m22 == 1, m.m12 == 0, m.m21 == 0, m.m13 == 0, m.m23 == 0, m.m33 == 1,
            m.m31 == m.m31.rounded(), m.m32 == m.m32.rounded(), Swift.abs(m.m31) < 1e15, Swift.abs(m.m32) < 1e15
        else { return nil }
        return (Int(m.m31), Int(m.m32))
    }

    /// Composites raster row `y`, columns `x0 ..< x0 + count`, of a translucent image drawn
    /// pixel for pixel at full coverage onto `dst` (column `x0`'s pixel), and returns `true`;
    /// returns `false`, writing nothing, when the map is not a whole-pixel translation, the
    /// span leaves the image or the fused kernels do not serve the target.
    ///
    /// Bit for bit what ``blend(_:row:x0:count:k:into:columns:_:scratch:)`` gives: the same
    /// source-over kernels (``_ImageBlender/put4(_:_:_:_:k:_:_:)``) on the image's own texels,
    /// four at a time, without interpolating. Four transparent texels leave the destination
    /// as it is (source-over adds `div255(d · 255) = d`) and are skipped; four opaque ones
    /// replace it. Text is mostly transparent, so most of a label's pixels cost one compare.
    func blendTranslated(
        _ pixels: UnsafeRawPointer, row y: Int, x0: Int, count: Int, into dst: UnsafeMutableRawPointer
    ) -> Bool {
        guard count > 0, _ImageBlender.handles(layout), let offset = wholePixelOffset else { return false }
        let ix = x0 + offset.x
        let iy = y + offset.y
        guard ix >= 0, ix + count <= image.width, iy >= 0, iy < image.height else { return false }
        let source = pixels + (iy * image.width + ix) * 4
        let blender = _ImageBlender(pixels: pixels, width: image.width, height: image.height, opaque: false)
        switch layout.swizzleFromRGBA {
        case .identity: Self.blendTexels(source, count: count, into: dst, blender, _KeepOrder.self)
        default: Self.blendTexels(source, count: count, into: dst, blender, _SwapRedBlue.self)
        }
        return true
    }

    /// Composites `count` texels from `source` onto `dst`, source-over at full coverage.
    @inline(__always)
    private static func blendTexels<Order: _ChannelOrder>(
        _ source: UnsafeRawPointer, count: Int, into dst: UnsafeMutableRawPointer, _ blender: _ImageBlender,
        _: Order.Type
    ) {
        let zero = _V128()
        let opaqueAlpha = SIMD4<UInt32>(repeating: 0xFF00_0000)
        var j = 0
        while j &+ 4 <= count {
            let texels = _Lanes.load128(source, j &* 4)
            let words = _Lanes.u32(texels)
            if words == SIMD4<UInt32>() {
                j &+= 4
                continue
            }
            let s01 = _Lanes.unpackLo8(texels, zero)
            let s23 = _Lanes.unpackHi8(texels, zero)
            if words & opaqueAlpha == opaqueAlpha {
                blender.put4(s01, s23, dst, j &* 4, k: 255, Order.self, _ReplacingSource.self)
            } else {
                blender.put4(s01, s23, dst, j &* 4, k: 255, Order.self, _TranslucentSource.self)
            }
            j &+= 4
        }
        while j < count {
            let texel = source.loadUnaligned(fromByteOffset: j &* 4, as: UInt32.self)
            if texel != 0 { blender.putOne(texel, dst, j &* 4, k: 255, Order.self) }
            j &+= 1
        }
    }
}
