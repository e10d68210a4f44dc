import Foundation
import OpenQuartzCore
import PropertyBased
import TestSupport
import Testing

/// Converting points and rectangles between layers through position, bounds origin,
/// transform and sublayerTransform (UIKitBehaviour #143–#145), and hit testing.
@Suite struct CALayerConversionTests {
    private func layer(_ frame: CGRect, in parent: CALayer? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        parent?.addSublayer(layer)
        return layer
    }

    private func expectClose(
        _ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(isClose(a, b, tolerance: tolerance), "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    private func expectClose(
        _ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(isClose(a, b, tolerance: tolerance), "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    // MARK: Conversion

    @Test func betweenSiblings() {
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = layer(CGRect(x: 10, y: 20, width: 100, height: 100), in: root)
        let b = layer(CGRect(x: 200, y: 50, width: 100, height: 100), in: root)
        // (5, 5) in a is (15, 25) in root, which is (15 − 200, 25 − 50) in b.
        expectClose(a.convert(CGPoint(x: 5, y: 5), to: b), CGPoint(x: -185, y: -25))
        expectClose(b.convert(CGPoint(x: 5, y: 5), from: a), CGPoint(x: -185, y: -25))
        expectClose(a.convert(CGPoint(x: -185, y: -25), from: b), CGPoint(x: 5, y: 5))
        expectClose(
            a.convert(CGRect(x: 5, y: 5, width: 10, height: 10), to: b), CGRect(x: -185, y: -25, width: 10, height: 10))
        expectClose(a.convert(CGPoint(x: 3, y: 4), to: a), CGPoint(x: 3, y: 4))
    }

    @Test func throughNestedTranslationsAndTheBaseSpace() {
        _ = EngineFixture()
        let root = layer(CGRect(x: 50, y: 60, width: 400, height: 400))
        let parent = layer(CGRect(x: 100, y: 100, width: 200, height: 200), in: root)
        let child = layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: parent)
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 110, y: 110))
        expectClose(root.convert(CGPoint(x: 110, y: 110), to: child), .zero)
        // nil names the space the root's frame lives in.
        expectClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 160, y: 170))
        expectClose(root.convert(CGPoint.zero, to: nil), CGPoint(x: 50, y: 60))
        expectClose(child.convert(CGPoint(x: 160, y: 170), from: nil), .zero)
        expectClose(
            child.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil), CGRect(x: 160, y: 170, width: 5, height: 5)
        )
    }

    @Test func throughAScale() {  // UIKitBehaviour #143: about the anchor point
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = layer(CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        child.transform = CATransform3DMakeScale(2, 2, 1)
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50))  // 150 + (0 − 50) × 2
        expectClose(child.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 250, y: 250))
        expectClose(root.convert(CGPoint(x: 60, y: 70), to: child), CGPoint(x: 5, y: 10))  // (60 − 150) / 2 + 50
    }

    @Test func aQuarterTurnMapsRectsToTheirBoundingBox() {
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        child.position = CGPoint(x: 100, y: 100)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(child)
        // About the anchor (50, 25), (u, v) ↦ (−v, u): (0, 0) lands on (125, 50).
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 125, y: 50))
        expectClose(
            child.convert(CGRect(x: 0, y: 0, width: 100, height: 10), to: root),
            CGRect(x: 115, y: 50, width: 10, height: 100))
        expectClose(
            root.convert(CGRect(x: 115, y: 50, width: 10, height: 100), to: child),
            CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func anEighthTurnMapsRectsToALargerBoundingBox() {
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = .zero
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(child)
        let half = 50 * 2.0.squareRoot()
        expectClose(
            child.convert(child.bounds, to: root), CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half))
    }

    @Test func aBoundsOriginScrollsTheSublayers() {
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        root.bounds.origin = CGPoint(x: 0, y: 100)  // scrolled down by 100
        expectEqual(root.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = layer(CGRect(x: 0, y: 150, width: 50, height: 50), in: root)
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 150))
        expectClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 50))
        expectClose(root.convert(CGPoint(x: 0, y: 0), from: nil), CGPoint(x: 0, y: 100))
    }

    @Test func sublayerTransformAppliesToSublayersAboutTheAnchor() {  // UIKitBehaviour #144
        _ = EngineFixture()
        let world = layer(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200), in: world)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), in: root)
        // About the root's anchor (100, 100): 0 ↦ (0 − 100) × 2 + 100.
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: -100, y: -100))
        expectClose(child.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: -80, y: -80))
        expectClose(root.convert(CGPoint(x: -80, y: -80), to: child), CGPoint(x: 10, y: 10))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))  // the frame ignores it
        expectClose(root.convert(CGPoint.zero, to: world), .zero)  // the layer itself is not transformed
        expectClose(child.convert(CGPoint.zero, to: world), CGPoint(x: -100, y: -100))
    }

    @Test func perspectiveProjectsARotatedLayer() {  // UIKitBehaviour #145, #146
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 100, y: 100)
        let angle = Double.pi / 3
        child.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        root.addSublayer(child)
        // By hand, row vectors: relative to the anchor (50, 50) the corner (100, 0) is (50, −50, 0);
        // Ry = [c 0 −s; 0 1 0; s 0 c] sends it to (50c, −50, −50s). About the root's anchor the
        // perspective divides by w = 1 − z/500 = 1 + s/10: the right edge recedes and shrinks.
        let c = cos(angle)
        let s = sin(angle)
        let wRight = 1 + s / 10
        let wLeft = 1 - s / 10
        let topRight = CGPoint(x: 100 + 50 * c / wRight, y: 100 - 50 / wRight)
        let topLeft = CGPoint(x: 100 - 50 * c / wLeft, y: 100 - 50 / wLeft)
        expectClose(child.convert(CGPoint(x: 100, y: 0), to: root), topRight, tolerance: 1e-9)
        expectClose(child.convert(CGPoint(x: 0, y: 0), to: root), topLeft, tolerance: 1e-9)
        #expect(abs(topRight.y - 100) < 50 && abs(topLeft.y - 100) > 50)
        expectClose(root.convert(topRight, to: child), CGPoint(x: 100, y: 0), tolerance: 1e-9)
        // Without the perspective the same corner is simply (100 + 50c, 50).
        root.sublayerTransform = CATransform3DIdentity
        expectClose(child.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 100 + 50 * c, y: 50), tolerance: 1e-9)
    }

    @Test func zPositionDoesNotChangeApparentSizeWithoutPerspective() {  // UIKitBehaviour #145
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = layer(CGRect(x: 50, y: 50, width: 100, height: 100), in: root)
        child.zPosition = 300
        expectClose(child.convert(child.bounds, to: root), CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test func layersInDifferentTreesConvertThroughTheBaseSpace() {
        _ = EngineFixture()
        let one = layer(CGRect(x: 10, y: 0, width: 100, height: 100))
        let two = layer(CGRect(x: 0, y: 30, width: 100, height: 100))
        expectClose(one.convert(CGPoint.zero, to: two), CGPoint(x: 10, y: -30))
    }

    @Test func aNullRectStaysNull() {
        _ = EngineFixture()
        let a = layer(CGRect(x: 10, y: 0, width: 100, height: 100))
        #expect(a.convert(CGRect.null, to: nil).isNull)
        #expect(a.convert(CGRect.null, from: nil).isNull)
    }

    @Test func aRotatedScaledLayerMatchesTheAffineFormula() async {  // UIKitBehaviour #140, #143
        let n = Gen.double(in: -1...1)
        await propertyCheck(count: 200, input: n.array(of: 6), n.array(of: 2)) { v, q in
            // The body does not suspend, so the engine it installs is the one its layers use.
            _ = EngineFixture()
            let angle = v[0] * .pi
            let scale = 0.5 + abs(v[1]) * 2
            let layer = CALayer()
            layer.bounds = CGRect(x: v[2] * 50, y: v[3] * 50, width: 80, height: 40)
            layer.anchorPoint = CGPoint(x: 0.5 + v[4] / 2, y: 0.5 - v[5] / 2)
            layer.position = CGPoint(x: v[4] * 300, y: v[5] * 300)
            layer.transform = CATransform3DScale(CATransform3DMakeRotation(angle, 0, 0, 1), scale, scale, 1)
            let p = CGPoint(x: q[0] * 100, y: q[1] * 100)
            // Row vectors about the anchor: (dx, dy) ↦ s·(dx·cos − dy·sin, dx·sin + dy·cos).
            let anchor = CGPoint(
                x: layer.bounds.minX + layer.anchorPoint.x * 80, y: layer.bounds.minY + layer.anchorPoint.y * 40)
            let dx = p.x - anchor.x
            let dy = p.y - anchor.y
            let expected = CGPoint(
                x: layer.position.x + scale * (dx * cos(angle) - dy * sin(angle)),
                y: layer.position.y + scale * (dx * sin(angle) + dy * cos(angle)))
            let there = layer.convert(p, to: nil)
            #expect(isClose(there, expected, tolerance: 1e-9), "\(there) ≠ \(expected)")
            #expect(isClose(layer.convert(there, from: nil), p, tolerance: 1e-9))
        }
    }

    @Test func conversionsCompose() async {
        let n = Gen.double(in: -1...1)
        await propertyCheck(count: 100, input: n.array(of: 9), n.array(of: 2)) { v, q in
            _ = EngineFixture()
            let root = layer(CGRect(x: v[0] * 100, y: v[1] * 100, width: 300, height: 300))
            root.sublayerTransform = CATransform3DMakeScale(1 + abs(v[2]), 1 + abs(v[2]), 1)
            let mid = layer(CGRect(x: 20, y: 30, width: 100, height: 100), in: root)
            mid.transform = CATransform3DMakeRotation(v[3] * .pi, 0, 0, 1)
            mid.bounds.origin = CGPoint(x: v[4] * 40, y: v[5] * 40)
            let leaf = layer(CGRect(x: v[6] * 50, y: v[7] * 50, width: 10, height: 10), in: mid)
            leaf.transform = CATransform3DMakeScale(1 + abs(v[8]), 1, 1)
            let p = CGPoint(x: q[0] * 20, y: q[1] * 20)
            let direct = leaf.convert(p, to: root)
            let stepwise = mid.convert(leaf.convert(p, to: mid), to: root)
            #expect(isClose(direct, stepwise, tolerance: 1e-9))
            #expect(isClose(root.convert(direct, to: leaf), p, tolerance: 1e-9))
            #expect(isClose(leaf.convert(p, to: nil), root.convert(direct, to: nil), tolerance: 1e-9))
        }
    }

    // MARK: Hit testing

    /// A 300 × 300 root at the origin with a (0, 0, 100, 100) and b (50, 50, 100, 100) overlapping.
    private func overlapping() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        let b = layer(CGRect(x: 50, y: 50, width: 100, height: 100), in: root)
        return (root, a, b)
    }

    @Test func theFrontMostSublayerWins() {
        _ = EngineFixture()
        let (root, a, b) = overlapping()
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === b)  // later sibling is in front
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === a)
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === root)
        expectEqual(root.hitTest(CGPoint(x: 400, y: 10)), nil)
    }

    @Test func zPositionOutranksOrder() {
        _ = EngineFixture()
        let (root, a, b) = overlapping()
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === a)
        b.zPosition = 2
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === b)
    }

    @Test func hiddenLayersAreSkipped() {
        _ = EngineFixture()
        let (root, a, b) = overlapping()
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === a)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        root.isHidden = true
        expectEqual(root.hitTest(CGPoint(x: 10, y: 10)), nil)
    }

    @Test func masksToBoundsClipsSublayerHits() {
        _ = EngineFixture()
        let (root, _, _) = overlapping()
        let c = layer(CGRect(x: 250, y: 250, width: 100, height: 100), in: root)
        #expect(root.hitTest(CGPoint(x: 320, y: 320)) === c)  // outside root, but not clipped
        root.masksToBounds = true
        expectEqual(root.hitTest(CGPoint(x: 320, y: 320)), nil)
        #expect(root.hitTest(CGPoint(x: 260, y: 260)) === c)
    }

    @Test func thePointIsInTheSuperlayersCoordinates() {
        _ = EngineFixture()
        let world = layer(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let root = layer(CGRect(x: 100, y: 100, width: 300, height: 300), in: world)
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        #expect(root.hitTest(CGPoint(x: 110, y: 110)) === a)
        expectEqual(root.hitTest(CGPoint(x: 50, y: 50)), nil)
        #expect(world.hitTest(CGPoint(x: 110, y: 110)) === a)
        #expect(world.hitTest(CGPoint(x: 50, y: 50)) === world)
    }

    @Test func hitTestingFollowsTransforms() {
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        child.position = CGPoint(x: 100, y: 100)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)  // covers x 75…125, y 50…150
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 80, y: 140)) === child)
        #expect(root.hitTest(CGPoint(x: 140, y: 80)) === root)
    }

    @Test func containsUsesTheBounds() {
        _ = EngineFixture()
        let layer = CALayer()
        layer.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
        #expect(!layer.contains(CGPoint(x: 5, y: 5)))
        #expect(layer.contains(CGPoint(x: 10, y: 10)))
        #expect(layer.contains(CGPoint(x: 109.5, y: 50)))
        #expect(!layer.contains(CGPoint(x: 110, y: 50)))
    }

    @Test func hitTestAsksTheOverriddenContains() {
        final class RoundLayer: CALayer {
            override func contains(_ p: CGPoint) -> Bool {
                let dx = p.x - bounds.midX
                let dy = p.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        _ = EngineFixture()
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let round = RoundLayer()
        round.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(round)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === round)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)  // a corner outside the circle
    }
}
