import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenQuartzCore

/// 3-D transforms: perspective, sublayerTransform, anchorPointZ, back faces, and bad input.
@Suite struct CARendererTransformTests {
    typealias F = RenderFixture

    private func perspective(_ d: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / d
        return t
    }

    // UIKitBehaviour #145: perspective through the parent's sublayerTransform.
    @Test func perspectiveThroughSublayerTransform() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 128, height: 64), F.rgb(1, 1, 1)) {
            $0.sublayerTransform = self.perspective(100)
        }
        for (i, angle) in [CGFloat.pi / 4, -CGFloat.pi / 3].enumerated() {
            _ = F.layer(CGRect(x: 12 + CGFloat(i) * 64, y: 12, width: 40, height: 40), nil, in: root) {
                $0.contents = F.quadrants(width: 16, height: 16)
                $0.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                $0.cornerRadius = 6
                $0.masksToBounds = true
            }
        }
        let image = F.render(root, width: 128, height: 64)
        expectSnapshot(of: image, named: "perspective", tolerance: 1)
    }

    @Test func anchorPointZAndBackFaces() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 128, height: 48), F.rgb(1, 1, 1)) {
            $0.sublayerTransform = self.perspective(200)
        }
        // Turned half-way round: single-sided layers vanish, double-sided ones show mirrored.
        for (i, doubleSided) in [true, false].enumerated() {
            _ = F.layer(CGRect(x: 8 + CGFloat(i) * 40, y: 8, width: 32, height: 32), nil, in: root) {
                $0.contents = F.quadrants(width: 16, height: 16)
                $0.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                $0.isDoubleSided = doubleSided
            }
        }
        // anchorPointZ moves the pivot off the plane: a quarter-ish turn about a point behind
        // the layer swings it sideways and nearer.
        _ = F.layer(CGRect(x: 88, y: 8, width: 32, height: 32), F.rgb(0.2, 0.6, 0.3), in: root) {
            $0.anchorPointZ = -20
            $0.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        }
        let image = F.render(root, width: 128, height: 48)
        #expect(F.pixel(image, 48 + 16, 24) == [255, 255, 255, 255])  // single-sided back face: gone
        // Double-sided: mirrored, so the green top-right quadrant shows on the left.
        expectEqual(F.pixel(image, 8 + 8, 8 + 8), [40, 180, 60, 255])
        expectSnapshot(of: image, named: "back-faces-anchor-z", tolerance: 1)
    }

    // Layers partly behind the eye are clipped at the near plane; wholly behind, gone.
    @Test func partsBehindTheEyeAreClippedAway() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 64, height: 64), F.rgb(1, 1, 1)) {
            $0.sublayerTransform = self.perspective(20)
        }
        // Tilted steeply: its near half (z up to 0.96 · 24 = 23) passes beyond the eye at z = 20.
        _ = F.layer(CGRect(x: 8, y: 8, width: 48, height: 48), nil, in: root) {
            $0.contents = F.quadrants(width: 16, height: 16)
            $0.transform = CATransform3DMakeRotation(1.3, 1, 0, 0)
        }
        // Entirely behind the eye (z beyond the eye distance): nothing.
        _ = F.layer(CGRect(x: 0, y: 0, width: 64, height: 64), F.rgb(1, 0, 0), in: root) {
            $0.zPosition = 30
        }
        let image = F.render(root, width: 64, height: 64)
        #expect(!F.pixel(image, 32, 62).elementsEqual([255, 0, 0, 255]))
        expectSnapshot(of: image, named: "near-plane", tolerance: 1)
    }

    @Test func badTransformsDrawNothingAndDoNotCrash() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 32, height: 32), F.rgb(1, 1, 1))
        var nan = CATransform3DIdentity
        nan.m11 = .nan
        var singular = CATransform3DIdentity
        singular.m22 = 0
        var infinite = CATransform3DIdentity
        infinite.m41 = .infinity
        for t in [nan, singular, infinite] {
            _ = F.layer(CGRect(x: 4, y: 4, width: 24, height: 24), F.rgb(1, 0, 0), in: root) { $0.transform = t }
        }
        // Huge layers are clipped to the target; a huge contents image too.
        _ = F.layer(CGRect(x: -1e9, y: 16, width: 2e9, height: 1e12), F.rgb(0, 0, 1, 0.5), in: root)
        _ = F.layer(CGRect(x: 0, y: 0, width: 1e30, height: 1e30), nil, in: root) {
            $0.contents = F.quadrants()
            $0.opacity = 0.01
        }
        let image = F.render(root, width: 32, height: 32)
        #expect(F.pixel(image, 16, 8)[0] >= 250)  // no red
        #expect(F.pixel(image, 16, 8)[1] >= 250)
        let below = F.pixel(image, 16, 24)
        #expect(below[2] >= 250 && below[0] <= 140)  // the half-blue band
    }
}
