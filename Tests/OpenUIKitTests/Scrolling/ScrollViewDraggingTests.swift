import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIScrollView dragging on the manual clock: 1:1 tracking, rubber-banding past the edges,
/// spring-back, momentum deceleration and the delegate's call history.
@MainActor
@Suite struct ScrollViewDraggingTests {
    @Test func aDragMovesTheContentOneToOneAfterThePanBegins() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        host.touch(.began, at: CGPoint(x: 200, y: 600))
        #expect(scrollView.isTracking)
        #expect(!scrollView.isDragging)
        host.touch(.moved, at: CGPoint(x: 200, y: 590))  // 10 pt: the pan begins, nothing moves yet
        #expect(scrollView.isDragging)
        expectEqual(scrollView.contentOffset, .zero)
        host.touch(.moved, at: CGPoint(x: 200, y: 450))
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 140))
        host.touch(.moved, at: CGPoint(x: 230, y: 400))  // content is not wider: x stays
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 190))
    }

    // UIKitBehaviour #174
    @Test func pullingPastTheTopRubberBandsWithUIKitsConstant() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        host.touch(.began, at: CGPoint(x: 200, y: 300))
        host.touch(.moved, at: CGPoint(x: 200, y: 310))
        host.touch(.moved, at: CGPoint(x: 200, y: 410))  // pulled 100 pt down past the top
        let expected = -ScrollFixture.band(100, 844)  // ≈ −51.63
        #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1e-9)
        #expect(abs(expected + 51.635) < 1e-3)
        host.touch(.moved, at: CGPoint(x: 200, y: 710))  // 400 pt
        #expect(abs(Double(scrollView.contentOffset.y) + ScrollFixture.band(400, 844)) < 1e-9)
        // past the bottom: the range ends at 3000 − 844 = 2156
        scrollView.contentOffset = CGPoint(x: 0, y: 2156)
        host.touch(.moved, at: CGPoint(x: 200, y: 510))  // 200 pt up from there
        #expect(abs(Double(scrollView.contentOffset.y) - (2156 + ScrollFixture.band(200, 844))) < 1e-9)
    }

    @Test func withoutBouncesTheDragStopsAtTheEdge() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.bounces = false
        host.touch(.began, at: CGPoint(x: 200, y: 300))
        host.touch(.moved, at: CGPoint(x: 200, y: 310))
        host.touch(.moved, at: CGPoint(x: 200, y: 410))
        expectEqual(scrollView.contentOffset, .zero)
    }

    // UIKitBehaviour #178
    @Test func aStillReleasePastTheTopSpringsBackCriticallyDamped() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.delegate = recorder
        host.touch(.began, at: CGPoint(x: 200, y: 300))
        host.touch(.moved, at: CGPoint(x: 200, y: 310))
        host.touch(.moved, at: CGPoint(x: 200, y: 410))
        host.advance(by: 0.15)
        host.touch(.moved, at: CGPoint(x: 200, y: 410))  // held still: no velocity at the release
        host.touch(.ended, at: CGPoint(x: 200, y: 410))
        let begin = host.now
        let x0 = -ScrollFixture.band(100, 844)
        expectEqual(recorder.velocities, [.zero])
        #expect(recorder.proposedTargets == [.zero], "the target is the edge")
        #expect(scrollView.isDecelerating)
        #expect(!scrollView.isTracking)
        #expect(scrollView.isDragging, "dragging stays true while decelerating")
        for frames in [6, 12, 30] {
            host.advance(by: Double(frames) / 60 - (host.now - begin))
            let t = host.now - begin
            let expected = x0 * (1 + 10 * t) * exp(-10 * t)  // x0·(1 + ωt)·e^(−ωt), ω = 10/s
            #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1e-6, "at \(frames) frames")
        }
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset, .zero)
        #expect(!scrollView.isDecelerating && !scrollView.isDragging)
        #expect(
            recorder.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating"
            ])
    }

    // UIKitBehaviour #175, #177
    @Test func aFlickDeceleratesExponentiallyAtTheNormalRate() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.delegate = recorder
        // 200 pt up in 0.2 s: 1000 pt/s at the release, i.e. +1 pt/ms of content offset.
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
        let begin = host.now  // the release was delivered by the frame the drag ends on
        let start = 200 - 200.0 / 12  // the pan began on the first 16.67 pt move
        expectEqual(recorder.velocities.count, 1)
        #expect(abs(recorder.velocities[0].y - 1) < 1e-9 && recorder.velocities[0].x == 0)
        let distance = -1 / log(0.998)  // ≈ 499.5 pt
        #expect(abs(Double(recorder.proposedTargets[0].y) - (start + distance)) < 1e-6)
        for seconds in [0.25, 0.5, 1.0] {
            host.advance(by: seconds - (host.now - begin))
            let expected = start + distance * (1 - pow(0.998, 1000 * seconds))
            #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1e-6, "at \(seconds) s")
        }
        while scrollView.isDecelerating { host.runFrame() }
        // It rests once within half a point of the end: 0.998^t·499.5 < 0.5 ⇒ t ≈ 3.45 s.
        #expect(abs(host.now - begin - 3.45) < 1.0 / 60)
        #expect(abs(Double(scrollView.contentOffset.y) - (start + distance)) < 1e-6)
        host.runUntilIdle()
        #expect(
            recorder.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating"
            ])
    }

    @Test func theFastRateStopsSooner() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.decelerationRate = .fast
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
        host.runUntilIdle()
        // ≈ 99.5 pt further
        #expect(abs(Double(scrollView.contentOffset.y) - (200 - 200.0 / 12 - 1 / log(0.99))) < 1e-6)
    }

    // UIKitBehaviour #176
    @Test func theDelegateCanChangeTheTargetAndTheContentLandsExactlyThere() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        recorder.newTarget = CGPoint(x: 0, y: 1000)
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.delegate = recorder
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
        let begin = host.now
        let start = 200 - 200.0 / 12
        host.advance(by: 0.5 - (host.now - begin))
        #expect(abs(Double(scrollView.contentOffset.y) - (start + (1000 - start) * (1 - pow(0.998, 500)))) < 1e-6)
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 1000))
    }

    @Test func aFlickPastTheEndBouncesOffTheEdgeAndComesBack() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host, contentSize: CGSize(width: 390, height: 1200))
        var peak: CGFloat = 0
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(scrollView.isDecelerating)
        for _ in 0..<240 {
            host.runFrame()
            peak = max(peak, scrollView.contentOffset.y)
        }
        host.runUntilIdle()
        #expect(peak > 356 + 10, "it went past the end (1200 − 844 = 356)")
        expectEqual(scrollView.contentOffset.y, 356)
    }

    @Test func aFingerCatchesADecelerationWithoutItsEndCallback() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.delegate = recorder
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
        host.advance(by: 0.2)
        let caught = scrollView.contentOffset
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        #expect(!scrollView.isDecelerating && !scrollView.isDragging && scrollView.isTracking)
        host.advance(by: 0.5)
        expectEqual(scrollView.contentOffset, caught)
        host.touch(.ended, at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        #expect(!recorder.events.contains("didEndDecelerating"))
    }

    @Test func directionalLockKeepsADragOnItsFirstAxis() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host, contentSize: CGSize(width: 2000, height: 3000))
        scrollView.isDirectionalLockEnabled = true
        host.touch(.began, at: CGPoint(x: 200, y: 600))
        host.touch(.moved, at: CGPoint(x: 200, y: 588))  // vertical start
        host.touch(.moved, at: CGPoint(x: 150, y: 488))
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
    }

    @Test func scrollingDisabledOrContentThatFitsDoesNotDrag() {
        let host = HeadlessHost()
        let fits = ScrollFixture.scrollView(in: host, contentSize: CGSize(width: 390, height: 500))
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
        expectEqual(fits.contentOffset, .zero)
        fits.alwaysBounceVertical = true
        var pulled: CGFloat = 0
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.2) {
            pulled = min(pulled, fits.contentOffset.y)
        }
        #expect(pulled < -50, "alwaysBounceVertical lets it rubber-band")
        host.runUntilIdle()
        fits.contentSize = CGSize(width: 390, height: 3000)
        fits.isScrollEnabled = false
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
        expectEqual(fits.contentOffset, .zero)
    }

    /// A content view that records the touches reaching it, as an app's custom view would.
    final class TouchRecordingView: UIView {
        var events: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
    }

    // UIKitBehaviour #183
    @Test func contentGetsATouchAfterTheDelayAndADragThenCancelsIt() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        let content = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 3000))
        scrollView.addSubview(content)
        host.touch(.began, at: CGPoint(x: 200, y: 400))
        host.advance(by: 0.1)
        #expect(content.events.isEmpty, "held back while a drag may still start")
        host.advance(by: 0.1)
        expectEqual(content.events, ["began"])
        host.touch(.moved, at: CGPoint(x: 200, y: 300))
        host.touch(.moved, at: CGPoint(x: 200, y: 250))
        expectEqual(content.events, ["began", "cancelled"])
        #expect(scrollView.contentOffset.y > 0)
        host.touch(.ended, at: CGPoint(x: 200, y: 250))
        host.runUntilIdle()
        expectEqual(content.events, ["began", "cancelled"])
    }

    // UIKitBehaviour #183
    @Test func aControlThatHasTheTouchKeepsItAndTheContentDoesNotScroll() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 350, width: 200, height: 100)
        scrollView.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.touch(.began, at: CGPoint(x: 200, y: 400))
        host.advance(by: 0.2)
        #expect(button.isTracking)
        host.touch(.moved, at: CGPoint(x: 200, y: 380))
        host.touch(.moved, at: CGPoint(x: 200, y: 370))
        #expect(scrollView.contentOffset == .zero, "touchesShouldCancel(in:) is false for a control")
        host.touch(.ended, at: CGPoint(x: 200, y: 370))
        expectEqual(taps, 1)
    }
}
