import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@testable import OpenQuartzCore

/// The fast renderer against the reference: the same random scenes of rounded, translucent,
/// textured layers under random 3-D rotations and perspectives, compared pixel by pixel.
///
/// Stated tolerance: every channel of every pixel within 7/255, and the mean absolute
/// difference below 0.45/255 (measured: at most 6.4 and 0.35 over these seeds). The differences come from the reference's 16 × 16 supersampling
/// of coverage (±1/512 per edge pixel), flattened corner arcs, 8-bit compositing and 8-bit
/// bilinear weights, and the fast path's linear steps between exact perspective divisions.
@Suite @BackgroundLane struct ProjectiveAgreementTests {
    typealias F = RenderFixture

    @Test(arguments: 0..<12)
    func fastMatchesReference(seed: UInt64) {
        let engine = EngineFixture()
        _ = engine
        var random = SeededGenerator(seed: seed &* 7919 &+ 17)
        let size = 48
        let root = F.layer(CGRect(x: 0, y: 0, width: size, height: size), F.rgb(0.95, 0.93, 0.9)) {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / CGFloat.random(in: 30...300, using: &random)
            $0.sublayerTransform = perspective
        }
        let picture = F.image(width: 12, height: 10) { x, y in
            let a = UInt8(((x + y) % 3 == 0) ? 255 : 200)
            let r = UInt8(x * 20)
            let g = UInt8(y * 25)
            let b = UInt8((x * y) % 256)
            return (UInt8(Int(r) * Int(a) / 255), UInt8(Int(g) * Int(a) / 255), UInt8(Int(b) * Int(a) / 255), a)
        }
        for k in 0..<3 {
            let w = CGFloat.random(in: 10...30, using: &random)
            let h = CGFloat.random(in: 10...30, using: &random)
            let x = CGFloat.random(in: 0...(CGFloat(size) - w), using: &random)
            let y = CGFloat.random(in: 0...(CGFloat(size) - h), using: &random)
            _ = F.layer(CGRect(x: x, y: y, width: w, height: h), nil, in: root) { layer in
                let axis = (
                    CGFloat.random(in: -1...1, using: &random), CGFloat.random(in: -1...1, using: &random),
                    CGFloat.random(in: -0.3...0.3, using: &random)
                )
                layer.transform = CATransform3DMakeRotation(
                    CGFloat.random(in: -1.2...1.2, using: &random), axis.0, axis.1, axis.2)
                layer.cornerRadius = CGFloat.random(in: 0...8, using: &random)
                layer.opacity = Float.random(in: 0.4...1, using: &random)
                if k == 1 {
                    layer.contents = picture
                } else {
                    layer.backgroundColor = F.rgb(
                        CGFloat.random(in: 0...1, using: &random), CGFloat.random(in: 0...1, using: &random),
                        CGFloat.random(in: 0...1, using: &random), CGFloat.random(in: 0.5...1, using: &random))
                }
            }
        }
        let (worst, mean) = F.agreement(of: root, size: size, name: "projective-\(seed)")
        #expect(worst <= 7, "seed \(seed): largest channel difference \(worst)")
        #expect(mean < 0.45, "seed \(seed): mean difference \(mean)")
    }
}
