import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The fast rasterizer against the reference, on seeded random scenes ("two rasterizers,
/// one answer").
///
/// Tolerances, per pixel, absolute, on coverage in `0...1`:
/// - the rasterizer's own float coverage: 3e-4 (it drops coverage below 1/4096 and
///   accumulates in `Double`, stores `Float`);
/// - through a `CGContext` (coverage rounded to an 8-bit alpha): 1/255 + 1e-3.
@Suite @BackgroundLane struct RasterizerAgreementTests {
    static let size = 40

    /// A random scene: one to three polygons of 3–10 vertices, some self-intersecting, some
    /// reaching outside the canvas, under a random affine transform.
    static func randomPolygons(_ rng: inout SeededGenerator) -> [[ReferenceRasterizer.Point]] {
        let s = Double(size)
        let transform = CGAffineTransform(translationX: s / 2, y: s / 2)
            .scaledBy(x: .random(in: 0.4...1.6, using: &rng), y: .random(in: 0.4...1.6, using: &rng))
            .rotated(by: .random(in: 0...(2 * .pi), using: &rng))
            .concatenating(CGAffineTransform(a: 1, b: 0, c: .random(in: -0.5...0.5, using: &rng), d: 1, tx: 0, ty: 0))
        var polygons: [[ReferenceRasterizer.Point]] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let count = Int.random(in: 3...10, using: &rng)
            let radius = Double.random(in: 2...(s * 0.7), using: &rng)
            let star = Bool.random(using: &rng)
            var polygon: [ReferenceRasterizer.Point] = []
            for k in 0..<count {
                let angle: Double
                let r: Double
                if star {
                    angle = Double(k) * 2 * .pi * Double(count / 2 | 1) / Double(count) + 0.3
                    r = radius
                } else {
                    angle = .random(in: 0...(2 * .pi), using: &rng)
                    r = .random(in: 0...radius, using: &rng)
                }
                let p = CGPoint(x: r * cos(angle), y: r * sin(angle)).applying(transform)
                polygon.append((Double(p.x), Double(p.y)))
            }
            polygons.append(polygon)
        }
        return polygons
    }

    /// The fast rasterizer's coverage for polygons in raster space.
    static func fastCoverage(_ polygons: [[ReferenceRasterizer.Point]], evenOdd: Bool) -> [Float] {
        let box = _PixelBox(minX: 0, minY: 0, maxX: size, maxY: size)
        let rasterizer = _Rasterizer()
        rasterizer.begin(box: box)
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                rasterizer.addLine(a.x, a.y, b.x, b.y)
            }
        }
        var sink = _FloatCoverageSink(box: box)
        rasterizer.rasterize(rule: evenOdd ? .evenOdd : .winding, antialias: true, into: &sink)
        return sink.coverage
    }

    @Test func randomPolygonsAgreeWithReference() {
        var rng = SeededGenerator(seed: 0x5EC0E_0001)
        var worst = 0.0
        for scene in 0..<200 {
            let polygons = Self.randomPolygons(&rng)
            let evenOdd = scene % 2 == 1
            let expected = ReferenceRasterizer.coverage(
                polygons: polygons, evenOdd: evenOdd, width: Self.size, height: Self.size)
            let actual = Self.fastCoverage(polygons, evenOdd: evenOdd)
            let error = zip(expected, actual).map { Swift.abs($0 - Double($1)) }.max() ?? 0
            worst = Swift.max(worst, error)
            #expect(error <= 3e-4, "scene \(scene) (\(evenOdd ? "even-odd" : "non-zero")): max error \(error)")
        }
        #expect(worst <= 3e-4)
    }

    @Test func randomPolygonsThroughAContextAgreeWithReference() throws {
        var rng = SeededGenerator(seed: 0x5EC0E_0002)
        let n = Self.size
        for scene in 0..<200 {
            let polygons = Self.randomPolygons(&rng)
            let evenOdd = scene % 3 == 0
            let context = try #require(
                CGContext(
                    data: nil, width: n, height: n, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            // User space is y-up: the raster point (x, y) is the user point (x, n − y).
            for polygon in polygons {
                context.addLines(between: polygon.map { CGPoint(x: $0.x, y: Double(n) - $0.y) })
                context.closePath()
            }
            context.setFillColor(CGColor(gray: 1, alpha: 1))
            context.fillPath(using: evenOdd ? .evenOdd : .winding)
            let image = try #require(context.makeImage())
            let expected = ReferenceRasterizer.coverage(polygons: polygons, evenOdd: evenOdd, width: n, height: n)
            var error = 0.0
            for i in 0..<(n * n) {
                error = Swift.max(error, Swift.abs(Double(image._premultipliedRGBA[i * 4 + 3]) / 255 - expected[i]))
            }
            #expect(error <= 1.0 / 255 + 1e-3, "scene \(scene): max error \(error)")
        }
    }

    /// Degenerate scenes: vertices on a coarse half-pixel grid, so edges overlap, run along
    /// each other, cross at vertices and lie on pixel boundaries — where ties in the sweep
    /// must not matter.
    @Test func gridPolygonsAgreeWithReference() {
        var rng = SeededGenerator(seed: 0x5EC0E_0004)
        for scene in 0..<200 {
            var polygons: [[ReferenceRasterizer.Point]] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                polygons.append(
                    (0..<Int.random(in: 3...8, using: &rng)).map { _ -> ReferenceRasterizer.Point in
                        let x: Double = Double(Int.random(in: -2...42, using: &rng)) / 2 * 2
                        return (x, Double(Int.random(in: -4...84, using: &rng)) / 2)
                    })
            }
            if scene % 3 == 0, let first = polygons.first { polygons.append(first) }  // an exact duplicate
            let evenOdd = scene % 2 == 0
            let expected = ReferenceRasterizer.coverage(
                polygons: polygons, evenOdd: evenOdd, width: Self.size, height: Self.size)
            let actual = Self.fastCoverage(polygons, evenOdd: evenOdd)
            let error = zip(expected, actual).map { Swift.abs($0 - Double($1)) }.max() ?? 0
            #expect(error <= 3e-4, "grid scene \(scene): max error \(error)")
        }
    }
}
