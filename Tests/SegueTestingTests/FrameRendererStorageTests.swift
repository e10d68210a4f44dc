import Foundation
import SegueTesting
import TestSupport
import Testing

/// `_FrameRenderer` draws each frame straight into the storage its image shares
/// (`_FrameStorage`): images returned earlier keep their pixels, an unchanged frame is the
/// same image, storage no image holds is drawn into again, and a new size starts afresh.
@MainActor
@Suite struct FrameRendererStorageTests {
    /// A white screen of 40 × 100 pixels (four bands of rows) with a black box in the top band
    /// and a blue one in the bottom band.
    private func stage() -> (host: HeadlessHost, top: UIView, bottom: UIView) {
        let stage = TwoBoxStage(
            screen: CGSize(width: 40, height: 100), top: CGRect(x: 0, y: 4, width: 10, height: 10),
            bottom: CGRect(x: 0, y: 80, width: 10, height: 10))
        return (stage.host, stage.top, stage.bottom)
    }

    /// The screen as a renderer of its own draws it, whole.
    private func reference(_ host: HeadlessHost) -> [UInt8] {
        _FrameRenderer(host: host)?.render(host)?._premultipliedRGBA ?? []
    }

    /// A copy of `image`'s pixels in storage of its own (a plain assignment would share it).
    private func bytes(_ image: CGImage) -> [UInt8] {
        image._premultipliedRGBA.map { $0 }
    }

    /// Where `image`'s pixel storage starts.
    private func address(_ image: CGImage) -> Int {
        image._premultipliedRGBA.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
    }

    @Test func imagesReturnedEarlierKeepTheirPixelsWhileLaterFramesAreDrawn() {
        let (host, top, bottom) = stage()
        var kept: [(image: CGImage, bytes: [UInt8])] = []
        for step in 0..<12 {
            // One band changes, or the other, or both, or nothing.
            if step % 4 != 1 { top.frame.origin.x = CGFloat(step * 2) }
            if step % 4 >= 2 { bottom.frame.origin.x = CGFloat(30 - step * 2) }
            host.runUntilIdle()
            let image = host.render()
            expectEqual(image._premultipliedRGBA, reference(host))
            #expect(image._knownOpaque, "step \(step): known opaque without another scan")
            // Every other frame is kept; the others are dropped (their storage drawn into again).
            if step % 3 != 2 { kept.append((image, bytes(image))) }
        }
        for (index, frame) in kept.enumerated() { #expect(frame.image._premultipliedRGBA == frame.bytes, "\(index)") }
    }

    @Test func anUnchangedFrameIsTheSameImage() throws {
        let (host, top, _) = stage()
        let first = host.render()
        host.runFrame()
        #expect(host.render() === first, "nothing changed")
        // A new image object with the same pixels: the band is drawn again, to the same bytes.
        let picture = try #require(
            CGImage(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 64)))
        top.layer.contents = picture
        host.runUntilIdle()
        let withPicture = host.render()
        #expect(withPicture !== first)
        top.layer.contents = try #require(CGImage(width: 4, height: 4, premultipliedRGBA: bytes(picture)))
        host.runUntilIdle()
        #expect(host.render() === withPicture, "another image, the same pixels")
        expectEqual(withPicture._premultipliedRGBA, reference(host))
    }

    @Test func storageNoImageHoldsIsDrawnIntoAgain() {
        let (host, top, _) = stage()
        var first: CGImage? = host.render()
        let firstAddress = address(first!)
        first = nil
        top.frame.origin.x = 8
        host.runUntilIdle()
        let second = host.render()
        expectEqual(address(second), firstAddress)
        let secondBytes = bytes(second)
        top.frame.origin.x = 16
        host.runUntilIdle()
        let third = host.render()
        #expect(address(third) != address(second), "the second image is kept: drawn elsewhere")
        expectEqual(second._premultipliedRGBA, secondBytes)
        expectEqual(third._premultipliedRGBA, reference(host))
    }

    @Test func aFrameAfterASizeChangeIsDrawnWhole() {
        let (host, top, _) = stage()
        let before = host.render()
        let beforeBytes = bytes(before)
        host.resize(to: CGSize(width: 60, height: 70))
        host.runUntilIdle()
        let resized = host.render()
        let resizedBytes = bytes(resized)
        #expect(resized.width == 60 && resized.height == 70)
        expectEqual(resized._premultipliedRGBA, reference(host))
        top.frame.origin.x = 30
        host.runUntilIdle()
        let moved = host.render()
        expectEqual(moved._premultipliedRGBA, reference(host))
        expectEqual(resized._premultipliedRGBA, resizedBytes)
        expectEqual(before._premultipliedRGBA, beforeBytes)
        #expect(host.reports.isEmpty)
    }

    @Test func noStorageForABitmapOfNoAreaOrTooLarge() {
        // 64 GB and more are refused before anything is allocated.
        for (width, height) in [(0, 10), (10, -1), (1 << 17, 1 << 17), (Int.max, 2)] {
            #expect(_FrameStorage(width: width, height: height) == nil, "\(width) × \(height)")
        }
        #expect(_FrameStorage(width: 3, height: 2) != nil)
    }
}
