import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Cast shadows against the reference: a clear root casting the shadow of random rounded,
/// translucent, textured sublayers under random 3-D rotations and perspectives, compared
/// pixel by pixel with ``ReferenceLayerRenderer``'s exact Gaussian of the supersampled alpha.
///
/// Stated tolerance: where nothing is drawn over the shadow, every channel within 6/255 and
/// the mean absolute difference below 0.5/255; elsewhere the shadow adds at most 6/255 to
/// what the layers alone differ by (measured: at most 4.4, 0.26 and 4.4 over these seeds).
/// The differences come from the extended box filter standing for the Gaussian (three
/// passes), the 8-bit alpha the blur starts from, edge coverage (exact areas against 16 × 16
/// samples) moved into the shadow by its offset, and, for radii of 12 pt or more, the
/// coarser grid.
@Suite @BackgroundLane struct ContentShadowAgreementTests {
    typealias F = RenderFixture

    @Test(arguments: 0..<8)
    func castShadowMatchesReference(seed: UInt64) {
        let engine = EngineFixture()
        _ = engine
        var random = SeededGenerator(seed: seed &* 104_729 &+ 3)
        let size = 48
        let root = F.layer(CGRect(x: 0, y: 0, width: size, height: size), nil) {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / CGFloat.random(in: 30...300, using: &random)
            $0.sublayerTransform = perspective
            $0.shadowOpacity = Float.random(in: 0.4...1, using: &random)
            $0.shadowRadius =
                seed % 4 == 3 ? CGFloat.random(in: 12...16, using: &random) : CGFloat.random(in: 0...8, using: &random)
            $0.shadowOffset = CGSize(
                width: Int.random(in: -4...4, using: &random), height: Int.random(in: -4...4, using: &random))
            $0.shadowColor = F.rgb(
                CGFloat.random(in: 0...0.5, using: &random), CGFloat.random(in: 0...0.5, using: &random),
                CGFloat.random(in: 0...0.5, using: &random), CGFloat.random(in: 0.6...1, using: &random))
        }
        let picture = F.image(width: 12, height: 10) { x, y in
            // Translucent texels too, so that the shadow has their alpha.
            let a = UInt8((x + y) % 3 == 0 ? 255 : 200)
            let r = UInt8(x * 20)
            let g = UInt8(y * 25)
            let b = UInt8((x * y) % 256)
            return (UInt8(Int(r) * Int(a) / 255), UInt8(Int(g) * Int(a) / 255), UInt8(Int(b) * Int(a) / 255), a)
        }
        for k in 0..<3 {
            let w = CGFloat.random(in: 8...24, using: &random)
            let h = CGFloat.random(in: 8...24, using: &random)
            let x = CGFloat.random(in: 6...(CGFloat(size) - w - 6), using: &random)
            let y = CGFloat.random(in: 6...(CGFloat(size) - h - 6), using: &random)
            _ = F.layer(CGRect(x: x, y: y, width: w, height: h), nil, in: root) { layer in
                let axis = (
                    CGFloat.random(in: -1...1, using: &random), CGFloat.random(in: -1...1, using: &random),
                    CGFloat.random(in: -0.3...0.3, using: &random)
                )
                layer.transform = CATransform3DMakeRotation(
                    CGFloat.random(in: -1...1, using: &random), axis.0, axis.1, axis.2)
                layer.cornerRadius = CGFloat.random(in: 0...8, using: &random)
                layer.opacity = Float.random(in: 0.5...1, using: &random)
                if k == 1 {
                    layer.contents = picture
                } else {
                    layer.backgroundColor = F.rgb(
                        CGFloat.random(in: 0.3...1, using: &random), CGFloat.random(in: 0.3...1, using: &random),
                        CGFloat.random(in: 0.3...1, using: &random), CGFloat.random(in: 0.5...1, using: &random))
                }
            }
        }
        let renderer = ReferenceLayerRenderer(samples: 16)
        let fast = F.render(root, width: size, height: size)
        let reference = renderer.render(root, width: size, height: size)
        // Where nothing is drawn the pixel is the shadow alone.
        var content = Array(repeating: [0.0, 0.0, 0.0, 0.0], count: size * size)
        renderer.composite(root, into: &content, width: size, height: size)
        // The layers' own disagreement, which the shadow should not add to.
        F.withoutActions { root.shadowOpacity = 0 }
        let fastLayers = F.render(root, width: size, height: size)
        let referenceLayers = renderer.render(root, width: size, height: size)
        var worst = 0.0
        var total = 0.0
        var bare = 0
        var excess = 0.0
        for i in 0..<(size * size) {
            for c in 0..<4 {
                let d = abs(Double(fast._premultipliedRGBA[i * 4 + c]) - reference[i][c] * 255)
                let layers = abs(Double(fastLayers._premultipliedRGBA[i * 4 + c]) - referenceLayers[i][c] * 255)
                excess = max(excess, d - layers)
                guard content[i][3] == 0 else { continue }
                worst = max(worst, d)
                total += d
                bare += 1
            }
        }
        let mean = total / Double(max(bare, 1))
        if let folder = ProcessInfo.processInfo.environment["SEGUE_DUMP_AGREEMENT"] {
            var bytes = [UInt8](repeating: 0, count: size * size * 4)
            for i in 0..<(size * size) {
                for c in 0..<4 { bytes[i * 4 + c] = UInt8((reference[i][c] * 255).rounded()) }
            }
            try? _PNGCodec.encode(fast)?.write(to: URL(fileURLWithPath: "\(folder)/shadow-fast-\(seed).png"))
            try? _PNGCodec.encode(CGImage(width: size, height: size, premultipliedRGBA: bytes)!)?
                .write(to: URL(fileURLWithPath: "\(folder)/shadow-ref-\(seed).png"))
        }
        #expect(worst <= 6, "seed \(seed): largest channel difference of the bare shadow \(worst)")
        #expect(mean < 0.5, "seed \(seed): mean difference of the bare shadow \(mean)")
        #expect(excess <= 6, "seed \(seed): the shadow adds \(excess) to the layers' difference")
    }
}
