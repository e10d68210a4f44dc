import Foundation

extension _Rasterizer {
    /// Walks the rows the boundaries touch, accumulates each row's cells and hands the
    /// resulting runs to `sink`.
    func sweepRows<Sink: _CoverageSink>(antialias: Bool, into sink: inout Sink) {
        let width = box.width
        if cells.capacity < width + 2 {
            cells.deallocate()
            cells = _CellRow(capacity: width + 2)
        }
        // The row's cells live in a local value for the sweep: its buffers are read through
        // pointers, with no exclusivity checks on the rasterizer's properties per cell.
        var row = cells
        defer { cells = row }
        row.minX = box.minX
        activeBoundaries.removeAll(keepingCapacity: true)
        let count = boundaries.count
        var nextBoundary = 0
        var y = Swift.max(box.minY, Int(boundaries[0].y0.rounded(.down)))
        while y < box.maxY {
            if activeBoundaries.isEmpty {
                guard nextBoundary < count else { break }
                y = Swift.max(y, Int(boundaries[nextBoundary].y0.rounded(.down)))
                guard y < box.maxY else { break }
            }
            let rowTop = Double(y)
            let rowBottom = rowTop + 1
            while nextBoundary < count, boundaries[nextBoundary].y0 < rowBottom {
                activeBoundaries.append(Int32(nextBoundary))
                nextBoundary += 1
            }
            row.start()
            let left = Double(box.minX)
            var k = 0
            while k < activeBoundaries.count {
                let b = boundaries[Int(activeBoundaries[k])]
                if b.y1 <= rowTop {
                    activeBoundaries.swapAt(k, activeBoundaries.count - 1)
                    activeBoundaries.removeLast()
                    continue
                }
                if !antialias {
                    // Aliased: sample each pixel at its centre. A boundary crossing the row's
                    // centre line at x starts (or stops) the fill at the first pixel whose
                    // centre is at or right of x.
                    let centre = rowTop + 0.5
                    if b.y0 <= centre, centre < b.y1 {
                        let x = b.x0 + (centre - b.y0) * b.slope - left
                        let c = Swift.min(Swift.max(Int((x - 0.5).rounded(.up)), 0), width)
                        row.add(c, b.sign)
                    }
                    k += 1
                    continue
                }
                let ya = Swift.max(b.y0, rowTop)
                let yb = Swift.min(b.y1, rowBottom)
                if yb > ya {
                    let xa = b.x0 + (ya - b.y0) * b.slope
                    let xb = b.x0 + (yb - b.y0) * b.slope
                    row.accumulate(xa - left, xb - left, height: (yb - ya) * b.sign, width: width)
                }
                k += 1
            }
            if row.touchedCount > 0 {
                row.emitRuns(width: width, antialias: antialias)
                if row.runCount > 0 { sink.paintRow(y, UnsafeBufferPointer(start: row.runs, count: row.runCount)) }
            }
            y += 1
        }
    }
}
