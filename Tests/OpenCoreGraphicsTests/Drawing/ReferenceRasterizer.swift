import Foundation
import OpenCoreGraphics

/// The slow, obviously correct rasterizer the fast one is held to.
///
/// Works one pixel row at a time, in `Double`, by brute force: every edge endpoint and every
/// crossing of two edges inside the row cuts it into horizontal slabs; inside a slab no two
/// edges cross, so the edges met at the slab's middle height, sorted by x, bound the filled
/// intervals (found by summing windings left to right and applying the fill rule). Each
/// filled interval is a trapezoid whose area inside every pixel column is integrated exactly:
/// the covered length `clamp(r − c, 0, 1) − clamp(l − c, 0, 1)` is integrated over the slab
/// in closed form, since `l` and `r` move linearly with height. The result is each pixel's
/// exact covered area, up to rounding.
enum ReferenceRasterizer {
    /// A polygon vertex in raster space (x right, y down, pixel `(c, r)` is `[c, c+1] × [r, r+1]`).
    typealias Point = (x: Double, y: Double)

    /// The covered area of every pixel of a `width × height` raster, row-major, for closed
    /// polygons filled with `rule`.
    static func coverage(polygons: [[Point]], evenOdd: Bool, width: Int, height: Int) -> [Double] {
        var edges: [(Point, Point)] = []
        for polygon in polygons where polygon.count >= 2 {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                if a.y != b.y { edges.append((a, b)) }
            }
        }
        var result = [Double](repeating: 0, count: width * height)
        for row in 0..<height {
            let top = Double(row)
            let bottom = top + 1
            let inRow = edges.filter { Swift.min($0.0.y, $0.1.y) < bottom && Swift.max($0.0.y, $0.1.y) > top }
            guard !inRow.isEmpty else { continue }
            var cuts: [Double] = [top, bottom]
            for (a, b) in inRow {
                for y in [a.y, b.y] where y > top && y < bottom { cuts.append(y) }
            }
            for i in inRow.indices {
                for j in inRow.indices where j > i {
                    if let y = crossingHeight(inRow[i], inRow[j]), y > top, y < bottom { cuts.append(y) }
                }
            }
            cuts.sort()
            for k in 0..<(cuts.count - 1) {
                let ya = cuts[k]
                let yb = cuts[k + 1]
                guard yb - ya > 1e-12 else { continue }
                addSlab(ya, yb, edges: inRow, evenOdd: evenOdd, row: row, width: width, into: &result)
            }
        }
        return result
    }

    /// The height where two edges cross, if their segments do.
    static func crossingHeight(_ e: (Point, Point), _ f: (Point, Point)) -> Double? {
        let (p, p2) = e
        let (q, q2) = f
        let r = (x: p2.x - p.x, y: p2.y - p.y)
        let s = (x: q2.x - q.x, y: q2.y - q.y)
        let denominator = r.x * s.y - r.y * s.x
        guard denominator != 0 else { return nil }
        let t = ((q.x - p.x) * s.y - (q.y - p.y) * s.x) / denominator
        let u = ((q.x - p.x) * r.y - (q.y - p.y) * r.x) / denominator
        guard t >= 0, t <= 1, u >= 0, u <= 1 else { return nil }
        return p.y + t * r.y
    }

    /// x of an edge at height y.
    static func x(of e: (Point, Point), at y: Double) -> Double {
        let (a, b) = e
        return a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
    }

    /// Adds the filled trapezoids of one slab to its row.
    static func addSlab(
        _ ya: Double, _ yb: Double, edges: [(Point, Point)], evenOdd: Bool, row: Int, width: Int,
        into result: inout [Double]
    ) {
        let mid = (ya + yb) / 2
        var crossings: [(x: Double, top: Double, bottom: Double, winding: Int)] = []
        for e in edges where Swift.min(e.0.y, e.1.y) < mid && Swift.max(e.0.y, e.1.y) > mid {
            crossings.append((x(of: e, at: mid), x(of: e, at: ya), x(of: e, at: yb), e.0.y < e.1.y ? 1 : -1))
        }
        crossings.sort { $0.x < $1.x }
        guard crossings.count >= 2 else { return }
        var winding = 0
        for i in 0..<(crossings.count - 1) {
            winding += crossings[i].winding
            let inside = evenOdd ? winding % 2 != 0 : winding != 0
            guard inside else { continue }
            let left = crossings[i]
            let right = crossings[i + 1]
            for c in 0..<width {
                let area = integral(right.top, right.bottom, c) - integral(left.top, left.bottom, c)
                result[row * width + c] += area * (yb - ya)
            }
        }
    }

    /// The mean over a slab of `clamp(x − c, 0, 1)` for x moving linearly from `xa` to `xb`.
    static func integral(_ xa: Double, _ xb: Double, _ c: Int) -> Double {
        func clamp(_ t: Double) -> Double { Swift.min(Swift.max(t, 0), 1) }
        func antiderivative(_ t: Double) -> Double { t <= 0 ? 0 : (t >= 1 ? t - 0.5 : t * t / 2) }
        let a = xa - Double(c)
        let b = xb - Double(c)
        if Swift.abs(b - a) < 1e-9 { return clamp((a + b) / 2) }
        return (antiderivative(b) - antiderivative(a)) / (b - a)
    }
}
