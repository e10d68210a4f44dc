import Foundation
import Testing

@testable import OpenCoreGraphics

/// The analytic rounded-rectangle shadow against a brute-force Gaussian blur of the shape.
@Suite struct RoundedRectShadowTests {
    /// The blurred indicator at `(u, v)` by direct summation over a fine grid (midpoint rule,
    /// step h, window ±5σ), with an exact point-in-rounded-rectangle test.
    private func bruteForce(_ u: Double, _ v: Double, rect: CGRect, radius r: Double, sigma: Double) -> Double {
        let h = 0.1
        var sum = 0.0
        var y = v - 5 * sigma + h / 2
        while y < v + 5 * sigma {
            var x = u - 5 * sigma + h / 2
            let gy = exp(-0.5 * (y - v) * (y - v) / (sigma * sigma))
            while x < u + 5 * sigma {
                let x0 = Double(rect.minX)
                let x1 = Double(rect.maxX)
                let y0 = Double(rect.minY)
                let y1 = Double(rect.maxY)
                if x >= x0, x <= x1, y >= y0, y <= y1 {
                    let cx = min(max(x, x0 + r), x1 - r)
                    let cy = min(max(y, y0 + r), y1 - r)
                    if (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r {
                        sum += gy * exp(-0.5 * (x - u) * (x - u) / (sigma * sigma))
                    }
                }
                x += h
            }
            y += h
        }
        return sum * h * h / (2 * Double.pi * sigma * sigma)
    }

    @Test(arguments: [(8.0, 3.0), (12.0, 1.5), (2.0, 5.0)])
    func analyticShadowMatchesBruteForceBlur(radius: Double, sigma: Double) {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        let shadow = _RoundedRectShadow(
            rect: rect, radii: _CornerRadii(uniform: radius), sigma: sigma, color: CGColor(gray: 0, alpha: 1))
        // Points around a corner, along an edge, inside and outside.
        let points: [(Double, Double)] = [
            (0, 0), (1, 1), (2, 3), (-2, -1), (radius / 2, radius / 2), (radius, 0.5), (-3, 15), (20, -2),
            (20, 15), (39, 29), (41, 31), (38, 2), (3, 28), (44, 15), (20, 33)
        ]
        for (u, v) in points {
            let expected = bruteForce(u, v, rect: rect, radius: radius, sigma: sigma)
            let actual = shadow.value(u, v)
            #expect(abs(actual - expected) < 0.003, "at (\(u), \(v)): \(actual) vs \(expected)")
        }
    }
}
