import Foundation

/// Where a shape and its clips share edges: counting each edge once.
///
/// Coverage runs are intersected by multiplying coverages, which is right where the edges of
/// the two shapes cross a pixel independently but wrong where they run along the same line:
/// a pixel half covered by a layer's contents and half covered by the same layer's
/// `masksToBounds` clip is half covered by their intersection, not a quarter. Before any
/// coverage is made, each clip in a shape's chain is therefore compared with the shape
/// geometrically (in the clip's plane, when the two planes differ by an affine map) and,
/// when it can be, resolved exactly:
///
/// - the shape lies inside the clip: the clip removes nothing and is skipped;
/// - the clip lies inside the shape (and both see the same near planes): the shape's
///   coverage is the clip's, already rasterized;
/// - both are rectangles whose sides stay parallel: the shape becomes their intersection.
///
/// Only clips that none of these resolve are intersected run by run.
extension _CompositeScene {
    /// A shape with the clips it absorbed: its geometry (`shape` in the plane `map` sends to
    /// the raster, clipped by `planes`), the clip whose stored coverage it is (−1 when it
    /// must be rasterized) and the clips still to intersect at render time.
    struct _ClippedShape {
        var shape: _SceneShape
        var map: _PlaneMap
        var planes: [_NearPlane]
        var reuse: Int32
        var clip: Int32
    }

    /// Resolves as many clips of the chain starting at `clip` as can be resolved exactly
    /// (see above); `nil` when nothing of the shape is left.
    func absorbClips(_ shape: _SceneShape, map: _PlaneMap, nearPlanes: [_NearPlane], clip: Int32) -> _ClippedShape? {
        var s = _ClippedShape(shape: shape, map: map, planes: nearPlanes, reuse: -1, clip: clip)
        while s.clip >= 0 {
            let c = clips[Int(s.clip)]
            guard let rel = Self.relativeMap(s.map, to: c.map), let inverse = rel.inverted() else { break }
            if Self.contains(c.shape, s.shape, mappedBy: rel) {
                // Inside the clip: it removes nothing (the shape's near planes include the clip's).
                s.clip = c.parent
                continue
            }
            if s.planes == c.planes, Self.contains(s.shape, c.shape, mappedBy: inverse) {
                // The clip is inside the shape: their intersection is the clip.
                s = _ClippedShape(shape: c.shape, map: c.map, planes: c.planes, reuse: s.clip, clip: c.parent)
                continue
            }
            if let r = s.shape.plainRect, let k = c.shape.plainRect,
                rel.m12 == 0 && rel.m21 == 0 || rel.m11 == 0 && rel.m22 == 0
            {
                // Two rectangles with parallel sides: their intersection, in the shape's plane.
                let inClip = Self.bounds(of: r.standardized, mappedBy: rel).intersection(k.standardized)
                guard !inClip.isNull, inClip.width > 0, inClip.height > 0 else { return nil }
                s.shape = .rect(Self.bounds(of: inClip, mappedBy: inverse))
                s.reuse = -1
                s.clip = c.parent
                continue
            }
            break
        }
        return s
    }

    /// The coverage of a shape whose clips were absorbed: the stored coverage of the clip it
    /// is, or a new one.
    func coverage(of s: _ClippedShape) -> (Coverage, _PixelBox) {
        if s.reuse >= 0 { return (clips[Int(s.reuse)].coverage, clips[Int(s.reuse)].box) }
        return makeCoverage(s.shape, map: s.map, nearPlanes: s.planes)
    }

    /// The map from the plane `map` sends to the raster into the plane `target` sends there,
    /// when it is affine (within rounding); `nil` otherwise.
    static func relativeMap(_ map: _PlaneMap, to target: _PlaneMap) -> _PlaneMap? {
        if map == target { return .identity }
        guard let back = target.inverted() else { return nil }
        var m = map.concatenating(back)
        // A positive m33 keeps which side of the eye points are on.
        guard m.isFinite, m.m33 > 0 else { return nil }
        let w = m.m33
        (m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33) =
            (m.m11 / w, m.m12 / w, m.m13 / w, m.m21 / w, m.m22 / w, m.m23 / w, m.m31 / w, m.m32 / w, 1)
        let scale = Swift.max(Swift.abs(m.m11), Swift.abs(m.m12), Swift.abs(m.m21), Swift.abs(m.m22))
        guard scale > 0, Swift.abs(m.m13) <= 1e-12 * scale, Swift.abs(m.m23) <= 1e-12 * scale else { return nil }
        m.m13 = 0
        m.m23 = 0
        // Rounding noise off the axes would hide that sides stay parallel.
        if Swift.abs(m.m12) <= 1e-12 * scale { m.m12 = 0 }
        if Swift.abs(m.m21) <= 1e-12 * scale { m.m21 = 0 }
        if Swift.abs(m.m11) <= 1e-12 * scale { m.m11 = 0 }
        if Swift.abs(m.m22) <= 1e-12 * scale { m.m22 = 0 }
        return m
    }

