import Foundation
import SegueTesting
import TestSupport
import Testing

/// With `HeadlessHost._halvesFrames`, each frame comes with its half-size image, halved band
/// by band as it is drawn (`_HalfSizeMirror`): the same pixels as halving the frame
/// afterwards, whichever bands a frame redraws and whichever images are kept.
@MainActor
@Suite struct FrameRendererHalvingTests {
    /// A white screen of 41 × 101 pixels (odd sizes: the last column and row are dropped;
    /// four bands of rows, the last one odd) with a black box near the top and a blue one
    /// near the bottom.
    private func stage() -> (host: HeadlessHost, top: UIView, bottom: UIView) {
        let stage = TwoBoxStage(
            screen: CGSize(width: 41, height: 101), top: CGRect(x: 0, y: 5, width: 11, height: 9),
            bottom: CGRect(x: 0, y: 81, width: 9, height: 19))
        stage.host._halvesFrames = true
        return (stage.host, stage.top, stage.bottom)
    }

    /// `image` halved from a copy of its pixels (no half-size image made with it).
    private func halvedAfterwards(_ image: CGImage) throws -> [UInt8] {
        let copy = try #require(
            CGImage(width: image.width, height: image.height, premultipliedRGBA: image._premultipliedRGBA.map { $0 }))
        return try #require(copy._halved())._premultipliedRGBA
    }

    @Test func halfSizeImagesAreTheFramesHalved() throws {
        let (host, top, bottom) = stage()
        var kept: [(image: CGImage, half: [UInt8])] = []
        for step in 0..<16 {
            // One band changes, or the other, or both, or nothing.
            if step % 4 != 1 { top.frame.origin.x = CGFloat(step * 2 + 1) }
            if step % 4 >= 2 { bottom.frame.origin.x = CGFloat(31 - step * 2) }
            host.runUntilIdle()
            let image = host.render()
            let half = try #require(image._halved())
            #expect(half === image._halved(), "step \(step): made with the frame, not halved again")
            try expectEqual(half._premultipliedRGBA, halvedAfterwards(image), "step \(step)")
            #expect(half.width == 20 && half.height == 50)
            #expect(half._knownOpaque)
            // Some frames are kept, the others dropped (their storage is drawn into again).
            if step % 3 != 2 { kept.append((image, half._premultipliedRGBA.map { $0 })) }
        }
        for (index, frame) in kept.enumerated() {
            try expectEqual(frame.image._halved()?._premultipliedRGBA, frame.half, "kept frame \(index)")
        }
    }

    @Test func halvingCanBeTurnedOnAndOffBetweenFrames() throws {
        let (host, top, _) = stage()
        let first = host.render()
        #expect(first._halved() === first._halved())
        host._halvesFrames = false
        top.frame.origin.x = 20
        host.runUntilIdle()
        let plain = host.render()
        #expect(plain._halved() !== plain._halved(), "no half-size image made with it")
        host._halvesFrames = true
        host.runFrame()
        // Nothing changed, but the last image has no half-size image: the frame is a new one.
        let again = host.render()
        #expect(again !== plain)
        try expectEqual(again._halved()?._premultipliedRGBA, halvedAfterwards(plain))
        host.runFrame()
        #expect(host.render() === again, "nothing changed")
    }
}
