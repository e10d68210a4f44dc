import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A custom presentation written in the pattern of Apple's CustomTransitions sample
/// (`SlideUpPresentationController`): the wrapper made in `presentationTransitionWillBegin()`,
/// the card sized by a `preferredContentSize` set in `viewDidLoad`, the presentation
/// controller as its own transitioning delegate and animator (issue 14).
@MainActor
@Suite struct ApplePresentationPatternTests {
    /// The card's frame at rest on the 390 × 844 screen: 420 pt tall along the bottom.
    static let cardFrame = CGRect(x: 0, y: 844 - 420, width: 390, height: 420)

    private func stage() -> (HeadlessHost, SlideUpFirstViewController) {
        let host = HeadlessHost()
        let first = SlideUpFirstViewController()
        host.window.rootViewController = first
        host.advance(by: 1.0 / 60)
        return (host, first)
    }

    /// The wrapper's on-screen frame now (its presentation layer's).
    private func shownFrame(_ view: UIView?) -> CGRect? {
        guard let view else { return nil }
        return view.layer.presentation()?.frame ?? view.frame
    }

    /// Advances to `fraction` of the 0.35 s transition that started at `start`.
    private func advance(_ host: HeadlessHost, to fraction: Double, of start: CFTimeInterval) {
        host.advance(by: max(start + 0.35 * fraction - host.now, 0))
    }

