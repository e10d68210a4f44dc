import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Zooming (pinch, rubber-banded scale, bounce back, programmatic zoom) and the adjusted
/// content inset.
@MainActor
@Suite struct ScrollViewZoomAndInsetTests {
    func photoViewer(_ host: HeadlessHost, recorder: ScrollDelegateRecorder) -> (UIScrollView, UIView) {
        let scrollView = ScrollFixture.scrollView(in: host, contentSize: CGSize(width: 390, height: 844))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.addSubview(photo)
        recorder.zoomingView = photo
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        return (scrollView, photo)
    }

    // UIKitBehaviour #182
    @Test func aPinchPastTheMaximumRubberBandsThenBouncesBack() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let (scrollView, photo) = photoViewer(host, recorder: recorder)
        #expect(scrollView.pinchGestureRecognizer != nil)
        host.pinch(center: CGPoint(x: 195, y: 422), from: 100, to: 400, duration: 0.3)
        // The fingers went 4× apart; 4 is past 3: shown at 3·e^(band(ln(4/3), 1)).
        let banded = 3 * exp(ScrollFixture.band(log(4.0 / 3), 1))
        #expect(abs(Double(scrollView.zoomScale) - banded) < 1e-6)
        #expect(abs(banded - 3.4389) < 1e-3)
        #expect(scrollView.isZoomBouncing && !scrollView.isZooming)
        #expect(abs(photo.frame.width - 390 * scrollView.zoomScale) < 1e-6)
        host.advance(by: 0.15)
        #expect(
            abs(Double(scrollView.zoomScale) - (banded + (3 - banded) * 0.5)) < 1e-4,
            "half way at half time (the curve is solved to 1e-6)")
        host.runUntilIdle()
        expectEqual(scrollView.zoomScale, 3)
        #expect(!scrollView.isZoomBouncing)
        expectEqual(scrollView.contentSize, CGSize(width: 1170, height: 2532))
        expectEqual(recorder.events.first, "willBeginZooming")
        expectEqual(recorder.events.last, "didEndZooming(3.000)")
        #expect(!recorder.events.contains("willBeginDragging"))
        // the content stays within its range
        let offset = scrollView.contentOffset
        #expect(offset.x >= 0 && offset.x <= 1170 - 390 && offset.y >= 0 && offset.y <= 2532 - 844)
    }

    @Test func zoomToARectAndSetZoomScaleAnimate() {
        let host = HeadlessHost()
        let recorder = ScrollDelegateRecorder()
        let (scrollView, _) = photoViewer(host, recorder: recorder)
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 195, height: 422), animated: true)
        host.runUntilIdle()
        expectEqual(scrollView.zoomScale, 2)
        expectEqual(scrollView.contentOffset, CGPoint(x: 200, y: 200))
        let middle = recorder.events.dropFirst().dropLast()
        #expect(recorder.events.first == "willBeginZooming" && recorder.events.last == "didEndZooming(2.000)")
        #expect(Set(middle) == ["didZoom", "didScroll"], "each frame zooms and scrolls")
        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 3, "clamped to the maximum")
    }

    // UIKitBehaviour #181
    @Test func theAdjustedInsetAddsTheSafeAreaOnScrollableAxes() {
        let host = HeadlessHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let recorder = ScrollDelegateRecorder()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.delegate = recorder
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        host.window.addSubview(scrollView)
        host.runFrame()
        expectEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(recorder.events.contains("didChangeAdjustedContentInset"))
        scrollView.contentInsetAdjustmentBehavior = .never
        expectEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        expectEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        // content that fits: .scrollableAxes adds nothing vertically, .automatic neither
        scrollView.contentSize = CGSize(width: 390, height: 400)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        expectEqual(scrollView.adjustedContentInset.top, 10)
        scrollView.alwaysBounceVertical = true
        scrollView.contentInsetAdjustmentBehavior = .automatic
        expectEqual(scrollView.adjustedContentInset.top, 57)
    }

    // UIKitBehaviour #173
    @Test func theRangeStartsAtTheNegativeTopInsetAndDragsRespectIt() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -100)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.2)
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == -100, "springs back to −top inset")
        scrollView.contentOffset = CGPoint(x: 0, y: 5000)
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.ended, at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        #expect(
            scrollView.contentOffset.y == CGFloat(2206), "a touch on content left outside the range springs it back")
    }

    @Test func layoutGuidesFollowTheContentAndTheFrame() {
        let host = HeadlessHost()
        let scrollView = ScrollFixture.scrollView(in: host, contentSize: .zero)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 20),
            badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 50)
        ])
        host.runFrame()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000), "the constraints set the content size")
        expectEqual(content.frame, CGRect(x: 0, y: 0, width: 390, height: 2000))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        host.runFrame()
        #expect(badge.frame == CGRect(x: 20, y: 320, width: 50, height: 50), "the badge stays put on screen")
    }
}
