import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A container transition that ends while its container is hidden (issue 18, soak seeds 145
/// and 480): the controller left on top is not told it appeared while its container is off
/// screen, and it appears when the container does.
@MainActor
@Suite struct AppearanceOfHiddenContainersTests {
    /// A fade run by a property animator vended as the interruptible animator, with a
    /// percent-driven interaction for the next push: the pattern of Apple's sample code.
    final class InterruptibleFade: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate,
        UIViewControllerTransitioningDelegate
    {
        var interaction: UIPercentDrivenInteractiveTransition?
        private var propertyAnimator: UIViewPropertyAnimator?

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.25
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            if let propertyAnimator { return propertyAnimator }
            let to = transitionContext.view(forKey: .to)
            if let to, let controller = transitionContext.viewController(forKey: .to) {
                to.frame = transitionContext.finalFrame(for: controller)
                transitionContext.containerView.addSubview(to)
            }
            to?.alpha = 0
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut) { to?.alpha = 1 }
            animator.addCompletion { position in
                to?.alpha = 1
                transitionContext.completeTransition(position == .end)
            }
            propertyAnimator = animator
            return animator
        }

        func animationEnded(_ transitionCompleted: Bool) {
            propertyAnimator = nil
            interaction = nil
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        )
            -> (any UIViewControllerAnimatedTransitioning)?
        { self }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        )
            -> (any UIViewControllerInteractiveTransitioning)?
        { interaction }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    /// Soak seed 480: an interactive push is cancelled and, in the same turn, the tab bar
    /// controller switches away from the navigation controller. The cancellation gave the old
    /// top `viewWillAppear`/`viewDidAppear` after the switch had hidden it, and it stayed
    /// "shown" with its view out of the window.
    @Test func aCancelledInteractivePushThenATabSwitchLeavesTheOldTopHidden() {
        let host = HeadlessHost()
        let root = TrackedViewController("Root")
        let pushed = TrackedViewController("Pushed")
        let other = TrackedViewController("Other")
        let navigation = UINavigationController(rootViewController: root)
        let fade = InterruptibleFade()
        navigation.delegate = fade
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.window.rootViewController = tabs
        host.runUntilIdle()

        fade.interaction = UIPercentDrivenInteractiveTransition()
        let interaction = fade.interaction
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 25.0 / 60)
        interaction?.cancel()
        tabs.selectedIndex = 1
        host.runUntilIdle()

        #expect(navigation.topViewController === root)
        expectEqual(root.viewIfLoaded?.window, nil)
        #expect(root.phase == .hidden, "Root's tab is not selected: \(root.callbacks)")
        expectEqual(pushed.phase, .hidden)
        expectEqual(other.phase, .shown)
        for controller in [root, pushed, other] { #expect(controller.idleProblem() == nil) }

        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(root.view.window === host.window)
        #expect(root.phase == .shown, "Root appears with its tab: \(root.callbacks)")
        expectEqual(root.callbacks.suffix(2), ["willAppear", "didAppear"])
        for controller in [root, pushed, other] { #expect(controller.idleProblem() == nil) }
    }

    /// Soak seed 145: while a full-screen flip presentation covers the tab bar controller,
    /// the app selects another tab and pushes onto its navigation controller. That navigation
    /// controller had never appeared, but its view was still in the window (in the flip's
    /// container), so the push ran as a transition and the pushed controller heard
    /// `viewWillAppear`/`viewDidAppear` behind the presentation.
    @Test func aPushBehindAFullScreenPresentationWaitsForTheDismissal() {
        let host = HeadlessHost()
        let first = TrackedViewController("First")
        let second = TrackedViewController("Second")
        let modal = TrackedViewController("Modal")
        let pushed = TrackedViewController("Pushed")
        let firstNavigation = UINavigationController(rootViewController: first)
        let pushFade = InterruptibleFade()
        firstNavigation.delegate = pushFade
        let tabs = UITabBarController()
        tabs.viewControllers = [firstNavigation, UINavigationController(rootViewController: second)]
        tabs.selectedIndex = 1
        host.window.rootViewController = tabs
        host.runUntilIdle()

        let presented = UINavigationController(rootViewController: modal)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        let presentationFade = InterruptibleFade()
        presented.transitioningDelegate = presentationFade
        tabs.present(presented, animated: true)
        host.advance(by: 0.1)  // the presentation is under way
        tabs.selectedIndex = 0
        firstNavigation.pushViewController(pushed, animated: true)
        host.runUntilIdle()

        #expect(firstNavigation.topViewController === pushed)
        expectEqual(pushed.viewIfLoaded?.window, nil)
        #expect(pushed.callbacks == [], "Pushed was never on screen")
        expectEqual(modal.phase, .shown)
        for controller in [first, second, modal, pushed] { #expect(controller.idleProblem() == nil) }

        tabs.dismiss(animated: true)
        host.runUntilIdle()
        #expect(pushed.view.window === host.window)
        #expect(pushed.callbacks == ["willAppear", "didAppear"], "Pushed appears with the dismissal")
        #expect(first.callbacks == [], "First was never on screen")
        for controller in [first, second, modal, pushed] { #expect(controller.idleProblem() == nil) }
    }
}
