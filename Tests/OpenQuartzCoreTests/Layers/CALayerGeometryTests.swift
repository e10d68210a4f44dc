import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Layer geometry: defaults, `position` and `anchorPoint`, and the derived `frame` with and
/// without a transform (UIKitBehaviour #139–#143).
@Suite struct CALayerGeometryTests {
    /// Sets model values without implicit animations.
    private func quietly(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    private func isOpaqueBlack(_ color: CGColor?) -> Bool {
        guard let c = color?.components else { return false }
        switch c.count {
        case 2: return c[0] == 0 && c[1] == 1
        case 4: return c[0] == 0 && c[1] == 0 && c[2] == 0 && c[3] == 1
        default: return false
        }
    }

    @Test func geometryDefaults() {  // UIKitBehaviour #139
        _ = EngineFixture()
        let layer = CALayer()
        expectEqual(layer.bounds, .zero)
        expectEqual(layer.position, .zero)
        expectEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        expectEqual(layer.anchorPointZ, 0)
        expectEqual(layer.zPosition, 0)
        expectEqual(layer.transform, CATransform3DIdentity)
        expectEqual(layer.sublayerTransform, CATransform3DIdentity)
        expectEqual(layer.frame, .zero)
    }

    @Test func appearanceDefaults() {  // CALayer.h defaults
        _ = EngineFixture()
        let layer = CALayer()
        expectEqual(layer.opacity, 1)
        expectEqual(layer.isHidden, false)
        expectEqual(layer.backgroundColor, nil)
        expectEqual(layer.cornerRadius, 0)
        expectEqual(layer.borderWidth, 0)
        #expect(isOpaqueBlack(layer.borderColor))
        #expect(isOpaqueBlack(layer.shadowColor))
        expectEqual(layer.shadowOpacity, 0)
        expectEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        expectEqual(layer.shadowRadius, 3)
        expectEqual(layer.shadowPath, nil)
        #expect(layer.contents == nil)
        expectEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        expectEqual(layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        expectEqual(layer.contentsScale, 1)
        expectEqual(layer.contentsGravity, .resize)
        #expect(layer.isDoubleSided)
        #expect(layer.allowsGroupOpacity)
        expectEqual(layer.allowsEdgeAntialiasing, false)
        expectEqual(layer.isOpaque, false)
        expectEqual(layer.masksToBounds, false)
        #expect(
            layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
            ])
        expectEqual(layer.cornerCurve, .circular)
        expectEqual(layer.isGeometryFlipped, false)
        expectEqual(layer.needsDisplayOnBoundsChange, false)
        expectEqual(layer.sublayers, nil)
        expectEqual(layer.superlayer, nil)
        expectEqual(layer.mask, nil)
        expectEqual(layer.name, nil)
    }

