import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

/// What a backdrop replaces and never reads is not composited under it (`_BackdropHole`): the
/// pixels must be exactly those of compositing everything first and filtering afterwards.
@MainActor
@Suite struct CARendererBackdropHoleTests {
    static let width = 200, height = 150

    /// Stripes and blocks in changing colours, so that every row read matters.
    static let picture = RenderFixture.image(width: width, height: height) { x, y in
        let b = (x / 7) * 5 + (y / 3) * 11
        return (UInt8((b * 37) % 256), UInt8((b * 91 + 40) % 256), UInt8((b * 53 + 100) % 256), 255)
    }

    /// The content under the backdrop: the picture and a translucent card with rounded corners.
    func content(in root: CALayer) {
        _ = RenderFixture.layer(root.bounds, in: root) { $0.contents = Self.picture }
        _ = RenderFixture.layer(
            CGRect(x: 20, y: 30, width: 120, height: 70), CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6), in: root
        ) {
            $0.cornerRadius = 12
        }
    }

    /// A backdrop over `frame`, blurred by `radius`, set up as a visual effect view sets it.
    func backdrop(_ frame: CGRect, radius: CGFloat, corner: CGFloat, in root: CALayer) {
        _ = RenderFixture.layer(frame, in: root) {
            $0._backdropRadius = radius
            $0._backdropSaturation = 1.8
            $0._backdropTintColor = CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.7)
            $0.cornerRadius = corner
            $0.masksToBounds = corner > 0
        }
    }

    /// The frame in one pass (the hole applies) and in two: the content first, then the
    /// backdrop alone over what the context holds (nothing to leave out).
    func bothWays(_ frame: CGRect, radius: CGFloat, corner: CGFloat, threads: Int = 1) -> (CGImage, CGImage) {
        let bounds = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        let whole = RenderFixture.layer(bounds)
        content(in: whole)
        backdrop(frame, radius: radius, corner: corner, in: whole)
        let one = RenderFixture.context(width: Self.width, height: Self.height)
        let two = RenderFixture.context(width: Self.width, height: Self.height)
        let under = RenderFixture.layer(bounds)
        content(in: under)
        let over = RenderFixture.layer(bounds)
        backdrop(frame, radius: radius, corner: corner, in: over)
        for (context, roots) in [(one, [whole]), (two, [under, over])] {
            for root in roots {
                let renderer = CARenderer(cgContext: context)
                renderer.layer = root
                renderer.maximumThreadCount = threads
                renderer.beginFrame(atTime: 100, timeStamp: nil)
                renderer.render()
                renderer.endFrame()
            }
        }
        return (one.makeImage()!, two.makeImage()!)
    }

    @Test(arguments: [
        (CGRect(x: 0, y: 0, width: 200, height: 150), 40.0, 0.0),  // the whole canvas, 16-pixel cells, every 4th row
        (CGRect(x: 0, y: 0, width: 200, height: 150), 30.0, 0.0),  // 12-pixel cells, every 3rd row
        (CGRect(x: 13, y: 9, width: 151, height: 117), 22.0, 0.0),  // odd edges, 8-pixel cells, every 2nd row
        (CGRect(x: 25, y: 40, width: 140, height: 90), 30.0, 24.0),  // rounded: partial rows kept
        (CGRect(x: -30, y: 100, width: 300, height: 80), 30.0, 0.0),  // past the canvas
        (CGRect(x: 40, y: 20, width: 100, height: 100), 9.0, 0.0)  // cells of 3, every row read
    ])
    func leavingOutWhatIsNotReadChangesNoPixel(frame: CGRect, radius: Double, corner: Double) {
        let (one, two) = bothWays(frame, radius: radius, corner: corner)
        let a = one._premultipliedRGBA
        let b = two._premultipliedRGBA
        let differing = stride(from: 0, to: a.count, by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }.count
        #expect(differing == 0, "\(differing) pixels differ for \(frame)")
    }

    @Test func theSameOnSeveralThreads() {
        let (one, two) = bothWays(CGRect(x: 5, y: 3, width: 180, height: 140), radius: 30, corner: 10, threads: 3)
        expectEqual(one._premultipliedRGBA, two._premultipliedRGBA)
    }
}
