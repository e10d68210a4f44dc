import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The Apple-pattern card (`SlideUpPresentationController`) driven by a
/// `UIPercentDrivenInteractiveTransition`, finished and cancelled; and the report Segue makes
/// when a presentation completes with the presented view out of the window.
@MainActor
@Suite struct ApplePresentationPatternInteractiveTests {
    static let cardFrame = ApplePresentationPatternTests.cardFrame

    private func stage() -> (HeadlessHost, SlideUpFirstViewController) {
        let host = HeadlessHost()
        let first = SlideUpFirstViewController()
        host.window.rootViewController = first
        host.advance(by: 1.0 / 60)
        return (host, first)
    }

    private func shownMinY(_ view: UIView?) -> CGFloat {
        guard let view else { return -1 }
        return (view.layer.presentation()?.frame ?? view.frame).minY
    }

    @Test func anInteractivePresentationFollowsTheProgressAndFinishes() {  // UIKitBehaviour #37–#45
        let (host, first) = stage()
        let interaction = UIPercentDrivenInteractiveTransition()
        first.presentCard { $0.interactionController = interaction }
        host.advance(by: 1.0 / 60)
        let pc = first.lastPresentationController
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        let wrapper = pc?.presentationWrappingView
        // Scrubbed to half the duration: the ease-in-out curve is at 0.5 there.
        #expect(isClose(shownMinY(wrapper), 844 - 420 * 0.5, tolerance: 1e-4))
        #expect(wrapper?.layer.presentation()?.frame.height == 420, "the card keeps its height while scrubbed")
        interaction.finish()
        host.runUntilIdle()
        #expect(first.presentedViewController != nil)
        expectEqual(wrapper?.frame, Self.cardFrame)
        expectEqual(shownMinY(wrapper), Self.cardFrame.minY)
        expectEqual(pc?.events.last, "presentationTransitionDidEnd(true)")
        #expect(host.reports.isEmpty)
    }

    @Test func aCancelledInteractivePresentationLeavesNothingBehind() {  // UIKitBehaviour #18a, #20, #65
        let (host, first) = stage()
        let interaction = UIPercentDrivenInteractiveTransition()
        let presenterFrame = first.view.frame
        first.presentCard { $0.interactionController = interaction }
        host.advance(by: 1.0 / 60)
        let pc = first.lastPresentationController
        weak let wrapper = pc?.presentationWrappingView
        weak let dimming = pc?.dimmingView
        weak let container = pc?.containerView
        interaction.update(0.3)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        host.runUntilIdle()
        expectEqual(first.presentedViewController, nil)
        #expect(host.window.subviews == [first.view], "no container left in the window")
        expectEqual(container?.superview, nil)
        expectEqual(pc?.containerView, nil)
        expectEqual(wrapper?.window, nil)
        expectEqual(dimming?.window, nil)
        #expect(
            pc?.presentationWrappingView == nil,
            "the sample lets go of its views in presentationTransitionDidEnd(false)")
        expectEqual(pc?.dimmingView, nil)
        #expect(first.view.frame == presenterFrame, "the presenter's view is untouched")
        #expect(first.view.superview === host.window)
        expectEqual(pc?.events.last, "presentationTransitionDidEnd(false)")
        #expect(host.reports.isEmpty, "a cancelled presentation is not reported")
    }

    @Test func anInteractiveDismissalFinishes() {
        let (host, first) = stage()
        first.presentCard()
        host.runUntilIdle()
        let pc = first.lastPresentationController
        let interaction = UIPercentDrivenInteractiveTransition()
        pc?.interactionController = interaction
        first.presentedViewController?.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        let wrapper = pc?.presentationWrappingView
        #expect(isClose(shownMinY(wrapper), 424 + 420 * 0.5, tolerance: 1e-4), "dragged halfway down")
        interaction.finish()
        host.runUntilIdle()
        expectEqual(first.presentedViewController, nil)
        expectEqual(wrapper?.window, nil)
        expectEqual(host.window.subviews, [first.view])
    }

    @Test func aCancelledInteractiveDismissalLeavesTheCardInPlace() {  // UIKitBehaviour #20, #66, #94
        let (host, first) = stage()
        first.presentCard()
        host.runUntilIdle()
        let pc = first.lastPresentationController
        let second = first.presentedViewController
        let interaction = UIPercentDrivenInteractiveTransition()
        pc?.interactionController = interaction
        second?.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.4)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        host.runUntilIdle()
        let wrapper = pc?.presentationWrappingView
        #expect(first.presentedViewController === second)
        #expect(wrapper?.window === host.window)
        expectEqual(wrapper?.frame, Self.cardFrame)
        expectEqual(shownMinY(wrapper), Self.cardFrame.minY)
        #expect(second?.view.window === host.window)
        expectEqual(pc?.events.last, "dismissalTransitionDidEnd(false)")
        // A later dismissal, not interactive, works.
        pc?.interactionController = nil
        second?.dismiss(animated: true)
        host.runUntilIdle()
        expectEqual(first.presentedViewController, nil)
    }

    // MARK: Reports

    // UIKitBehaviour #5, #31
    @Test func anAnimatorThatNeverAddsThePresentedViewIsReported() {
        final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.2 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                UIView.animate(withDuration: 0.2, animations: {}) { _ in transitionContext.completeTransition(true) }
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = ForgetfulAnimator()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let (host, first) = stage()
        let second = UIViewController()
        let delegate = Delegate()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = delegate
        first.present(second, animated: true)
        host.runUntilIdle()
        #expect(first.presentedViewController === second, "as in UIKit, the controller counts as presented")
        expectEqual(host.reports.count, 1)
        #expect(
            host.reports.first?.contains("ForgetfulAnimator completed the presentation of <UIViewController") == true)
        #expect(
            host.reports.first?.contains(
                "must add transitionContext.view(forKey: .to) to transitionContext.containerView") == true)
        withExtendedLifetime(delegate) {}
    }

    @Test func aPresentationControllerWhosePresentedViewStaysNilIsReported() {
        final class NoWrapper: SlideUpPresentationController {
            override var presentedView: UIView? { nil }
        }
        let (host, first) = stage()
        let second = SlideUpContentViewController()
        let pc = NoWrapper(presentedViewController: second, presenting: first)
        second.transitioningDelegate = pc
        first.present(second, animated: true)
        host.runUntilIdle()
        expectEqual(pc.readings.first.map { $0.toView == nil }, true)
        expectEqual(host.reports.count, 1)
        #expect(
            host.reports.first?.contains(
                "view(forKey: .to) was nil: NoWrapper.presentedView returned nil after presentationTransitionWillBegin()"
            ) == true)
    }
}
