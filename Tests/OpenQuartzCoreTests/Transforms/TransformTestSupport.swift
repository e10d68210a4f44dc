import Foundation
import Testing

@testable import OpenQuartzCore

/// Builds a transform from four rows written out by hand.
func matrix(_ rows: [[Double]]) -> CATransform3D {
    precondition(rows.count == 4 && rows.allSatisfy { $0.count == 4 })
    let e = rows.flatMap { $0 }.map { CGFloat($0) }
    return CATransform3D(
        m11: e[0], m12: e[1], m13: e[2], m14: e[3],
        m21: e[4], m22: e[5], m23: e[6], m24: e[7],
        m31: e[8], m32: e[9], m33: e[10], m34: e[11],
        m41: e[12], m42: e[13], m43: e[14], m44: e[15])
}

/// The sixteen entries of a transform, row by row.
func entries(_ t: CATransform3D) -> [Double] {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44
    ].map { Double($0) }
}

/// The largest absolute difference between matching entries (infinite if any is NaN).
func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
    zip(entries(a), entries(b)).map { abs($0 - $1) }.reduce(0) { max($0, $1.isNaN ? .infinity : $1) }
}

/// Expects two transforms to agree entry by entry within `tolerance`.
func expectClose(
    _ actual: CATransform3D, _ expected: CATransform3D, tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let difference = maxDifference(actual, expected)
    #expect(
        difference <= tolerance,
        "off by \(difference):\n  actual   \(entries(actual))\n  expected \(entries(expected))",
        sourceLocation: sourceLocation)
}

/// The row-vector rotation about z written out by hand: `[c s 0 0; −s c 0 0; 0 0 1 0; 0 0 0 1]`.
func handRotationZ(_ angle: Double) -> CATransform3D {
    let c = cos(angle)
    let s = sin(angle)
    return matrix([[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
}

/// A transform built from a random scale, rotation and translation, for property tests.
struct RandomTRS: Sendable, CustomStringConvertible {
    var scale: (Double, Double, Double)
    var angle: Double
    var axis: (Double, Double, Double)
    var translation: (Double, Double, Double)

    /// Reads its ten numbers from an array of at least ten values in −1…1.
    init(_ v: [Double]) {
        // Scales in ±(0.25…2.25), never near zero; the sign comes from v[9].
        func s(_ x: Double) -> Double { (abs(x) * 2 + 0.25) * (x < 0 ? -1 : 1) }
        scale = (s(v[0]), s(v[1]), s(v[2]))
        if v[9] > 0 {
            scale.0 = abs(scale.0)
            scale.1 = abs(scale.1)
            scale.2 = abs(scale.2)
        }
        angle = v[3] * .pi
        // An axis that is never too short: push the first component away from zero.
        axis = (v[4] + (v[4] < 0 ? -0.2 : 0.2), v[5], v[6])
        translation = (v[7] * 200, v[8] * 200, (v[7] - v[8]) * 50)
    }

    /// `scale · rotation · translation`, built with the functions under test.
    var transform: CATransform3D {
        let t = CATransform3DMakeTranslation(translation.0, translation.1, translation.2)
        let r = CATransform3DRotate(t, angle, axis.0, axis.1, axis.2)
        return CATransform3DScale(r, scale.0, scale.1, scale.2)
    }

    var description: String { "scale \(scale) angle \(angle) axis \(axis) translation \(translation)" }
}
