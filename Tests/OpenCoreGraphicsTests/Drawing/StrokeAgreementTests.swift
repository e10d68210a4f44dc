import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The stroker (outline + dashes) against `ReferenceStroke`, on seeded random polylines.
///
/// Both sides approximate arcs by inscribed polygons within 1e-3 and are rasterized exactly
/// (fast rasterizer vs. reference rasterizer), so they must agree within 1e-3 per pixel
/// (coverage in `0...1`).
@Suite @BackgroundLane struct StrokeAgreementTests {
    static let size = 40

    @Test func randomStrokesAgreeWithReference() {
        var rng = SeededGenerator(seed: 0x5EC0E_0003)
        let caps: [CGLineCap] = [.butt, .round, .square]
        let joins: [CGLineJoin] = [.miter, .round, .bevel]
        for scene in 0..<200 {
            let count = Int.random(in: 1...7, using: &rng)
            var points = (0..<count).map { _ in
                CGPoint(x: .random(in: 4...36, using: &rng), y: .random(in: 4...36, using: &rng))
            }
            if count > 2, Int.random(in: 0..<5, using: &rng) == 0 { points[1] = points[0] }  // a repeated point
            let closed = Int.random(in: 0..<3, using: &rng) == 0
            var style = ReferenceStroke.Style(
                width: .random(in: 0.3...9, using: &rng), cap: caps[scene % 3], join: joins[(scene / 3) % 3],
                miterLimit: .random(in: 1...12, using: &rng))
            if scene % 4 == 1 {
                style.dashes = (0..<Int.random(in: 1...4, using: &rng)).map { _ in .random(in: 0...8, using: &rng) }
                if style.dashes.allSatisfy({ $0 == 0 }) { style.dashes[0] = 3 }
                style.phase = .random(in: -10...10, using: &rng)
            }
            // Random rotation and (sometimes non-uniform) scale about the centre.
            let c = CGFloat(Self.size) / 2
            let sx = CGFloat.random(in: 0.5...1.5, using: &rng)
            let sy = scene % 5 == 0 ? CGFloat.random(in: 0.5...1.5, using: &rng) : sx
            let transform = CGAffineTransform(translationX: -c, y: -c)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(rotationAngle: .random(in: 0...(2 * .pi), using: &rng)))
                .concatenating(CGAffineTransform(translationX: c, y: c))

            let expected = ReferenceRasterizer.coverage(
                polygons: ReferenceStroke.pieces(points, closed: closed, style: style, transform: transform),
                evenOdd: false, width: Self.size, height: Self.size)
            let actual = Self.fastStroke(points, closed: closed, style: style, transform: transform)
            let error = zip(expected, actual).map { Swift.abs($0 - Double($1)) }.max() ?? 0
            #expect(
                error <= 1e-3,
                "scene \(scene): \(style.cap) \(style.join) width \(style.width) dashes \(style.dashes) closed \(closed): max error \(error)"
            )
        }
    }

    /// The stroke coverage from `_Dasher`, `_Stroker` and `_Rasterizer`.
    static func fastStroke(
        _ points: [CGPoint], closed: Bool, style: ReferenceStroke.Style, transform: CGAffineTransform
    ) -> [Float] {
        var line = _StrokePolyline()
        for p in points { line.append(p, corner: true) }
        line.closed = closed && line.points.count > 1
        line.normalizeClosed()
        let stroker = _Stroker(
            halfWidth: style.width / 2, cap: style.cap, join: style.join, miterLimit: style.miterLimit,
            tolerance: 1e-3, transform: transform)
        var polygons = _Polygons()
        let pieces =
            style.dashes.isEmpty
            ? [line] : _Dasher(lengths: style.dashes.map { CGFloat($0) }, phase: style.phase).dash(line)
        for piece in pieces { stroker.stroke(piece, into: &polygons) }
        let box = _PixelBox(minX: 0, minY: 0, maxX: size, maxY: size)
        let rasterizer = _Rasterizer()
        rasterizer.begin(box: box)
        polygons.load(into: rasterizer, transform: .identity)
        var sink = _FloatCoverageSink(box: box)
        rasterizer.rasterize(rule: .winding, antialias: true, into: &sink)
        return sink.coverage
    }
}