    @Test func theQueriesComeInUIKitsOrder() {  // UIKitBehaviour #50, #64, #67, #68, #72; issue 14
        let (host, first) = stage()
        first.presentCard()
        let pc = first.lastPresentationController
        #expect(pc != nil, "UIKit keeps the presentation controller once present is called")
        host.runUntilIdle()
        #expect(
            pc?.events.prefix(4) == [
                "preferredContentSizeDidChange(container: false)",  // from viewDidLoad's preferredContentSize
                "preferredContentSizeDidChange(container: false)",  // just before the transition (UIKitBehaviour #72)
                "presentationTransitionWillBegin(container: true, loaded: true)",
                "animateTransition"
            ])
        #expect(
            pc?.events.contains("containerViewWillLayoutSubviews") == true, "the container lays out like any new view")
        expectEqual(pc?.events.last, "presentationTransitionDidEnd(true)")
        #expect(host.reports.isEmpty)
    }

    @Test func theAnimatorReadsTheWrapperAndTheFramesFromViewDidLoadsSize() {  // UIKitBehaviour #7, #8, #11, #67, #68
        let (host, first) = stage()
        let second = SlideUpContentViewController()
        first.presentCard(second)
        host.advance(by: 1.0 / 60)
        let pc = first.lastPresentationController
        let reading = pc?.readings.first
        #expect(reading?.toView != nil, "presentedView is asked after presentationTransitionWillBegin()")
        #expect(reading?.toView === pc?.presentationWrappingView)
        #expect(reading?.fromView == nil, "a .custom presentation keeps the presenter's view (UIKitBehaviour #7)")
        #expect(
            reading?.toFinal == Self.cardFrame, "frameOfPresentedViewInContainerView with the size set in viewDidLoad")
        expectEqual(reading?.toInitial, .zero)
        expectEqual(reading?.fromInitial, first.view.frame)
        expectEqual(reading?.fromFinal, first.view.frame)
        expectEqual(reading?.isAnimated, true)
        expectEqual(reading?.duration, 0.35)
        #expect(
            second.view.superview?.superview?.superview === pc?.presentationWrappingView,
            "wrapper → rounded → content wrapper → view")
    }

    @Test func theCardSlidesUpAtItsSizeAndNeverCollapses() {  // UIKitBehaviour #11, #68, #100
        let (host, first) = stage()
        let second = SlideUpContentViewController()
        first.presentCard(second)
        host.advance(by: 1.0 / 60)
        guard let pc = first.lastPresentationController, let start = pc.readings.first?.start,
            let wrapper = pc.presentationWrappingView
        else {
            Issue.record("the presentation did not start")
            return
        }
        for fraction in [0.0, 0.5, 1.0] {
            advance(host, to: fraction, of: start)
            let frame = shownFrame(wrapper)
            let eased = ReferenceMotion.bezier(fraction, (0.42, 0, 0.58, 1))
            #expect(frame?.size == Self.cardFrame.size, "at \(fraction): the card keeps its size (never 0 pt tall)")
            #expect(
                isClose(frame?.minY ?? -1, 844 - 420 * eased, tolerance: 1e-4),
                "at \(fraction): sliding up from the bottom")
            #expect(wrapper.window === host.window)
        }
        host.runUntilIdle()
        expectEqual(wrapper.frame, Self.cardFrame)
        #expect(second.view.window === host.window)
        expectEqual(second.view.frame.size, Self.cardFrame.size)
        expectEqual(pc.dimmingView?.alpha, 0.5)
        #expect(first.view.window === host.window, "the presenter's view stays")
        #expect(host.reports.isEmpty)
    }

    @Test func dismissingSlidesTheCardDownAndCleansUp() {  // UIKitBehaviour #18b, #55, #66
        let (host, first) = stage()
        let second = SlideUpContentViewController()
        first.presentCard(second)
        host.runUntilIdle()
        let pc = first.lastPresentationController
        let wrapper = pc?.presentationWrappingView
        let dimming = pc?.dimmingView
        second.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        let start = pc?.readings.last?.start ?? 0
        #expect(pc?.readings.last?.fromView === wrapper, "the context's .from view is presentedView")
        #expect(pc?.readings.last?.toView == nil, "the presenter's view never left (UIKitBehaviour #9)")
        advance(host, to: 0.5, of: start)
        #expect(isClose(shownFrame(wrapper)?.minY ?? -1, 424 + 420 * 0.5, tolerance: 1e-4), "halfway down")
        host.runUntilIdle()
        expectEqual(first.presentedViewController, nil)
        expectEqual(wrapper?.window, nil)
        expectEqual(dimming?.window, nil)
        expectEqual(pc?.presentationWrappingView, nil)
        #expect(host.window.subviews == [first.view], "the container is gone")
        #expect(pc?.containerView == nil, "and the presentation controller lets go of it")
        #expect(
            pc?.events.suffix(2) == ["animateTransition", "dismissalTransitionDidEnd(true)"],
            "no layout calls once the dismissal ended")
    }

    @Test func tappingTheDimmingViewDismisses() {  // the sample's dimmingViewTapped
        let (host, first) = stage()
        first.presentCard()
        host.runUntilIdle()
        #expect(first.presentedViewController != nil)
        host.tap(at: CGPoint(x: 195, y: 200))
        host.runUntilIdle()
        expectEqual(first.presentedViewController, nil)
        expectEqual(host.window.subviews, [first.view])
    }

    @Test func tappingTheCardDoesNotDismiss() {
        let (host, first) = stage()
        first.presentCard()
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 195, y: 700))
        host.runUntilIdle()
        #expect(first.presentedViewController != nil)
    }

    @Test func anUnanimatedPresentationRunsTheAnimatorWithNoDuration() {  // UIKitBehaviour #22
        let (host, first) = stage()
        first.presentCard(animated: false)
        host.runUntilIdle()
        let pc = first.lastPresentationController
        expectEqual(pc?.readings.first?.isAnimated, false)
        expectEqual(pc?.readings.first?.duration, 0)
        expectEqual(pc?.presentationWrappingView?.frame, Self.cardFrame)
        #expect(pc?.presentationWrappingView?.window === host.window)
        #expect(host.reports.isEmpty)
    }

    @Test func theCardFollowsAWindowResize() {  // UIKitBehaviour #69, #71, #73
        let (host, first) = stage()
        first.presentCard()
        host.runUntilIdle()
        let pc = first.lastPresentationController
        host.resize(to: CGSize(width: 600, height: 700))
        #expect(
            pc?.presentationWrappingView?.frame == CGRect(x: 0, y: 700 - 420, width: 600, height: 420),
            "containerViewWillLayoutSubviews places it at frameOfPresentedViewInContainerView")
        expectEqual(pc?.dimmingView?.frame, CGRect(x: 0, y: 0, width: 600, height: 700))
        host.runUntilIdle()
        expectEqual(pc?.presentationWrappingView?.frame, CGRect(x: 0, y: 700 - 420, width: 600, height: 420))
    }
}
