import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `expectSnapshot(of: TransitionRecording, at:…)` and `TransitionRecording.strip(at:)`.
@MainActor @Suite struct RecordingSnapshotTests {
    /// A card fading in over 0.4 s on a white screen, recorded until idle.
    static func fadeIn(host: HeadlessHost) -> TransitionRecording {
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        host.runUntilIdle()
        let card = makeCard()
        card.frame.origin = CGPoint(x: 20, y: 20)
        card.alpha = 0
        root.view.addSubview(card)
        return host.recordUntilIdle { UIView.animate(withDuration: 0.4) { card.alpha = 1 } }
    }

    @Test func aFadeAtTheQuartersAndAtItsMiddle() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 160, height: 120))
        let fade = Self.fadeIn(host: host)
        expectSnapshot(of: fade, named: "fade-in", tolerance: 2)
        expectSnapshot(of: fade, at: [0.5], named: "fade-in-middle", tolerance: 2)
        let strip = try #require(fade.strip())
        #expect(strip.width == 5 * 160 + 4 * 8 && strip.height == 120)
        // The third frame of the strip is the recording's middle frame, byte for byte.
        let middle = try #require(fade.frame(atFraction: 0.5)).image._premultipliedRGBA
        let row = 60
        let third = 2 * (160 + 8)
        let stripRow = strip._premultipliedRGBA[
            ((row * strip.width + third) * 4)..<((row * strip.width + third + 160) * 4)]
        expectEqual(Array(stripRow), Array(middle[(row * 160 * 4)..<((row + 1) * 160 * 4)]))
        // The gaps are transparent.
        expectEqual(strip._premultipliedRGBA[((row * strip.width + 160) * 4) + 3], 0)
    }

    @Test func aRecordingWithoutFramesIsAFailure() {
        let empty = TransitionRecording(frames: [], framesPerSecond: 60, scale: 1)
        #expect(empty.strip() == nil)
        withKnownIssue {
            #expect(!expectSnapshot(of: empty, named: "nothing", record: false).compared)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("The recording has no frame at [0.0, 0.25, 0.5, 0.75, 1.0] (it has 0 frames)")
            }
        }
    }
}
