internal import CSegueKernels
import Foundation

/// Drawing under any other map: each pixel reads its own texel square.
extension _ImageBlender {
    /// Composites `count` samples stepping linearly from 32.32 position `(fu, fv)` by
    /// `(du, dv)` (texel centres at whole numbers) onto `dst`, under coverage `k`.
    ///
    /// Bit for bit what ``_ProjectiveSampler``'s bilinear run followed by ``_Compositor``'s
    /// source-over gives. The positions are linear, so when the first and the last pixel's
    /// texel squares are inside the image every pixel's is: then the samples are taken with
    /// ``bilinear(_:_:wy:wx:)`` and composited four at a time. Otherwise every pixel goes
    /// alone through ``sample(_:_:)``.
    @inline(__always)
    func blendRun<Order: _ChannelOrder, Mode: _SourceMode>(
        _ fu: Int64, _ fv: Int64, _ du: Int64, _ dv: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type, _: Mode.Type
    ) {
        guard count > 0 else { return }
        // Steps below 256 texels a pixel keep the positions from wrapping around.
        let limit: Int64 = 1 << 40
        guard du > -limit, du < limit, dv > -limit, dv < limit, count < 1 << 22 else {
            samplePixels(fu, fv, du, dv, count: count, into: dst, k: k, Order.self, Mode.self)
            return
        }
        let lastU = fu &+ Int64(count - 1) &* du
        let lastV = fv &+ Int64(count - 1) &* dv
        let maxX = UInt(width - 1)
        let maxY = UInt(height - 1)
        @inline(__always) func inside(_ u: Int64, _ v: Int64) -> Bool {
            UInt(bitPattern: Int(truncatingIfNeeded: u >> 32)) < maxX
                && UInt(bitPattern: Int(truncatingIfNeeded: v >> 32)) < maxY
        }
        guard inside(fu, fv), inside(lastU, lastV) else {
            samplePixels(fu, fv, du, dv, count: count, into: dst, k: k, Order.self, Mode.self)
            return
        }
        segue_blend_run(
            pixels, width, height, fu, fv, du, dv, count, dst, UInt32(k), Self.swap(Order.self), Self.mode(Mode.self), 1
        )
    }

    /// ``blendRun`` one pixel at a time.
    private func samplePixels<Order: _ChannelOrder, Mode: _SourceMode>(
        _ fu: Int64, _ fv: Int64, _ du: Int64, _ dv: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type, _: Mode.Type
    ) {
        segue_blend_run(
            pixels, width, height, fu, fv, du, dv, count, dst, UInt32(k), Self.swap(Order.self), Self.mode(Mode.self), 0
        )
    }
}
