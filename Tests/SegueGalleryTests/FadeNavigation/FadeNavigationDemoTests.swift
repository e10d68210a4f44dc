import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 5 end to end: fade push and pop, and the pop fade dismissing a `.custom` modal without
/// re-inserting the presenting view.
@MainActor
@Suite struct FadeNavigationDemoTests {
    private func scenario(_ name: String) throws -> DemoScenario {
        try #require(FadeNavigationDemo().scenarios.first { $0.name == name })
    }

    private func keyFrames(_ scenario: DemoScenario, _ timing: (frames: Int, lastAction: Int)) {
        DemoKeyFrames.expectKeyFrames(
            FadeNavigationDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(FadeNavigationDemo(), scenario)
    }

    @Test(arguments: [("push", 2, 0), ("pop", 1, 1)])
    func navigation(_ name: String, screens: Int, toViewsInserted: Int) throws {
        let scenario = try scenario(name)
        let timing = DemoChecks.run(FadeNavigationDemo(), scenario) { runner in
            let navigation = runner.root as! FadeNavigationController
            expectEqual(navigation.viewControllers.count, screens)
            let top = navigation.topViewController!
            #expect(screens == 1 ? top is FadeListViewController : top is FadeDetailViewController)
            #expect(top.view.window === runner.host.window)
            expectEqual(top.view.alpha, 1)
            expectEqual(top.view.frame, navigation.view.bounds)
            if screens == 2 { #expect(navigation.viewControllers[0].view.window == nil) }
            #expect(
                navigation.transitions.popAnimator.toViewsInserted == toViewsInserted,
                "a pop puts the screen beneath back")
        }
        keyFrames(scenario, timing)
    }

    @Test func modalPresent() throws {
        let scenario = try scenario("modal present")
        let timing = DemoChecks.run(FadeNavigationDemo(), scenario) { runner in
            let navigation = runner.root as! FadeNavigationController
            let modal = navigation.presentedViewController
            #expect(modal is FadeModalViewController)
            expectEqual(modal?.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
            expectEqual(modal?.view.alpha, 1)
            #expect(
                navigation.view.superview === runner.host.window, ".custom leaves the presenting view in the window")
        }
        keyFrames(scenario, timing)
    }

    @Test func modalDismiss() throws {
        let scenario = try scenario("modal dismiss")
        let timing = DemoChecks.run(FadeNavigationDemo(), scenario) { runner in
            let navigation = runner.root as! FadeNavigationController
            expectEqual(navigation.presentedViewController, nil)
            #expect(navigation.transitions.popAnimator.toViewsInserted == 0, "the dismissal had no .to view to insert")
            #expect(navigation.view.superview === runner.host.window)
            #expect(
                runner.host.window.subviews == [navigation.view],
                "no black screen: the stack's view is all the window shows")
            #expect(navigation.view.alpha == 1 && !navigation.view.isHidden)
        }
        keyFrames(scenario, timing)
    }

    /// Half-way through the dismissal the presenting view has not moved: it is still the
    /// window's own subview, under the container, while the modal fades out above it.
    @Test func theDismissalNeverMovesThePresentingView() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let navigation = FadeNavigationDemo().makeRootViewController() as! FadeNavigationController
        host.window.rootViewController = navigation
        host.runFrame()
        let list = navigation.viewControllers[0] as! FadeListViewController
        list.showModal(animated: false)
        host.runUntilIdle()
        let modal = navigation.presentedViewController!
        modal.dismiss(animated: true)
        host.runFrame()
        host.advance(by: 0.175)
        #expect(navigation.view.superview === host.window)
        #expect(modal.view.window === host.window)
        let opacity = modal.view.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.3 && opacity < 0.7, "half-way through the fade: \(opacity)")
        host.runUntilIdle()
        expectEqual(host.window.subviews, [navigation.view])
    }

    /// The mistake the demo avoids, to show the checks above can fail: a pop fade that puts
    /// `viewController(forKey: .to)!.view` into the container on a `.custom` dismissal takes
    /// the presenting view out of the window with the container — a black screen.
    @Test func reInsertingThePresentingViewLeavesABlackScreen() {
        final class NaivePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.35 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let fromView = transitionContext.view(forKey: .from)!
                let toView = transitionContext.viewController(forKey: .to)!.view!
                transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
                UIView.animate(withDuration: 0.35, animations: { fromView.alpha = 0 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        final class NaiveTransitions: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forDismissed dismissed: UIViewController) -> (
                any UIViewControllerAnimatedTransitioning
            )? {
                NaivePopAnimator()
            }
        }
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let navigation = FadeNavigationDemo().makeRootViewController() as! FadeNavigationController
        host.window.rootViewController = navigation
        host.runFrame()
        let naive = NaiveTransitions()
        let modal = FadeModalViewController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = naive
        navigation.present(modal, animated: false)
        host.runUntilIdle()
        modal.dismiss(animated: true)
        host.runUntilIdle()
        #expect(navigation.view.window == nil, "the presenting view left with the container")
        #expect(!host.window.subviews.contains(navigation.view))
        withExtendedLifetime(naive) {}
    }
}
