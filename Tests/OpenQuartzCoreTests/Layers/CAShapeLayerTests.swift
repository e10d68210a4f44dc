import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Shape layers: defaults, animating the stroke, and presentation copies that keep the shape.
@Suite struct CAShapeLayerTests {
    private let path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)

    /// A committed shape layer with `path`.
    private func committedShape(_ fixture: EngineFixture) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        shape.path = path
        fixture.frame()
        return shape
    }

    @Test func defaults() {
        _ = EngineFixture()
        let shape = CAShapeLayer()
        expectEqual(shape.path, nil)
        #expect(shape.fillColor?.components == [0, 0, 0, 1])  // opaque black
        expectEqual(shape.strokeColor, nil)
        expectEqual(shape.lineWidth, 1)
        expectEqual(shape.strokeStart, 0)
        expectEqual(shape.strokeEnd, 1)
        expectEqual(shape.miterLimit, 10)
        expectEqual(shape.lineDashPhase, 0)
        expectEqual(shape.lineDashPattern, nil)
        expectEqual(shape.fillRule, .nonZero)
        expectEqual(shape.lineCap, .butt)
        expectEqual(shape.lineJoin, .miter)
        expectEqual(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat, 1)
        expectEqual(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat, 1)
    }

    @Test func rawValuesMatchCoreAnimations() {
        expectEqual(CAShapeLayerFillRule.nonZero.rawValue, "non-zero")
        expectEqual(CAShapeLayerFillRule.evenOdd.rawValue, "even-odd")
        expectEqual(CAShapeLayerLineCap.butt.rawValue, "butt")
        expectEqual(CAShapeLayerLineJoin.miter.rawValue, "miter")
    }

    @Test func strokeEndAnimatesImplicitly() {
        let fixture = EngineFixture(time: 100)
        let shape = committedShape(fixture)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.strokeEnd = 0.5
        CATransaction.commit()
        expectEqual(shape.strokeEnd, 0.5)
        #expect(shape.animation(forKey: "strokeEnd") is CABasicAnimation)
        fixture.frame()
        fixture.clock.set(to: 100.5)
        #expect(isClose(shape.presentation()!.strokeEnd, 0.75))
        fixture.advance(0.5)
        expectEqual(shape.animation(forKey: "strokeEnd"), nil)
        expectEqual(shape.presentation()!.strokeEnd, 0.5)
    }

    @Test func strokeEndAnimatesExplicitly() {
        let fixture = EngineFixture(time: 100)
        let shape = committedShape(fixture)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        shape.add(draw, forKey: "draw")
        fixture.frame()
        fixture.clock.set(to: 100.5)
        #expect(isClose(shape.presentation()!.strokeEnd, 0.25))
        expectEqual(shape.strokeEnd, 1)
        #expect(fixture.engine.reports.isEmpty)
    }

    @Test func otherStrokePropertiesAnimate() {
        let fixture = EngineFixture(time: 100)
        let shape = committedShape(fixture)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.strokeStart = 0.4
        shape.lineWidth = 5
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        fixture.frame()
        fixture.clock.set(to: 100.5)
        let p = shape.presentation()!
        #expect(isClose(p.strokeStart, 0.2))
        #expect(isClose(p.lineWidth, 3))
        let c = p.fillColor?.components ?? []
        #expect(zip(c, [0.5, 0, 0, 1] as [CGFloat]).allSatisfy { isClose($0, $1) } && c.count == 4, "\(c)")
    }

    @Test func pathChangesDoNotAnimateImplicitly() {
        // QuartzCore docs for `path`: animatable, but like every CGPath property it does not
        // support implicit animation.
        let fixture = EngineFixture(time: 100)
        let shape = committedShape(fixture)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        shape.path = circle
        expectEqual(shape.animation(forKey: "path"), nil)
        #expect(CAShapeLayer.defaultAction(forKey: "path") == nil)
        fixture.frame()
        expectEqual(shape.presentation()?.path, circle)
    }

    @Test func thePresentationIsAShapeLayerWithThePath() {  // UIKitBehaviour #149
        let fixture = EngineFixture(time: 100)
        let shape = committedShape(fixture)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineDashPattern = [4, 2]
        shape.lineCap = .round
        shape.fillRule = .evenOdd
        CATransaction.commit()
        let presentation = shape.presentation()
        #expect(presentation != nil)
        expectEqual(presentation?.path, path)
        expectEqual(presentation?.strokeColor?.components, [0, 0, 1, 1])
        expectEqual(presentation?.lineDashPattern, [4, 2])
        expectEqual(presentation?.lineCap, .round)
        expectEqual(presentation?.fillRule, .evenOdd)
        #expect(presentation?.model() === shape)
    }

    @Test func aShapeLayerInsideATreeHasAShapePresentation() {
        let fixture = EngineFixture(time: 100)
        let root = fixture.committedLayer()
        let shape = committedShape(fixture)
        root.addSublayer(shape)
        let sublayers = root.presentation()?.sublayers ?? []
        expectEqual(sublayers.count, 1)
        expectEqual((sublayers.first as? CAShapeLayer)?.path, path)
    }
}
