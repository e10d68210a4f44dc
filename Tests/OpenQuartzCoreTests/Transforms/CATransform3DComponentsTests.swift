import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

@Suite struct CATransform3DComponentsTests {

    @Test func keyPathFieldsMapToComponents() {
        expectEqual(_TransformComponent(keyPathField: "rotation.x"), .rotationX)
        expectEqual(_TransformComponent(keyPathField: "rotation.y"), .rotationY)
        expectEqual(_TransformComponent(keyPathField: "rotation.z"), .rotationZ)
        #expect(_TransformComponent(keyPathField: "rotation") == .rotationZ)  // same as rotation.z
        expectEqual(_TransformComponent(keyPathField: "scale.x"), .scaleX)
        expectEqual(_TransformComponent(keyPathField: "scale.y"), .scaleY)
        expectEqual(_TransformComponent(keyPathField: "scale.z"), .scaleZ)
        expectEqual(_TransformComponent(keyPathField: "scale"), .scale)
        expectEqual(_TransformComponent(keyPathField: "translation.x"), .translationX)
        expectEqual(_TransformComponent(keyPathField: "translation.y"), .translationY)
        expectEqual(_TransformComponent(keyPathField: "translation.z"), .translationZ)
        #expect(_TransformComponent(keyPathField: "translation") == nil)  // a CGSize, see _translation
        expectEqual(_TransformComponent(keyPathField: "rotation.w"), nil)
        expectEqual(_TransformComponent(keyPathField: "transform.rotation.z"), nil)
    }

    @Test func identityReadsAsRest() {
        let t = CATransform3DIdentity
        for c in [_TransformComponent.rotationX, .rotationY, .rotationZ, .translationX, .translationY, .translationZ] {
            expectEqual(t._component(c), 0)
        }
        for c in [_TransformComponent.scaleX, .scaleY, .scaleZ, .scale] {
            expectEqual(t._component(c), 1)
        }
    }

    @Test func singleAxisRotationsReadTheirAngle() {
        #expect(isClose(CATransform3DMakeRotation(0.3, 0, 0, 1)._component(.rotationZ), 0.3, tolerance: 1e-12))
        #expect(isClose(CATransform3DMakeRotation(0.3, 0, 0, 1)._component(.rotationX), 0, tolerance: 1e-12))
        #expect(isClose(CATransform3DMakeRotation(0.4, 1, 0, 0)._component(.rotationX), 0.4, tolerance: 1e-12))
        #expect(isClose(CATransform3DMakeRotation(-0.5, 0, 1, 0)._component(.rotationY), -0.5, tolerance: 1e-12))
        #expect(isClose(CATransform3DMakeRotation(.pi, 0, 0, 1)._component(.rotationZ), .pi, tolerance: 1e-12))
        #expect(isClose(CATransform3DMakeRotation(-2, 0, 0, 1)._component(.rotationZ), -2, tolerance: 1e-12))
    }

