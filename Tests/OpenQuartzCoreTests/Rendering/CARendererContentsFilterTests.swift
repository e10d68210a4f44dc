import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@testable import OpenQuartzCore

/// `magnificationFilter` and `minificationFilter` when contents are drawn scaled.
@Suite struct CARendererContentsFilterTests {
    typealias F = RenderFixture

    /// A 2 × 2 picture: red, green on top; blue, yellow below.
    static let twoByTwo = F.image(width: 2, height: 2) { x, y in
        [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 0, 255)][y * 2 + x]
    }

    /// An 8 × 8 black-and-white checkerboard of single pixels.
    static let checker = F.image(width: 8, height: 8) { x, y in (x + y) % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255)
    }

    /// Renders `image` in a `size × size` layer with the given filters.
    static func render(
        _ image: CGImage, size: CGFloat, magnification: CALayerContentsFilter = .linear,
        minification: CALayerContentsFilter = .linear
    ) -> CGImage {
        let root = F.layer(CGRect(x: 0, y: 0, width: size, height: size), F.rgb(1, 1, 1))
        _ = F.layer(CGRect(x: 0, y: 0, width: size, height: size), nil, in: root) {
            $0.contents = image
            $0.magnificationFilter = magnification
            $0.minificationFilter = minification
        }
        return F.render(root, width: Int(size), height: Int(size))
    }

    @Test func nearestMagnificationKeepsHardPixelEdges() {
        let engine = EngineFixture()
        _ = engine
        let nearest = Self.render(Self.twoByTwo, size: 40, magnification: .nearest)
        // Every pixel of a quadrant is its texel's color, right up to the middle.
        expectEqual(F.pixel(nearest, 19, 10), [255, 0, 0, 255])
        expectEqual(F.pixel(nearest, 20, 10), [0, 255, 0, 255])
        expectEqual(F.pixel(nearest, 10, 20), [0, 0, 255, 255])
        expectEqual(F.pixel(nearest, 0, 0), [255, 0, 0, 255])
        expectEqual(F.pixel(nearest, 39, 39), [255, 255, 0, 255])
        // Linear blends across the middle.
        let linear = Self.render(Self.twoByTwo, size: 40)
        let edge = F.pixel(linear, 19, 10)
        #expect(edge[0] > 100 && edge[0] < 155 && edge[1] > 100 && edge[1] < 155, "\(edge)")
        // Trilinear draws as linear; the minification filter plays no part in magnifying.
        #expect(
            Self.render(Self.twoByTwo, size: 40, magnification: .trilinear, minification: .nearest)
                ._premultipliedRGBA == linear._premultipliedRGBA)
        Self.save(nearest, "filter-nearest")
        Self.save(linear, "filter-linear")
    }

    @Test func nearestMinificationPicksSinglePixels() {
        let engine = EngineFixture()
        _ = engine
        let nearest = Self.render(Self.checker, size: 4, minification: .nearest)
        let bytes = nearest._premultipliedRGBA
        #expect(stride(from: 0, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 0 || bytes[$0] == 255 })
        let linear = Self.render(Self.checker, size: 4, magnification: .nearest)
        #expect(F.pixel(linear, 1, 1)[0] > 64 && F.pixel(linear, 1, 1)[0] < 192)
    }

    /// Writes `image` to `$SEGUE_GRADIENT_PICTURES/<name>.png` when that variable is set.
    static func save(_ image: CGImage, _ name: String) {
        CARendererGradientTests.save(image, name)
    }
}
