import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

@Suite struct CATransform3DInterpolationTests {
    let r2 = 0.5.squareRoot()  // cos 45° = sin 45°

    func lerp(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
        CATransform3D._interpolate(from: a, to: b, fraction: f)
    }

    /// Hand-built `S(2) · Rz(90°) · T(100, 0, 0)`.
    var composite: CATransform3D { matrix([[0, 2, 0, 0], [-2, 0, 0, 0], [0, 0, 2, 0], [100, 0, 0, 1]]) }

    @Test func endpointsAreReturnedExactly() {
        expectEqual(lerp(CATransform3DIdentity, composite, 0), CATransform3DIdentity)
        expectEqual(lerp(CATransform3DIdentity, composite, 1), composite)
        expectEqual(lerp(composite, composite, 0.37), composite)
    }

    @Test func quarterTurnPassesThroughTheEighthTurn() {
        let mid = lerp(CATransform3DIdentity, handRotationZ(.pi / 2), 0.5)
        expectClose(mid, matrix([[r2, r2, 0, 0], [-r2, r2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
    }

    @Test func rotationAboutAGeneralAxisStaysOnThatAxis() {
        // Expected: the row-vector (transposed) Rodrigues matrix for 45° about (1,1,1)/√3.
        let c = r2
        let s = r2
        let k = 1 - r2
        let u = 1 / 3.0.squareRoot()
        let d = c + u * u * k
        let p = u * u * k + u * s
        let n = u * u * k - u * s
        let expected = matrix([[d, p, n, 0], [n, d, p, 0], [p, n, d, 0], [0, 0, 0, 1]])
        let quarter = CATransform3DMakeRotation(.pi / 2, 1, 1, 1)
        expectClose(lerp(CATransform3DIdentity, quarter, 0.5), expected)
    }

    @Test func scaleInterpolatesLinearly() {
        expectClose(lerp(CATransform3DIdentity, CATransform3DMakeScale(3, 3, 3), 0.5), CATransform3DMakeScale(2, 2, 2))
        expectClose(lerp(CATransform3DIdentity, CATransform3DMakeScale(3, 1, 1), 0.5), CATransform3DMakeScale(2, 1, 1))
        expectClose(
            lerp(CATransform3DMakeScale(1, 1, 1), CATransform3DMakeScale(0.5, 4, 1), 0.25),
            CATransform3DMakeScale(0.875, 1.75, 1))
    }

    @Test func translationInterpolatesLinearly() {
        expectClose(
            lerp(CATransform3DIdentity, CATransform3DMakeTranslation(100, -50, 10), 0.25),
            CATransform3DMakeTranslation(25, -12.5, 2.5))
    }

    @Test func compositeInterpolatesPartByPart() {
        // Halfway to S(2)·Rz(90°)·T(100): S(1.5)·Rz(45°)·T(50).
        let h = 1.5 * r2
        let expected = matrix([[h, h, 0, 0], [-h, h, 0, 0], [0, 0, 1.5, 0], [50, 0, 0, 1]])
        expectClose(lerp(CATransform3DIdentity, composite, 0.5), expected)
    }

    @Test func rotationTakesTheShorterWay() {
        // 0 → 270° is the same matrix as 0 → −90°, so the midpoint is −45°.
        let mid = lerp(CATransform3DIdentity, handRotationZ(3 * .pi / 2), 0.5)
        expectClose(mid, matrix([[r2, -r2, 0, 0], [r2, r2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
    }

    @Test func fractionsOutsideTheUnitIntervalExtrapolate() {
        let quarter = handRotationZ(.pi / 2)
        expectClose(
            lerp(CATransform3DIdentity, quarter, 1.5),
            matrix([[-r2, r2, 0, 0], [-r2, -r2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))  // 135°
        expectClose(
            lerp(CATransform3DIdentity, quarter, -0.5),
            matrix([[r2, -r2, 0, 0], [r2, r2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))  // −45°
        expectClose(
            lerp(CATransform3DIdentity, CATransform3DMakeScale(3, 3, 3), 1.2), CATransform3DMakeScale(3.4, 3.4, 3.4))
        expectClose(
            lerp(CATransform3DIdentity, CATransform3DMakeScale(3, 3, 3), -0.25), CATransform3DMakeScale(0.5, 0.5, 0.5))
        expectClose(
            lerp(CATransform3DIdentity, CATransform3DMakeTranslation(100, 0, 0), 1.1),
            CATransform3DMakeTranslation(110, 0, 0), tolerance: 1e-12)
    }

    @Test func perspectiveInterpolatesLinearly() {  // UIKitBehaviour #145
        let near = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 0, 0, 1]])
        let far = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.001], [0, 0, 0, 1]])
        expectClose(lerp(near, far, 0.5), matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.0015], [0, 0, 0, 1]]))
    }

    @Test func perspectiveFlipRotatesUnderAFixedPerspective() {  // UIKitBehaviour #145
        // From P to Ry(90°)·P, halfway is Ry(45°)·P: rows (c,0,−s,−s·p), (0,1,0,0), (s,0,c,c·p).
        let p = -0.002
        let start = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, 0, 0, 1]])
        let end = matrix([[0, 0, -1, -p], [0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1]])
        let expected = matrix([[r2, 0, -r2, -r2 * p], [0, 1, 0, 0], [r2, 0, r2, r2 * p], [0, 0, 0, 1]])
        expectClose(lerp(start, end, 0.5), expected)
    }

