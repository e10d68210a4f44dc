import Foundation

/// A clipping mask: one coverage byte (0 = clipped away, 255 = fully visible) per pixel of a
/// rectangle of the bitmap.
///
/// Masks are written once, while they are built, and never changed afterwards, so graphics
/// states saved with `saveGState` share them; clipping again makes a new mask, the product of
/// the old one and the new shape's coverage. The bytes live in memory the mask owns, so
/// pointers into them stay valid for the mask's lifetime.
final class _ClipMask: @unchecked Sendable {
    /// The pixels the mask covers, in raster space.
    let box: _PixelBox
    /// `box.width × box.height` bytes, top row first.
    let bytes: UnsafeMutablePointer<UInt8>

    /// A mask over `box` with every pixel set to `value`.
    init(box: _PixelBox, value: UInt8) {
        self.box = box
        let count = Swift.max(box.width * box.height, 1)
        bytes = .allocate(capacity: count)
        bytes.initialize(repeating: value, count: count)
    }

    deinit {
        bytes.deallocate()
    }

    /// The mask byte for column `x` of row `y` (both inside ``box``).
    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        bytes + ((y - box.minY) * box.width + (x - box.minX))
    }

    /// The mask's value at a pixel, 0 outside the box.
    func value(x: Int, y: Int) -> UInt8 {
        guard x >= box.minX, x < box.maxX, y >= box.minY, y < box.maxY else { return 0 }
        return pointer(x: x, y: y).pointee
    }

    /// The smallest box holding every non-zero byte (empty if there is none).
    func nonZeroBox() -> _PixelBox {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        let w = box.width
        for row in 0..<box.height {
            let line = bytes + row * w
            var first = 0
            while first < w, line[first] == 0 { first += 1 }
            guard first < w else { continue }
            var last = w - 1
            while line[last] == 0 { last -= 1 }
            minX = Swift.min(minX, first)
            maxX = Swift.max(maxX, last + 1)
            minY = Swift.min(minY, row)
            maxY = row + 1
        }
        guard minX < maxX else { return .empty }
        return _PixelBox(minX: box.minX + minX, minY: box.minY + minY, maxX: box.minX + maxX, maxY: box.minY + maxY)
    }

    /// Whether every byte inside `region` (a part of the mask's box) is 255.
    func isOpaque(in region: _PixelBox) -> Bool {
        for y in region.minY..<region.maxY {
            let line = pointer(x: region.minX, y: y)
            for x in 0..<region.width where line[x] != 255 { return false }
        }
        return true
    }
}

/// A coverage sink that builds a new clip mask: the shape's coverage times an older mask.
struct _MaskBuildingSink: _CoverageSink {
    /// The mask being filled (starts all zero).
    let mask: _ClipMask
    /// The previous mask, or `nil` when nothing was clipped before.
    let previous: _ClipMask?

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        for run in runs {
            let k = UInt32(run.coverage * 255 + 0.5)
            let x0 = Int(run.x0)
            let x1 = Int(run.x1)
            let target = mask.pointer(x: x0, y: row)
            guard let previous else {
                target.update(repeating: UInt8(k), count: x1 - x0)
                continue
            }
            // Outside the old mask everything was clipped away (the new mask starts at 0).
            let old = previous.box
            guard row >= old.minY, row < old.maxY else { continue }
            let from = Swift.max(x0, old.minX)
            let to = Swift.min(x1, old.maxX)
            guard from < to else { continue }
            let source = previous.pointer(x: from, y: row)
            for i in 0..<(to - from) {
                target[from - x0 + i] = UInt8(truncatingIfNeeded: _div255(k * UInt32(source[i])))
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
