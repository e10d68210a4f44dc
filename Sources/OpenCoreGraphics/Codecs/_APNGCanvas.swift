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
    package static func differences(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, canvasWidth: Int, in rect: _PixelRect
    ) -> _PixelRect? {
        dirtyRect(a, b, canvasWidth: canvasWidth, in: rect, joining: nil, areaBelow: .max).rect
    }

    /// The smallest rectangle holding `outside` and every pixel inside `rect` where `a`
    /// differs from `b` (a `nil` `b` is transparent black), when its area is below `limit`.
    ///
    /// `isBelowLimit` is false, and `rect` `nil`, when the area reaches `limit`: the search
    /// then stops as soon as it knows, which is what lets the APNG writer try a disposal and
    /// give it up early. The rows are searched from the top for the first that differs and
    /// from the bottom for the last (`memcmp`); the rows between can only widen the box, so
    /// only their columns left and right of it are compared, and none once it is full width.
    package static func dirtyRect(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, canvasWidth: Int, in rect: _PixelRect,
        joining outside: _PixelRect?, areaBelow limit: Int
    ) -> (rect: _PixelRect?, isBelowLimit: Bool) {
        let outsideArea = outside?.area ?? 0
        guard outsideArea < limit else { return (nil, false) }
        guard rect.width > 0, rect.height > 0 else { return (outside, true) }
        let rowBytes = rect.width * 4
        let zeros: UnsafeMutableRawPointer? = b == nil ? calloc(rowBytes, 1) : nil
        defer { free(zeros) }
        let pixelsA = UnsafeRawPointer(a)
        let pixelsB = b.map { UnsafeRawPointer($0) }
        func rows(_ row: Int) -> (UnsafeRawPointer, UnsafeRawPointer) {
            let offset = (row * canvasWidth + rect.x) * 4
            return (pixelsA + offset, pixelsB.map { $0 + offset } ?? UnsafeRawPointer(zeros!))
        }
        func rowDiffers(_ row: Int) -> Bool {
            let (rowA, rowB) = rows(row)
            return memcmp(rowA, rowB, rowBytes) != 0
        }
        let end = rect.y + rect.height
        var top = rect.y
        while top < end && !rowDiffers(top) { top += 1 }
        guard top < end else { return (outside, true) }
        var bottom = end - 1
        while bottom > top && !rowDiffers(bottom) { bottom -= 1 }
        // Columns of `rect`, counted from its left edge: the box spans `left...right`.
        var left = rect.width
        var right = -1
        // Widens the box with one row's differences left of `left` and right of `right`.
        func widen(_ row: Int) {
            let (rowA, rowB) = rows(row)
            var searchedUpTo = left
            if left > 0 && memcmp(rowA, rowB, left * 4) != 0 {
                var column = 0
                while pixel(rowA, column) == pixel(rowB, column) { column += 1 }
                left = column
                searchedUpTo = column
            }
            let from = Swift.max(right + 1, searchedUpTo)
            if from < rect.width && memcmp(rowA + from * 4, rowB + from * 4, (rect.width - from) * 4) != 0 {
                var column = rect.width - 1
                while pixel(rowA, column) == pixel(rowB, column) { column -= 1 }
                right = column
            }
        }
        func box() -> _PixelRect {
            _PixelRect(x: rect.x + left, y: top, width: right - left + 1, height: bottom - top + 1)
        }
        func reachesLimit() -> Bool { (_PixelRect.union(outside, box())?.area ?? 0) >= limit }
        widen(top)
        if bottom > top { widen(bottom) }
        if reachesLimit() { return (nil, false) }
        var row = top + 1
        while row < bottom && (left > 0 || right < rect.width - 1) {
            let before = (left, right)
            widen(row)
            if before != (left, right) && reachesLimit() { return (nil, false) }
            row += 1
        }
        return (_PixelRect.union(outside, box()), true)
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
