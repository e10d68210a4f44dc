import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import OpenQuartzCore

@Suite struct TransformDecompositionTests {
    let r2 = 0.5.squareRoot()

    func decompose(_ t: CATransform3D) -> _TransformDecomposition? { _TransformDecomposition(t) }

    @Test func partsOfAScaleRotateTranslateComposite() {
        // S(2, 3, 4) · Rz(90°) · T(5, 6, 7), written out by hand.
        let t = matrix([[0, 2, 0, 0], [-3, 0, 0, 0], [0, 0, 4, 0], [5, 6, 7, 1]])
        let d = decompose(t)!
        #expect(d.scale == SIMD3(2, 3, 4) && d.skew == .zero && d.translation == SIMD3(5, 6, 7))
        #expect(d.perspective == SIMD4(0, 0, 0, 1) && d.homogeneous == 1)
        let q = d.rotation.vector  // 90° about z: (0, 0, sin 45°, cos 45°)
        #expect(abs(q.x) < 1e-15 && abs(q.y) < 1e-15 && abs(q.z - r2) < 1e-15 && abs(q.w - r2) < 1e-15)
        expectClose(d.matrix, t, tolerance: 1e-15)
    }

    @Test func translateRotateScaleCompositeRoundTrips() {
        let t = CATransform3DScale(
            CATransform3DRotate(CATransform3DMakeTranslation(120, -45, 8), 0.9, 1, -2, 0.5), 1.5, 0.75, 2)
        expectClose(decompose(t)!.matrix, t, tolerance: 1e-9)
    }

    @Test func perspectiveWithDepthRoundTrips() {  // UIKitBehaviour #145
        // Ry(0.5) · T(10, 20, 100) · P (Rotate puts the rotation first): m44 = 1 + 100·p = 0.8.
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let t = CATransform3DConcat(CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 100), 0.5, 0, 1, 0), p)
        let d = decompose(t)!
        expectClose(d.matrix, t, tolerance: 1e-14)
        #expect(abs(d.homogeneous - 0.8) < 1e-15)
    }

    @Test func reflectionGoesToTheMostReversedAxis() {
        expectEqual(decompose(CATransform3DMakeScale(-1, 1, 1))!.scale, SIMD3(-1, 1, 1))
        expectEqual(decompose(CATransform3DMakeScale(1, 1, -3))!.scale, SIMD3(1, 1, -3))
        expectEqual(decompose(CATransform3DMakeScale(1, -2, 1))!.rotation, .identity)
        // A reflected axis with a shear onto it: [−1 0 0; 1 1 0; 0 0 1] = S(−1, 1, 1)·K(xy = 1).
        let t = matrix([[-1, 0, 0, 0], [1, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        let d = decompose(t)!
        #expect(d.scale == SIMD3(-1, 1, 1) && d.skew == SIMD3(1, 0, 0))
        expectClose(d.matrix, t, tolerance: 1e-15)
    }

    @Test func zeroScaledAxesKeepTheRotationNearIdentity() {
        let d = decompose(CATransform3DMakeScale(0, -1, 1))!
        #expect(d.scale == SIMD3(0, -1, 1) && d.rotation == .identity)
        expectEqual(decompose(CATransform3DMakeScale(0, 0, 1))!.rotation, .identity)
        // The zero 3×3 part: every axis scaled to zero, no rotation.
        let zero = decompose(matrix([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [1, 2, 3, 1]]))!
        #expect(zero.scale == .zero && zero.rotation == .identity && zero.translation == SIMD3(1, 2, 3))
        expectClose(
            CATransform3D._interpolate(
                from: CATransform3DIdentity, to: CATransform3DMakeScale(0, -1, 1), fraction: 0.5),
            CATransform3DMakeScale(0.5, 0, 1))
    }

    @Test func undecomposableInputs() {
        #expect(decompose(CATransform3D()) == nil)  // m44 = 0
        var nan = CATransform3DIdentity
        nan.m23 = .nan
        expectEqual(decompose(nan), nil)
        // Parallel non-zero rows.
        expectEqual(decompose(matrix([[1, 0, 0, 0], [2, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])), nil)
        // Perspective on a flattened 3×3 part.
        expectEqual(decompose(matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, -0.002], [0, 0, 0, 1]])), nil)
    }

    @Test func slerpTreatsQAndMinusQAsTheSameRotation() {
        // −q is the same quarter turn about z; halfway must still be the eighth turn, not a
        // three-eighths turn the other way.
        let quarter = _Quaternion(angle: .pi / 2, unitAxis: SIMD3(0, 0, 1))
        let negated = _Quaternion(vector: -quarter.vector)
        let mid = _Quaternion.slerp(.identity, negated, fraction: 0.5)
        let c = cos(Double.pi / 8)
        let s = sin(Double.pi / 8)
        #expect(abs(mid.vector.z - s) < 1e-15 && abs(mid.vector.w - c) < 1e-15)
    }

    @Test func eulerAnglesAtGimbalLock() {
        // Ry(90°)·Rz(0.3): y = 90° exactly, so x and z are not separable; x reads 0.
        let t = CATransform3DConcat(
            CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(0.3, 0, 0, 1))
        #expect(abs(Double(t._component(.rotationX))) < 1e-12)
        #expect(abs(Double(t._component(.rotationY)) - .pi / 2) < 1e-7)
        #expect(abs(Double(t._component(.rotationZ)) - 0.3) < 1e-7)
        // Rx(0.3)·Ry(90°) is the same rotation as Ry(90°)·Rz(−0.3).
        let u = CATransform3DConcat(
            CATransform3DMakeRotation(0.3, 1, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        #expect(abs(Double(u._component(.rotationZ)) + 0.3) < 1e-7)
    }

    @Test func generalMatricesRoundTrip() async {
        // Random 3×3 parts (about half of them reflections, with shear), translations and
        // perspective columns.
        await propertyCheck(
            count: 300, input: Gen.double(in: -2...2).array(of: 12), Gen.double(in: -0.01...0.01).array(of: 3)
        ) { e, p in
            let t = matrix([
                [e[0], e[1], e[2], p[0]], [e[3], e[4], e[5], p[1]], [e[6], e[7], e[8], p[2]],
                [e[9] * 50, e[10] * 50, e[11] * 50, 1]
            ])
            let singular = abs(_TransformMath.determinant(t._linearRows)) < 1e-9
            if let d = decompose(t) {
                // A (numerically) singular 3×3 part may decompose without its perspective
                // column (seen: a determinant of −2.5e-324 losing a 1e-9 perspective term, and
                // one of −1.0e-12, rows of size 1–2, losing another).
                if !singular { expectClose(d.matrix, t, tolerance: 1e-9) }
            } else {
                // Only a singular 3×3 part may refuse to decompose.
                let a = t._linearRows
                #expect(abs(_TransformMath.determinant(a)) < 1e-9)
            }
        }
    }
}
