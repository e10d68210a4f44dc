import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGAffineTransformComponentsTests {
    /// scale (2, 3), shear 0.5, rotation 30°, translation (7, −4), multiplied out by hand:
    /// [2 0; 1.5 3] · [cos sin; −sin cos] with cos = √3/2, sin = 1/2.
    let expectedMatrix = [1.7320508075688772, 1.0, -0.20096189432334177, 3.3480762113533156, 7.0, -4.0]

    @Test func transformFromComponents() {
        let components = CGAffineTransformComponents(
            scale: CGSize(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 6,
            translation: CGVector(dx: 7, dy: -4))
        #expect(approx(CGAffineTransform(components), expectedMatrix, tolerance: 1e-12))
    }

    @Test func decomposedRecoversComponents() {
        let t = CGAffineTransform(
            a: 1.7320508075688772, b: 1, c: -0.20096189432334177, d: 3.3480762113533156, tx: 7, ty: -4)
        let components = t.decomposed()
        #expect(approx(components.scale.width, 2, tolerance: 1e-12))
        #expect(approx(components.scale.height, 3, tolerance: 1e-12))
        #expect(approx(components.horizontalShear, 0.5, tolerance: 1e-12))
        #expect(approx(components.rotation, Double.pi / 6, tolerance: 1e-12))
        expectEqual(components.translation, CGVector(dx: 7, dy: -4))
    }

    @Test func defaultComponentsAreTheIdentity() {
        expectEqual(CGAffineTransform(CGAffineTransformComponents(scale: CGSize(width: 1, height: 1))), .identity)
        let zero = CGAffineTransformComponents()
        #expect(zero.scale == .zero && zero.rotation == 0 && zero.horizontalShear == 0 && zero.translation == .zero)
    }

    @Test func mirrorDecomposesIntoRotationAndNegativeYScale() {
        // x ↦ −x: |first row| = 1 at angle π, leaving a y scale of −1.
        let components = CGAffineTransform(scaleX: -1, y: 1).decomposed()
        #expect(approx(components.scale.width, 1) && approx(components.scale.height, -1, tolerance: 1e-12))
        #expect(approx(components.rotation, Double.pi, tolerance: 1e-12))
        #expect(approx(CGAffineTransform(components), [-1, 0, 0, 1, 0, 0], tolerance: 1e-12))
    }

    @Test func singularFirstRowUsesZeroRotation() {
        let components = CGAffineTransform(a: 0, b: 0, c: 2, d: 4, tx: 0, ty: 0).decomposed()
        expectEqual(components.scale, CGSize(width: 0, height: 4))
        #expect(components.rotation == 0 && components.horizontalShear == 0.5)
    }
}
