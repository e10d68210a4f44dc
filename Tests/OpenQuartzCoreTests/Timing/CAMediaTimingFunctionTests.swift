import Foundation
import OpenQuartzCore
import PropertyBased
import TestSupport
import Testing

/// A deliberately naive reference solver: the Bernstein form of the curve, bisected 200 times on
/// the curve parameter. It shares no code and no formula with `_CubicBezier`.
private func naiveTiming(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(Double(c1x), Double(c2x), middle) < x { low = middle } else { high = middle }
    }
    return bernstein(Double(c1y), Double(c2y), (low + high) / 2)
}

private func controlPoints(_ function: CAMediaTimingFunction) -> [[Float]] {
    (0...3).map { index in
        var point: [Float] = [.nan, .nan]
        point.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
        return point
    }
}

@Suite struct CAMediaTimingFunctionTests {
    static let inputs: [Double] = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]

    // Expected y values precomputed with Python's mpmath at 50 digits: the control points rounded
    // to Float (as Core Animation stores them), then 200 bisections of x(t) in Bernstein form.
    static let expected: [(CAMediaTimingFunctionName, [Double])] = [
        (.linear, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]),
        (.easeIn, [0, 0.0170266104914, 0.0934646540158, 0.315356818764, 0.621861874649, 0.839427848666, 1]),
        (.easeOut, [0, 0.160572157932, 0.378138137792, 0.684643195307, 0.906535353477, 0.982973391417, 1]),
        (.easeInEaseOut, [0, 0.019722454786, 0.129161938761, 0.500000019269, 0.870838077756, 0.980277547964, 1]),
        (.default, [0, 0.094796306204, 0.408510591994, 0.802403387867, 0.960458978411, 0.994316477494, 1])
    ]

    @Test func namedCurvesMatchHighPrecisionSamples() {
        // UIKitBehaviour #108
        for (name, values) in Self.expected {
            let function = CAMediaTimingFunction(name: name)
            for (x, y) in zip(Self.inputs, values) {
                #expect(isClose(function._solve(forInput: x), y, tolerance: 1e-6), "\(name.rawValue) at \(x)")
            }
        }
    }

    @Test func namedControlPointsAreApples() {
        // UIKitBehaviour #107, #108
        let table: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1])
        ]
        for (name, inner) in table {
            let points = controlPoints(CAMediaTimingFunction(name: name))
            #expect(points == [[0, 0], [inner[0], inner[1]], [inner[2], inner[3]], [1, 1]], "\(name.rawValue)")
        }
    }

    @Test func namesHaveCoreAnimationRawValues() {
        expectEqual(CAMediaTimingFunctionName.linear.rawValue, "linear")
        expectEqual(CAMediaTimingFunctionName.easeIn.rawValue, "easeIn")
        expectEqual(CAMediaTimingFunctionName.easeOut.rawValue, "easeOut")
        expectEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        expectEqual(CAMediaTimingFunctionName.default.rawValue, "default")
        expectEqual(CAMediaTimingFunctionName("easeIn"), .easeIn)
    }

    @Test func getControlPointReportsThePointsPassedEvenOutOfRange() {
        // UIKitBehaviour #107: endpoints are (0,0) and (1,1); inner points are returned as given.
        let function = CAMediaTimingFunction(controlPoints: 1.5, -0.25, -0.5, 2)
        expectEqual(controlPoints(function), [[0, 0], [1.5, -0.25], [-0.5, 2], [1, 1]])
    }

    @Test func controlXOutsideTheUnitIntervalIsClamped() {
        let clamped = CAMediaTimingFunction(controlPoints: 1.5, 0.2, -0.5, 0.9)
        let reference = CAMediaTimingFunction(controlPoints: 1, 0.2, 0, 0.9)
        let oneSided = CAMediaTimingFunction(controlPoints: 1.2, 0.2, 0.3, 0.9)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            expectEqual(clamped._solve(forInput: x), reference._solve(forInput: x))
            #expect(isClose(oneSided._solve(forInput: x), naiveTiming(1, 0.2, 0.3, 0.9, at: x), tolerance: 1e-9))
        }
    }

    @Test func inputsOutsideTheUnitIntervalAndNaNAreClamped() {
        for name in [CAMediaTimingFunctionName.easeIn, .default] {
            let function = CAMediaTimingFunction(name: name)
            expectEqual(function._solve(forInput: -0.5), 0)
            expectEqual(function._solve(forInput: 1.5), 1)
            expectEqual(function._solve(forInput: -.infinity), 0)
            expectEqual(function._solve(forInput: .infinity), 1)
            expectEqual(function._solve(forInput: .nan), 0)
            expectEqual(function._solve(forInput: 0), 0)
            expectEqual(function._solve(forInput: 1), 1)
        }
    }

    @Test func overshootingCurveIsSolvedToo() {
        let function = CAMediaTimingFunction(controlPoints: 0.3, -0.6, 0.7, 1.8)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(isClose(function._solve(forInput: x), naiveTiming(0.3, -0.6, 0.7, 1.8, at: x), tolerance: 1e-9))
        }
    }

    @Test func flatStartsAndEndsAreSolvedPrecisely() {
        // dx/dt is 0 at t = 0 and t = 1 here, where Newton's method alone stalls.
        let function = CAMediaTimingFunction(controlPoints: 0, 1, 1, 0)
        for x in [1e-12, 1e-9, 1e-6, 0.001, 0.3, 0.5, 0.999, 1 - 1e-9] {
            #expect(isClose(function._solve(forInput: x), naiveTiming(0, 1, 1, 0, at: x), tolerance: 1e-9), "x = \(x)")
        }
    }

    @Test func equalityAndHashFollowControlPoints() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        expectEqual(named, custom)
        expectEqual(named.hashValue, custom.hashValue)
        #expect(named != CAMediaTimingFunction(name: .easeIn))
        expectEqual(Set([named, custom, CAMediaTimingFunction(name: .linear)]).count, 2)
    }

    @Test func descriptionUsesCoreAnimationsFormat() {
        expectEqual(CAMediaTimingFunction(name: .default).description, "(0.25 0.1; 0.25 1)")
        expectEqual(CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1).description, "(0.42 0; 0.58 1)")
    }

    @Test func randomCurvesAgreeWithNaiveBisection() async {
        await propertyCheck(
            count: 300, input: Gen.float(in: 0...1), Gen.float(in: -1...2), Gen.float(in: 0...1),
            Gen.float(in: -1...2), Gen.double(in: 0...1)
        ) { c1x, c1y, c2x, c2y, x in
            let function = CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)
            let expected = naiveTiming(c1x, c1y, c2x, c2y, at: x)
            #expect(isClose(function._solve(forInput: x), expected, tolerance: 1e-8))
        }
    }

    @Test func namedCurvesAreMonotonic() async {
        let functions = CAMediaTimingFunctionTests.expected.map { CAMediaTimingFunction(name: $0.0) }
        await propertyCheck(count: 300, input: Gen.double(in: 0...1), Gen.double(in: 0...1)) { a, b in
            for function in functions {
                #expect(function._solve(forInput: min(a, b)) <= function._solve(forInput: max(a, b)) + 1e-12)
            }
        }
    }

    @Test func curvesWithUnitControlPointsAreMonotonic() async {
        await propertyCheck(
            count: 300, input: Gen.float(in: 0...1), Gen.float(in: 0...1), Gen.float(in: 0...1),
            Gen.float(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)
        ) { c1x, c1y, c2x, c2y, a, b in
            let function = CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)
            let low = function._solve(forInput: min(a, b))
            let high = function._solve(forInput: max(a, b))
            #expect(low <= high + 1e-12)
            #expect(low >= -1e-12 && high <= 1 + 1e-12)
        }
    }
}
