import Foundation
import OpenUIKit
import SegueTesting
import TestSupport

/// A plain NSObject scroll-view delegate, as apps write them, recording each callback
/// (a run of `scrollViewDidScroll` calls is recorded once).
final class ScrollDelegateRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var zoomingView: UIView?
    var newTarget: CGPoint?
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []

    private func record(_ event: String) {
        if event == "didScroll" || event == "didZoom", events.last == event { return }
        events.append(event)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { record("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { record("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        record("willEndDragging")
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { record("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { record("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record("didEndZooming(\(String(format: "%.3f", Double(scale))))")
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { record("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { record("didChangeAdjustedContentInset") }
}

@MainActor
enum ScrollFixture {
    /// A full-screen (390 × 844) scroll view in the host's window with content `size`.
    static func scrollView(in host: HeadlessHost, contentSize size: CGSize = CGSize(width: 390, height: 3000))
        -> UIScrollView
    {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = size
        host.window.addSubview(scrollView)
        host.runFrame()
        return scrollView
    }

    /// The rubber-band formula with UIKit's constant, written out: (1 − 1/(x·0.55/d + 1))·d.
    static func band(_ x: Double, _ d: Double) -> Double {
        (1 - 1 / (x * 0.55 / d + 1)) * d
    }
}
