import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Gradient layers: defaults, key-value coding, and animating colors, locations and points.
@Suite struct CAGradientLayerTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// A committed gradient layer with red → blue colors.
    private func committedGradient(_ fixture: EngineFixture) -> CAGradientLayer {
        let layer = CAGradientLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.colors = [Self.red, Self.blue]
        CATransaction.commit()
        fixture.frame()
        return layer
    }

    /// Runs `body` in a transaction of one second on the linear curve.
    private func linearTransaction(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        body()
        CATransaction.commit()
    }

    @Test func defaults() {
        _ = EngineFixture()
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)
        expectEqual(layer.locations, nil)
        expectEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        expectEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
        expectEqual(layer.type, .axial)
        expectEqual(CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint, CGPoint(x: 0.5, y: 0))
        expectEqual(CAGradientLayerType.axial.rawValue, "axial")
        expectEqual(CAGradientLayerType.radial.rawValue, "radial")
        expectEqual(CAGradientLayerType.conic.rawValue, "conic")
    }

    @Test func propertiesKeepWhatIsSet() {
        _ = EngineFixture()
        let layer = CAGradientLayer()
        layer.colors = [Self.red, Self.green, Self.blue]
        layer.locations = [0, 0.25, 1]
        layer.type = .conic
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        expectEqual((layer.colors as? [CGColor]), [Self.red, Self.green, Self.blue])
        expectEqual(layer.locations, [0, 0.25, 1])
        expectEqual(layer.type, .conic)
        expectEqual(layer.value(forKey: "startPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
        layer.setValue(CGPoint(x: 1, y: 1), forKey: "endPoint")
        layer.setValue(0.25, forKeyPath: "startPoint.x")
        expectEqual(layer.endPoint, CGPoint(x: 1, y: 1))
        expectEqual(layer.startPoint.x, 0.25)
        layer.setValue(nil, forKey: "colors")
        #expect(layer.colors == nil)
        // A plain layer has no gradient properties: the keys are ordinary storage.
        let plain = CALayer()
        plain.setValue([Self.red], forKey: "colors")
        expectEqual((plain.value(forKey: "colors") as? [CGColor]), [Self.red])
    }

    @Test func presentationCopiesAreGradientLayers() {
        let fixture = EngineFixture()
        let layer = committedGradient(fixture)
        let presentation = layer.presentation()
        expectEqual(presentation?.colors?.count, 2)
        expectEqual(presentation?.endPoint, CGPoint(x: 0.5, y: 1))
    }

    @Test func colorsAnimateImplicitlyComponentByComponent() throws {
        let fixture = EngineFixture(time: 100)
        let layer = committedGradient(fixture)
        linearTransaction { layer.colors = [Self.blue, Self.green] }
        #expect(layer.animation(forKey: "colors") is CABasicAnimation)
        fixture.frame()
        fixture.clock.set(to: 100.25)
        let colors = try #require(layer.presentation()?.colors as? [CGColor])
        expectEqual(colors.count, 2)
        let first: [CGFloat] = [0.75, 0, 0.25, 1]
        let second: [CGFloat] = [0, 0.25, 0.75, 1]
        #expect(zip(colors[0].components!, first).allSatisfy { isClose($0, $1) })
        #expect(zip(colors[1].components!, second).allSatisfy { isClose($0, $1) })
        fixture.advance(0.75)
        expectEqual((layer.presentation()?.colors as? [CGColor]), [Self.blue, Self.green])
    }

    @Test func locationsAndPointsAnimateExplicitly() throws {
        let fixture = EngineFixture(time: 100)
        let layer = committedGradient(fixture)
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 0.5]
        locations.toValue = [0.5, 1]
        locations.duration = 2
        layer.add(locations, forKey: "locations")
        let start = CABasicAnimation(keyPath: "startPoint")
        start.fromValue = CGPoint(x: 0, y: 0)
        start.toValue = CGPoint(x: 1, y: 0)
        start.duration = 2
        layer.add(start, forKey: "start")
        fixture.frame()
        fixture.clock.set(to: 101)
        let presentation = try #require(layer.presentation())
        expectEqual(presentation.locations?.map(\.doubleValue), [0.25, 0.75])
        expectEqual(presentation.startPoint, CGPoint(x: 0.5, y: 0))
        expectEqual(layer.locations, nil)
    }

    @Test func arraysOfDifferentLengthsSwitchHalfway() throws {
        let fixture = EngineFixture(time: 100)
        let layer = committedGradient(fixture)
        linearTransaction { layer.colors = [Self.green, Self.green, Self.red] }
        fixture.frame()
        fixture.clock.set(to: 100.4)
        expectEqual((layer.presentation()?.colors as? [CGColor]), [Self.red, Self.blue])
        fixture.clock.set(to: 100.6)
        expectEqual((layer.presentation()?.colors as? [CGColor])?.count, 3)
    }

    @Test func misfitValuesAreReportedAndIgnored() {
        let fixture = EngineFixture()
        var reports: [String] = []
        fixture.engine.reportHandler = { reports.append($0) }
        let layer = CAGradientLayer()
        layer.setValue(["not a color"], forKey: "colors")
        #expect(layer.colors == nil)
        #expect(reports.contains { $0.contains("\"colors\"") })
        layer.setValue([0, "half"], forKey: "locations")
        expectEqual(layer.locations, nil)
        #expect(reports.contains { $0.contains("\"locations\"") })
    }

    @Test func contentsFiltersAndRasterizationHaveCoreAnimationsDefaults() {
        _ = EngineFixture()
        let layer = CALayer()
        expectEqual(layer.magnificationFilter, .linear)
        expectEqual(layer.minificationFilter, .linear)
        expectEqual(layer.minificationFilterBias, 0)
        expectEqual(layer.shouldRasterize, false)
        expectEqual(layer.rasterizationScale, 1)
        layer.magnificationFilter = .nearest
        layer.minificationFilter = .trilinear
        layer.minificationFilterBias = -0.5
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        let copy = CALayer(layer: layer)
        #expect(copy.magnificationFilter == .nearest && copy.minificationFilter == .trilinear)
        #expect(copy.minificationFilterBias == -0.5 && copy.shouldRasterize && copy.rasterizationScale == 2)
        expectEqual(CALayerContentsFilter.nearest.rawValue, "nearest")
        expectEqual(CALayerContentsFilter.linear.rawValue, "linear")
        expectEqual(CALayerContentsFilter.trilinear.rawValue, "trilinear")
    }
}
