import OpenQuartzCore
import TestSupport
import Testing

/// Key-value coding on layers: properties by key and key path, custom keys, bad values.
@Suite struct CALayerKeyValueCodingTests {
    @Test func readsPropertiesAndTheirFields() {
        _ = EngineFixture()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 25, y: 40))
        expectEqual(layer.value(forKeyPath: "bounds.size.height") as? CGFloat, 40)
        #expect(isClose(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2))
        expectEqual(layer.value(forKey: "opacity") as? CGFloat, 1)
    }

    @Test func writesPropertiesAndFields() {
        _ = EngineFixture()
        let layer = CALayer()
        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        layer.setValue(12, forKeyPath: "bounds.size.width")
        layer.setValue(2, forKeyPath: "transform.scale")
        layer.setValue("card", forKey: "name")
        expectEqual(layer.position, CGPoint(x: 5, y: 6))
        expectEqual(layer.bounds.width, 12)
        #expect(isClose(layer.transform.m11, 2) && isClose(layer.transform.m22, 2) && isClose(layer.transform.m33, 2))
        expectEqual(layer.name, "card")
    }

    @Test func storesCustomKeys() {
        _ = EngineFixture()
        let layer = CALayer()
        #expect(layer.value(forKey: "progress") == nil)
        layer.setValue(0.5, forKey: "progress")
        expectEqual(layer.value(forKey: "progress") as? Double, 0.5)
    }

    @Test func aValueOfTheWrongTypeIsReportedAndIgnored() {
        let fixture = EngineFixture()
        let layer = CALayer()
        layer.setValue("wide", forKeyPath: "bounds.size.width")
        expectEqual(layer.bounds.width, 0)
        expectEqual(fixture.engine.reports.last?.contains("bounds.size.width"), true)
    }

    @Test func settingByKeyRunsTheImplicitAction() {
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        layer.setValue(0.25, forKey: "opacity")
        expectEqual(layer.opacity, 0.25)
        #expect(layer.animation(forKey: "opacity") != nil)
    }

    @Test func defaultValuesByKey() {
        expectEqual(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
        expectEqual(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize, CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "nothing") == nil)
    }
}
