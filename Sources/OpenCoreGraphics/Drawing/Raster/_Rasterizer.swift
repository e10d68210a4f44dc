import Foundation

/// One polygon edge in raster space, stored top to bottom (`y0 < y1`).
struct _Edge: Sendable {
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// `dx/dy` along the edge.
    var slope: Double
    /// +1 when the original edge ran down the raster (increasing y), −1 when it ran up.
    var winding: Int32

    /// The edge's x coordinate at height `y`.
    @inline(__always) func x(at y: Double) -> Double { x0 + (y - y0) * slope }
}

/// A straight piece of the outline of the region to paint: where the fill starts (`sign`
/// +1) or stops (−1) when a row is read from left to right.
struct _Boundary: Sendable {
    var x0: Double, y0: Double, x1: Double, y1: Double
    var slope: Double
    var sign: Double
}

/// Segue's scanline rasterizer: turns polygon edges into exact-area coverage.
///
/// **Method.** Edges are clipped to the target box (parts above or below are dropped, parts
/// to the right are dropped, parts to the left become vertical edges on the box's left side,
/// which keeps every winding number inside the box). A sweep from top to bottom then cuts
/// the plane into horizontal strips at every edge endpoint and at every crossing of two
/// edges, so that inside a strip the edges keep their left-to-right order. Walking a strip
/// from left to right while summing windings gives, for either fill rule, the exact set of
/// intervals to fill; their left and right ends are recorded as signed *boundaries*
/// (consecutive strips of the same edge are merged). The filled region is then a union of
/// non-overlapping trapezoids, so accumulating the signed area of its boundaries cell by cell
/// (the "accumulation buffer" technique of font rasterizers, kept sparse: only the cells a
/// boundary touches are visited, and runs between them have constant coverage) yields each
/// pixel's exact covered area for the non-zero *and* the even-odd rule, including pixels
/// where edges cross or overlap — where accumulating raw winding would be wrong.
///
/// Coverage is exact up to floating-point rounding; curves are flattened by the caller.
/// The rasterizer owns its scratch buffers and reuses them, so painting allocates only when
/// a path is larger than any before it.
final class _Rasterizer {
    /// The pixels that may be painted.
    private(set) var box: _PixelBox = .empty
    /// The clipped edges of the shape being built.
    var edges: [_Edge] = []
    /// The boundaries of the region to fill, in order of their top.
    var boundaries: [_Boundary] = []
    /// The factor that turns the coordinates ``addLine`` is working in back into pixels.
    private var unit: Double = 1
    /// Whether part of the shape was dropped beyond the box's right side (its coverage may
    /// reach that side).
    private(set) var reachesRight = false
    /// Bounds of the clipped edges: min x, min y, max x, max y.
    private(set) var bounds = (
        minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity
    )

    // Sweep scratch.
    var active: [Int32] = []
    var activeKeys: [Double] = []
    var lastBoundary: [Int32] = []
    // Row scratch (see `_CellRow`).
    var cells = _CellRow(capacity: 0)
    var activeBoundaries: [Int32] = []

    deinit { cells.deallocate() }

    /// Starts a new shape whose coverage is wanted inside `box`.
    func begin(box: _PixelBox) {
        self.box = box
        edges.removeAll(keepingCapacity: true)
        reachesRight = false
        bounds = (.infinity, .infinity, -.infinity, -.infinity)
    }

    /// Whether no edge of the current shape reaches the box.
    var isEmpty: Bool { edges.isEmpty }

    /// The pixels the clipped edges of the current shape touch (a superset of the pixels
    /// that get coverage, apart from fills that extend to the box's right side).
    var edgeBox: _PixelBox {
        guard !edges.isEmpty else { return .empty }
        let right = reachesRight ? Double(box.maxX) : Swift.max(bounds.maxX, bounds.minX + 1)
        return _PixelBox(covering: bounds.minX, bounds.minY, right, bounds.maxY).intersection(box)
    }

