import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Animating transform fields by key path (`transform.rotation.z`, `transform.scale`, …): the
/// field animates as a number, so turns of any size are possible, and the rest of the model
/// transform is kept.
@Suite struct TransformKeyPathTests {
    /// Runs a linear 1 s animation of `keyPath` from `from` to `to` on a committed layer whose
    /// model transform is `model`, and returns the presentation at `fraction` of the way.
    private func presentation(
        _ keyPath: String, from: Any, to: Any, at fraction: Double,
        model: CATransform3D = CATransform3DIdentity
    ) -> CALayer {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = model
        CATransaction.commit()
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: "k")
        fixture.frame()
        fixture.clock.set(to: 100 + fraction)
        return layer.presentation()!
    }

    private func expectMatrix(
        _ t: CATransform3D, _ rows: [[Double]], tolerance: Double = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]
        ].map { $0.map(Double.init) }
        let ok = zip(actual.joined(), rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
        #expect(ok, "\(actual) ≠ \(rows)", sourceLocation: sourceLocation)
    }

    /// The row-vector rotation about z by `a`, scaled by `s`.
    private func rotationZ(_ a: Double, scale s: Double = 1) -> [[Double]] {
        [[s * cos(a), s * sin(a), 0, 0], [-s * sin(a), s * cos(a), 0, 0], [0, 0, s, 0], [0, 0, 0, 1]]
    }

    @Test func rotationZMakesAFullTurn() {
        // Halfway through 0 → 2π the layer is upside down; a matrix interpolation between two
        // identical (identity) matrices could never get there.
        expectMatrix(
            presentation("transform.rotation.z", from: 0, to: 2 * Double.pi, at: 0.5).transform, rotationZ(.pi))
        expectMatrix(
            presentation("transform.rotation.z", from: 0, to: 2 * Double.pi, at: 0.25).transform, rotationZ(.pi / 2))
        expectMatrix(
            presentation("transform.rotation.z", from: 0, to: 2 * Double.pi, at: 0.875).transform,
            rotationZ(7 * .pi / 4))
    }

    @Test func rotationIsRotationZ() {
        expectMatrix(presentation("transform.rotation", from: 0, to: Double.pi, at: 0.5).transform, rotationZ(.pi / 2))
    }

    @Test func uniformScale() {
        let t = presentation("transform.scale", from: 1, to: 3, at: 0.5).transform
        expectMatrix(t, [[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [0, 0, 0, 1]])
    }

    @Test func scaleX() {
        let t = presentation("transform.scale.x", from: 1, to: 3, at: 0.5).transform
        expectMatrix(t, [[2, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
    }

    @Test func translationX() {
        let t = presentation("transform.translation.x", from: 0, to: 100, at: 0.5).transform
        expectMatrix(t, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [50, 0, 0, 1]])
    }

    @Test func translationTakesASize() {
        let t = presentation("transform.translation", from: CGSize.zero, to: CGSize(width: 100, height: 40), at: 0.5)
            .transform
        expectMatrix(t, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [50, 20, 0, 1]])
    }

    @Test func translationZ() {
        let t = presentation("transform.translation.z", from: 0, to: -30, at: 0.5).transform
        expectMatrix(t, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, -15, 1]])
    }

    @Test func sublayerTransformRotationY() {
        let p = presentation("sublayerTransform.rotation.y", from: 0, to: Double.pi / 2, at: 0.5)
        let a = Double.pi / 4
        // Row vectors: Ry = [c 0 −s; 0 1 0; s 0 c].
        expectMatrix(p.sublayerTransform, [[cos(a), 0, -sin(a), 0], [0, 1, 0, 0], [sin(a), 0, cos(a), 0], [0, 0, 0, 1]])
        expectEqual(p.transform, CATransform3DIdentity)
    }

    @Test func aRotationKeepsTheModelsScale() {
        let model = CATransform3DMakeScale(2, 2, 2)
        let t = presentation("transform.rotation.z", from: 0, to: Double.pi / 2, at: 0.5, model: model).transform
        expectMatrix(t, rotationZ(.pi / 4, scale: 2))
    }

    @Test func aTranslationKeepsTheModelsRotation() {
        let model = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let t = presentation("transform.translation.x", from: 0, to: 10, at: 0.5, model: model).transform
        var rows = rotationZ(.pi / 2)
        rows[3] = [5, 0, 0, 1]
        expectMatrix(t, rows)
    }

    @Test func additiveRotationAddsToTheModelRotation() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        CATransaction.commit()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi / 2
        spin.isAdditive = true
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        fixture.frame()
        fixture.clock.set(to: 100.5)
        expectMatrix(layer.presentation()!.transform, rotationZ(3 * .pi / 4))
    }

    @Test func theModelTransformIsUnchanged() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        fixture.frame()
        fixture.clock.set(to: 100.5)
        expectEqual(layer.transform, CATransform3DIdentity)
        #expect(layer.presentation()!.transform != CATransform3DIdentity)
    }
}
