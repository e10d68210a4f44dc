import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Transitions that complete while still interactive (issue 18, fault 1): the interaction ends,
/// the container's layer time is given back, and later transitions in the same container run —
/// for modal, navigation and tab transitions.
@MainActor
@Suite struct InteractiveCompletionTests {
    /// How the animator ends the transition.
    enum Ending { case afterAnimation, synchronously, nextTurn }

    /// A fade animator (0.3 s, or `duration`) that completes as `ending` says.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let ending: Ending
        let duration: TimeInterval
        init(_ ending: Ending = .afterAnimation, duration: TimeInterval = 0.3) {
            self.ending = ending
            self.duration = duration
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            duration
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let to = transitionContext.view(forKey: .to)
            if let to {
                to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                container.addSubview(to)
            }
            to?.alpha = 0
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    to?.alpha = 1
                    transitionContext.view(forKey: .from)?.alpha = 0
                }
            ) { _ in
                transitionContext.view(forKey: .from)?.alpha = 1
                if self.ending == .afterAnimation {
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
            switch ending {
            case .afterAnimation: break
            case .synchronously: transitionContext.completeTransition(true)
            case .nextTurn: DispatchQueue.main.async { transitionContext.completeTransition(true) }
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
        UITabBarControllerDelegate
    {
        var interactor: UIPercentDrivenInteractiveTransition?
        var ending = Ending.afterAnimation
        var duration: TimeInterval = 0.3

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            FadeAnimator(ending, duration: duration)
        }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            FadeAnimator()
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        )
            -> (any UIViewControllerAnimatedTransitioning)?
        { FadeAnimator(ending, duration: duration) }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        )
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }

        func tabBarController(
            _ tabBarController: UITabBarController,
            animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            FadeAnimator(ending, duration: duration)
        }
        func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        )
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
    }

    /// Drives the interaction the fuzzer drove: all the way, one frame, finish.
    private func driveToTheEnd(_ interactor: UIPercentDrivenInteractiveTransition, _ host: HeadlessHost) {
        host.advance(by: 1.0 / 60)
        interactor.update(1.0)
        host.advance(by: 1.0 / 60)
        interactor.finish()
    }

    /// Checks that nothing is paused: an animation added to `view` now runs to its end.
    private func expectTimeRuns(in view: UIView, _ host: HeadlessHost, _ comment: Comment) {
        var finished = false
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }) { finished = $0 }
        host.runUntilIdle()
        #expect(finished, comment)
        #expect(UIApplication.shared.busyReasons.isEmpty, comment)
        view.alpha = 1
    }

    // UIKitBehaviour #158
    @Test(arguments: [Ending.afterAnimation, .synchronously, .nextTurn])
    func aModalPresentationCompletedWhileInteractiveGivesTimeBack(ending: Ending) {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        let delegate = Delegate()
        delegate.ending = ending
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        driveToTheEnd(delegate.interactor!, host)
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        let container = b.view.superview!
        expectEqual(container.layer.speed, 1)
        #expect(b.transitionCoordinator == nil)
        expectTimeRuns(in: b.view, host, "inside the container")
        // The next (button-driven) dismissal runs.
        delegate.interactor = nil
        var dismissed = false
        a.dismiss(animated: true) { dismissed = true }
        host.runUntilIdle()
        #expect(dismissed)
        expectEqual(a.presentedViewController, nil)
        #expect(!host.reports.contains { $0.contains("completeTransition") && $0.contains("never") })
    }

    @Test func aNaNDurationWhileInteractiveStillCompletes() {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        let delegate = Delegate()
        delegate.duration = .nan
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        driveToTheEnd(delegate.interactor!, host)
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        expectEqual(b.view.superview!.layer.speed, 1)
        delegate.interactor = nil
        var dismissed = false
        a.dismiss(animated: true) { dismissed = true }
        host.runUntilIdle()
        #expect(dismissed)
    }

    @Test(arguments: [Ending.afterAnimation, .synchronously, .nextTurn])
    func aPushCompletedWhileInteractiveGivesTimeBack(ending: Ending) {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        let delegate = Delegate()
        delegate.ending = ending
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        driveToTheEnd(delegate.interactor!, host)
        host.runUntilIdle()
        #expect(navigation.topViewController === b)
        #expect(navigation.transitionCoordinator == nil)
        expectTimeRuns(in: b.view, host, "in the navigation controller")
        delegate.interactor = nil
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [a])
        #expect(a.view.window === host.window)
        expectEqual(b.viewIfLoaded?.window, nil)
    }

    @Test(arguments: [Ending.afterAnimation, .synchronously, .nextTurn])
    func aTabSwitchCompletedWhileInteractiveGivesTimeBack(ending: Ending) {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        host.window.rootViewController = tabs
        host.advance(by: 1.0 / 60)
        let delegate = Delegate()
        delegate.ending = ending
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        driveToTheEnd(delegate.interactor!, host)
        host.runUntilIdle()
        #expect(tabs.selectedViewController === b)
        expectTimeRuns(in: b.view, host, "in the tab bar controller")
        delegate.interactor = nil
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(a.view.window === host.window)
        expectEqual(b.viewIfLoaded?.window, nil)
    }
}
