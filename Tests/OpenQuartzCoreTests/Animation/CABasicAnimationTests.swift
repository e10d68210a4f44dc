import OpenQuartzCore
import TestSupport
import Testing

/// `fromValue`/`toValue`/`byValue` in every documented combination, additive and cumulative
/// animation, and key paths with sub-values.
@Suite struct CABasicAnimationTests {
    /// Runs a linear 1 s `position.x` animation on a layer whose model x is 50, and returns x at 0, ½ and 1 s.
    private func samples(
        from: Any? = nil, to: Any? = nil, by: Any? = nil,
        keyPath: String = "position.x", configure: (CABasicAnimation) -> Void = { _ in }
    ) -> [CGFloat] {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // position (50, 50)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 1
        animation.fillMode = .both
        configure(animation)
        layer.add(animation, forKey: "a")
        fixture.frame()
        return [0, 0.5, 0.999999].map { t in
            fixture.clock.set(to: 100 + t)
            return layer.presentation()!.position.x
        }
    }

    private func expectSamples(
        _ actual: [CGFloat], _ expected: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            zip(actual, expected).allSatisfy { isClose($0, $1, tolerance: 1e-3) }, "\(actual) ≠ \(expected)",
            sourceLocation: sourceLocation)
    }

    @Test func fromAndTo() { expectSamples(samples(from: 10, to: 30), [10, 20, 30]) }
    @Test func fromAndBy() { expectSamples(samples(from: 10, by: 30), [10, 25, 40]) }
    @Test func byAndTo() { expectSamples(samples(to: 30, by: 20), [10, 20, 30]) }
    @Test func fromAlone() { expectSamples(samples(from: 10), [10, 30, 50]) }
    @Test func toAlone() { expectSamples(samples(to: 70), [50, 60, 70]) }
    @Test func byAlone() { expectSamples(samples(by: 20), [50, 60, 70]) }
    @Test func noValuesLeavesTheCurrentValue() { expectSamples(samples(), [50, 50, 50]) }

    @Test func additiveAddsToTheModelValue() {
        expectSamples(samples(from: 0, to: 10) { $0.isAdditive = true }, [50, 55, 60])
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let step = CABasicAnimation(keyPath: "position.x")
        step.fromValue = 0
        step.toValue = 10
        step.duration = 1
        step.repeatCount = 3
        step.isCumulative = true
        step.fillMode = .forwards
        layer.add(step, forKey: "step")
        fixture.frame()
        fixture.clock.set(to: 102.5)
        #expect(isClose(layer.presentation()!.position.x, 25))
        fixture.clock.set(to: 104)
        #expect(isClose(layer.presentation()!.position.x, 30))
    }

    @Test func acceptsNumbersOfEveryKind() {
        expectSamples(samples(from: Float(10), to: CGFloat(30)), [10, 20, 30])
        expectSamples(samples(from: NSNumber(value: 10), to: 30.0), [10, 20, 30])
    }

    @Test func aValueOfTheWrongShapeIsReportedAndIgnored() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let bad = CABasicAnimation(keyPath: "position")
        bad.fromValue = "left"
        bad.toValue = CGPoint(x: 0, y: 0)
        bad.duration = 1
        layer.add(bad, forKey: "bad")
        #expect(fixture.engine.reports.contains { $0.contains("fromValue") && $0.contains("left") })
        fixture.frame()
        fixture.clock.advance(by: 0.5)
        #expect(isClose(layer.presentation()!.position, CGPoint(x: 25, y: 25)))  // to alone: (50,50) → (0,0)
    }

    @Test func unknownKeyPathIsReportedNotACrash() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let recorder = EventRecorder()
        let bogus = CABasicAnimation(keyPath: "wobble.amount")
        bogus.toValue = 3
        bogus.duration = 1
        bogus.delegate = RecordingAnimationDelegate("bogus", recorder)
        layer.add(bogus, forKey: "bogus")
        #expect(fixture.engine.reports.contains { $0.contains("unknown key path \"wobble.amount\"") })
        fixture.frame()
        fixture.advance(0.5)
        fixture.advance(0.5)
        expectEqual(recorder.events, ["start bogus", "stop bogus finished"])
    }

    @Test func shapeKeyPathsAreUnknownOnAPlainLayer() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        layer.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: nil)
        #expect(fixture.engine.reports.contains { $0.contains("unknown key path \"strokeEnd\"") })
        let shape = CAShapeLayer()
        shape.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: nil)
        expectEqual(fixture.engine.reports.count, 1)
    }

    @Test(arguments: [
        ("bounds.size.width", CGFloat(40)), ("bounds.origin.x", 40), ("position.y", 40),
        ("anchorPoint.x", 40), ("shadowOffset.height", 40), ("cornerRadius", 40), ("zPosition", 40)
    ])
    func subValueKeyPathsReachTheirComponent(keyPath: String, target: CGFloat) {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = 0
        animation.toValue = target * 2
        animation.duration = 1
        layer.add(animation, forKey: "a")
        fixture.frame()
        fixture.clock.advance(by: 0.5)
        let p = layer.presentation()!
        let read: [String: CGFloat] = [
            "bounds.size.width": p.bounds.width, "bounds.origin.x": p.bounds.minX, "position.y": p.position.y,
            "anchorPoint.x": p.anchorPoint.x, "shadowOffset.height": p.shadowOffset.height,
            "cornerRadius": p.cornerRadius, "zPosition": p.zPosition
        ]
        #expect(isClose(read[keyPath]!, target))
        #expect(isClose(p.bounds.height, 100) || keyPath.hasPrefix("bounds"))
    }

    @Test func coloursInterpolateComponentwise() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let animation = CABasicAnimation(keyPath: "backgroundColor")
        animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        animation.duration = 1
        layer.add(animation, forKey: "c")
        fixture.frame()
        fixture.clock.advance(by: 0.25)
        let c = layer.presentation()?.backgroundColor?.components ?? []
        #expect(zip(c, [0.75, 0, 0.25, 0.875] as [CGFloat]).allSatisfy { isClose($0, $1) }, "\(c)")
    }
}
