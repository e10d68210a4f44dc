import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Contents images: gravity, contentsRect and contentsScale.
@Suite struct CARendererContentsTests {
    typealias F = RenderFixture

    @Test func everyContentsGravityPlacesTheImage() {
        let engine = EngineFixture()
        _ = engine
        let gravities: [CALayerContentsGravity] = [
            .resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottom, .left, .right,
            .topLeft, .topRight, .bottomLeft, .bottomRight
        ]
        let root = F.layer(CGRect(x: 0, y: 0, width: 4 * 40, height: 3 * 32), F.rgb(1, 1, 1))
        let picture = F.quadrants(width: 16, height: 8)
        for (i, gravity) in gravities.enumerated() {
            _ = F.layer(
                CGRect(x: CGFloat(i % 4) * 40 + 4, y: CGFloat(i / 4) * 32 + 4, width: 32, height: 24),
                F.rgb(0.85, 0.85, 0.85), in: root
            ) {
                $0.contents = picture
                $0.contentsGravity = gravity
                $0.masksToBounds = gravity == .resizeAspectFill
            }
        }
        let image = F.render(root, width: 160, height: 96)
        // center: the 16 × 8 image sits in the middle of the 32 × 24 bounds (x 8 ..< 24, y 8 ..< 16).
        expectEqual(F.pixel(image, 3 * 40 + 4 + 8, 4 + 8), [20, 20, 20, 255])
        expectEqual(F.pixel(image, 3 * 40 + 4 + 7, 4 + 8), [217, 217, 217, 255])
        // resizeAspect: 32 × 16, centred vertically (y 4 ..< 20); resizeAspectFill: 48 × 24.
        expectEqual(F.pixel(image, 40 + 4 + 16, 4 + 1), [217, 217, 217, 255])
        expectEqual(F.pixel(image, 40 + 4 + 16, 4 + 4), [20, 20, 20, 255])
        // top (y-up naming): the image hugs the maximum-y edge, the bottom of the layer here.
        expectEqual(F.pixel(image, 4 + 16, 32 + 4 + 2), [217, 217, 217, 255])
        expectEqual(F.pixel(image, 4 + 16, 32 + 4 + 23), [20, 20, 20, 255])
        expectSnapshot(of: image, named: "contents-gravity", tolerance: 1)
    }

    @Test func contentsRectAndScaleChooseAndSizeThePart() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 96, height: 48), F.rgb(1, 1, 1))
        let picture = F.quadrants(width: 16, height: 16)
        // The top-right quadrant stretched over the whole layer.
        _ = F.layer(CGRect(x: 4, y: 4, width: 40, height: 40), nil, in: root) {
            $0.contents = picture
            $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        }
        // contentsScale 2 halves the natural size: 8 × 8 points, centred.
        _ = F.layer(CGRect(x: 52, y: 4, width: 40, height: 40), F.rgb(0.85, 0.85, 0.85), in: root) {
            $0.contents = picture
            $0.contentsScale = 2
            $0.contentsGravity = .center
        }
        let image = F.render(root, width: 96, height: 48)
        expectEqual(F.pixel(image, 24, 24), [40, 180, 60, 255])
        expectEqual(F.pixel(image, 52 + 15, 24), [217, 217, 217, 255])
        #expect(F.pixel(image, 52 + 17, 24) != [217, 217, 217, 255])
        expectSnapshot(of: image, named: "contents-rect-scale", tolerance: 1)
    }
}
