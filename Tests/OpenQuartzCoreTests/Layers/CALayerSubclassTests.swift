import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Layer subclasses written the UIKit way: they compile as on Apple platforms, a class held in
/// a metatype is created with its own `init()`, and `presentation()` is an instance of the
/// layer's own class made with its own `init(layer:)` (QuartzCore docs for `init(layer:)` and
/// `presentation()`).
@Suite struct CALayerSubclassTests {
    /// The three-initializer form Apple's documentation asks for, final.
    final class GradientLayer: CALayer {
        var tint: CGColor?
        var initRan = false
        var copiedFrom: CALayer?
        override init() {
            super.init()
            initRan = true
        }
        override init(layer: Any) {
            super.init(layer: layer)
            tint = (layer as? GradientLayer)?.tint
            copiedFrom = layer as? CALayer
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// The same form, open to subclassing, and a subclass of it with no initializers.
    class OpenGradientLayer: CALayer {
        var tint: CGColor?
        var initRan = false
        override init() {
            super.init()
            initRan = true
        }
        override init(layer: Any) {
            super.init(layer: layer)
            tint = (layer as? OpenGradientLayer)?.tint
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    final class StripedLayer: OpenGradientLayer {}

    /// No initializers at all.
    final class PlainLayer: CALayer {}

    /// Stored properties with defaults only.
    final class BadgeLayer: CALayer {
        var count = 3
        let label = "new"
    }

    /// Its own designated initializer beside the overrides.
    final class ProgressLayer: CALayer {
        var progress: CGFloat
        init(progress: CGFloat) {
            self.progress = progress
            super.init()
        }
        override init() {
            progress = 0
            super.init()
        }
        override init(layer: Any) {
            progress = (layer as? ProgressLayer)?.progress ?? 0
            super.init(layer: layer)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSublayers() { progress += 1 }
    }

    /// Commits `layer` at (0, 0, 100, 100) and slides its position from (50, 50) to (150, 50)
    /// over 1 s (linear), starting at t = 100.
    private func slide(_ layer: CALayer, _ fixture: EngineFixture) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.commit()
        fixture.frame()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 50, y: 50)
        move.toValue = CGPoint(x: 150, y: 50)
        move.duration = 1
        layer.add(move, forKey: "move")
        fixture.frame()
    }

    @Test func aMetatypeCreatesTheSubclassWithItsOwnInit() {
        _ = EngineFixture()
        let types: [CALayer.Type] = [
            GradientLayer.self, OpenGradientLayer.self, StripedLayer.self, PlainLayer.self,
            BadgeLayer.self, ProgressLayer.self
        ]
        for type in types {
            let layer = type.init(_segueFactory: nil)
            #expect(Swift.type(of: layer) == type)
        }
        expectEqual((GradientLayer.self as CALayer.Type).init(_segueFactory: nil).presentation(), nil)
        expectEqual(((GradientLayer.self as CALayer.Type).init(_segueFactory: nil) as? GradientLayer)?.initRan, true)
        expectEqual(((StripedLayer.self as CALayer.Type).init(_segueFactory: nil) as? StripedLayer)?.initRan, true)
    }

    @Test func thePresentationIsOfTheSubclassCopiedThroughItsInitLayer() {
        let fixture = EngineFixture(time: 100)
        let layer = GradientLayer()
        layer.tint = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        slide(layer, fixture)
        fixture.clock.set(to: 100.25)
        let presentation = layer.presentation()
        #expect(presentation != nil)
        expectEqual(presentation?.tint, layer.tint)
        #expect(presentation?.copiedFrom === layer)
        expectEqual(presentation?.initRan, false)
        #expect(presentation?.model() === layer)
        expectEqual(presentation.map { isClose($0.position, CGPoint(x: 75, y: 50)) }, true)
    }

    @Test func openSubclassesAndTheirSubclassesCopyAsThemselves() {
        let fixture = EngineFixture(time: 100)
        let open = OpenGradientLayer()
        let striped = StripedLayer()
        open.tint = CGColor(gray: 0.5, alpha: 1)
        striped.tint = CGColor(gray: 0.25, alpha: 1)
        slide(open, fixture)
        slide(striped, fixture)
        fixture.clock.set(to: 100.5)
        #expect(type(of: open.presentation()!) == OpenGradientLayer.self)
        #expect(type(of: striped.presentation()!) == StripedLayer.self)
        expectEqual(striped.presentation()?.tint, striped.tint)
        #expect(isClose(striped.presentation()!.position, CGPoint(x: 100, y: 50)))
    }

    @Test func subclassesWithoutInitializersCopyAsThemselves() {
        let fixture = EngineFixture(time: 100)
        let plain = PlainLayer()
        let badge = BadgeLayer()
        badge.count = 7
        slide(plain, fixture)
        slide(badge, fixture)
        fixture.clock.set(to: 100.5)
        #expect(plain.presentation() != nil)
        #expect(isClose(plain.presentation()!.position, CGPoint(x: 100, y: 50)))
        // The inherited init(layer:) copies CALayer's state only, as on Apple platforms: Swift
        // stored properties of the copy keep their defaults.
        expectEqual(badge.presentation()?.count, 3)
        expectEqual(badge.presentation()?.label, "new")
    }

    @Test func ownDesignatedInitializersStillWork() {
        let fixture = EngineFixture()
        let layer = ProgressLayer(progress: 0.5)
        layer.setNeedsLayout()
        fixture.frame()
        #expect(layer.progress == 1.5)  // the override ran at the commit
        expectEqual(layer.presentation()?.progress, 1.5)
        expectEqual((layer.presentation() ?? layer).progress, 1.5)
        expectEqual(layer.presentationSnapshot().nodes.first?.bounds, layer.bounds)
    }

    @Test func presentationTreesAndFrozenCopiesKeepTheClasses() {
        let fixture = EngineFixture()
        let root = GradientLayer()
        let child = BadgeLayer()
        root.addSublayer(child)
        fixture.frame()
        let presentation = root.presentation()!
        #expect(presentation.sublayers?.first is BadgeLayer)
        #expect(presentation.sublayers?.first?.superlayer === presentation)
        let frozen = root._frozenCopy(atMediaTime: fixture.clock.currentTime)
        #expect(frozen is GradientLayer)
        #expect(frozen.sublayers?.first is BadgeLayer)
    }

    @Test func shapeLayersStillCopyAsShapeLayers() {
        let fixture = EngineFixture()
        let shape = CAShapeLayer()
        shape.lineWidth = 4
        fixture.frame()
        expectEqual(shape.presentation()?.lineWidth, 4)
        #expect(type(of: shape.presentation()!) == CAShapeLayer.self)
    }
}
