import Foundation

/// Keeps the part of a path's polylines between two fractions of their total length
/// (`CAShapeLayer.strokeStart` / `strokeEnd`).
///
/// Lengths are measured along every subpath in order, a closed one including its closing
/// segment, as Core Animation measures them for the whole path. The kept pieces are open
/// polylines (so they get caps), except a closed subpath kept whole, which stays closed.
func _trim(_ lines: [_StrokePolyline], from start: Double, to end: Double) -> [_StrokePolyline] {
    func segmentLengths(_ line: _StrokePolyline) -> [Double] {
        let p = line.points
        guard p.count > 1 else { return [] }
        var lengths: [Double] = []
        for i in 1..<p.count { lengths.append(Double(hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y))) }
        if line.closed { lengths.append(Double(hypot(p[0].x - p[p.count - 1].x, p[0].y - p[p.count - 1].y))) }
        return lengths
    }
    let all = lines.map(segmentLengths)
    let total = all.reduce(0) { $0 + $1.reduce(0, +) }
    guard total > 0, total.isFinite else { return start <= 0 && end >= 1 ? lines : [] }
    let from = Swift.max(0, start) * total
    let to = Swift.min(1, end) * total
    guard to > from else { return [] }
    var result: [_StrokePolyline] = []
    var offset = 0.0
    for (line, lengths) in zip(lines, all) {
        let length = lengths.reduce(0, +)
        defer { offset += length }
        let a = from - offset
        let b = to - offset
        guard b > 0, a < length || (length == 0 && a <= 0) else { continue }
        if a <= 0, b >= length {
            result.append(line)
            continue
        }
        // Walk the segments, keeping the part of each inside [a, b].
        let p = line.points
        let count = lengths.count
        var piece = _StrokePolyline()
        var position = 0.0
        for k in 0..<count {
            let s = p[k]
            let e = p[(k + 1) % p.count]
            let l = lengths[k]
            defer { position += l }
            let lo = Swift.max(a, position)
            let hi = Swift.min(b, position + l)
            guard hi >= lo, l > 0 else { continue }
            func point(at d: Double) -> CGPoint {
                let t = CGFloat((d - position) / l)
                return CGPoint(x: s.x + (e.x - s.x) * t, y: s.y + (e.y - s.y) * t)
            }
            piece.append(point(at: lo), corner: lo == position ? line.corners[k] : true)
            piece.append(point(at: hi), corner: hi == position + l ? line.corners[(k + 1) % p.count] : true)
        }
        if !piece.points.isEmpty { result.append(piece) }
    }
    return result
}
