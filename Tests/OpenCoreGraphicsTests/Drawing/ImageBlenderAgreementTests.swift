import Foundation
import TestSupport
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
        let sx =
            Double.random(in: 0.3...2.5, using: &random) * (Double.random(in: 0...1, using: &random) < 0.15 ? -1 : 1)
        let sy = Double.random(in: 0.3...2.5, using: &random)
        let tx = Double.random(in: -20...20, using: &random)
        let ty = Double.random(in: -20...20, using: &random)
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
        let w = Int.random(in: 2...40, using: &random)
        let h = Int.random(in: 2...40, using: &random)
        let picture = image(width: w, height: h, kind: Int(seed % 2), using: &random)
        let layouts: [_PixelLayout] = [
            .rgba, _PixelLayout(red: 2, green: 1, blue: 0, alpha: 3, isOpaque: false)
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
            var fused = destination
            var expected = destination
            picture._premultipliedRGBA.withUnsafeBytes { raw in
                let pixels = raw.baseAddress!
                let served = fused.withUnsafeMutableBytes { out in
                    paint.blend(
                        pixels, row: row, x0: x0, count: count, k: UInt16(k), into: out.baseAddress! + x0 * 4,
                        columns: 0, width,
                        scratch: scratch)
                }
                #expect(served)
                var span = [UInt32](repeating: 0, count: count)
                span.withUnsafeMutableBufferPointer {
                    paint.sample(pixels, row: row, x0: x0, count: count, into: $0.baseAddress!)
                }
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

/// Turned layers (`m21 = m23 = 0`: the image column depends on the raster column only) take
/// per-column tables (``_ColumnMap``): checked against bilinear sampling and source-over
/// worked out in floating point at each pixel's exact preimage.
///
/// Stated tolerance: 3/255 per channel (8-bit weights and three roundings).
@Suite struct ColumnMapAgreementTests {
    @Test(arguments: 0..<12)
    func columnsMatchExactPreimages(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 0x9E37 &+ 5)
        let w = Int.random(in: 3...40, using: &random)
        let h = Int.random(in: 3...40, using: &random)
        let opaque = seed % 2 == 0
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            let a: UInt8 = opaque ? 255 : UInt8.random(in: 0...255, using: &random)
            for c in 0..<3 { bytes[i * 4 + c] = UInt8.random(in: 0...a, using: &random) }
            bytes[i * 4 + 3] = a
        }
        let picture = CGImage(width: w, height: h, premultipliedRGBA: bytes)!
        let width = 64
        // Raster to image: w(x) = m13·cx + m33 stays positive over the raster's columns.
        let m13 = Double.random(in: -0.01...0.01, using: &random)
        let m = _PlaneMap(
            m11: Double.random(in: 0.3...1.5, using: &random), m12: Double.random(in: -0.4...0.4, using: &random),
            m13: m13,
            m21: 0, m22: Double.random(in: 0.3...1.5, using: &random), m23: 0,
            m31: Double.random(in: -10...5, using: &random), m32: Double.random(in: -10...5, using: &random), m33: 1)
        #expect(_ColumnMap.serves(m))
        let layout = seed % 3 == 0 ? _PixelLayout(red: 2, green: 1, blue: 0, alpha: 3, isOpaque: false) : .rgba
        let paint = _ImagePaint(
            image: picture, toImage: m, nearest: false, opaque: picture._allPixelsOpaque, layout: layout,
            columns: _ColumnMap(map: m, lo: 0, hi: width, width: w, height: h))
        let scratch = _BlendScratch()
        func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
            let i = (min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)) * 4
            return SIMD4(Double(bytes[i]), Double(bytes[i + 1]), Double(bytes[i + 2]), Double(bytes[i + 3]))
        }
        for row in 0..<24 {
            let destination = (0..<width).map { _ in
                layout.pack(
                    red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                    blue: UInt8.random(in: 0...255, using: &random), alpha: UInt8.random(in: 0...255, using: &random))
            }
            let k = [255, 230, 100][row % 3]
            var fast = destination
            picture._premultipliedRGBA.withUnsafeBytes { raw in
                let served = fast.withUnsafeMutableBytes { out in
                    paint.blend(
                        raw.baseAddress!, row: row, x0: 0, count: width, k: UInt16(k), into: out.baseAddress!,
                        columns: 0, width, scratch: scratch)
                }
                #expect(served)
            }
            for x in 0..<width {
                let cx = Double(x) + 0.5
                let cy = Double(row) + 0.5
                let wq = m.m13 * cx + m.m33
                let u = (m.m11 * cx + m.m31) / wq - 0.5
                let v = (m.m12 * cx + m.m22 * cy + m.m32) / wq - 0.5
                let x0 = Int(u.rounded(.down))
                let y0 = Int(v.rounded(.down))
                let fx = u - Double(x0)
                let fy = v - Double(y0)
                let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
                let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
                let s = (top * (1 - fy) + bottom * fy) * (Double(k) / 255)
                let d = layout.unpack(destination[x])
                let dv = SIMD4(Double(d.r), Double(d.g), Double(d.b), Double(d.a))
                let expected = s + dv * (1 - s[3] / 255)
                let got = layout.unpack(fast[x])
                let worst = max(
                    abs(Double(got.r) - expected[0]), abs(Double(got.g) - expected[1]),
                    abs(Double(got.b) - expected[2]), abs(Double(got.a) - expected[3]))
                #expect(worst <= 3, "row \(row) column \(x): \(got) against \(expected)")
            }
        }
    }
}
