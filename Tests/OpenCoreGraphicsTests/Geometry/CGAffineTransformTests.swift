import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGAffineTransformTests {
    @Test func identityIsUnitMatrix() {
        let t = CGAffineTransform.identity
        expectEqual(t, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        expectEqual(CGAffineTransform(), t)
        #expect(t.isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-12).isIdentity)
    }

    @Test func translationAndScaleMatrices() {
        expectEqual(CGAffineTransform(translationX: 3, y: -4), CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
        expectEqual(CGAffineTransform(scaleX: 2, y: -0.5), CGAffineTransform(a: 2, b: 0, c: 0, d: -0.5, tx: 0, ty: 0))
    }

    @Test func rotationMatrixValues() {  // UIKitBehaviour #148
        // 30°: cos = √3/2, sin = 1/2, matrix [cos, sin, −sin, cos, 0, 0].
        let t = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(approx(t, [0.8660254037844386, 0.5, -0.5, 0.8660254037844386, 0, 0], tolerance: 1e-12))
        // A quarter turn takes the x axis onto the y axis (counterclockwise in y-up space).
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(approx(CGPoint(x: 1, y: 0).applying(quarter), 0, 1, tolerance: 1e-12))
        #expect(approx(CGPoint(x: 0, y: 1).applying(quarter), -1, 0, tolerance: 1e-12))
    }

    @Test func concatenatingAppliesSelfFirst() {  // UIKitBehaviour #148
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // Translate then scale: (1, 1) → (11, 1) → (22, 2).
        let translateThenScale = translate.concatenating(scale)
        expectEqual(translateThenScale, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        expectEqual(CGPoint(x: 1, y: 1).applying(translateThenScale), CGPoint(x: 22, y: 2))
        // Scale then translate: (1, 1) → (2, 2) → (12, 2).
        let scaleThenTranslate = scale.concatenating(translate)
        expectEqual(scaleThenTranslate, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func concatenatingIsTheRowVectorMatrixProduct() {  // UIKitBehaviour #148
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // [1 2 0; 3 4 0; 5 6 1] · [7 8 0; 9 10 0; 11 12 1], multiplied out by hand.
        expectEqual(t1.concatenating(t2), CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func translatedByPutsTheNewTranslationFirst() {  // UIKitBehaviour #148
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // translatedBy = translation · scale: (1, 1) → (11, 1) → (22, 2).
        let t = scale.translatedBy(x: 10, y: 0)
        expectEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        expectEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 22, y: 2))
    }

    @Test func scaledByPutsTheNewScaleFirst() {  // UIKitBehaviour #148
        let translate = CGAffineTransform(translationX: 10, y: 0)
        // scaledBy = scale · translation: (1, 1) → (2, 3) → (12, 3).
        let t = translate.scaledBy(x: 2, y: 3)
        expectEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        expectEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 3))
    }

    @Test func rotatedByPutsTheNewRotationFirst() {  // UIKitBehaviour #148
        let translate = CGAffineTransform(translationX: 10, y: 0)
        // rotated = rotation · translation: (1, 0) → (0, 1) → (10, 1).
        let t = translate.rotated(by: .pi / 2)
        #expect(approx(CGPoint(x: 1, y: 0).applying(t), 10, 1, tolerance: 1e-12))
        #expect(approx(t, [0, 1, -1, 0, 10, 0], tolerance: 1e-12))
    }

    @Test func invertedOfScaleAndTranslation() {
        // x′ = 2x + 10 ⇒ x = 0.5x′ − 5; y′ = 4y + 20 ⇒ y = 0.25y′ − 5.
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)
        expectEqual(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
    }

    @Test func invertedOfGeneralMatrix() {
        // det = 1·4 − 2·3 = −2; linear inverse [4 −2; −3 1] / −2; translation −(5, 6)·inverse.
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(approx(t.inverted(), [-2, 1, 1.5, -0.5, 1, -2], tolerance: 1e-12))
    }

    @Test func invertedOfSingularMatrixReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 5)
        expectEqual(singular.inverted(), singular)
        let zero = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1)
        expectEqual(zero.inverted(), zero)
    }

    @Test func invertedOfNonFiniteMatrixReturnsItUnchanged() {
        let withNaN = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let inverse = withNaN.inverted()
        #expect(inverse.a.isNaN && inverse.d == 1 && inverse.b == 0)
        let withInfinity = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        expectEqual(withInfinity.inverted(), withInfinity)
    }

    @Test func codableUsesAnArrayOfSixEntries() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6)
        let data = try JSONEncoder().encode(t)
        expectEqual(String(decoding: data, as: UTF8.self), "[1,2,3,4,5.5,-6]")
        try expectEqual(JSONDecoder().decode(CGAffineTransform.self, from: data), t)
    }
}
