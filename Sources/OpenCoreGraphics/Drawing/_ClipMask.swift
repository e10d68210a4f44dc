import Foundation

/// A clipping mask: one coverage byte (0 = clipped away, 255 = fully visible) per pixel of a
/// rectangle of the bitmap.
///
/// Masks are immutable once made, so graphics states saved with `saveGState` share them;
/// clipping again makes a new mask, the product of the old one and the new shape's coverage.
final class _ClipMask: @unchecked Sendable {
    /// The pixels the mask covers, in raster space.
    let box: _PixelBox
    /// `box.width × box.height` bytes, top row first.
    var bytes: [UInt8]

    /// A mask over `box` with every pixel set to `value`.
    init(box: _PixelBox, value: UInt8) {
        self.box = box
        bytes = [UInt8](repeating: value, count: box.width * box.height)
    }

    /// The mask bytes of row `y` starting at column `x`.
    ///
    /// The caller keeps `x ..< x + count` inside ``box`` and uses the pointer only inside
    /// `body`.
    @inline(__always)
    func withRow<R>(_ y: Int, from x: Int, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer { buffer in
            body(buffer.baseAddress! + ((y - box.minY) * box.width + (x - box.minX)))
        }
    }

    /// The mask's value at a pixel, 0 outside the box.
    func value(x: Int, y: Int) -> UInt8 {
        guard x >= box.minX, x < box.maxX, y >= box.minY, y < box.maxY else { return 0 }
        return bytes[(y - box.minY) * box.width + (x - box.minX)]
    }
}

/// A coverage sink that builds a new clip mask: the shape's coverage times an older mask.
struct _MaskBuildingSink: _CoverageSink {
    /// The mask being filled (starts all zero).
    let mask: _ClipMask
    /// The previous mask, or `nil` when nothing was clipped before.
    let previous: _ClipMask?

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        let box = mask.box
        let rowStart = (row - box.minY) * box.width - box.minX
        mask.bytes.withUnsafeMutableBufferPointer { out in
            for run in runs {
                let k = UInt32((run.coverage * 255).rounded())
                for x in Int(run.x0)..<Int(run.x1) {
                    let old = previous.map { UInt32($0.value(x: x, y: row)) } ?? 255
                    out[rowStart + x] = UInt8(_div255(k * old))
                }
            }
        }
    }
}

/// `value / 255` rounded to nearest, exact for `value` in `0 ... 255 · 255`.
@inline(__always)
func _div255(_ value: UInt32) -> UInt32 {
    let v = value &+ 128
    return (v &+ (v >> 8)) >> 8
}

extension _ClipMask {
    /// The smallest box holding every non-zero byte (empty if there is none).
    func nonZeroBox() -> _PixelBox {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        let w = box.width
        for row in 0..<box.height {
            var first = -1, last = -1
            for x in 0..<w where bytes[row * w + x] != 0 {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = Swift.min(minX, first)
            maxX = Swift.max(maxX, last + 1)
            minY = Swift.min(minY, row)
            maxY = row + 1
        }
        guard minX < maxX else { return .empty }
        return _PixelBox(
            minX: box.minX + minX, minY: box.minY + minY, maxX: box.minX + maxX, maxY: box.minY + maxY)
    }

    /// Whether every byte inside `region` (a part of the mask's box) is 255.
    func isOpaque(in region: _PixelBox) -> Bool {
        for y in region.minY..<region.maxY {
            let start = (y - box.minY) * box.width - box.minX
            for x in region.minX..<region.maxX where bytes[start + x] != 255 { return false }
        }
        return true
    }
}
