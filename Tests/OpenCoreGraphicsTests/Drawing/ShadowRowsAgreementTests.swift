import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// Analytic shadows painted row by row from per-column tables (`paintShadowRow`) against the
/// shadow's value taken pixel by pixel (``_RoundedRectShadow/value(_:_:)``) and composited
/// with the scalar source-over.
///
/// Stated tolerance: every channel within 1/255, and at most 1 pixel in 2000 not identical
/// (the flat stretches take one weight for the whole stretch; corner tables mix their rows
/// before their columns, rounding a correction differently in its last place).
@Suite @BackgroundLane struct ShadowRowsAgreementTests {
    @Test(arguments: 0..<16)
    func rowsMatchPixelByPixel(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 0x2545_F491 &+ 11)
        let width = 160
        let rect = CGRect(
            x: Double.random(in: 5...40, using: &random), y: Double.random(in: 5...40, using: &random),
            width: Double.random(in: 10...90, using: &random), height: Double.random(in: 10...90, using: &random))
        let radius = Double.random(in: 0...20, using: &random)
        let sigma = Double.random(in: 0.5...8, using: &random)
        let color = CGColor(
            red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
            blue: Double.random(in: 0...1, using: &random), alpha: Double.random(in: 0.2...1, using: &random))
        let shadow = _RoundedRectShadow(rect: rect, radii: _CornerRadii(uniform: radius), sigma: sigma, color: color)
        // Raster to local: a scale (of either sign along x) and a translation.
        let sx = Double.random(in: 0.4...1.6, using: &random) * (seed % 4 == 3 ? -1 : 1)
        let sy = Double.random(in: 0.4...1.6, using: &random)
        let toLocal = _PlaneMap(
            m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0,
            m31: sx > 0 ? -5 : 150, m32: Double.random(in: -10...0, using: &random), m33: 1)
        let pixel = color._premultipliedPixel(in: .rgba, extraAlpha: 1)
        let alpha = Float.random(in: 0.3...1, using: &random)
        let scene = _CompositeScene()
        let scratch = _ShadowScratch()
        var checked = 0
        var differing = 0
        for y in 0..<140 {
            // Runs: a partly covered pixel, a fully covered stretch, another partly covered pixel.
            let a = Int32.random(in: 0...20, using: &random)
            let b = Int32.random(in: 120...150, using: &random)
            let runs = [
                _CoverageRun(x0: a, x1: a + 1, coverage: Float.random(in: 0.1...0.9, using: &random)),
                _CoverageRun(x0: a + 1, x1: b, coverage: 1),
                _CoverageRun(x0: b, x1: b + 1, coverage: Float.random(in: 0.1...0.9, using: &random))
            ]
            let before = (0..<width).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000 }
            var fast = before
            let painted = fast.withUnsafeMutableBytes { out in
                runs.withUnsafeBufferPointer { buffer in
                    scene.paintShadowRow(
                        buffer, shadow: shadow, toLocal: toLocal, pixel: pixel, alpha: alpha, row: y,
                        target: _RowTarget(base: out.baseAddress!, minX: 0, maxX: width), scratch: scratch)
                }
            }
            #expect(painted)
            for run in runs {
                for x in Int(run.x0)..<Int(run.x1) {
                    let (u, v) = toLocal.apply(Double(x) + 0.5, Double(y) + 0.5)
                    let value = Float(shadow.value(u, v)) * run.coverage * Float(color.alpha) * alpha * 255
                    let w = UInt32(min(max(value + 0.5, 0), 255))
                    var expected = before[x]
                    if w != 0 {
                        let s = _Compositor.scale(pixel, w)
                        expected = s &+ _Compositor.scale(before[x], 255 - (s >> 24))
                    }
                    var worst = 0
                    for c in 0..<4 {
                        let shift = UInt32(8 * c)
                        let got = Int((fast[x] >> shift) & 0xFF)
                        let want = Int((expected >> shift) & 0xFF)
                        worst = max(worst, abs(got - want))
                    }
                    #expect(worst <= 1, "row \(y) column \(x): \(fast[x]) against \(expected)")
                    checked += 1
                    if worst > 0 { differing += 1 }
                }
            }
        }
        #expect(differing * 2000 <= checked, "\(differing) of \(checked) pixels differ")
    }
}
