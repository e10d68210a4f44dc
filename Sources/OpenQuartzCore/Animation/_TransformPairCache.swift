import Foundation

/// Remembers the decompositions of the last two transforms interpolated, so an animation
/// between fixed transforms decomposes them once instead of every frame.
final class _TransformPairCache {
    private var from: CATransform3D?
    private var to: CATransform3D?
    private var decomposed: (_TransformDecomposition, _TransformDecomposition)?

    /// Interpolates by decomposition exactly as `CATransform3D._interpolate(from:to:fraction:)`.
    func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ fraction: Double) -> CATransform3D {
        if fraction == 0 || a == b { return a }
        if fraction == 1 { return b }
        if a != from || b != to {
            from = a
            to = b
            if let da = _TransformDecomposition(a), let db = _TransformDecomposition(b) {
                decomposed = (da, db)
            } else {
                decomposed = nil
            }
        }
        guard let (da, db) = decomposed else {
            return CATransform3D._interpolateEntries(from: a, to: b, fraction: fraction)
        }
        return _TransformDecomposition.interpolate(da, db, fraction: fraction).matrix
    }
}
