import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueX11

/// A finished transition is scrubbed from the frames the debugger kept while it ran.
@MainActor
@Suite struct TransitionDebuggerReplayTests {
    /// The push rendered by a plain headless host `after` seconds into its animations, and
    /// the instant they began.
    private func referenceFrame(after seconds: Double) throws -> (image: CGImage, begin: CFTimeInterval) {
        let reference = DebuggerFixture(debugging: false)
        reference.push()
        reference.run(for: 1.0 / 60)
        let begin = try #require(reference.host.window.layer._animationInterval(now: reference.host.now)?.lowerBound)
        reference.frame(atHostTime: begin + seconds)
        return (reference.host.render(), begin)
    }

    @Test func aFinishedTransitionIsScrubbedFromItsKeptFrames() throws {
        let (halfway, begin) = try referenceFrame(after: 0.25)
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        #expect(debugger.replayInterval == nil, "nothing has finished yet")
        fixture.push()
        fixture.run(for: 1)
        #expect(UIApplication.shared.busyReasons.isEmpty, "the push is over")
        let interval = try #require(debugger.replayInterval)
        #expect(
            isClose(interval.lowerBound, begin, tolerance: 1e-9), "the kept frames start where the animations began")
        #expect(isClose(interval.upperBound, begin + SlideInAnimator.duration, tolerance: 1.0 / 60 + 1e-9))
        #expect(
            debugger.replayFrameCount >= 30 && debugger.replayFrameCount <= 32, "one frame per refresh, and the end")

        let live = fixture.host.render()
        debugger.press(.pause)
        #expect(debugger.isReplaying)
        expectEqual(debugger.scrubInterval, interval)
        #expect(debugger.scrubFraction == 1, "the pause shows the end, which is the screen now")
        expectEqual(differingPixels(screenRows(debugger.image()), rgbRows(live)), 0)

        debugger.scrub(toFraction: 0.25 / (interval.upperBound - interval.lowerBound))
        #expect(debugger.hintLine.hasPrefix("PAUSED REPLAY of the last transition 0.25/"), "\(debugger.hintLine)")
        let scrubbed = debugger.image()
        #expect(
            differingPixels(screenRows(scrubbed), rgbRows(halfway)) == 0,
            "the kept frame is the transition's frame at that instant, although its animations are gone")
        #expect(differingPixels(screenRows(scrubbed), rgbRows(live)) > 500)
        debugger.press(.explodedView)
        #expect(differingPixels(debugger.image(), scrubbed) > 500, "the exploded view of the kept frame")

        // Replaying changed nothing in the application.
        debugger.press(.leave)
        debugger.press(.pause)
        #expect(!debugger.isReplaying && !debugger.isPaused)
        fixture.run(for: 0.1)
        expectEqual(fixture.stack.topViewController?.view.frame.minX, 0)
        expectEqual(differingPixels(screenRows(debugger.image()), rgbRows(live)), 0)
    }

    @Test func aPauseDuringTheTransitionStillScrubsItLive() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        fixture.push()
        fixture.run(for: 1)
        fixture.push()
        fixture.run(for: 0.2)
        debugger.press(.pause)
        #expect(!debugger.isReplaying, "animations are attached: the live transition is scrubbed")
        let interval = try #require(debugger.scrubInterval)
        #expect(interval != debugger.replayInterval)
        debugger.press(.pause)
        fixture.run(for: 1)
        debugger.press(.pause)
        #expect(debugger.isReplaying, "the second push is the last transition now")
        #expect(isClose(debugger.replayInterval?.lowerBound ?? .nan, interval.lowerBound, tolerance: 1e-9))
    }

    @Test func theRecordingKeepsAtMostTheLimit() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.stack.topViewController?.view.addSubview(square)
        UIView.animate(withDuration: 12, delay: 0, options: .curveLinear) { square.center.x = 100 }
        fixture.run(for: 12.5)
        #expect(
            debugger.replayFrameCount == TransitionDebugger.replayFrameLimit, "the latest frames, the end among them")
        let interval = try #require(debugger.replayInterval)
        #expect(
            isClose(
                interval.upperBound - interval.lowerBound, Double(TransitionDebugger.replayFrameLimit) / 60,
                tolerance: 2.0 / 60))
    }
}
