import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Background colors, geometry, ordering, visibility and opacity.
@Suite struct CARendererBasicsTests {
    typealias F = RenderFixture

    // UIKitBehaviour #139, #140, #144: position/anchor place layers; sublayers follow their superlayer.
    @Test func nestedBackgroundsLandWhereTheirFramesSay() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 30), F.rgb(0.9, 0.9, 0.9))
        let a = F.layer(CGRect(x: 4, y: 4, width: 20, height: 10), F.rgb(1, 0, 0), in: root)
        _ = F.layer(CGRect(x: 2, y: 2, width: 5, height: 5), F.rgb(0, 0, 1), in: a)
        let image = F.render(root, width: 40, height: 30)
        // Pixel-aligned edges: exact colors inside, exact white outside.
        expectEqual(F.pixel(image, 4, 4), [255, 0, 0, 255])
        expectEqual(F.pixel(image, 23, 13), [255, 0, 0, 255])
        expectEqual(F.pixel(image, 24, 4), [230, 230, 230, 255])
        expectEqual(F.pixel(image, 6, 6), [0, 0, 255, 255])
        expectEqual(F.pixel(image, 10, 10), [0, 0, 255, 255])
        expectEqual(F.pixel(image, 11, 11), [255, 0, 0, 255])
        expectEqual(F.pixel(image, 39, 29), [230, 230, 230, 255])
    }

    // A half-pixel edge covers half a pixel: exact-area coverage.
    @Test func fractionalEdgesAreAntialiasedByArea() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
        _ = F.layer(CGRect(x: 2.5, y: 2, width: 5, height: 4.25), F.rgb(0, 0, 0), in: root)
        let image = F.render(root, width: 10, height: 10)
        // Half covered: black at coverage round(0.5·255) = 128 over white leaves 255·127/255.
        expectEqual(F.pixel(image, 2, 3), [127, 127, 127, 255])
        expectEqual(F.pixel(image, 3, 3), [0, 0, 0, 255])
        expectEqual(F.pixel(image, 7, 3), [127, 127, 127, 255])
        // A quarter covered: coverage round(0.25·255) = 64 leaves 255 − 64.
        expectEqual(F.pixel(image, 4, 6), [191, 191, 191, 255])
        // An eighth (half of the quarter-high row): coverage round(0.125·255) = 32.
        expectEqual(F.pixel(image, 2, 6), [223, 223, 223, 255])
    }

    @Test func zPositionOrdersSiblingsAndHiddenLayersVanish() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 48, height: 32), F.rgb(1, 1, 1))
        let red = F.layer(CGRect(x: 4, y: 4, width: 20, height: 20), F.rgb(0.9, 0.1, 0.1), in: root) {
            $0.zPosition = 1
        }
        let blue = F.layer(CGRect(x: 12, y: 8, width: 20, height: 20), F.rgb(0.1, 0.2, 0.9), in: root)
        _ = F.layer(CGRect(x: 28, y: 2, width: 16, height: 16), F.rgb(0, 0.6, 0.2), in: root) { $0.isHidden = true }
        _ = (red, blue)
        let image = F.render(root, width: 48, height: 32)
        // Red comes later despite being added first (zPosition 1 > 0).
        expectEqual(F.pixel(image, 16, 12), [230, 26, 26, 255])
        // The hidden green layer is not drawn; the blue one shows.
        expectEqual(F.pixel(image, 30, 20), [26, 51, 230, 255])
        expectEqual(F.pixel(image, 40, 4), [255, 255, 255, 255])
        expectSnapshot(of: image, named: "z-order-hidden")
    }

    // Group opacity: a translucent layer with sublayers is composited as one image; without
    // allowsGroupOpacity each sublayer is blended on its own and the overlap shows through.
    @Test func groupOpacityCompositesSublayersTogether() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 64, height: 32), F.rgb(1, 1, 1))
        for (i, group) in [true, false].enumerated() {
            let parent = F.layer(CGRect(x: CGFloat(i) * 32, y: 0, width: 32, height: 32), nil, in: root) {
                $0.opacity = 0.5
                $0.allowsGroupOpacity = group
            }
            _ = F.layer(CGRect(x: 4, y: 4, width: 16, height: 16), F.rgb(1, 0, 0), in: parent)
            _ = F.layer(CGRect(x: 12, y: 12, width: 16, height: 16), F.rgb(0, 0, 1), in: parent)
        }
        let image = F.render(root, width: 64, height: 32)
        // Group: the overlap is blue at half opacity (alpha 128) over white: (127, 127, 255).
        expectEqual(F.pixel(image, 16, 16), [127, 127, 255, 255])
        // No group: red at half over white is (255, 127, 127); blue at half over that keeps
        // 127/255 of it and adds 128 blue: (127, 63, 63 + 128).
        expectEqual(F.pixel(image, 48, 16), [127, 63, 191, 255])
        expectSnapshot(of: image, named: "group-opacity")
    }
}
