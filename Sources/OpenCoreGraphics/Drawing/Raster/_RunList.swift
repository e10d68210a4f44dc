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
    ///
    /// Called for every row of every rectangle drawn, so written for debug builds too: no
    /// nested function (its context costs a call and a `memset` at `-Onone`) and no generic
    /// `min`/`max` (unspecialised there); the comparisons are `Swift.min`'s and `Swift.max`'s.
    @inline(__always)
    static func alignedRect(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, row: Int, minX: Int, maxX: Int,
        into out: UnsafeMutablePointer<_CoverageRun>
    ) -> Int {
        let top = Double(row)
        let bottom = top + 1
        // min(y1, bottom) − max(y0, top)
        let vertical = (bottom < y1 ? bottom : y1) - (top >= y0 ? top : y0)
        guard vertical > 0 else { return 0 }
        let left = Double(minX) >= x0 ? Double(minX) : x0
        let right = Double(maxX) < x1 ? Double(maxX) : x1
        guard right > left else { return 0 }
        let c0 = Int(left.rounded(.down))
        let c1 = Int(right.rounded(.up)) - 1
        if c0 == c1 {
            return appendRun(c0, c0 + 1, (right - left) * vertical, to: out, count: 0)
        }
        var n = appendRun(c0, c0 + 1, (Double(c0 + 1) - left) * vertical, to: out, count: 0)
        n = appendRun(c0 + 1, c1, vertical, to: out, count: n)
        return appendRun(c1, c1 + 1, (right - Double(c1)) * vertical, to: out, count: n)
    }

    /// Appends run `a ..< b` at `coverage` (capped at 1) after the first `n` runs of `out`:
    /// merged into the last when it continues it at the same coverage, dropped when empty or
    /// below 1/4096. Returns the new count.
    @inline(__always)
    private static func appendRun(
        _ a: Int, _ b: Int, _ coverage: Double, to out: UnsafeMutablePointer<_CoverageRun>, count n: Int
    ) -> Int {
        let c = Float(1 < coverage ? 1 : coverage)
        guard b > a, c >= 1.0 / 4096 else { return n }
        if n > 0, out[n - 1].x1 == Int32(a), out[n - 1].coverage == c {
            out[n - 1].x1 = Int32(b)
            return n
        }
        out[n] = _CoverageRun(x0: Int32(a), x1: Int32(b), coverage: c)
        return n + 1
    }
}
