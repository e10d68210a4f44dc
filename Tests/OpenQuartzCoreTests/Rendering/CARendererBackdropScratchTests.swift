import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

/// A renderer keeps its backdrops' memory from frame to frame (`_BackdropScratch`): what a
/// frame leaves there must never show in the next, whatever the region, radius or target.
@MainActor
@Suite struct CARendererBackdropScratchTests {
    static let width = 180, height = 140

    /// Diagonal stripes in changing colours, so that a stale grid cell would show.
    static let picture = RenderFixture.image(width: width, height: height) { x, y in
        let b = (x + 2 * y) / 9
        return (UInt8((b * 41) % 256), UInt8((b * 83 + 20) % 256), UInt8((b * 29 + 140) % 256), 255)
    }

    /// One backdrop's settings: its frame, blur radius and tint alpha.
    typealias Setting = (frame: CGRect, radius: CGFloat, tint: CGFloat)

    static let settings: [Setting] = [
        (CGRect(x: 0, y: 0, width: 180, height: 140), 40, 0.7),  // the whole canvas, the largest grid
        (CGRect(x: 30, y: 25, width: 41, height: 33), 6, 0.2),  // small: a smaller grid in the same memory
        (CGRect(x: 10, y: 50, width: 160, height: 60), 25, 0.5),  // wide and short
        (CGRect(x: 0, y: 0, width: 180, height: 140), 40, 0.7)  // the first again
    ]

    /// A scene of the picture under one backdrop set to `setting`.
    func scene(_ setting: Setting, backdrop: inout CALayer?) -> CALayer {
        let root = RenderFixture.layer(CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
        _ = RenderFixture.layer(root.bounds, in: root) { $0.contents = Self.picture }
        backdrop = RenderFixture.layer(setting.frame, in: root)
        configure(backdrop!, setting)
        return root
    }

    func configure(_ layer: CALayer, _ setting: Setting) {
        RenderFixture.withoutActions {
            layer.frame = setting.frame
            layer._backdropRadius = setting.radius
            layer._backdropSaturation = 1.8
            layer._backdropTintColor = CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: setting.tint)
        }
    }

    /// One frame of `renderer` into `context` (cleared first), as RGBA bytes.
    func frame(_ renderer: CARenderer, _ context: CGContext) -> [UInt8] {
        context.clear(CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
        renderer.beginFrame(atTime: 100, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return context.makeImage()!._premultipliedRGBA
    }

    /// How many bytes of `a` and `b` differ (all of the longer's extra bytes).
    func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
    }

    func context(_ info: CGImageAlphaInfo) -> CGContext {
        CGContext(
            data: nil, width: Self.width, height: Self.height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue)!
    }

    @Test(arguments: [CGImageAlphaInfo.premultipliedLast, .noneSkipLast])
    func aFrameIsTheSameAsAFreshRenderersWhateverCameBefore(_ info: CGImageAlphaInfo) {
        // One renderer through every setting, its memory reused; each frame against a new
        // renderer's first frame of the same setting.
        var layer: CALayer?
        let keptContext = context(info)
        let kept = CARenderer(cgContext: keptContext)
        kept.layer = scene(Self.settings[0], backdrop: &layer)
        for (k, setting) in Self.settings.enumerated() {
            configure(layer!, setting)
            let reused = frame(kept, keptContext)
            var other: CALayer?
            let freshContext = context(info)
            let fresh = CARenderer(cgContext: freshContext)
            fresh.layer = scene(setting, backdrop: &other)
            let expected = frame(fresh, freshContext)
            #expect(differing(reused, expected) == 0, "setting \(k) (\(info)): the kept memory changed the frame")
        }
    }

    @Test func repeatedFramesAreIdenticalAndBlurred() {
        // The same frame three times from one renderer: nothing accumulates in the memory.
        var layer: CALayer?
        let target = context(.premultipliedLast)
        let renderer = CARenderer(cgContext: target)
        renderer.layer = scene(Self.settings[2], backdrop: &layer)
        let first = frame(renderer, target)
        expectEqual(differing(frame(renderer, target), first), 0)
        expectEqual(differing(frame(renderer, target), first), 0)
        // And the backdrop did filter: without it the frame is the picture.
        layer!.removeFromSuperlayer()
        #expect(differing(frame(renderer, target), first) > 1000)
    }
}
