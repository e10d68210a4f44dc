import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGGeometryApplyingTests {
    let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test func pointApplyingUsesRowVectorConvention() {
        // x′ = 1·1 + 3·1 + 5 = 9, y′ = 2·1 + 4·1 + 6 = 12.
        expectEqual(CGPoint(x: 1, y: 1).applying(general), CGPoint(x: 9, y: 12))
        expectEqual(CGPoint(x: 2, y: -1).applying(.identity), CGPoint(x: 2, y: -1))
    }

    @Test func sizeApplyingIgnoresTranslation() {
        // (1·1 + 3·1, 2·1 + 4·1): the translation (5, 6) plays no part.
        expectEqual(CGSize(width: 1, height: 1).applying(general), CGSize(width: 4, height: 6))
        #expect(
            CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGSize(width: -2, height: 3))
    }

    @Test func rectApplyingQuarterTurnIsBoundingBoxOfCorners() {
        // Corners (0,0), (2,0), (2,1), (0,1) turn into (0,0), (0,2), (−1,2), (−1,0).
        let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(box, -1, 0, 1, 2, tolerance: 1e-12))
    }

    @Test func rectApplyingEighthTurnGrowsTheBox() {
        // The unit square turned 45°: corners (0,0), (√½,√½), (0,√2), (−√½,√½).
        let box = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = 0.7071067811865476
        #expect(approx(box, -h, 0, 2 * h, 2 * h, tolerance: 1e-12))
    }

    @Test func rectApplyingStandardizesAndTranslates() {
        let flipped = CGRect(x: 2, y: 0, width: -2, height: 1)
        expectEqual(flipped.applying(CGAffineTransform(translationX: 1, y: 1)), CGRect(x: 1, y: 1, width: 2, height: 1))
        let scaled = CGRect(x: 1, y: 1, width: 2, height: 3).applying(CGAffineTransform(scaleX: -2, y: 1))
        expectEqual(scaled, CGRect(x: -6, y: 1, width: 4, height: 3))
    }

    @Test func rectApplyingKeepsNullAndInfinite() {
        #expect(CGRect.null.applying(general).isNull)
        #expect(CGRect.infinite.applying(general).isInfinite)
    }

    @Test func equalToComparesValues() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        #expect(CGRect(x: 2, y: 2, width: -2, height: -2).equalTo(CGRect(x: 0, y: 0, width: 2, height: 2)))
        #expect(!CGRect(x: 0, y: 0, width: 2, height: 2).equalTo(CGRect(x: 0, y: 0, width: 2, height: 3)))
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect.null.equalTo(.zero))
    }
}