    /// Adds the edge from `(ax, ay)` to `(bx, by)` in raster space, clipped to the box.
    ///
    /// Non-finite coordinates and horizontal edges add nothing.
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, !box.isEmpty else { return }
        // Near the largest finite values, differences of coordinates would overflow: clip in
        // coordinates scaled by an exact power of two instead, and scale the result back.
        let largest = Swift.max(Swift.abs(ax), Swift.abs(ay), Swift.abs(bx), Swift.abs(by))
        let s: Double = largest > 1e300 ? 0x1p-512 : 1
        unit = 1 / s
        var (x0, y0, x1, y1) = ay < by ? (ax * s, ay * s, bx * s, by * s) : (bx * s, by * s, ax * s, ay * s)
        let winding: Int32 = ay < by ? 1 : -1
        let top = Double(box.minY) * s
        let bottom = Double(box.maxY) * s
        guard y1 > top, y0 < bottom else { return }
        if y0 < top {
            x0 += (x1 - x0) * ((top - y0) / (y1 - y0))
            y0 = top
        }
        if y1 > bottom {
            x1 = x0 + (x1 - x0) * ((bottom - y0) / (y1 - y0))
            y1 = bottom
        }
        guard y1 > y0 else { return }
        let left = Double(box.minX) * s
        let right = Double(box.maxX) * s
        if x0 >= right, x1 >= right {
            reachesRight = true
            return
        }
        if x0 <= left, x1 <= left {
            push(left, y0, left, y1, winding)
            return
        }
        if x0 >= left, x0 <= right, x1 >= left, x1 <= right {
            push(x0, y0, x1, y1, winding)
            return
        }
        // The edge crosses the left and/or right side: cut it where it does (at most twice).
        let tLeft = (left - x0) / (x1 - x0)
        let tRight = (right - x0) / (x1 - x0)
        let inLeft = tLeft > 0 && tLeft < 1
        let inRight = tRight > 0 && tRight < 1
        let first = Swift.min(inLeft ? tLeft : 1, inRight ? tRight : 1)
        let second = inLeft && inRight ? Swift.max(tLeft, tRight) : 1
        var previous = 0.0
        var step = 0
        while step < 3 {
            let t = step == 0 ? first : (step == 1 ? second : 1.0)
            step += 1
            guard t > previous else { continue }
            let ya = y0 + (y1 - y0) * previous
            let yb = y0 + (y1 - y0) * t
            let xa = x0 + (x1 - x0) * previous
            let xb = x0 + (x1 - x0) * t
            previous = t
            guard yb > ya else { continue }
            let mid = (xa + xb) / 2
            if mid <= left {
                push(left, ya, left, yb, winding)
            } else if mid < right {
                push(Swift.min(Swift.max(xa, left), right), ya, Swift.min(Swift.max(xb, left), right), yb, winding)
            } else {
                reachesRight = true
            }
        }
    }

    /// Appends a clipped edge (top to bottom), given in coordinates scaled by `1 / unit`,
    /// and grows the bounds.
    private func push(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ winding: Int32) {
        let (x0, y0, x1, y1) = (x0 * unit, y0 * unit, x1 * unit, y1 * unit)
        edges.append(_Edge(x0: x0, y0: y0, x1: x1, y1: y1, slope: (x1 - x0) / (y1 - y0), winding: winding))
        bounds.minX = Swift.min(bounds.minX, x0, x1)
        bounds.maxX = Swift.max(bounds.maxX, x0, x1)
        bounds.minY = Swift.min(bounds.minY, y0)
        bounds.maxY = Swift.max(bounds.maxY, y1)
    }

    /// Rasterizes the current shape with a fill rule and hands each row's coverage to `sink`.
    ///
    /// With `antialias` off, each pixel is sampled at its centre instead: painted fully when
    /// the centre is inside (a centre exactly on a left edge counts as inside, on a right edge
    /// as outside).
    func rasterize<Sink: _CoverageSink>(rule: CGPathFillRule, antialias: Bool, into sink: inout Sink) {
        guard !edges.isEmpty else { return }
        buildBoundaries(evenOdd: rule == .evenOdd)
        guard !boundaries.isEmpty else { return }
        sweepRows(antialias: antialias, into: &sink)
    }

    /// The strip sweep: fills ``boundaries`` from ``edges``.
    func buildBoundaries(evenOdd: Bool) {
        boundaries.removeAll(keepingCapacity: true)
        edges.sort { $0.y0 < $1.y0 }
        let count = edges.count
        lastBoundary.removeAll(keepingCapacity: true)
        lastBoundary.append(contentsOf: repeatElement(-1, count: count))
        active.removeAll(keepingCapacity: true)
        activeKeys.removeAll(keepingCapacity: true)
        var next = 0
        var y = edges[0].y0
        // The thinnest strip worth cutting at a crossing: anything thinner changes no
        // coverage by more than its own height.
        let minimumStrip = 1e-9
        while true {
            while next < count, edges[next].y0 <= y {
                active.append(Int32(next))
                activeKeys.append(0)
                next += 1
            }
            var k = 0
            while k < active.count {
                if edges[Int(active[k])].y1 <= y {
                    active.remove(at: k)
                    activeKeys.removeLast()
                } else {
                    k += 1
                }
            }
            if active.isEmpty {
                guard next < count else { break }
                y = edges[next].y0
                continue
            }
            var yNext = next < count ? edges[next].y0 : Double.infinity
            for index in active { yNext = Swift.min(yNext, edges[Int(index)].y1) }
            sortActive(at: y, tolerance: 1e-9)
            // The first crossing below y is between two neighbours in the order at y.
            for k in 0..<(active.count - 1) {
                let a = edges[Int(active[k])]
                let b = edges[Int(active[k + 1])]
                guard a.slope > b.slope else { continue }
                let gap = b.x(at: y) - a.x(at: y)
                let yc = y + Swift.max(gap, 0) / (a.slope - b.slope)
                if yc > y + minimumStrip, yc < yNext { yNext = yc }
            }
            sortActive(at: (y + yNext) / 2, tolerance: 0)
            emitStrip(from: y, to: yNext, evenOdd: evenOdd)
            y = yNext
        }
    }

    /// Insertion-sorts the active edges by x at height `y`; x values within `tolerance`
    /// count as equal and are ordered by slope (the order just below `y`).
    private func sortActive(at y: Double, tolerance: Double) {
        let n = active.count
        for k in 0..<n { activeKeys[k] = edges[Int(active[k])].x(at: y) }
        guard n > 1 else { return }
        for i in 1..<n {
            let index = active[i]
            let key = activeKeys[i]
            let slope = edges[Int(index)].slope
            var j = i - 1
            while j >= 0 {
                let other = activeKeys[j]
                let before =
                    key < other - tolerance
                    || (Swift.abs(key - other) <= tolerance && slope < edges[Int(active[j])].slope)
                guard before else { break }
                active[j + 1] = active[j]
                activeKeys[j + 1] = activeKeys[j]
                j -= 1
            }
            active[j + 1] = index
            activeKeys[j + 1] = key
        }
    }

    /// Records the boundaries of the filled intervals of the strip `ya ..< yb`.
    private func emitStrip(from ya: Double, to yb: Double, evenOdd: Bool) {
        var winding: Int32 = 0
        var inside = false
        for index in active {
            let e = Int(index)
            winding &+= edges[e].winding
            let nowInside = evenOdd ? (winding & 1) != 0 : winding != 0
            guard nowInside != inside else { continue }
            inside = nowInside
            let sign: Double = nowInside ? 1 : -1
            let edge = edges[e]
            let last = Int(lastBoundary[e])
            if last >= 0, boundaries[last].y1 == ya, boundaries[last].sign == sign {
                boundaries[last].y1 = yb
                boundaries[last].x1 = edge.x(at: yb)
            } else {
                lastBoundary[e] = Int32(boundaries.count)
                boundaries.append(
                    _Boundary(x0: edge.x(at: ya), y0: ya, x1: edge.x(at: yb), y1: yb, slope: edge.slope, sign: sign))
            }
        }
    }
}
