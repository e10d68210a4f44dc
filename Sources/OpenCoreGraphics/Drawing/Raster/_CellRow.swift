import Foundation

/// The cells of one raster row while the rasterizer sweeps it: signed area per column
/// (``delta``, valid where ``stamp`` holds the row's stamp), the columns touched, and the
/// runs they make.
///
/// Plain pointers into buffers the rasterizer owns (and frees), so that the per-cell work
/// does no reference counting or exclusivity checks.
struct _CellRow {
    let capacity: Int
    let delta: UnsafeMutablePointer<Double>
    let stamp: UnsafeMutablePointer<Int32>
    let touched: UnsafeMutablePointer<Int32>
    let runs: UnsafeMutablePointer<_CoverageRun>
    var touchedCount = 0
    var runCount = 0
    var rowStamp: Int32 = 0
    /// The box's first column (runs are in raster columns, cells box-relative).
    var minX = 0

    /// Buffers for rows of up to `capacity` cells.
    init(capacity: Int) {
        self.capacity = capacity
        delta = .allocate(capacity: Swift.max(capacity, 1))
        stamp = .allocate(capacity: Swift.max(capacity, 1))
        stamp.initialize(repeating: 0, count: Swift.max(capacity, 1))
        touched = .allocate(capacity: Swift.max(capacity, 1))
        runs = .allocate(capacity: Swift.max(capacity, 1))
    }

    /// Frees the buffers.
    func deallocate() {
        delta.deallocate()
        stamp.deallocate()
        touched.deallocate()
        runs.deallocate()
    }

    /// Starts a new row.
    @inline(__always)
    mutating func start() {
        rowStamp &+= 1
        if rowStamp == 0 {
            // The stamp wrapped around: forget every old stamp.
            stamp.update(repeating: 0, count: capacity)
            rowStamp = 1
        }
        touchedCount = 0
    }

    /// Adds one cell's share of coverage, starting the cell on its first touch in a row.
    @inline(__always)
    mutating func add(_ c: Int, _ value: Double) {
        if stamp[c] != rowStamp {
            stamp[c] = rowStamp
            touched[touchedCount] = Int32(c)
            touchedCount &+= 1
            delta[c] = value
        } else {
            delta[c] += value
        }
    }

    /// Accumulates a line piece inside one row: from x `xa` to `xb` (box-relative, in
    /// `0...width`) while descending `height` (signed: the boundary's sign times the part of
    /// the row it spans).
    ///
    /// Each column the piece crosses gets the area to the right of the piece inside that
    /// column; the rest of the piece's height is carried to the next column, so that a
    /// running sum along the row gives every pixel's coverage.
    @inline(__always)
    mutating func accumulate(_ xa: Double, _ xb: Double, height: Double, width: Int) {
        let limit = Double(width)
        let lo = Swift.min(Swift.max(Swift.min(xa, xb), 0), limit)
        let hi = Swift.min(Swift.max(Swift.max(xa, xb), 0), limit)
        let span = hi - lo
        if span < 1e-12 {
            let c = Swift.min(Int(lo), width)
            let f = lo - Double(c)
            add(c, height * (1 - f))
            add(c + 1, height * f)
            return
        }
        let perUnit = height / span
        var c = Swift.min(Int(lo), width)
        var p = lo
        while p < hi {
            let q = Swift.min(hi, Double(c + 1))
            let h = perUnit * (q - p)
            let m = (p + q) * 0.5 - Double(c)
            add(c, h * (1 - m))
            add(c + 1, h * m)
            p = q
            c += 1
        }
    }

    /// Turns the touched cells of the row into runs of constant coverage.
    mutating func emitRuns(width: Int, antialias: Bool) {
        runCount = 0
        let n = touchedCount
        var acc = 0.0
        if n > 64 {
            // Many cells (long, nearly horizontal boundaries): sweep the span densely.
            var lo = Int.max
            var hi = Int.min
            for k in 0..<n {
                lo = Swift.min(lo, Int(touched[k]))
                hi = Swift.max(hi, Int(touched[k]))
            }
            let end = Swift.min(hi, width - 1)
            if lo <= end {
                for c in lo...end {
                    if stamp[c] == rowStamp { acc += delta[c] }
                    appendRun(c, c + 1, acc, antialias)
                }
                if end + 1 < width { appendRun(end + 1, width, acc, antialias) }
            }
        } else {
            // Few cells: sort them (insertion sort; they arrive nearly ordered).
            if n > 1 {
                for i in 1..<n {
                    let value = touched[i]
                    var j = i - 1
                    while j >= 0, touched[j] > value {
                        touched[j + 1] = touched[j]
                        j -= 1
                    }
                    touched[j + 1] = value
                }
            }
            for k in 0..<n {
                let c = Int(touched[k])
                guard c < width else { break }
                acc += delta[c]
                let end = k + 1 < n ? Swift.min(Int(touched[k + 1]), width) : width
                appendRun(c, end, acc, antialias)
            }
        }
    }

    /// Appends a run of box-relative columns `x0 ..< x1`, merging it with the previous run
    /// when they touch and agree; invisible coverage is dropped.
    @inline(__always)
    private mutating func appendRun(_ x0: Int, _ x1: Int, _ accumulated: Double, _ antialias: Bool) {
        guard x1 > x0 else { return }
        var coverage = Float(Swift.min(Swift.max(accumulated, 0), 1))
        if !antialias { coverage = coverage >= 0.5 ? 1 : 0 }  // exact 0 or 1 already, up to rounding
        guard coverage >= 1.0 / 4096 else { return }
        let a = Int32(x0 + minX)
        let b = Int32(x1 + minX)
        if runCount > 0, runs[runCount - 1].x1 == a, runs[runCount - 1].coverage == coverage {
            runs[runCount - 1].x1 = b
        } else {
            runs[runCount] = _CoverageRun(x0: a, x1: b, coverage: coverage)
            runCount &+= 1
        }
    }
}
