import Foundation
import OpenCoreGraphics

/// The stroke of a polyline written out as its definition: a union of simple pieces.
///
/// For every segment, the rectangle a pen of the line width sweeps along it; at every vertex
/// where the path turns, a join piece on the outer side (a bevel triangle, a miter quadrilateral
/// bounded by the two outer offset lines if the miter ratio `1/sin(φ/2)` is within the limit,
/// or a disc sector); at open ends, a half-disc (round) or half-square (square) cap; a
/// zero-length dash or subpath is a disc (round), a square along its direction (square) or
/// nothing (butt). Dashes are cut by arc length directly. Each piece is re-oriented clockwise,
/// so filling them all with the non-zero rule paints their union.
enum ReferenceStroke {
    struct Style {
        var width: Double
        var cap: CGLineCap
        var join: CGLineJoin
        var miterLimit: Double
        var dashes: [Double] = []
        var phase: Double = 0
        /// The largest gap between an arc and its polygon.
        var arcTolerance = 1e-3
    }

    typealias Point = (x: Double, y: Double)

    /// The pieces of the stroke of `points` (consecutive duplicates allowed), mapped through
    /// `transform`, ready for `ReferenceRasterizer` with the non-zero rule.
    static func pieces(_ input: [CGPoint], closed: Bool, style: Style, transform: CGAffineTransform) -> [[Point]] {
        var points: [Point] = []
        for p in input where points.last.map({ $0.x != Double(p.x) || $0.y != Double(p.y) }) ?? true {
            points.append((Double(p.x), Double(p.y)))
        }
        if closed, points.count > 1, points[0] == points[points.count - 1] { points.removeLast() }
        var result: [[Point]] = []
        if style.dashes.isEmpty {
            result = stroke(points, closed: closed && points.count > 1, tangent: nil, style: style)
        } else {
            var line = points
            if closed, let first = points.first { line.append(first) }
            for (piece, tangent) in dash(line, style: style) {
                result += stroke(piece, closed: false, tangent: tangent, style: style)
            }
        }
        return result.compactMap { piece -> [Point]? in
            let mapped = piece.map { p -> Point in
                let q = CGPoint(x: p.x, y: p.y).applying(transform)
                return (Double(q.x), Double(q.y))
            }
            var area = 0.0
            for i in mapped.indices {
                let a = mapped[i]
                let b = mapped[(i + 1) % mapped.count]
                area += a.x * b.y - b.x * a.y
            }
            guard Swift.abs(area) > 1e-12 else { return nil }
            return area > 0 ? mapped.reversed() : mapped
        }
    }

    /// The painted intervals of a polyline, each as a polyline (a single point, with the path's
    /// direction there, for a zero-length dash).
    static func dash(_ line: [Point], style: Style) -> [([Point], Point?)] {
        guard line.count >= 2 else { return [(line, nil)] }  // a lone point is not dashed
        var lengths = [0.0]
        for i in 1..<line.count {
            lengths.append(lengths[i - 1] + hypot(line[i].x - line[i - 1].x, line[i].y - line[i - 1].y))
        }
        let total = lengths[lengths.count - 1]
        let period = style.dashes.reduce(0, +)
        var position = -style.phase.truncatingRemainder(dividingBy: period)
        if position > 0 { position -= period }
        var k = 0
        var result: [([Point], Point?)] = []
        while position <= total {
            let length = style.dashes[k % style.dashes.count]
            if k % 2 == 0, position + length >= 0 {
                let a = Swift.max(position, 0)
                let b = Swift.min(position + length, total)
                if a <= b { result.append(subline(line, lengths, a, b)) }
            }
            position += length
            k += 1
        }
        return result
    }

    /// The part of a polyline between arc lengths `a` and `b`.
    static func subline(_ line: [Point], _ lengths: [Double], _ a: Double, _ b: Double) -> ([Point], Point?) {
        func at(_ s: Double) -> (Point, Point) {
            var i = 0
            while i < line.count - 2, lengths[i + 1] < s { i += 1 }
            let span = lengths[i + 1] - lengths[i]
            let t = span > 0 ? (s - lengths[i]) / span : 0
            let p = line[i]
            let q = line[i + 1]
            return ((p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t), (q.x - p.x, q.y - p.y))
        }
        let (start, direction) = at(a)
        if a == b { return ([start], direction) }
        var points = [start]
        for i in line.indices where lengths[i] > a && lengths[i] < b { points.append(line[i]) }
        points.append(at(b).0)
        return (points, nil)
    }

