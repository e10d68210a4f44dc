import Foundation

/// A 3×3 projective map of the plane (row vectors): how a flat layer's points land in another
/// layer's plane once a 3-D transform has been flattened by projection onto z = 0.
struct _Homography: Equatable {
    var m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)

    static func == (l: _Homography, r: _Homography) -> Bool {
        l.m.0 == r.m.0 && l.m.1 == r.m.1 && l.m.2 == r.m.2 && l.m.3 == r.m.3 && l.m.4 == r.m.4
            && l.m.5 == r.m.5 && l.m.6 == r.m.6 && l.m.7 == r.m.7 && l.m.8 == r.m.8
    }

    static let identity = _Homography(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    init(m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) {
        self.m = m
    }

    /// The plane-to-plane part of a 3-D transform: inputs at z = 0, output z dropped.
    init(_ t: CATransform3D) {
        m = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    /// `self · other`: apply `self`, then `other`.
    func concatenating(_ o: _Homography) -> _Homography {
        let a = m
        let b = o.m
        return _Homography(
            m: (
                a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
                a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
                a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8
            ))
    }

    /// The inverse map, or nil when the map collapses the plane (a layer seen edge-on).
    func inverted() -> _Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let c0 = e * i - f * h
        let c1 = -(d * i - f * g)
        let c2 = d * h - e * g
        let det = a * c0 + b * c1 + c * c2
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        return _Homography(
            m: (
                c0 * s, -(b * i - c * h) * s, (b * f - c * e) * s,
                c1 * s, (a * i - c * g) * s, -(a * f - c * d) * s,
                c2 * s, -(a * h - b * g) * s, (a * e - b * d) * s
            ))
    }

    /// Maps a point; a point sent to infinity (w = 0) maps to a non-finite point.
    func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * m.0 + p.y * m.3 + m.6
        let y = p.x * m.1 + p.y * m.4 + m.7
        let w = p.x * m.2 + p.y * m.5 + m.8
        if w == 1 { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The axis-aligned bounding box of a rectangle's four mapped corners.
    func boundingBox(of r: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)
        ].map(apply)
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for c in corners {
            minX = min(minX, c.x)
            minY = min(minY, c.y)
            maxX = max(maxX, c.x)
            maxY = max(maxY, c.y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
