import OpenQuartzCore

/// The largest differences between the engine's presentation values and the plain loop's at
/// one instant: evidence that both loops compute the same thing.
struct CrossCheck {
    var position = 0.0
    var opacity = 0.0
    var transform = 0.0
    /// Layers whose snapshot node was missing or hidden by timing.
    var missing = 0

    /// Compares the engine scene's snapshot at `t` with the plain loop's values at `t`.
    init(engine: EngineScene, plain: inout PlainScene, at t: Double) {
        let snapshot = engine.snapshot(at: t)
        plain.evaluate(at: t)
        // Node 0 is the root; its sublayers follow in order.
        for (i, expected) in plain.values.enumerated() {
            guard i + 1 < snapshot.nodes.count, snapshot.nodes[i + 1].localTime != nil else {
                missing += 1
                continue
            }
            let node = snapshot.nodes[i + 1]
            position = max(
                position, abs(Double(node.position.x - expected.position.x)),
                abs(Double(node.position.y - expected.position.y)))
            opacity = max(opacity, abs(Double(node.opacity - expected.opacity)))
            let a = node.transform
            let b = expected.transform
            let differences = [
                a.m11 - b.m11, a.m12 - b.m12, a.m13 - b.m13, a.m14 - b.m14,
                a.m21 - b.m21, a.m22 - b.m22, a.m23 - b.m23, a.m24 - b.m24,
                a.m31 - b.m31, a.m32 - b.m32, a.m33 - b.m33, a.m34 - b.m34,
                a.m41 - b.m41, a.m42 - b.m42, a.m43 - b.m43, a.m44 - b.m44
            ]
            transform = max(transform, differences.map { abs(Double($0)) }.max() ?? 0)
        }
    }

    /// Merges two checks, keeping the larger differences.
    func merged(with other: CrossCheck) -> CrossCheck {
        var result = self
        result.position = max(position, other.position)
        result.opacity = max(opacity, other.opacity)
        result.transform = max(transform, other.transform)
        result.missing += other.missing
        return result
    }

    /// Whether the two loops agree to rounding (opacity is a `Float` on both sides).
    var agrees: Bool { missing == 0 && position < 1e-9 && opacity < 1e-6 && transform < 1e-9 }
}
