import Foundation

/// A shape's coverage stored as runs, row by row: what the rasterizer produced, kept so that
/// a compositor can read any row again without rasterizing again.
///
/// Row `y` (in `minY ..< minY + rowCount`) owns `runs[starts[y − minY] ..< starts[y − minY + 1]]`,
/// sorted by column and not overlapping.
struct _RunList {
    /// The first row stored.
    private(set) var minY = 0
    /// Where each row's runs start in ``runs`` (one more entry than rows).
    private(set) var starts: [Int32] = [0]
    /// Every row's runs, row after row.
    private(set) var runs: [_CoverageRun] = []

    /// The number of rows stored.
    var rowCount: Int { starts.count - 1 }

    /// One past the last row stored.
    var maxY: Int { minY + rowCount }

    /// Empties the list and prepares it for rows from `minY` on.
    mutating func reset(minY: Int) {
        self.minY = minY
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
        runs.removeAll(keepingCapacity: true)
    }

    /// Appends the runs of `row`, which must not be above the last row appended; rows skipped
    /// in between are stored empty.
    mutating func append(row: Int, _ rowRuns: UnsafeBufferPointer<_CoverageRun>) {
        while maxY < row { starts.append(starts[starts.count - 1]) }
        runs.append(contentsOf: rowRuns)
        if maxY == row {
            starts.append(Int32(runs.count))
        } else {
            starts[starts.count - 1] = Int32(runs.count)
        }
    }

    /// The index range of row `y`'s runs (empty outside the stored rows).
    @inline(__always)
    func range(ofRow y: Int) -> Range<Int> {
        let i = y - minY
        guard i >= 0, i < rowCount else { return 0..<0 }
        return Int(starts[i])..<Int(starts[i + 1])
    }

    /// Calls `body` with row `y`'s runs.
    @inline(__always)
    func withRow<R>(_ y: Int, _ body: (UnsafeBufferPointer<_CoverageRun>) -> R) -> R {
        let r = range(ofRow: y)
        return runs.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[r])) }
    }
}

/// A coverage sink that stores what it receives in a ``_RunList``.
struct _RunListSink: _CoverageSink {
    /// The list being filled.
    var list: _RunList

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        list.append(row: row, runs)
    }
}

/// Operations on sorted, non-overlapping run sequences of one row, in caller-owned buffers
/// (a row has at most one run per pixel, so `width + 2` runs always suffice).
enum _Runs {
    /// Writes to `out` the runs of `a` and `b` where both cover, with the product of their
    /// coverages, and returns how many it wrote.
    @inline(__always)
    static func intersect(
        _ a: UnsafePointer<_CoverageRun>, _ na: Int, _ b: UnsafePointer<_CoverageRun>, _ nb: Int,
        into out: UnsafeMutablePointer<_CoverageRun>
    ) -> Int {
        var i = 0
        var j = 0
        var n = 0
        while i < na, j < nb {
            let x = a[i]
            let y = b[j]
            let lo = Swift.max(x.x0, y.x0)
            let hi = Swift.min(x.x1, y.x1)
            if lo < hi {
                let c = x.coverage * y.coverage
                if c >= 1.0 / 4096 {
                    if n > 0, out[n - 1].x1 == lo, out[n - 1].coverage == c {
                        out[n - 1].x1 = hi
                    } else {
                        out[n] = _CoverageRun(x0: lo, x1: hi, coverage: c)
                        n += 1
                    }
                }
            }
            if x.x1 <= y.x1 { i += 1 } else { j += 1 }
        }
        return n
    }

    /// Writes to `out` the runs of an axis-aligned rectangle `(x0, y0) – (x1, y1)` (raster
    /// space) in row `row`, by exact area, limited to columns `minX ..< maxX`; returns how
    /// many it wrote (at most 3).
    @inline(__always)
    static func alignedRect(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, row: Int, minX: Int, maxX: Int,
        into out: UnsafeMutablePointer<_CoverageRun>
    ) -> Int {
        let top = Double(row)
        let bottom = top + 1
        let vertical = Swift.min(y1, bottom) - Swift.max(y0, top)
        guard vertical > 0 else { return 0 }
        let left = Swift.max(x0, Double(minX))
        let right = Swift.min(x1, Double(maxX))
        guard right > left else { return 0 }
        let c0 = Int(left.rounded(.down))
        let c1 = Int(right.rounded(.up)) - 1
        var n = 0
        @inline(__always) func push(_ a: Int, _ b: Int, _ coverage: Double) {
            let c = Float(Swift.min(coverage, 1))
            guard b > a, c >= 1.0 / 4096 else { return }
            if n > 0, out[n - 1].x1 == Int32(a), out[n - 1].coverage == c {
                out[n - 1].x1 = Int32(b)
                return
            }
            out[n] = _CoverageRun(x0: Int32(a), x1: Int32(b), coverage: c)
            n += 1
        }
        if c0 == c1 {
            push(c0, c0 + 1, (right - left) * vertical)
            return n
        }
        push(c0, c0 + 1, (Double(c0 + 1) - left) * vertical)
        push(c0 + 1, c1, vertical)
        push(c1, c1 + 1, (right - Double(c1)) * vertical)
        return n
    }
}