    /// The smallest axis-aligned rectangle holding `r` mapped by the affine `m`.
    static func bounds(of r: CGRect, mappedBy m: _PlaneMap) -> CGRect {
        let corners = [
            m.apply(Double(r.minX), Double(r.minY)), m.apply(Double(r.maxX), Double(r.minY)),
            m.apply(Double(r.minX), Double(r.maxY)), m.apply(Double(r.maxX), Double(r.maxY))
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min()!
        let y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// Whether the convex `outer` (a rectangle or rounded rectangle) holds all of `inner`
    /// mapped by the affine `m` into its plane (within rounding).
    static func contains(_ outer: _SceneShape, _ inner: _SceneShape, mappedBy m: _PlaneMap) -> Bool {
        let rect: CGRect
        let radii: _CornerRadii
        switch outer {
        case .rect(let r): (rect, radii) = (r.standardized, .zero)
        case .roundedRect(let r, let k): (rect, radii) = (r.standardized, k)
        default: return false
        }
        let reach = Swift.max(
            Swift.abs(Double(rect.minX)), Swift.abs(Double(rect.maxX)), Swift.abs(Double(rect.minY)),
            Swift.abs(Double(rect.maxY)), 1)
        let epsilon = 1e-9 * reach
        if case .roundedRect(let r, let k) = inner, !k.isZero, !radii.isZero, m.m12 == 0, m.m21 == 0,
            Swift.abs(Swift.abs(m.m11) - Swift.abs(m.m22)) <= 1e-12 * Swift.abs(m.m11)
        {
            // The same rounded rectangle (a layer and its own clip, or a sublayer filling a
            // clipping parent with the same corners); mirrored maps swap corners, so only
            // uniform radii are compared then.
            let placed = bounds(of: r.standardized, mappedBy: m)
            let s = Swift.abs(m.m11)
            let same =
                Swift.abs(Double(placed.minX - rect.minX)) <= epsilon
                && Swift.abs(Double(placed.minY - rect.minY)) <= epsilon
                && Swift.abs(Double(placed.maxX - rect.maxX)) <= epsilon
                && Swift.abs(Double(placed.maxY - rect.maxY)) <= epsilon
            let scaled = [k.minXMinY, k.maxXMinY, k.minXMaxY, k.maxXMaxY].map { $0 * s }
            let target = [radii.minXMinY, radii.maxXMinY, radii.minXMaxY, radii.maxXMaxY]
            let mirrored = m.m11 < 0 || m.m22 < 0
            let uniform = Set(scaled).count == 1 && Set(target).count == 1
            if same, !mirrored || uniform, zip(scaled, target).allSatisfy({ Swift.abs($0 - $1) <= epsilon }) {
                return true
            }
        }
        // Otherwise the inner shape's bounding rectangle must fit.
        let b = inner.localBounds
        guard !b.isNull, !b.isInfinite, b.width >= 0, b.height >= 0 else { return false }
        // A convex region holds a parallelogram when it holds its corners.
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)] {
            let p = m.apply(Double(x), Double(y))
            guard inside(p.x, p.y, rect, radii, epsilon: epsilon) else { return false }
        }
        return true
    }

    /// Whether `(x, y)` lies in the rounded rectangle `r` (within `epsilon`).
    static func inside(_ x: Double, _ y: Double, _ r: CGRect, _ radii: _CornerRadii, epsilon: Double) -> Bool {
        let x0 = Double(r.minX)
        let y0 = Double(r.minY)
        let x1 = Double(r.maxX)
        let y1 = Double(r.maxY)
        guard x >= x0 - epsilon, x <= x1 + epsilon, y >= y0 - epsilon, y <= y1 + epsilon else { return false }
        guard !radii.isZero else { return true }
        for (radius, cx, cy, left, top) in [
            (radii.minXMinY, x0 + radii.minXMinY, y0 + radii.minXMinY, true, true),
            (radii.maxXMinY, x1 - radii.maxXMinY, y0 + radii.maxXMinY, false, true),
            (radii.minXMaxY, x0 + radii.minXMaxY, y1 - radii.minXMaxY, true, false),
            (radii.maxXMaxY, x1 - radii.maxXMaxY, y1 - radii.maxXMaxY, false, false)
        ] where radius > 0 {
            // In the corner's square, the point must be within the arc.
            guard left ? x < cx : x > cx, top ? y < cy : y > cy else { continue }
            let dx = x - cx
            let dy = y - cy
            if (dx * dx + dy * dy).squareRoot() > radius + epsilon { return false }
        }
        return true
    }
}
