import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

@Suite struct CATransform3DTests {
    let r2 = 0.5.squareRoot()  // cos 45° = sin 45°

    @Test func identityIsUnitMatrix() {  // UIKitBehaviour #146
        expectEqual(entries(CATransform3DIdentity), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))  // CATransform3D() is the zero matrix
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1e-300)))
    }

    @Test func equalToTransformIsExact() {
        let a = CATransform3DMakeScale(1, 2, 3)
        var b = a
        #expect(CATransform3DEqualToTransform(a, b))
        b.m43 = 1e-300
        #expect(!CATransform3DEqualToTransform(a, b))
        var nan = a
        nan.m11 = .nan
        #expect(!CATransform3DEqualToTransform(nan, nan))
    }

    @Test func makeTranslationPutsOffsetsInRowFour() {  // UIKitBehaviour #146
        expectEqual(entries(CATransform3DMakeTranslation(3, -4, 5)), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1])
    }

    @Test func makeScaleIsDiagonal() {  // UIKitBehaviour #146
        expectEqual(entries(CATransform3DMakeScale(2, -3, 0.5)), [2, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1])
    }

    @Test func makeRotationAboutZIsRowVectorForm() {  // UIKitBehaviour #146, #148
        let t = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        expectClose(t, matrix([[r2, r2, 0, 0], [-r2, r2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
        // The x axis turns toward +y: (1, 0, 0) · M = first row.
        let p = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)._transformPoint(x: 1, y: 0, z: 0)
        #expect(abs(p.x) < 1e-15 && p.y == 1)
    }

    @Test func makeRotationAboutXAndYIsRightHanded() {  // UIKitBehaviour #146
        // About x: y turns toward z.  About y: z turns toward x.
        expectClose(
            CATransform3DMakeRotation(.pi / 2, 1, 0, 0),
            matrix([[1, 0, 0, 0], [0, 0, 1, 0], [0, -1, 0, 0], [0, 0, 0, 1]]), tolerance: 1e-15)
        expectClose(
            CATransform3DMakeRotation(.pi / 2, 0, 1, 0),
            matrix([[0, 0, -1, 0], [0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1]]), tolerance: 1e-15)
    }

    @Test func makeRotationNormalisesTheAxis() {  // UIKitBehaviour #147
        // A third of a turn about (1, 1, 1) cycles the axes x → y → z → x; the axis length
        // must not matter.
        let cycle = matrix([[0, 1, 0, 0], [0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1]])
        expectClose(CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1), cycle, tolerance: 1e-15)
        expectClose(CATransform3DMakeRotation(2 * .pi / 3, 7, 7, 7), cycle, tolerance: 1e-15)
        expectClose(CATransform3DMakeRotation(2 * .pi / 3, 1e-200, 1e-200, 1e-200), cycle, tolerance: 1e-15)
        expectClose(
            CATransform3DMakeRotation(.pi / 4, 0, 0, 250), CATransform3DMakeRotation(.pi / 4, 0, 0, 1), tolerance: 0)
    }

    @Test func makeRotationWithZeroAxisIsIdentity() {  // UIKitBehaviour #147b
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
    }

    @Test func translateAppliesTheTranslationFirst() {  // UIKitBehaviour #147a
        // Translate(t) = translate · t: the offset is scaled by t's scale.
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 10, 20, 30)
        expectEqual(entries(t), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 20, 60, 120, 1])
        let p = t._transformPoint(x: 1, y: 1, z: 1)
        #expect(p.x == 22 && p.y == 63 && p.z == 124 && p.w == 1)
    }

    @Test func scaleAppliesTheScaleFirst() {  // UIKitBehaviour #147a
        // Scale(t) = scale · t: t's translation is not scaled.
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 30), 2, 3, 4)
        expectEqual(entries(t), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 10, 20, 30, 1])
    }

    @Test func translateOfPerspectiveMatrixUpdatesM44() {  // UIKitBehaviour #145, #147a
        // translate · P with P = identity except m34 = −1/500: row 4 gains tz·m34.
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let t = CATransform3DTranslate(p, 0, 0, 100)
        expectClose(t, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 0, 100, 0.8]]), tolerance: 1e-15)
    }

    @Test func rotateAppliesTheRotationFirst() {  // UIKitBehaviour #147a
        // Rotate(T(10,0,0)) = R · T: (1,0,0) → rotate → (0,1,0) → translate → (10,1,0).
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        expectClose(t, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]]), tolerance: 1e-15)
    }

    @Test func rotateWithZeroAxisReturnsTheTransformUnchanged() {  // UIKitBehaviour #147b (undefined in CA)
        let t = CATransform3DScale(CATransform3DMakeTranslation(1, 2, 3), 4, 5, 6)
        expectEqual(CATransform3DRotate(t, 0.7, 0, 0, 0), t)
    }

    @Test func concatAppliesAThenB() {  // UIKitBehaviour #147a
        // (1,0,0) → translate → (11,0,0) → scale 2 → (22,0,0).
        let ab = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
        expectEqual(entries(ab), [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 20, 0, 0, 1])
        // T · R: (1,0,0) → (11,0,0) → (0,11,0); row 4 is the rotated offset.
        let tr = CATransform3DConcat(
            CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        expectClose(tr, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 10, 0, 1]]), tolerance: 1e-14)
    }

    @Test func concatOfGeneralMatrices() {  // UIKitBehaviour #147a
        // Worked by hand: row i of a·b is Σ_k a[i][k] · row k of b.
        let a = matrix([[1, 2, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        let b = matrix([[1, 0, 0, 0.5], [3, 1, 0, 0], [0, 0, 2, 0], [4, 5, 6, 1]])
        expectEqual(entries(CATransform3DConcat(a, b)), [7, 2, 0, 0.5, 3, 1, 0, 0, 0, 0, 2, 0, 4, 5, 6, 1])
        expectEqual(entries(CATransform3DConcat(b, a)), [1, 2, 0, 0.5, 3, 7, 0, 0, 0, 0, 2, 0, 4, 13, 6, 1])
    }

    @Test func invertOfSimpleTransforms() {  // UIKitBehaviour #147b
        #expect(
            entries(CATransform3DInvert(CATransform3DMakeTranslation(1, -2, 3)))
                == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -1, 2, -3, 1])
        #expect(
            entries(CATransform3DInvert(CATransform3DMakeScale(2, 4, -8)))
                == [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, -0.125, 0, 0, 0, 0, 1])
        expectClose(
            CATransform3DInvert(CATransform3DMakeRotation(.pi / 4, 0, 0, 1)),
            matrix([[r2, -r2, 0, 0], [r2, r2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
        // Scale then translate, undone: translate back, then scale back.
        let st = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(4, 6, 8))
        expectEqual(entries(CATransform3DInvert(st)), [0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0.5, 0, -2, -3, -4, 1])
    }

    @Test func invertOfProjectiveMatrices() {  // UIKitBehaviour #145
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        var expected = CATransform3DIdentity
        expected.m34 = 1.0 / 500
        expectClose(CATransform3DInvert(p), expected, tolerance: 1e-18)
        // In the (x, w) plane this is [[1, 0.5], [2, 2]], det 1, inverse [[2, −0.5], [−2, 1]].
        let m = matrix([[1, 0, 0, 0.5], [0, 1, 0, 0], [0, 0, 1, 0], [2, 0, 0, 2]])
        expectClose(CATransform3DInvert(m), matrix([[2, 0, 0, -0.5], [0, 1, 0, 0], [0, 0, 1, 0], [-2, 0, 0, 1]]))
    }

    @Test func invertOfSingularReturnsTheOriginal() {  // UIKitBehaviour #147b
        let flat = CATransform3DMakeScale(0, 1, 1)
        expectEqual(CATransform3DInvert(flat), flat)
        expectEqual(CATransform3DInvert(CATransform3D()), CATransform3D())
        // Singular in the (x, w) plane: [[1, 0.5], [2, 1]] has determinant 0.
        let projective = matrix([[1, 0, 0, 0.5], [0, 1, 0, 0], [0, 0, 1, 0], [2, 0, 0, 1]])
        expectEqual(CATransform3DInvert(projective), projective)
        // Rank 2 only up to rounding: rotate, flatten z, rotate again.
        let rounded = CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeRotation(0.3, 1, 2, 3),
                CATransform3DMakeScale(1, 1, 0)),
            CATransform3DMakeRotation(0.7, 3, 2, 1))
        expectEqual(CATransform3DInvert(rounded), rounded)
    }

    @Test func invertOfNonFiniteReturnsTheOriginal() {
        var t = CATransform3DMakeScale(2, 2, 2)
        t.m41 = .infinity
        expectEqual(CATransform3DInvert(t), t)
        var nan = CATransform3DIdentity
        nan.m34 = .nan
        #expect(entries(CATransform3DInvert(nan))[11].isNaN)
    }

    @Test func affineRoundTrip() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(m)
        expectEqual(entries(t), [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(t))
        expectEqual(CATransform3DGetAffineTransform(t), m)
        // Same mapping as Core Graphics: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
        let p = t._transformPoint(x: 10, y: 100, z: 0)
        #expect(p.x == 1 * 10 + 3 * 100 + 5 && p.y == 2 * 10 + 4 * 100 + 6)
    }

    @Test func isAffineCases() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
        #expect(CATransform3DIsAffine(CATransform3DMakeScale(2, -3, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        var w = CATransform3DIdentity
        w.m44 = 2
        #expect(!CATransform3DIsAffine(w))
    }

    @Test func getAffineTransformReadsTheAffineEntries() {
        let t = matrix([[1, 2, 9, 9], [3, 4, 9, 9], [9, 9, 9, 9], [5, 6, 9, 9]])
        expectEqual(CATransform3DGetAffineTransform(t), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func projectPointDividesByW() {  // UIKitBehaviour #145
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        // Lift the point toward the eye by 100: w = 1 − 100/500 = 0.8.
        let t = CATransform3DTranslate(p, 0, 0, 100)
        let projected = t._projectPoint(CGPoint(x: 40, y: -80))
        expectEqual(projected.map { abs($0.x - 50) < 1e-12 && abs($0.y + 100) < 1e-12 }, true)
        // Behind the eye (w < 0) and at the eye plane (w = 0) there is no projection.
        expectEqual(CATransform3DTranslate(p, 0, 0, 600)._projectPoint(CGPoint(x: 1, y: 1)), nil)
        let eyePlane = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 0, 0, 0]])
        expectEqual(eyePlane._projectPoint(CGPoint(x: 1, y: 1)), nil)
    }
}