    @Test func defaultValueForKeyMatchesTheProperties() {  // UIKitBehaviour #139
        _ = EngineFixture()
        expectEqual(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
        expectEqual(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize, CGSize(width: 0, height: -3))
        expectEqual(CALayer.defaultValue(forKey: "transform") as? CATransform3D, CATransform3DIdentity)
        #expect(CALayer.defaultValue(forKey: "noSuchProperty") == nil)
    }

    @Test func positionIsWhereTheAnchorPointSits() {  // UIKitBehaviour #140, #142
        _ = EngineFixture()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        // origin = position − anchor × size = (200 − 50, 100 − 25)
        expectEqual(layer.frame, CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 200, y: 100))  // the position stays …
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))  // … so the layer moves
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        expectEqual(layer.frame, CGRect(x: 100, y: 50, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.8)
        expectEqual(layer.frame, CGRect(x: 175, y: 60, width: 100, height: 50))
    }

    @Test func changingTheAnchorWithoutMovingTheLayerChangesThePosition() {  // UIKitBehaviour #140
        _ = EngineFixture()
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 40, width: 100, height: 60)
        expectEqual(layer.position, CGPoint(x: 70, y: 70))
        let frame = layer.frame
        layer.anchorPoint = .zero
        layer.position = frame.origin
        expectEqual(layer.frame, frame)
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {  // UIKitBehaviour #142: frame uses bounds.size only
        _ = EngineFixture()
        let layer = CALayer()
        layer.bounds = CGRect(x: 30, y: -20, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        expectEqual(layer.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func settingTheFrameSetsPositionAndBoundsSizeButNotBoundsOrigin() {  // UIKitBehaviour #141, #142
        _ = EngineFixture()
        let layer = CALayer()
        layer.bounds = CGRect(x: 10, y: 20, width: 5, height: 5)
        layer.frame = CGRect(x: 30, y: 40, width: 60, height: 80)
        expectEqual(layer.bounds, CGRect(x: 10, y: 20, width: 60, height: 80))
        #expect(layer.position == CGPoint(x: 60, y: 80))  // the centre, for the default anchor
        expectEqual(layer.frame, CGRect(x: 30, y: 40, width: 60, height: 80))
        layer.anchorPoint = .zero
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        expectEqual(layer.position, CGPoint(x: 1, y: 2))
        expectEqual(layer.bounds, CGRect(x: 10, y: 20, width: 3, height: 4))
    }

    @Test func aScaledLayersFrameIsTheBoundingBox() {  // UIKitBehaviour #143
        _ = EngineFixture()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(isClose(layer.frame, CGRect(x: -50, y: -50, width: 200, height: 200)))
        expectEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(layer.position, CGPoint(x: 50, y: 50))
    }

    @Test func aQuarterTurnSwapsTheFramesSides() {  // UIKitBehaviour #143
        _ = EngineFixture()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // 50 wide, 100 tall, still centred on the position.
        #expect(isClose(layer.frame, CGRect(x: 75, y: 50, width: 50, height: 100), tolerance: 1e-9))
    }

    @Test func theTransformAppliesAboutTheAnchorPoint() {  // UIKitBehaviour #143, #144
        _ = EngineFixture()
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = .zero
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Row vectors: (x, y)·[0 1; −1 0] = (−y, x), so the corners land on x ∈ −50…0, y ∈ 0…100.
        #expect(isClose(layer.frame, CGRect(x: -50, y: 0, width: 50, height: 100), tolerance: 1e-9))
        layer.transform = CATransform3DMakeScale(3, 0.5, 1)
        #expect(isClose(layer.frame, CGRect(x: 0, y: 0, width: 300, height: 25)))
    }

    @Test func aTranslationMovesTheFrameButNotThePosition() {
        _ = EngineFixture()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.transform = CATransform3DMakeTranslation(7, -3, 100)
        #expect(isClose(layer.frame, CGRect(x: 7, y: -3, width: 10, height: 10)))
        expectEqual(layer.position, CGPoint(x: 5, y: 5))
    }

    @Test func settingTheFrameUnderAScaleRoundTrips() {  // UIKitBehaviour #141
        _ = EngineFixture()
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 4, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(isClose(layer.bounds.width, 100))
        #expect(isClose(layer.bounds.height, 25))
        #expect(isClose(layer.position, CGPoint(x: 110, y: 70)))  // the centre of the frame
        #expect(isClose(layer.frame, CGRect(x: 10, y: 20, width: 200, height: 100)))
        expectEqual(layer.transform, CATransform3DMakeScale(2, 4, 1))
    }

    @Test func settingTheFrameUnderAQuarterTurnRoundTrips() {  // UIKitBehaviour #141: multiples of 90° are fine
        _ = EngineFixture()
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        #expect(isClose(layer.bounds.size.width, 100, tolerance: 1e-9))
        #expect(isClose(layer.bounds.size.height, 50, tolerance: 1e-9))
        #expect(isClose(layer.frame, CGRect(x: 0, y: 0, width: 50, height: 100), tolerance: 1e-9))
    }

    @Test func aNonFiniteFrameIsIgnoredAndReported() {
        let fixture = EngineFixture()
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        for bad in [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: -CGFloat.infinity, width: 10, height: 10)
        ] {
            layer.frame = bad
        }
        expectEqual(layer.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        expectEqual(fixture.engine.reports.filter { $0.contains("non-finite frame") }.count, 3)
    }

    @Test func affineTransformRoundTrips() {
        _ = EngineFixture()
        let layer = CALayer()
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        layer.setAffineTransform(m)
        expectEqual(layer.affineTransform(), m)
        let t = layer.transform
        expectEqual([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m33, t.m44], [1, 2, 3, 4, 5, 6, 1, 1])
    }

    @Test func geometryChangesOnACommittedLayerAnimateButTheModelChangesAtOnce() {  // UIKitBehaviour #141, #149
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        expectEqual(layer.position, CGPoint(x: 150, y: 50))
        fixture.frame()
        expectEqual(layer.presentation()!.position, CGPoint(x: 50, y: 50))
        quietly { layer.position = CGPoint(x: 1, y: 1) }
        expectEqual(layer.position, CGPoint(x: 1, y: 1))
    }
}
