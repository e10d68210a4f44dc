import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import OpenQuartzCore

@Suite struct CATransform3DPropertyTests {
    /// Ten numbers in −1…1, read by `RandomTRS`.
    let trs = Gen.double(in: -1...1).array(of: 10)
    /// Sixteen matrix entries in −2…2.
    let anyMatrix = Gen.double(in: -2...2).array(of: 16)

    func fromEntries(_ e: [Double]) -> CATransform3D {
        matrix([Array(e[0..<4]), Array(e[4..<8]), Array(e[8..<12]), Array(e[12..<16])])
    }

    /// A perspective `P` with `m34 = p`, as used for 3-D flips.
    func perspective(_ p: Double) -> CATransform3D {
        matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, 0, 0, 1]])
    }

    @Test func transformTimesInverseIsIdentity() async {  // UIKitBehaviour #147b
        await propertyCheck(count: 200, input: trs, Gen.double(in: -0.01...0)) { v, p in
            let t = CATransform3DConcat(RandomTRS(v).transform, perspective(p))
            let inverse = CATransform3DInvert(t)
            expectClose(CATransform3DConcat(t, inverse), CATransform3DIdentity, tolerance: 1e-9)
            expectClose(CATransform3DConcat(inverse, t), CATransform3DIdentity, tolerance: 1e-9)
        }
    }

    @Test func concatIsAssociative() async {  // UIKitBehaviour #147a
        await propertyCheck(count: 200, input: anyMatrix, anyMatrix, anyMatrix) { a, b, c in
            let (x, y, z) = (fromEntries(a), fromEntries(b), fromEntries(c))
            expectClose(
                CATransform3DConcat(CATransform3DConcat(x, y), z),
                CATransform3DConcat(x, CATransform3DConcat(y, z)), tolerance: 1e-12)
        }
    }

    @Test func translateScaleRotateEqualConcatWithTheOperationFirst() async {  // UIKitBehaviour #147a
        await propertyCheck(count: 200, input: anyMatrix, trs) { e, v in
            let t = fromEntries(e)
            let r = RandomTRS(v)
            let (tx, ty, tz) = r.translation
            let (sx, sy, sz) = r.scale
            let (x, y, z) = r.axis
            expectClose(
                CATransform3DTranslate(t, tx, ty, tz),
                CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t), tolerance: 1e-12)
            expectClose(
                CATransform3DScale(t, sx, sy, sz),
                CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t), tolerance: 0)
            expectClose(
                CATransform3DRotate(t, r.angle, x, y, z),
                CATransform3DConcat(CATransform3DMakeRotation(r.angle, x, y, z), t), tolerance: 0)
        }
    }

    @Test func affineRoundTrip() async {
        let n = Gen.double(in: -1000...1000)
        await propertyCheck(count: 200, input: n, n, n, n, n, n) { a, b, c, d, tx, ty in
            let m = CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
            let t = CATransform3DMakeAffineTransform(m)
            #expect(CATransform3DIsAffine(t))
            expectEqual(CATransform3DGetAffineTransform(t), m)
        }
    }

    @Test func rotationPreservesLengthAndInvertsByTheOppositeAngle() async {
        await propertyCheck(count: 200, input: trs) { v in
            let r = RandomTRS(v)
            let (x, y, z) = r.axis
            let t = CATransform3DMakeRotation(r.angle, x, y, z)
            let p = t._transformPoint(x: 3, y: -4, z: 12)  // length 13
            #expect(abs((p.x * p.x + p.y * p.y + p.z * p.z).squareRoot() - 13) < 1e-12)
            expectClose(
                CATransform3DConcat(t, CATransform3DMakeRotation(-r.angle, x, y, z)),
                CATransform3DIdentity, tolerance: 1e-14)
        }
    }

    @Test func decompositionRoundTrips() async {
        await propertyCheck(count: 200, input: trs, Gen.double(in: -0.01...0)) { v, p in
            let t = CATransform3DConcat(RandomTRS(v).transform, perspective(p))
            let d = _TransformDecomposition(t)
            #expect(d != nil)
            if let d { expectClose(d.matrix, t, tolerance: 1e-9) }
        }
    }

    @Test func interpolationIsContinuousAtTheEndpoints() async {
        await propertyCheck(count: 200, input: trs, trs) { a, b in
            let from = RandomTRS(a).transform
            let to = RandomTRS(b).transform
            expectClose(CATransform3D._interpolate(from: from, to: to, fraction: 1e-12), from, tolerance: 1e-9)
            expectClose(CATransform3D._interpolate(from: from, to: to, fraction: 1 - 1e-12), to, tolerance: 1e-9)
        }
    }

    @Test func rotationsAboutOneAxisInterpolateTheirAngle() async {
        // Expected: the rotation by the linearly interpolated angle (extrapolated outside 0…1).
        await propertyCheck(count: 200, input: trs, Gen.double(in: -0.5...1.5)) { v, f in
            let r = RandomTRS(v)
            let (x, y, z) = r.axis
            let start = r.angle / 2
            let end = start + r.scale.0  // less than a half-turn apart
            let interpolated = CATransform3D._interpolate(
                from: CATransform3DMakeRotation(start, x, y, z),
                to: CATransform3DMakeRotation(end, x, y, z), fraction: f)
            expectClose(interpolated, CATransform3DMakeRotation(start + (end - start) * f, x, y, z), tolerance: 1e-9)
        }
    }

    @Test func settingAComponentReadsItBack() async {
        await propertyCheck(count: 200, input: trs, Gen.double(in: -3...3)) { v, value in
            var positive = v
            positive[9] = 1  // positive scales, so a reflection cannot move between axes
            let t = RandomTRS(positive).transform
            for component in [_TransformComponent.rotationZ, .translationX, .translationZ] {
                #expect(abs(Double(t._setting(component, to: value)._component(component)) - value) < 1e-9)
            }
            let size = abs(value) + 0.1
            for component in [_TransformComponent.scaleX, .scaleZ, .scale] {
                #expect(abs(Double(t._setting(component, to: size)._component(component)) - size) < 1e-9)
            }
            // The other components survive.
            let turned = t._setting(.rotationZ, to: value)
            #expect(abs(Double(turned._component(.translationY) - t._component(.translationY))) < 1e-9)
            #expect(abs(Double(turned._component(.scaleY) - t._component(.scaleY))) < 1e-9)
        }
    }
}
