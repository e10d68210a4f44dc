import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Gradient layers, fast renderer against the reference: random axial, radial and conic
/// gradients (2–4 translucent colors, random points and locations) on rounded, translucent
/// layers under random 3-D rotations and perspectives.
///
/// Stated tolerance: every channel of every pixel within 8/255 and the mean absolute
/// difference below 0.6/255 (measured: at most 7.1 and 0.44 over these seeds). Beyond the plain
/// agreement test's sources of difference, the fast path looks colors up in a 1024-entry
/// table (half a step of the steepest ramp here is under 1/255) and uses a polynomial atan2.
@Suite @BackgroundLane struct GradientAgreementTests {
    typealias F = RenderFixture

    /// A random color with alpha in `0.5...1`.
    static func color(_ random: inout SeededGenerator) -> CGColor {
        F.rgb(
            CGFloat.random(in: 0...1, using: &random), CGFloat.random(in: 0...1, using: &random),
            CGFloat.random(in: 0...1, using: &random), CGFloat.random(in: 0.5...1, using: &random))
    }

    @Test(arguments: 0..<10)
    func fastMatchesReference(seed: UInt64) {
        let engine = EngineFixture()
        _ = engine
        var random = SeededGenerator(seed: seed &* 104_729 &+ 31)
        let size = 48
        let root = F.layer(CGRect(x: 0, y: 0, width: size, height: size), F.rgb(0.95, 0.93, 0.9)) {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / CGFloat.random(in: 40...300, using: &random)
            $0.sublayerTransform = perspective
        }
        let types: [CAGradientLayerType] = [.axial, .radial, .conic]
        for k in 0..<3 {
            let layer = CAGradientLayer()
            let w = CGFloat.random(in: 14...34, using: &random)
            let h = CGFloat.random(in: 14...34, using: &random)
            let x = CGFloat.random(in: 0...(CGFloat(size) - w), using: &random)
            let y = CGFloat.random(in: 0...(CGFloat(size) - h), using: &random)
            let type = types[(Int(seed) + k) % 3]
            F.withoutActions {
                layer.frame = CGRect(x: x, y: y, width: w, height: h)
                layer.transform = CATransform3DMakeRotation(
                    CGFloat.random(in: -1...1, using: &random), CGFloat.random(in: -1...1, using: &random),
                    CGFloat.random(in: -1...1, using: &random), CGFloat.random(in: -0.3...0.3, using: &random))
                layer.cornerRadius = CGFloat.random(in: 0...7, using: &random)
                layer.opacity = Float.random(in: 0.5...1, using: &random)
                if Bool.random(using: &random) { layer.backgroundColor = Self.color(&random) }
                let count = Int.random(in: 2...4, using: &random)
                var colors = (0..<count).map { _ in Self.color(&random) }
                // Conic gradients as they are used: the last color closes the circle.
                if type == .conic { colors[count - 1] = colors[0] }
                layer.colors = colors
                if Bool.random(using: &random) {
                    // Sorted locations in 0…1, at least 0.15 apart.
                    var places: [NSNumber] = []
                    var at = Double.random(in: 0...0.1, using: &random)
                    for _ in 0..<count {
                        places.append(NSNumber(value: at))
                        at += Double.random(in: 0.15...0.3, using: &random)
                    }
                    layer.locations = places
                }
                layer.type = type
                layer.startPoint = CGPoint(
                    x: CGFloat.random(in: 0.1...0.9, using: &random), y: CGFloat.random(in: 0.1...0.9, using: &random))
                var end = CGPoint(
                    x: CGFloat.random(in: -0.2...1.2, using: &random), y: CGFloat.random(in: -0.2...1.2, using: &random)
                )
                // Keep the geometry well away from degenerate.
                if abs(end.x - layer.startPoint.x) < 0.2 { end.x = layer.startPoint.x + 0.3 }
                if abs(end.y - layer.startPoint.y) < 0.2 { end.y = layer.startPoint.y - 0.3 }
                layer.endPoint = end
                root.addSublayer(layer)
            }
        }
        let (worst, mean) = F.agreement(of: root, size: size, name: "gradient-\(seed)")
        #expect(worst <= 8, "seed \(seed): largest channel difference \(worst)")
        #expect(mean < 0.6, "seed \(seed): mean difference \(mean)")
    }
}
