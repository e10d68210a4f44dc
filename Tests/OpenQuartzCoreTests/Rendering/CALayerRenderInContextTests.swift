import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

/// `CALayer.render(in:)`: the model tree, in the layer's own coordinates, through the CTM.
@Suite struct CALayerRenderInContextTests {
    typealias F = RenderFixture

    private func tree() -> CALayer {
        let root = F.layer(CGRect(x: 100, y: 50, width: 20, height: 10), F.rgb(1, 1, 1)) {
            $0.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)  // ignored: own space
        }
        _ = F.layer(CGRect(x: 0, y: 0, width: 10, height: 4), F.rgb(0, 0, 1), in: root)
        return root
    }

    @Test func aFlippedContextShowsTheLayerUprightInItsOwnSpace() {
        let engine = EngineFixture()
        _ = engine
        let root = tree()
        let context = F.context(width: 20, height: 10, background: nil)
        context.translateBy(x: 0, y: 10)
        context.scaleBy(x: 1, y: -1)
        root.render(in: context)
        let image = context.makeImage()!
        #expect(F.pixel(image, 0, 0) == [0, 0, 255, 255])  // the sublayer at the top left
        expectEqual(F.pixel(image, 9, 3), [0, 0, 255, 255])
        expectEqual(F.pixel(image, 10, 3), [255, 255, 255, 255])
        expectEqual(F.pixel(image, 0, 4), [255, 255, 255, 255])
    }

    @Test func anUnflippedContextShowsItUpsideDownAndAnimationsAreIgnored() {
        let engine = EngineFixture()
        let root = tree()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0
        fade.duration = 100
        root.add(fade, forKey: "fade")
        engine.frame()
        let context = F.context(width: 20, height: 10, background: nil)
        root.render(in: context)
        let image = context.makeImage()!
        #expect(F.pixel(image, 0, 9) == [0, 0, 255, 255])  // y up: the layer's top is the last row
        expectEqual(F.pixel(image, 0, 5), [255, 255, 255, 255])
    }
}
