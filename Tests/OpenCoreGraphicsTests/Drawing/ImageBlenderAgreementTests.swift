import Foundation
import Testing
@testable import OpenCoreGraphics

/// The fused sample-and-composite image paths (``_ImageBlender``) against the two passes
/// they replace — sampling a span (``_ImageSampler``, ``_ProjectiveSampler``) and then
/// compositing it source-over (``_Compositor``) — on random images, maps, spans, coverages
/// and destinations. Stated tolerance: none; the fused paths promise the same bytes.
@Suite struct ImageBlenderAgreementTests {
    /// A random image: opaque, or translucent with valid premultiplied pixels (a channel
    /// above alpha is not a color; what compositing makes of it is left unspecified).
    private func image(width: Int, height: Int, kind: Int, using random: inout SeededGenerator) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a: UInt8 = kind == 0 ? 255 : UInt8.random(in: 0...255, using: &random)
            for c in 0..<3 { bytes[i * 4 + c] = UInt8.random(in: 0...a, using: &random) }
            bytes[i * 4 + 3] = a
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }

    /// A random raster-to-image map: axis-aligned (scales of either sign, whole or fractional
    /// offsets), rotated, or with perspective.
    private func map(kind: Int, using random: inout SeededGenerator) -> _PlaneMap {
        let sx = Double.random(in: 0.3...2.5, using: &random) * (Double.random(in: 0...1, using: &random) < 0.15 ? -1 : 1)
        let sy = Double.random(in: 0.3...2.5, using: &random)
        let tx = Double.random(in: -20...20, using: &random), ty = Double.random(in: -20...20, using: &random)
        switch kind {
        case 0:
            return _PlaneMap(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: tx, m32: ty, m33: 1)
        case 1:
            return _PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx.rounded(), m32: ty + 0.25, m33: 1)
        case 2:
            let a = Double.random(in: -1.5...1.5, using: &random)
            return _PlaneMap(
                m11: cos(a) * sx, m12: sin(a) * sx, m13: 0, m21: -sin(a) * sy, m22: cos(a) * sy, m23: 0,
                m31: tx, m32: ty, m33: 1)
        default:
            let a = Double.random(in: -0.8...0.8, using: &random)
            return _PlaneMap(
                m11: cos(a) * sx, m12: sin(a) * 0.3, m13: Double.random(in: -0.004...0.004, using: &random),
                m21: -sin(a) * 0.2, m22: sy, m23: Double.random(in: -0.004...0.004, using: &random),
                m31: tx, m32: ty, m33: 1)
        }
    }

    @Test(arguments: 0..<24)
    func fusedMatchesSampleThenBlend(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 0x51_7CC1 &+ 3)
        let w = Int.random(in: 2...40, using: &random), h = Int.random(in: 2...40, using: &random)
        let picture = image(width: w, height: h, kind: Int(seed % 2), using: &random)
        let layouts: [_PixelLayout] = [
            .rgba, _PixelLayout(red: 2, green: 1, blue: 0, alpha: 3, isOpaque: false),
        ]
        let scratch = _BlendScratch()
        let width = 64
        for trial in 0..<40 {
            let layout = layouts[trial % 2]
            let toImage = map(kind: trial % 4, using: &random)
            let paint = _ImagePaint(
                image: picture, toImage: toImage, nearest: false, opaque: picture._allPixelsOpaque, layout: layout)
            let destination = (0..<width).map { _ in
                layout.pack(
                    red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                    blue: UInt8.random(in: 0...255, using: &random), alpha: UInt8.random(in: 0...255, using: &random))
            }
            let row = Int.random(in: -8...48, using: &random)
            let x0 = Int.random(in: 0..<(width - 1), using: &random)
            let count = Int.random(in: 1...(width - x0), using: &random)
            let k = UInt8([255, 230, 128, 1, UInt8.random(in: 1...255, using: &random)][trial % 5])
            var fused = destination, expected = destination
            picture._premultipliedRGBA.withUnsafeBytes { raw in
                let pixels = raw.baseAddress!
                let served = fused.withUnsafeMutableBytes { out in
                    paint.blend(pixels, row: row, x0: x0, count: count, k: UInt16(k), into: out.baseAddress! + x0 * 4, scratch: scratch)
                }
                #expect(served)
                var span = [UInt32](repeating: 0, count: count)
                span.withUnsafeMutableBufferPointer { paint.sample(pixels, row: row, x0: x0, count: count, into: $0.baseAddress!) }
                var coverage = k
                expected.withUnsafeMutableBytes { out in
                    _Compositor.blend(
                        dst: out.baseAddress! + x0 * 4, count: count, src: span, srcStep: 1, coverage: &coverage,
                        coverageStep: 0, mode: .normal, layout: layout)
                }
            }
            let differing = (0..<width).filter { fused[$0] != expected[$0] }
            #expect(differing.isEmpty, "trial \(trial) (map kind \(trial % 4), k \(k)): pixels \(differing) differ")
        }
    }
}