    /// The pieces of one polyline without dashes.
    static func stroke(_ p: [Point], closed: Bool, tangent: Point?, style: Style) -> [[Point]] {
        let h = style.width / 2
        guard let first = p.first else { return [] }
        if p.count == 1 {
            switch style.cap {
            case .butt: return []
            case .round: return [sector(first, h, from: 0, sweep: 2 * .pi, style)]
            case .square:
                var d: Point = (1, 0)
                if let t = tangent, hypot(t.x, t.y) > 0 { d = (t.x / hypot(t.x, t.y), t.y / hypot(t.x, t.y)) }
                return [rectangle(first, d, back: h, forward: h, h)]
            }
        }
        var pieces: [[Point]] = []
        let count = closed ? p.count : p.count - 1
        func direction(_ k: Int) -> Point {
            let a = p[k]
            let b = p[(k + 1) % p.count]
            let l = hypot(b.x - a.x, b.y - a.y)
            return ((b.x - a.x) / l, (b.y - a.y) / l)
        }
        for k in 0..<count {
            let d = direction(k)
            let length = hypot(p[(k + 1) % p.count].x - p[k].x, p[(k + 1) % p.count].y - p[k].y)
            pieces.append(rectangle(p[k], d, back: 0, forward: length, h))
        }
        let vertices = closed ? Array(0..<p.count) : Array(1..<(p.count - 1))
        for j in vertices {
            let d0 = direction((j - 1 + count) % count)
            let d1 = direction(j % count)
            if let piece = join(at: p[j], d0, d1, style) { pieces.append(piece) }
        }
        if !closed {
            let d0 = direction(0)
            let dn = direction(count - 1)
            pieces += cap(at: p[0], direction: (-d0.x, -d0.y), style)
            pieces += cap(at: p[p.count - 1], direction: dn, style)
        }
        return pieces
    }

    /// The outer join piece at `v` between directions `d0` and `d1`, if any.
    static func join(at v: Point, _ d0: Point, _ d1: Point, _ style: Style) -> [Point]? {
        let h = style.width / 2
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if Swift.abs(cross) <= 1e-12, dot > 0 { return nil }
        // The outer side: left of the path for a right (clockwise) turn or a U-turn.
        let side: Double = cross > 1e-12 ? -1 : 1
        let o0: Point = (-d0.y * h * side, d0.x * h * side)
        let o1: Point = (-d1.y * h * side, d1.x * h * side)
        let a: Point = (v.x + o0.x, v.y + o0.y)
        let b: Point = (v.x + o1.x, v.y + o1.y)
        switch style.join {
        case .bevel:
            return [v, a, b]
        case .round:
            let start = atan2(o0.y, o0.x)
            let sweep = Swift.abs(cross) <= 1e-12 ? -side * .pi : atan2(cross, dot)
            return sector(v, h, from: start, sweep: sweep, style, includeCenter: true)
        case .miter:
            let interior = Double.pi - Swift.abs(atan2(cross, dot))
            let ratio = 1 / sin(interior / 2)
            guard ratio <= style.miterLimit, ratio.isFinite, Swift.abs(cross) > 1e-12 else { return [v, a, b] }
            // Where the outer offset lines a + s·d0 and b − t·d1 meet.
            let s = ((b.x - a.x) * d1.y - (b.y - a.y) * d1.x) / (d0.x * d1.y - d0.y * d1.x)
            return [v, a, (a.x + s * d0.x, a.y + s * d0.y), b]
        }
    }

    /// The cap at an open end `v` whose outward direction is `d`.
    static func cap(at v: Point, direction d: Point, _ style: Style) -> [[Point]] {
        let h = style.width / 2
        switch style.cap {
        case .butt: return []
        case .square: return [rectangle(v, d, back: 0, forward: h, h)]
        case .round: return [sector(v, h, from: atan2(d.x, -d.y), sweep: -.pi, style, includeCenter: true)]
        }
    }

    /// The rectangle of half-width `h` along `d` from `back` behind `p` to `forward` ahead of it.
    static func rectangle(_ p: Point, _ d: Point, back: Double, forward: Double, _ h: Double) -> [Point] {
        let n: Point = (-d.y * h, d.x * h)
        let s: Point = (p.x - d.x * back, p.y - d.y * back)
        let e: Point = (p.x + d.x * forward, p.y + d.y * forward)
        return [(s.x + n.x, s.y + n.y), (e.x + n.x, e.y + n.y), (e.x - n.x, e.y - n.y), (s.x - n.x, s.y - n.y)]
    }

    /// A disc sector (or a whole disc), as a polygon inscribed within the arc tolerance.
    static func sector(
        _ c: Point, _ r: Double, from start: Double, sweep: Double, _ style: Style, includeCenter: Bool = false
    ) -> [Point] {
        let step = 2 * acos(1 - Swift.min(style.arcTolerance / r, 1))
        let n = Swift.max(1, Int((Swift.abs(sweep) / step).rounded(.up)))
        var points: [Point] = includeCenter ? [c] : []
        for i in 0...n {
            let angle = start + sweep * Double(i) / Double(n)
            points.append((c.x + r * cos(angle), c.y + r * sin(angle)))
        }
        return points
    }
}
