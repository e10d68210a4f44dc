import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@testable import OpenQuartzCore

/// A clipped layer's edges are counted once: where a clip (`masksToBounds`) and what it clips
/// share an edge, the edge pixel's coverage is that of the intersection, not the product of
/// the two coverages (which darkened such edges: 50 % × 50 % = 25 %).
@Suite struct CARendererClipEdgeTests {
    typealias F = RenderFixture

    /// An opaque `size × size` image of one gray level.
    static func plain(_ level: UInt8, size: Int = 8) -> CGImage {
        F.image(width: size, height: size) { _, _ in (level, level, level, 255) }
    }

    /// The red channel of `image` at `(x, y)`.
    static func red(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(F.pixel(image, x, y)[0]) }

    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    @Test func clippedContentsAtAHalfPixelEdgeCoverHalfThePixel() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        _ = F.layer(CGRect(x: 10.5, y: 10, width: 20, height: 20), nil, in: root) {
            $0.contents = Self.plain(255)
            $0.masksToBounds = true
        }
        let image = F.render(root, width: 40, height: 40, background: Self.black)
        // Column 10 is half covered (x 10.5 ..< 11): white at 50 % over black ≈ 127.5.
        #expect(abs(Self.red(image, 10, 20) - 128) <= 1)
        // Column 30 is half covered on the other side (x 30 ..< 30.5).
        #expect(abs(Self.red(image, 30, 20) - 128) <= 1)
        expectEqual(Self.red(image, 11, 20), 255)
        expectEqual(Self.red(image, 9, 20), 0)
    }

    @Test func clippedContentsAtAQuarterPixelCornerCoverAQuarter() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        _ = F.layer(CGRect(x: 10.5, y: 10.5, width: 20, height: 20), nil, in: root) {
            $0.contents = Self.plain(255)
            $0.masksToBounds = true
        }
        let image = F.render(root, width: 40, height: 40, background: Self.black)
        // The corner pixel is a quarter covered (0.5 × 0.5 of one rectangle), an edge pixel half.
        #expect(abs(Self.red(image, 10, 10) - 64) <= 1)
        #expect(abs(Self.red(image, 20, 10) - 128) <= 1)
        #expect(abs(Self.red(image, 10, 20) - 128) <= 1)
    }

    @Test func roundedClippedContentsMatchTheRoundedBackground() {
        // The contents under a rounded clip cover each edge pixel as much as a background
        // of the same rounded rectangle does (one coverage, not two multiplied).
        let engine = EngineFixture()
        _ = engine
        func render(contents: Bool) -> CGImage {
            let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
            _ = F.layer(CGRect(x: 5.5, y: 5.25, width: 28, height: 26), contents ? nil : F.rgb(1, 1, 1), in: root) {
                $0.cornerRadius = 7
                if contents {
                    $0.contents = Self.plain(255)
                    $0.masksToBounds = true
                }
            }
            return F.render(root, width: 40, height: 40, background: Self.black)
        }
        let clipped = render(contents: true)
        let filled = render(contents: false)
        var worst = 0
        for y in 0..<40 {
            for x in 0..<40 { worst = max(worst, abs(Self.red(clipped, x, y) - Self.red(filled, x, y))) }
        }
        #expect(worst <= 1, "largest difference \(worst)")
        // The straight left edge at x = 5.5 is half covered.
        #expect(abs(Self.red(clipped, 5, 18) - 128) <= 1)
    }

    @Test func abuttingClippedLayersLeaveNoSeam() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        for x in [4.5, 18.5] as [CGFloat] {
            _ = F.layer(CGRect(x: x, y: 2, width: 14, height: 16), nil, in: root) {
                $0.contents = Self.plain(255)
                $0.masksToBounds = true
            }
        }
        let image = F.render(root, width: 40, height: 20, background: Self.black)
        // Column 18 gets half of each layer: 50 % over black, then 50 % over that = 75 %.
        let expected = 255.0 * 0.75
        #expect(abs(Double(Self.red(image, 18, 10)) - expected) <= 1.5)
    }

    @Test func sublayerFillingItsClippingParentKeepsOneEdge() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let parent = F.layer(CGRect(x: 10.5, y: 10, width: 20, height: 20), nil, in: root) { $0.masksToBounds = true }
        // A sublayer covering the parent exactly, and one sticking out at the right and bottom.
        _ = F.layer(CGRect(x: 0, y: 0, width: 20, height: 10), F.rgb(1, 1, 1), in: parent)
        _ = F.layer(CGRect(x: 0, y: 10, width: 30, height: 30), nil, in: parent) { $0.contents = Self.plain(255) }
        let image = F.render(root, width: 40, height: 40, background: Self.black)
        #expect(abs(Self.red(image, 10, 15) - 128) <= 1)
        #expect(abs(Self.red(image, 30, 15) - 128) <= 1)
        #expect(abs(Self.red(image, 10, 25) - 128) <= 1)
        #expect(abs(Self.red(image, 30, 25) - 128) <= 1)
        expectEqual(Self.red(image, 31, 25), 0)
        expectEqual(Self.red(image, 20, 30), 0)
    }

    @Test func nestedClipsWithACommonEdgeKeepOneEdge() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let outer = F.layer(CGRect(x: 10.5, y: 10, width: 20, height: 20), nil, in: root) { $0.masksToBounds = true }
        _ = F.layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil, in: outer) {
            $0.masksToBounds = true
            $0.contents = Self.plain(255)
        }
        let image = F.render(root, width: 40, height: 40, background: Self.black)
        #expect(abs(Self.red(image, 10, 20) - 128) <= 1)
    }

    @Test(arguments: [0.3, 0.7, 1.1])
    func rotatedClippedContentsMatchTheReference(angle: Double) {
        // Black contents over the reference renderer's white background: the edge pixels show
        // the coverage. Tolerance as the projective agreement tests state (7/255 per channel);
        // multiplying the edge coverage twice was off by up to 64/255.
        let engine = EngineFixture()
        _ = engine
        let size = 48
        let root = F.layer(CGRect(x: 0, y: 0, width: size, height: size), F.rgb(1, 1, 1))
        _ = F.layer(CGRect(x: 9.3, y: 11.6, width: 27, height: 22), nil, in: root) {
            $0.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
            $0.contents = Self.plain(0)
            $0.masksToBounds = true
        }
        let fast = F.render(root, width: size, height: size)
        let reference = ReferenceLayerRenderer(samples: 16).render(root, width: size, height: size)
        var worst = 0.0
        for i in 0..<(size * size) {
            for c in 0..<4 {
                worst = max(worst, abs(Double(fast._premultipliedRGBA[i * 4 + c]) - reference[i][c] * 255))
            }
        }
        #expect(worst <= 7, "angle \(angle): largest channel difference \(worst)")
    }

    @Test(arguments: [0.4, 1.1])
    func rotatedRoundedClippedContentsMatchTheRoundedBackground(angle: Double) {
        // Under a rounded clip, the contents' edge is the clip's edge: pixel for pixel what a
        // black rounded background of the same layer gives.
        let engine = EngineFixture()
        _ = engine
        func render(contents: Bool) -> CGImage {
            let root = F.layer(CGRect(x: 0, y: 0, width: 48, height: 48), F.rgb(1, 1, 1))
            _ = F.layer(CGRect(x: 9.3, y: 11.6, width: 27, height: 22), contents ? nil : Self.black, in: root) {
                $0.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
                $0.cornerRadius = 5
                if contents {
                    $0.contents = Self.plain(0)
                    $0.masksToBounds = true
                }
            }
            return F.render(root, width: 48, height: 48)
        }
        let clipped = render(contents: true)
        let filled = render(contents: false)
        var worst = 0
        for y in 0..<48 {
            for x in 0..<48 { worst = max(worst, abs(Self.red(clipped, x, y) - Self.red(filled, x, y))) }
        }
        #expect(worst <= 1, "angle \(angle): largest difference \(worst)")
    }
}
