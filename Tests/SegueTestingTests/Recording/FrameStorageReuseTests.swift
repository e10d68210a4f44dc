import Foundation
import SegueTesting
import TestSupport
import Testing

/// Recorded frames keep their own pixels while pixel storage is reused: identical frames are
/// one image, and storage comes back from recordings that are gone (`_PixelStoragePool`).
@MainActor
@Suite struct FrameStorageReuseTests {
    /// A host whose black box slides right over white for a quarter second when `slide` runs.
    private func slidingBox() -> (host: HeadlessHost, slide: () -> Void) {
        let host = HeadlessHost(screenSize: CGSize(width: 40, height: 20), scale: 2)
        host.window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        box.backgroundColor = .black
        host.window.addSubview(box)
        host.runUntilIdle()
        return (host, { UIView.animate(withDuration: 0.25) { box.frame.origin.x = 30 } })
    }

    /// Copies of the frames' pixels (a plain assignment would share the frames' storage, and
    /// see whatever is drawn into it).
    private func pixels(_ recording: TransitionRecording) -> [[UInt8]] {
        recording.frames.map { $0.image._premultipliedRGBA.map { $0 } }
    }

    @Test func framesKeptByAnEarlierRecordingAreNotDrawnOver() {
        let first = slidingBox()
        let kept = first.host.recordUntilIdle(first.slide)
        let before = pixels(kept)
        #expect(Set(before).count >= 10, "the box is somewhere else in most frames")
        // More recordings, some dropped (their storage goes back to the pool), while `kept` lives.
        for _ in 0..<3 {
            let other = slidingBox()
            _ = other.host.recordUntilIdle(other.slide)
        }
        expectEqual(pixels(kept), before)
    }

    @Test func framesDrawnIntoGivenBackStorageShowTheirOwnInstant() {
        for _ in 0..<2 {  // the second round draws into the storage of the first
            let recording = { () -> TransitionRecording in
                let (host, slide) = slidingBox()
                return host.recordUntilIdle(slide)
            }()
            // The same slide rendered frame by frame by another host, whose images are dropped.
            let (reference, referenceSlide) = slidingBox()
            var expected = [reference.render()._premultipliedRGBA]
            referenceSlide()
            for _ in 1..<recording.frames.count {
                reference.runFrame()
                expected.append(reference.render()._premultipliedRGBA)
            }
            expectEqual(pixels(recording), expected)
        }
    }

    @Test func identicalNeighbouringFramesAreOneImage() throws {
        let (host, _) = slidingBox()
        let still = host.record(for: 0.1)
        expectEqual(still.frames.count, 7)
        let first = try #require(still.frames.first?.image)
        #expect(still.frames.allSatisfy { $0.image === first }, "nothing moved: one image, one copy of its pixels")
    }

    @Test func thePoolReusesStorageOnlyOnceItsImageIsGoneAndUpToItsCapacity() throws {
        let pool = _PixelStoragePool(capacity: 100)
        let size = 4 * 2 * 3
        var image: CGImage? = try #require(
            CGImage(width: 2, height: 3, premultipliedRGBA: [UInt8](repeating: 7, count: size)))
        pool.lend(image!._premultipliedRGBA, with: image!)
        expectEqual(pool.trackedBytes, size)
        #expect(pool.take(count: size) == nil, "its image still shows those pixels")
        image = nil
        let reused = try #require(pool.take(count: size))
        #expect(reused == [UInt8](repeating: 7, count: size) && pool.trackedBytes == 0)

        // Beyond the capacity, storage still shown is not tracked.
        var images: [CGImage?] = try (0..<5).map { _ in
            try #require(CGImage(width: 2, height: 3, premultipliedRGBA: reused))
        }
        for image in images { pool.lend(reused, with: image!) }
        #expect(pool.trackedBytes == 4 * size, "the fifth would pass 100 bytes")
        // Given back, storage of another size stays for takers of its size.
        images = []
        expectEqual(pool.take(count: 8), nil)
        expectEqual(pool.trackedBytes, 4 * size)
        expectEqual(pool.take(count: size)?.count, size)
        expectEqual(pool.trackedBytes, 3 * size)
        // Storage given back makes room, oldest first, for storage lent beyond the capacity.
        let big = try #require(CGImage(width: 4, height: 3, premultipliedRGBA: [UInt8](repeating: 1, count: 48)))
        pool.lend(big._premultipliedRGBA, with: big)
        expectEqual(pool.trackedBytes, 2 * size + 48, "the oldest of the three given back was let go")
    }

    @Test func aHalvingRenderersTwoSizesShareThePool() throws {
        // Full-size storage given back is still there after a half-size take, and the other
        // way round.
        let pool = _PixelStoragePool(capacity: 1000)
        var full: CGImage? = try #require(
            CGImage(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 2, count: 64)))
        var half: CGImage? = try #require(
            CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 3, count: 16)))
        pool.lend(full!._premultipliedRGBA, with: full!)
        pool.lend(half!._premultipliedRGBA, with: half!)
        full = nil
        half = nil
        expectEqual(pool.take(count: 16), [UInt8](repeating: 3, count: 16))
        expectEqual(pool.take(count: 64), [UInt8](repeating: 2, count: 64))
        expectEqual(pool.trackedBytes, 0)
    }
}