    @Test func skewInterpolatesLinearly() {
        let sheared = matrix([[1, 0, 0, 0], [1, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        expectClose(
            lerp(CATransform3DIdentity, sheared, 0.5),
            matrix([[1, 0, 0, 0], [0.5, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
    }

    @Test func scalingToZeroInterpolatesLikeAnyScale() {
        expectClose(
            lerp(CATransform3DIdentity, CATransform3DMakeScale(0, 0, 1), 0.25), CATransform3DMakeScale(0.75, 0.75, 1))
        expectClose(
            lerp(CATransform3DMakeScale(0, 0, 0), CATransform3DIdentity, 0.5), CATransform3DMakeScale(0.5, 0.5, 0.5))
        // From a quarter turn to a point: halfway is S(0.5, 0.5, 1)·Rz(45°).
        let h = 0.5 * r2
        expectClose(
            lerp(handRotationZ(.pi / 2), CATransform3DMakeScale(0, 0, 1), 0.5),
            matrix([[h, h, 0, 0], [-h, h, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
    }

    @Test func mirroringSquashesThroughZeroInsteadOfTurning() {
        // scale(−1, 1, 1) is a reflection, not a half-turn: x passes through 0, y stays 1.
        expectClose(lerp(CATransform3DIdentity, CATransform3DMakeScale(-1, 1, 1), 0.5), CATransform3DMakeScale(0, 1, 1))
        expectClose(
            lerp(CATransform3DIdentity, CATransform3DMakeScale(1, -1, 1), 0.25), CATransform3DMakeScale(1, 0.5, 1))
    }

    @Test func undecomposableMatricesFallBackToEntryInterpolation() {
        // Rows 2 and 3 are parallel and non-zero: singular, and not a zero scale.
        let flat = matrix([[1, 0, 0, 0], [0, 0.6, 0, 0], [0, -0.8, 0, 0], [0, 0, 0, 1]])
        expectClose(
            lerp(CATransform3DIdentity, flat, 0.5),
            matrix([[1, 0, 0, 0], [0, 0.8, 0, 0], [0, -0.4, 0.5, 0], [0, 0, 0, 1]]))
        // m44 = 0 cannot be normalised.
        let atInfinity = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 1], [0, 0, 0, 0]])
        expectClose(
            lerp(CATransform3DIdentity, atInfinity, 0.25),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0.25], [0, 0, 0, 0.75]]))
    }

    @Test func nonFiniteEntriesDoNotCrash() {
        var broken = CATransform3DIdentity
        broken.m22 = .nan
        broken.m41 = .infinity
        expectEqual(_TransformDecomposition(broken), nil)
        expectEqual(lerp(CATransform3DIdentity, broken, 0), CATransform3DIdentity)
        let mid = lerp(CATransform3DIdentity, broken, 0.5)
        #expect(mid.m11 == 1 && mid.m22.isNaN)  // entry-wise: the finite entries stay finite
        expectEqual(lerp(broken, CATransform3DIdentity, 1), CATransform3DIdentity)
    }
}
