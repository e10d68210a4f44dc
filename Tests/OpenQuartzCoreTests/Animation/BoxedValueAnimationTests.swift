import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Animations whose values arrive boxed in `NSValue` (how code written for Apple platforms
/// passes structs through `fromValue`, `toValue`, `byValue` and `values`) move exactly as the
/// same animations given the structs themselves; a box of the wrong kind is reported.
@Suite struct BoxedValueAnimationTests {
    /// Adds `configure`d basic animations of `keyPath` to two fresh layers — one given boxed
    /// values, one the raw structs — and returns the pair's values of `keyPath` at each instant.
    private func compare(
        _ keyPath: String, boxed: (CABasicAnimation) -> Void, raw: (CABasicAnimation) -> Void,
        at instants: [CFTimeInterval] = [100, 100.1, 100.25, 100.5, 100.8, 101, 102]
    ) -> [(Any?, Any?)] {
        let fixture = EngineFixture(time: 100)
        let boxedLayer = fixture.committedLayer()
        let rawLayer = fixture.committedLayer()
        func animation(_ configure: (CABasicAnimation) -> Void) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            configure(animation)
            return animation
        }
        boxedLayer.add(animation(boxed), forKey: "a")
        rawLayer.add(animation(raw), forKey: "a")
        fixture.frame()
        return instants.map { time in
            fixture.clock.set(to: time)
            return (
                boxedLayer.presentation()?.value(forKeyPath: keyPath),
                rawLayer.presentation()?.value(forKeyPath: keyPath)
            )
        }
    }

    @Test func positionFromAndTo() {
        let pairs = compare(
            "position",
            boxed: {
                $0.fromValue = NSValue(point: CGPoint(x: 10, y: 20))
                $0.toValue = NSValue(point: CGPoint(x: 310, y: -40))
            },
            raw: {
                $0.fromValue = CGPoint(x: 10, y: 20)
                $0.toValue = CGPoint(x: 310, y: -40)
            })
        for (boxed, raw) in pairs { #expect(boxed as? CGPoint == raw as? CGPoint && raw is CGPoint) }
        #expect(isClose(pairs[3].1 as? CGPoint ?? .zero, CGPoint(x: 160, y: -10), tolerance: 1e-4))
    }

    @Test func boundsFromAndBy() {
        let pairs = compare(
            "bounds",
            boxed: {
                $0.fromValue = NSValue(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
                $0.byValue = NSValue(rect: CGRect(x: 5, y: 5, width: 160, height: 80))
            },
            raw: {
                $0.fromValue = CGRect(x: 0, y: 0, width: 40, height: 40)
                $0.byValue = CGRect(x: 5, y: 5, width: 160, height: 80)
            })
        for (boxed, raw) in pairs { #expect(boxed as? CGRect == raw as? CGRect && raw is CGRect) }
    }

    @Test func boundsSizeToValue() {
        let pairs = compare(
            "bounds.size", boxed: { $0.toValue = NSValue(size: CGSize(width: 300, height: 12)) },
            raw: { $0.toValue = CGSize(width: 300, height: 12) })
        for (boxed, raw) in pairs { #expect(boxed as? CGSize == raw as? CGSize && raw is CGSize) }
    }

    @Test func transformFromAndTo() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        let turned = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let pairs = compare(
            "transform",
            boxed: {
                $0.fromValue = NSValue(caTransform3D: perspective)
                $0.toValue = NSValue(caTransform3D: turned)
            },
            raw: {
                $0.fromValue = perspective
                $0.toValue = turned
            })
        for (boxed, raw) in pairs { #expect(boxed as? CATransform3D == raw as? CATransform3D && raw is CATransform3D) }
        #expect(pairs[2].1 as? CATransform3D != perspective)
    }

    @Test func keyframeValues() {
        let fixture = EngineFixture(time: 100)
        let boxedLayer = fixture.committedLayer()
        let rawLayer = fixture.committedLayer()
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 250)]
        for (layer, values) in [
            (boxedLayer, points.map { NSValue(point: $0) as Any }), (rawLayer, points.map { $0 as Any })
        ] {
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.values = values
            animation.keyTimes = [0, 0.3, 1]
            animation.duration = 2
            layer.add(animation, forKey: "path")
        }
        fixture.frame()
        for time in stride(from: 100.0, through: 102.5, by: 0.125) {
            fixture.clock.set(to: time)
            #expect(boxedLayer.presentation()!.position == rawLayer.presentation()!.position, "t = \(time)")
        }
        fixture.clock.set(to: 100.6)
        #expect(isClose(boxedLayer.presentation()!.position, CGPoint(x: 100, y: 0)))
    }

    @Test func aBoxOfTheWrongKindIsReportedAndIgnored() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = NSValue(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        animation.toValue = NSValue(point: CGPoint(x: 300, y: 50))
        animation.duration = 1
        layer.add(animation, forKey: "move")
        fixture.frame()
        let report = fixture.engine.reports.last ?? ""
        #expect(report.contains("fromValue"))
        #expect(report.contains("{CGRect={CGPoint=dd}{CGSize=dd}}"))
        #expect(report.contains("where a CGPoint is needed"))
        // Without its fromValue the animation runs from the model value (50, 50) to its toValue.
        fixture.clock.set(to: 100.5)
        #expect(isClose(layer.presentation()!.position, CGPoint(x: 175, y: 50)))
    }

    @Test func boxesAreNotNumbers() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = NSValue(caTransform3D: CATransform3DIdentity)
        layer.add(fade, forKey: "fade")
        fixture.frame()
        #expect(
            fixture.engine.reports.last?.contains("an NSValue holding a CATransform3D where a number is needed") == true
        )
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = NSNumber(value: 0.5)
        scale.toValue = 2 as NSNumber
        scale.duration = 1
        layer.add(scale, forKey: "scale")
        fixture.frame()
        fixture.clock.set(to: 100.5)
        #expect(isClose(layer.presentation()!.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 1.25))
    }

    @Test func keyValueCodingUnboxesToo() {
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(NSValue(point: CGPoint(x: 7, y: 9)), forKeyPath: "position")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
        layer.setValue(NSValue(rect: CGRect(x: 0, y: 0, width: 30, height: 20)), forKey: "bounds")
        CATransaction.commit()
        expectEqual(layer.position, CGPoint(x: 7, y: 9))
        expectEqual(layer.transform, CATransform3DMakeScale(2, 2, 1))
        expectEqual(layer.bounds, CGRect(x: 0, y: 0, width: 30, height: 20))
        layer.setValue(NSValue(rect: CGRect(x: 10, y: 10, width: 4, height: 4)), forKey: "frame")
        expectEqual(layer.frame, CGRect(x: 10, y: 10, width: 4, height: 4))
        layer.setValue(NSValue(point: .zero), forKey: "frame")
        expectEqual(layer.frame, CGRect(x: 10, y: 10, width: 4, height: 4))
        expectEqual(fixture.engine.reports.last?.contains("\"frame\" was given an NSValue of type {CGPoint=dd}"), true)
        layer.setValue(NSValue(point: .zero), forKeyPath: "bounds")
        #expect(
            fixture.engine.reports.last?.contains(
                "\"bounds\" was given an NSValue of type {CGPoint=dd} where a CGRect is needed") == true)
    }
}
