import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Paging snaps, animated offsets, scrollRectToVisible, scroll to top, and bad input.
@MainActor
@Suite struct ScrollViewPagingAndAnimationTests {
    func pager(_ host: HeadlessHost) -> UIScrollView {
        let scrollView = ScrollFixture.scrollView(in: host, contentSize: CGSize(width: 390 * 5, height: 844))
        scrollView.isPagingEnabled = true
        return scrollView
    }

    @Test func aSlowShortDragSnapsBackToItsPage() {
        let host = HeadlessHost()
        let scrollView = pager(host)
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.5).released(
                    .still)))
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset, .zero)
    }

    // UIKitBehaviour #179
    @Test func aFlickTurnsOnePageOnACriticallyDampedSpring() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let scrollView = pager(host)
        scrollView.delegate = recorder
        // 100 pt left in 0.1 s: 1000 pt/s, +1 pt/ms of offset.
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        let begin = host.now
        let start = 100 - 100.0 / 6  // the pan began on the first 16.67 pt move
        #expect(recorder.proposedTargets == [CGPoint(x: 390, y: 0)], "the page is the proposed target")
        let x0 = start - 390
        let v0 = 1000.0
        for frames in [3, 9, 18] {
            host.advance(by: Double(frames) / 60 - (host.now - begin))
            let t = host.now - begin
            let expected = 390 + (x0 + (v0 + 10 * x0) * t) * exp(-10 * t)
            #expect(abs(Double(scrollView.contentOffset.x) - expected) < 1e-6, "at \(frames) frames")
        }
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset, CGPoint(x: 390, y: 0))
        #expect(
            recorder.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating"
            ])
        // a flick back from page 1 returns to page 0; the last page stops there
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1)
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset, .zero)
    }

    // UIKitBehaviour #180
    @Test func setContentOffsetAnimatedRunsAnEaseInOutCurveAndTellsTheDelegate() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        let begin = host.now
        host.advance(by: 0.15)
        #expect(
            abs(scrollView.contentOffset.y - 300) < 1e-3, "half way at half time (a symmetric curve, solved to 1e-6)")
        #expect(abs(host.now - begin - 0.15) < 1e-9)
        #expect(!scrollView.isDecelerating)
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset.y, 600)
        expectEqual(recorder.events, ["didScroll", "didEndScrollingAnimation"])
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        expectEqual(scrollView.contentOffset.y, 10)
        expectEqual(recorder.events, ["didScroll", "didEndScrollingAnimation", "didScroll"])
    }

    @Test func scrollRectToVisibleMovesAsLittleAsNeeded() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(256), "its bottom edge (1100) at the bottom (844)")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == 100, "its top edge at the top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == 100, "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 100, height: 100), animated: true)
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 2156, "within the range")
    }

    @Test func scrollToTopAsksTheDelegateAndReports() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        scrollView.delegate = recorder
        #expect(scrollView._scrollToTop())
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset, .zero)
        expectEqual(recorder.events, ["didScroll", "didScrollToTop"])
        scrollView.scrollsToTop = false
        #expect(!scrollView._scrollToTop())
    }

    @Test func nonFiniteInputIsReportedAndIgnored() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
        scrollView.contentInset = UIEdgeInsets(top: CGFloat.infinity, left: 0, bottom: 0, right: 0)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        scrollView.minimumZoomScale = .nan
        scrollView.zoomScale = -.infinity
        scrollView.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 40))
        expectEqual(scrollView.contentSize, CGSize(width: 390, height: 3000))
        expectEqual(scrollView.contentInset, .zero)
        expectEqual(scrollView.decelerationRate, .normal)
        expectEqual(scrollView.minimumZoomScale, 1)
        expectEqual(host.reports.count, 8)
        #expect(host.reports.allSatisfy { $0.hasPrefix("UIScrollView") })
        // a delegate answering a non-finite target: reported, the proposed target is kept
        recorder.newTarget = CGPoint(x: 0, y: CGFloat.nan)
        scrollView.delegate = recorder
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
        host.runUntilIdle()
        #expect(abs(Double(scrollView.contentOffset.y) - Double(recorder.proposedTargets[0].y)) < 1e-6)
        expectEqual(host.reports.last?.contains("targetContentOffset"), true)
    }

    @Test func decelerationRatesHaveUIKitsValues() {
        expectEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        expectEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
    }
}
