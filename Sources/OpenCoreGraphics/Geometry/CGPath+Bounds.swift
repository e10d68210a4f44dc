import Foundation

extension CGPath {
    /// The smallest rectangle containing every point of the path, control points included.
    ///
    /// Cheap to compute and never smaller than ``boundingBoxOfPath``. An empty path returns
    /// `CGRect.null`. Points with NaN coordinates are skipped.
    public var boundingBox: CGRect {
        var box = _BoundsAccumulator()
        for element in _storage.elements {
            for point in element.points { box.add(point) }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path itself, without its control points.
    ///
    /// Curves contribute their end points and their extreme points along x and y, found
    /// where the curve's derivative is zero. An empty path returns `CGRect.null`.
    public var boundingBoxOfPath: CGRect {
        var box = _BoundsAccumulator()
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in _storage.elements {
            switch element {
            case .moveTo(let p):
                box.add(p)
                current = p
                subpathStart = p
            case .lineTo(let p):
                box.add(p)
                current = p
            case .quadCurveTo(let c, let e):
                box.add(e)
                for t in _quadraticExtremaParameters(current.x, c.x, e.x)
                    + _quadraticExtremaParameters(current.y, c.y, e.y)
                {
                    box.add(_quadraticPoint(current, c, e, t))
                }
                current = e
            case .curveTo(let c1, let c2, let e):
                box.add(e)
                let ts =
                    _cubicExtremaParameters(current.x, c1.x, c2.x, e.x)
                    + _cubicExtremaParameters(current.y, c1.y, c2.y, e.y)
                for t in ts { box.add(_cubicPoint(current, c1, c2, e, t)) }
                current = e
            case .closeSubpath:
                current = subpathStart
            }
        }
        return box.rect
    }
}

/// Grows a rectangle point by point, ignoring NaN coordinates.
struct _BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        guard !p.x.isNaN, !p.y.isNaN else { return }
        if p.x < minX { minX = p.x }
        if p.x > maxX { maxX = p.x }
        if p.y < minY { minY = p.y }
        if p.y > maxY { maxY = p.y }
    }

    /// The rectangle, or `CGRect.null` if no point was added.
    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The point at parameter `t` of a quadratic Bézier curve.
func _quadraticPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
    let s = 1 - t
    return CGPoint(
        x: s * s * p0.x + 2 * s * t * p1.x + t * t * p2.x,
        y: s * s * p0.y + 2 * s * t * p1.y + t * t * p2.y
    )
}

/// The point at parameter `t` of a cubic Bézier curve.
func _cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let s = 1 - t
    let w0 = s * s * s
    let w1 = 3 * s * s * t
    let w2 = 3 * s * t * t
    let w3 = t * t * t
    return CGPoint(
        x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
        y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y
    )
}

/// Parameters in `(0, 1)` where one coordinate of a quadratic curve has zero derivative.
func _quadraticExtremaParameters(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    // B'(t) ∝ (b − a) + t·(a − 2b + c).
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return [] }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? [t] : []
}

/// Parameters in `(0, 1)` where one coordinate of a cubic curve has zero derivative.
func _cubicExtremaParameters(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
    // B'(t)/3 = A·t² + B·t + C.
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [CGFloat] = []
    let scale = Swift.max(Swift.abs(a), Swift.abs(b), Swift.abs(c))
    if Swift.abs(a) <= scale * 1e-12 {
        if b != 0 { roots.append(-c / b) }
    } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}
