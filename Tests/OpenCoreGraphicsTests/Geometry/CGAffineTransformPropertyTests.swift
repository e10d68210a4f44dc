import Foundation
import OpenCoreGraphics
import PropertyBased
import Testing

/// Random transforms with entries in `-10...10`.
private let transforms = zip(
    Gen.double(in: -10...10), Gen.double(in: -10...10), Gen.double(in: -10...10),
    Gen.double(in: -10...10), Gen.double(in: -10...10), Gen.double(in: -10...10)
).map { a, b, c, d, tx, ty in
    CGAffineTransform(a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(tx), ty: CGFloat(ty))
}

/// Random transforms whose determinant is at least 0.5 in magnitude.
private let invertibleTransforms = transforms.filter { abs($0.a * $0.d - $0.b * $0.c) >= 0.5 }

/// Random points with coordinates in `-100...100`.
private let points = zip(Gen.double(in: -100...100), Gen.double(in: -100...100)).map { x, y in
    CGPoint(x: x, y: y)
}

/// Whether two transforms agree entry by entry within a tolerance relative to their size.
private func nearlyEqual(_ t1: CGAffineTransform, _ t2: CGAffineTransform, relative: Double = 1e-9) -> Bool {
    let lhs = [t1.a, t1.b, t1.c, t1.d, t1.tx, t1.ty].map(Double.init)
    let rhs = [t2.a, t2.b, t2.c, t2.d, t2.tx, t2.ty].map(Double.init)
    let scale = max(1, (lhs + rhs).map(abs).max() ?? 1)
    return zip(lhs, rhs).allSatisfy { abs($0 - $1) <= relative * scale }
}

@Suite struct CGAffineTransformPropertyTests {
    @Test func inverseRoundTripIsIdentity() async {
        await propertyCheck(count: 200, input: invertibleTransforms) { t in
            #expect(nearlyEqual(t.concatenating(t.inverted()), .identity, relative: 1e-8))
            #expect(nearlyEqual(t.inverted().concatenating(t), .identity, relative: 1e-8))
        }
    }

    @Test func concatenatingIsAssociative() async {  // UIKitBehaviour #148
        await propertyCheck(count: 200, input: transforms, transforms, transforms) { t1, t2, t3 in
            #expect(nearlyEqual(t1.concatenating(t2).concatenating(t3), t1.concatenating(t2.concatenating(t3))))
        }
    }

    @Test func applyingConcatenationEqualsApplyingTwice() async {  // UIKitBehaviour #148
        await propertyCheck(count: 200, input: transforms, transforms, points) { t1, t2, p in
            let once = p.applying(t1.concatenating(t2))
            let twice = p.applying(t1).applying(t2)
            let scale = max(1, abs(Double(twice.x)), abs(Double(twice.y)))
            #expect(abs(Double(once.x - twice.x)) <= 1e-9 * scale)
            #expect(abs(Double(once.y - twice.y)) <= 1e-9 * scale)
        }
    }

    @Test func decomposedRecomposesToTheSameTransform() async {
        await propertyCheck(count: 200, input: transforms) { t in
            #expect(nearlyEqual(CGAffineTransform(t.decomposed()), t, relative: 1e-9))
        }
    }

    @Test func rectApplyingContainsEveryTransformedCorner() async {
        await propertyCheck(count: 200, input: transforms, points, points) { t, p, q in
            let rect = CGRect(x: p.x, y: p.y, width: q.x, height: q.y)
            let box = rect.applying(t)
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
            ].map { $0.applying(t) }
            let slack: CGFloat = 1e-9 * 10_000
            for corner in corners {
                #expect(corner.x >= box.minX - slack && corner.x <= box.maxX + slack)
                #expect(corner.y >= box.minY - slack && corner.y <= box.maxY + slack)
            }
            // Tight: some corner touches each side of the box.
            #expect(corners.contains { abs($0.x - box.minX) <= slack })
            #expect(corners.contains { abs($0.y - box.maxY) <= slack })
        }
    }
}