    @Test func eulerAnglesComposeXThenYThenZ() {
        // Rx(0.2) · Ry(0.3) · Rz(0.4): about x first, then y, then z.
        let t = CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeRotation(0.2, 1, 0, 0),
                CATransform3DMakeRotation(0.3, 0, 1, 0)),
            CATransform3DMakeRotation(0.4, 0, 0, 1))
        #expect(isClose(t._component(.rotationX), 0.2, tolerance: 1e-12))
        #expect(isClose(t._component(.rotationY), 0.3, tolerance: 1e-12))
        #expect(isClose(t._component(.rotationZ), 0.4, tolerance: 1e-12))
    }

    @Test func scaleComponentsAndTheirAverage() {
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect(t._component(.scaleX) == 2 && t._component(.scaleY) == 3 && t._component(.scaleZ) == 4)
        expectEqual(t._component(.scale), 3)
        // Scale before a rotation leaves the factors readable.
        let turned = CATransform3DConcat(t, CATransform3DMakeRotation(0.5, 1, 2, 3))
        #expect(
            isClose(turned._component(.scaleX), 2, tolerance: 1e-12)
                && isClose(turned._component(.scaleY), 3, tolerance: 1e-12)
                && isClose(turned._component(.scaleZ), 4, tolerance: 1e-12))
    }

    @Test func mirroredAxisReadsAsNegativeScale() {
        expectEqual(CATransform3DMakeScale(-1, 1, 1)._component(.scaleX), -1)
        expectEqual(CATransform3DMakeScale(1, -2, 1)._component(.scaleY), -2)
        #expect(isClose(CATransform3DMakeScale(-1, 1, 1)._component(.rotationZ), 0, tolerance: 1e-12))
    }

    @Test func translationComponentsReadRowFour() {
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeRotation(1, 0, 0, 1)),
            CATransform3DMakeTranslation(5, 6, 7))
        #expect(
            t._component(.translationX) == 5 && t._component(.translationY) == 6 && t._component(.translationZ) == 7)
        expectEqual(t._translation, CGSize(width: 5, height: 6))
    }

    @Test func settingRotationKeepsScaleAndTranslation() {
        // S(2,3,1)·T(10,20,0) with rotation.z = 0.5 becomes S(2,3,1)·Rz(0.5)·T(10,20,0).
        let base = matrix([[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 1, 0], [10, 20, 0, 1]])
        let c = cos(0.5)
        let s = sin(0.5)
        expectClose(
            base._setting(.rotationZ, to: 0.5),
            matrix([[2 * c, 2 * s, 0, 0], [-3 * s, 3 * c, 0, 0], [0, 0, 1, 0], [10, 20, 0, 1]]))
        expectClose(
            CATransform3DIdentity._setting(.rotationX, to: .pi / 2),
            matrix([[1, 0, 0, 0], [0, 0, 1, 0], [0, -1, 0, 0], [0, 0, 0, 1]]))
    }

    @Test func settingOneEulerAngleKeepsTheOthers() {
        let t = CATransform3DIdentity._setting(.rotationX, to: 0.2)._setting(.rotationY, to: 0.3)._setting(
            .rotationZ, to: 0.4)
        #expect(
            isClose(t._component(.rotationX), 0.2, tolerance: 1e-12)
                && isClose(t._component(.rotationY), 0.3, tolerance: 1e-12)
                && isClose(t._component(.rotationZ), 0.4, tolerance: 1e-12))
        let changed = t._setting(.rotationY, to: -0.1)
        #expect(
            isClose(changed._component(.rotationX), 0.2, tolerance: 1e-12)
                && isClose(changed._component(.rotationY), -0.1, tolerance: 1e-12)
                && isClose(changed._component(.rotationZ), 0.4, tolerance: 1e-12))
    }

    @Test func settingScaleSetsAllThreeFactors() {
        // Rz(0.3)·T(5,0,0) with scale = 2 becomes S(2)·Rz(0.3)·T(5,0,0).
        let c = cos(0.3)
        let s = sin(0.3)
        let base = matrix([[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [5, 0, 0, 1]])
        expectClose(
            base._setting(.scale, to: 2),
            matrix([[2 * c, 2 * s, 0, 0], [-2 * s, 2 * c, 0, 0], [0, 0, 2, 0], [5, 0, 0, 1]]))
        expectClose(CATransform3DIdentity._setting(.scaleY, to: 0), CATransform3DMakeScale(1, 0, 1))
    }

    @Test func settingNegativeScaleMirrorsAndReadsBack() {
        let mirrored = CATransform3DIdentity._setting(.scaleX, to: -1)
        expectClose(mirrored, CATransform3DMakeScale(-1, 1, 1))
        expectEqual(mirrored._component(.scaleX), -1)
    }

    @Test func settingTranslationKeepsTheRest() {
        let c = cos(0.3)
        let s = sin(0.3)
        let base = matrix([[2 * c, 2 * s, 0, 0], [-2 * s, 2 * c, 0, 0], [0, 0, 2, 0], [5, 6, 7, 1]])
        expectClose(
            base._setting(.translationY, to: -9),
            matrix([[2 * c, 2 * s, 0, 0], [-2 * s, 2 * c, 0, 0], [0, 0, 2, 0], [5, -9, 7, 1]]))
        expectClose(
            base._settingTranslation(CGSize(width: 1, height: 2)),
            matrix([[2 * c, 2 * s, 0, 0], [-2 * s, 2 * c, 0, 0], [0, 0, 2, 0], [1, 2, 7, 1]]))
    }

    @Test func settingKeepsPerspective() {  // UIKitBehaviour #145
        let p = -0.002
        let r2 = 0.5.squareRoot()
        let perspective = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, 0, 0, 1]])
        expectClose(
            perspective._setting(.rotationY, to: .pi / 4),
            matrix([[r2, 0, -r2, -r2 * p], [0, 1, 0, 0], [r2, 0, r2, r2 * p], [0, 0, 0, 1]]))
    }

    @Test func undecomposableMatricesReadRowLengthsAndTranslation() {
        let flat = matrix([[1, 0, 0, 0], [0, 0.6, 0, 0], [0, -0.8, 0, 0], [3, 4, 0, 1]])
        #expect(
            isClose(flat._component(.scaleY), 0.6, tolerance: 1e-12)
                && isClose(flat._component(.scaleZ), 0.8, tolerance: 1e-12))
        #expect(flat._component(.rotationZ) == 0 && flat._component(.translationY) == 4)
        expectClose(
            flat._setting(.rotationZ, to: .pi / 2),
            matrix([[0, 1, 0, 0], [-0.6, 0, 0, 0], [0, 0, 0.8, 0], [3, 4, 0, 1]]), tolerance: 1e-15)
    }

    @Test func nonFiniteMatricesDoNotCrash() {
        var broken = CATransform3DMakeTranslation(1, 2, 3)
        broken.m11 = .nan
        expectEqual(broken._component(.rotationZ), 0)
        expectEqual(broken._component(.translationY), 2)
        let repaired = broken._setting(.rotationZ, to: 0)
        #expect(entries(repaired).allSatisfy { $0.isFinite })
    }
}
