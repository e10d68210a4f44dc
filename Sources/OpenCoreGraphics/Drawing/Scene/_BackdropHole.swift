import Foundation

/// The pixels under a top-level backdrop that nothing reads: the backdrop replaces them (its
/// coverage there is full) and its downsample skips their rows (it reads every `step`-th row of
/// each cell). The entries before the backdrop leave them out, so that a blur over the whole
/// screen composites only a quarter of what is under it. Exact: every pixel that is read or
/// shown is composited as before (compositing is per pixel; only backdrops read neighbours).
struct _BackdropHole {
    /// The backdrop's rows.
    let rows: Range<Int>
    /// The first row the downsample reads, its cell height and its row step.
    let sourceMinY: Int
    let cell: Int
    let step: Int
    /// For each row of `rows`, the columns the backdrop covers fully (empty if none).
    let spans: [Range<Int>]

    /// The columns of row `y` that need no compositing (empty if every column does).
    @inline(__always)
    func skipped(row y: Int) -> Range<Int> {
        guard rows.contains(y), (y - sourceMinY) % cell % step != 0 else { return 0..<0 }
        return spans[y - rows.lowerBound]
    }

    /// Writes the `n` runs of `runs` (in row `y`, sorted) without the skipped columns to `out`;
    /// returns how many there are (at most `n + 1`).
    func cut(_ runs: UnsafePointer<_CoverageRun>, _ n: Int, row y: Int, into out: UnsafeMutablePointer<_CoverageRun>)
        -> Int
    {
        let span = skipped(row: y)
        guard !span.isEmpty else {
            out.update(from: runs, count: n)
            return n
        }
        let a = Int32(span.lowerBound)
        let b = Int32(span.upperBound)
        var m = 0
        for k in 0..<n {
            let run = runs[k]
            if run.x0 < a {
                out[m] = _CoverageRun(x0: run.x0, x1: Swift.min(run.x1, a), coverage: run.coverage)
                m += 1
            }
            if run.x1 > b {
                out[m] = _CoverageRun(x0: Swift.max(run.x0, b), x1: run.x1, coverage: run.coverage)
                m += 1
            }
        }
        return m
    }
}

extension _CompositeScene {
    /// The hole of top-level backdrop `draw`, or nil when its downsample reads every row.
    func backdropHole(_ draw: Draw, _ filter: _BackdropFilter, scratch: _RowScratch) -> _BackdropHole? {
        let f = _BackdropFilter.cellSize(sigma: filter.sigma)
        let step = Swift.max(f / 4, 1)
        let margin = Int((3 * filter.sigma).rounded(.up))
        let sourceMinY = Swift.max(draw.box.minY - margin, box.minY)
        guard step > 1, !draw.box.isEmpty else { return nil }
        var spans: [Range<Int>] = []
        spans.reserveCapacity(draw.box.height)
        for y in draw.box.minY..<draw.box.maxY {
            // Rows the downsample reads are composited whole: no span needed.
            guard (y - sourceMinY) % f % step != 0 else {
                spans.append(0..<0)
                continue
            }
            // The widest run the backdrop's blend writes at full coverage (as it rounds).
            let n = rowRuns(draw, row: y, draw.box.minX, draw.box.maxX, into: scratch.runsA, scratch: scratch)
            var widest = 0..<0
            for k in 0..<n {
                let run = scratch.runsA[k]
                guard Swift.min(Swift.max(run.coverage * 255 + 0.5, 0), 255) >= 255 else { continue }
                if run.x1 - run.x0 > Int32(widest.count) { widest = Int(run.x0)..<Int(run.x1) }
            }
            spans.append(widest)
        }
        return _BackdropHole(
            rows: draw.box.minY..<draw.box.maxY, sourceMinY: sourceMinY, cell: f, step: step, spans: spans)
    }
}
