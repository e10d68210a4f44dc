import Foundation

/// A rectangle of whole pixels, origin at the top-left corner of an image.
package struct _PixelRect: Equatable, Sendable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The number of pixels inside.
    package var area: Int { width * height }

    /// The smallest rectangle holding both (either may be `nil`, meaning no pixels).
    package static func union(_ a: _PixelRect?, _ b: _PixelRect?) -> _PixelRect? {
        guard let a else { return b }
        guard let b else { return a }
        let left = Swift.min(a.x, b.x)
        let top = Swift.min(a.y, b.y)
        let right = Swift.max(a.x + a.width, b.x + b.width)
        let bottom = Swift.max(a.y + a.height, b.y + b.height)
        return _PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    package var description: String { "(\(x), \(y), \(width) × \(height))" }
}

/// Pixel comparisons over RGBA canvases (4 bytes a pixel, rows packed), for the APNG writer.
///
/// Everything here works on raw pointers to canvases `canvasWidth` pixels wide; callers keep
/// the rectangles inside the canvas.
package enum _APNGCanvas {
    /// The bounding box of the pixels inside `rect` where `a` differs from `b`, or `nil` when
    /// they are equal there. A `nil` `b` stands for a fully transparent black canvas.
    ///
    /// Rows are compared with `memcmp` first; only a differing row is searched pixel by pixel,
    /// and only for columns that could widen the box found so far.
    package static func differences(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, canvasWidth: Int, in rect: _PixelRect
    ) -> _PixelRect? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let rowBytes = rect.width * 4
        let zeros: UnsafeMutableRawPointer? = b == nil ? calloc(rowBytes, 1) : nil
        defer { free(zeros) }
        let pixelsA = UnsafeRawPointer(a)
        let pixelsB = b.map { UnsafeRawPointer($0) }
        var top = -1
        var bottom = -1
        var left = rect.x + rect.width
        var right = rect.x - 1
        for row in rect.y..<(rect.y + rect.height) {
            let offset = (row * canvasWidth + rect.x) * 4
            let rowA = pixelsA + offset
            let rowB = pixelsB.map { $0 + offset } ?? UnsafeRawPointer(zeros!)
            if memcmp(rowA, rowB, rowBytes) == 0 { continue }
            if top < 0 { top = row }
            bottom = row
            // Widen to the left: the first differing pixel, searched only left of `left`.
            var column = 0
            let leftLimit = left - rect.x
            while column < leftLimit && pixel(rowA, column) == pixel(rowB, column) { column += 1 }
            if column < leftLimit { left = rect.x + column }
            // Widen to the right likewise.
            column = rect.width - 1
            let rightLimit = right - rect.x
            while column > rightLimit && pixel(rowA, column) == pixel(rowB, column) { column -= 1 }
            if column > rightLimit { right = rect.x + column }
        }
        guard top >= 0 else { return nil }
        return _PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The bounding box of the differences between `a` and `b` outside `hole` (inside the
    /// whole canvas), or `nil` when there are none.
    package static func differences(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, canvasWidth: Int, canvasHeight: Int,
        outside hole: _PixelRect
    ) -> _PixelRect? {
        let bands = [
            _PixelRect(x: 0, y: 0, width: canvasWidth, height: hole.y),
            _PixelRect(x: 0, y: hole.y + hole.height, width: canvasWidth, height: canvasHeight - hole.y - hole.height),
            _PixelRect(x: 0, y: hole.y, width: hole.x, height: hole.height),
            _PixelRect(x: hole.x + hole.width, y: hole.y, width: canvasWidth - hole.x - hole.width, height: hole.height)
        ]
        var box: _PixelRect?
        for band in bands {
            box = _PixelRect.union(box, differences(a, b, canvasWidth: canvasWidth, in: band))
        }
        return box
    }

    /// Whether every pixel of `next` inside `rect` that differs from `canvas` is opaque, and
    /// at least one pixel there does not differ.
    ///
    /// Exactly then the APNG writer blends the frame with the *over* operation: the unchanged
    /// pixels can be written as transparent black (which *over* leaves alone, and which
    /// compresses to almost nothing), while the changed ones, being opaque, replace what is
    /// below them exactly.
    package static func allowsBlendOver(
        _ next: UnsafePointer<UInt8>, over canvas: UnsafePointer<UInt8>, canvasWidth: Int, in rect: _PixelRect
    ) -> Bool {
        var anyUnchanged = false
        let pixelsNext = UnsafeRawPointer(next)
        let pixelsCanvas = UnsafeRawPointer(canvas)
        for row in rect.y..<(rect.y + rect.height) {
            let offset = (row * canvasWidth + rect.x) * 4
            let rowNext = pixelsNext + offset
            let rowCanvas = pixelsCanvas + offset
            for column in 0..<rect.width {
                let value = pixel(rowNext, column)
                if value == pixel(rowCanvas, column) {
                    anyUnchanged = true
                } else if rowNext.load(fromByteOffset: column * 4 + 3, as: UInt8.self) != 255 {
                    return false
                }
            }
        }
        return anyUnchanged
    }

    /// Sets every pixel inside `rect` to transparent black.
    package static func clear(_ canvas: UnsafeMutablePointer<UInt8>, canvasWidth: Int, in rect: _PixelRect) {
        for row in rect.y..<(rect.y + rect.height) {
            (canvas + (row * canvasWidth + rect.x) * 4).update(repeating: 0, count: rect.width * 4)
        }
    }

    /// The four bytes of pixel `column` in a row, as one number.
    @inline(__always)
    static func pixel(_ row: UnsafeRawPointer, _ column: Int) -> UInt32 {
        row.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
    }
}
