import Foundation

/// Cuts polylines into dashes.
///
/// The pattern alternates painted and unpainted lengths, starting `phase` units into it;
/// each polyline (a closed one including its closing segment) restarts the pattern. Every
/// painted interval becomes an open polyline that keeps the corners it passes; an interval
/// of zero length becomes a single point with the path's direction there, so round and
/// square caps still draw it.
struct _Dasher {
    /// The pattern's lengths, all finite, non-negative, not all zero.
    let lengths: [CGFloat]
    /// How far into the pattern each polyline starts.
    let phase: CGFloat

    /// The painted pieces of `line`.
    func dash(_ line: _StrokePolyline) -> [_StrokePolyline] {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return [line] }
        var points = line.points
        var corners = line.corners
        if line.closed, let first = points.first {
            points.append(first)
            corners.append(corners[0])
        }
        guard points.count >= 2 else { return [line] }
        // Where in the pattern the line starts.
        var index = 0
        var remaining = lengths[0]
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset > 0 {
            if offset >= remaining {
                offset -= remaining
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            } else {
                remaining -= offset
                offset = 0
            }
        }
        var pieces: [_StrokePolyline] = []
        var current = _StrokePolyline()
        var on = index % 2 == 0
        if on { current.append(points[0], corner: false) }
        for k in 0..<(points.count - 1) {
            let a = points[k]
            let b = points[k + 1]
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            var travelled: CGFloat = 0
            while length - travelled > remaining {
                travelled += remaining
                let t = travelled / length
                let cut = CGPoint(x: a.x + dx * t, y: a.y + dy * t)
                if on {
                    current.append(cut, corner: false)
                    if current.points.count == 1 { current.tangent = CGVector(dx: dx, dy: dy) }
                    pieces.append(current)
                    current = _StrokePolyline()
                } else {
                    current = _StrokePolyline()
                    current.append(cut, corner: false)
                }
                on.toggle()
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
            remaining -= length - travelled
            if on {
                if current.points.isEmpty { current.append(a, corner: false) }
                current.append(b, corner: corners[k + 1])
            }
        }
        if on, !current.points.isEmpty {
            if current.points.count == 1, let t = line.tangent { current.tangent = t }
            pieces.append(current)
        }
        return pieces
    }
}
