import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The six faults random, app-like use found (issue 29's three shrunk sequences, issue 32's
/// three classes), each replayed as the app code that hit it.
@MainActor
@Suite struct FuzzerReproTests {
    private func expectSettled(
        _ controllers: [TrackedViewController], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for controller in controllers {
            #expect(controller.idleProblem() == nil, sourceLocation: sourceLocation)
        }
    }

    /// A cross-dissolve written as apps write theirs, whose duration the app gets wrong.
    final class Dissolve: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            duration
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)
            if let to, let controller = transitionContext.viewController(forKey: .to) {
                to.frame = transitionContext.finalFrame(for: controller)
                transitionContext.containerView.addSubview(to)
            }
            to?.alpha = 0
            let from = transitionContext.view(forKey: .from)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    to?.alpha = 1
                    if to == nil { from?.alpha = 0 }
                }
            ) { _ in
                if !transitionContext.transitionWasCancelled, to == nil { from?.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { self }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? { self }
    }

    /// Issue 29, sequence 1 (7 seeds): a controller presented in a navigation controller's
    /// context, inside a tab, hears it disappear when another tab is selected, and appear again
    /// when its tab comes back (UIKitBehaviour #380).
    @Test func aControllerPresentedInATabsContextDisappearsWithTheTab() {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let pushed = TrackedViewController("Pushed")
        let other = TrackedViewController("Other")
        let cover = TrackedViewController("Cover")
        let modal = TrackedViewController("Modal")
        let navigation = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        navigation.pushViewController(pushed, animated: true)
        cover.modalPresentationStyle = .overFullScreen
        tabs.present(cover, animated: true)
        host.advance(by: 0.38)
        if tabs.presentedViewController != nil {
            tabs.dismiss(animated: false)
            host.runUntilIdle()
        }
        modal.modalPresentationStyle = .currentContext
        modal.modalTransitionStyle = .crossDissolve
        navigation.present(modal, animated: true)
        host.runUntilIdle()
        expectEqual(modal.phase, .shown)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        expectEqual(modal.view.window, nil)
        expectEqual(modal.callbacks.suffix(2), ["willDisappear", "didDisappear"])
        expectSettled([a, pushed, other, cover, modal])
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(modal.view.window === host.window)
        expectEqual(modal.phase, .shown)
        expectSettled([a, pushed, other, cover, modal])
    }

    /// Issue 29, sequence 2 (3 seeds): a one-frame flick from the left edge right after a
    /// push without animation starts the back swipe, which then finishes or cancels
    /// (UIKitBehaviour #381).
    @Test func aOneFrameEdgeFlickRightAfterAPushEnds() {
        let host = HeadlessHost()
        let root = TrackedViewController("Root")
        let pushed = TrackedViewController("Pushed")
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        navigation.pushViewController(pushed, animated: false)
        host.runFrame()
        host.drag(from: CGPoint(x: 7, y: 163), to: CGPoint(x: 180, y: 212), duration: 1.0 / 60)
        host.runUntilIdle()
        #expect(navigation.transitionCoordinator == nil)
        #expect(UIApplication.shared.busyReasons.isEmpty)
        expectEqual(navigation.children, navigation.viewControllers)
        expectSettled([root, pushed])
    }

    /// The interactive fade the sequence-3 delegate vends.
    final class InteractiveFadeDelegate: NSObject, UINavigationControllerDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        /// The controller whose arrival is interactive (a fade driven by `interactor`).
        var interactiveTo: UIViewController?
        var shown: [UIViewController] = []
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append(viewController)
            #expect(
                viewController === navigationController.topViewController,
                "told it showed a controller that is not its top")
        }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            toVC === interactiveTo ? Dissolve(duration: 0.3) : nil
        }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        )
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            animationController is Dissolve ? interactor : nil
        }
    }

    /// Issue 29, sequence 3 (1 seed): stack changes asked for while a pop-to-root runs, the
    /// last one interactive and cancelled at once, leave `children` in `viewControllers`'s
    /// order (UIKitBehaviour #382, #383).
    @Test func aCancelledInteractiveStackChangeLeavesChildrenInStackOrder() {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let b = TrackedViewController("B")
        let c = TrackedViewController("C")
        let d = TrackedViewController("D")
        let e = TrackedViewController("E")
        let navigation = UINavigationController(rootViewController: a)
        let delegate = InteractiveFadeDelegate()
        navigation.delegate = delegate
        host.window.rootViewController = navigation
        host.runUntilIdle()
        navigation.setViewControllers([a, b, c], animated: false)
        host.runUntilIdle()
        navigation.popToRootViewController(animated: true)
        host.advance(by: 0.1)
        navigation.setViewControllers([a, b, c], animated: true)
        navigation.setViewControllers([d, b, e], animated: true)
        delegate.interactiveTo = e
        var cancelled = false
        host.advance(by: 2) {
            if !cancelled, navigation.transitionCoordinator?.isInteractive == true {
                delegate.interactor.cancel()
                cancelled = true
            }
        }
        host.runUntilIdle()
        #expect(cancelled)
        expectEqual(navigation.viewControllers, [a, b, c])
        expectEqual(navigation.children, navigation.viewControllers)
        #expect(c.view.window === host.window)
        expectSettled([a, b, c, d, e])
    }

    // Issue 32, fault 1 (a huge finite size on a drawing view) is pinned by
    // `HugeGeometryTests` and `GeometryToPixelsTests`.

    /// Issue 32, fault 2: a controller whose push is pending is taken by another navigation
    /// controller in the same turn; the first one's delegate is never told it showed it, and
    /// every appearance is balanced (UIKitBehaviour #385).
    @Test func aControllerTakenByAnotherNavigationControllerWhilePushedIsNotShownByTheFirst() {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let x = TrackedViewController("X")
        let p = TrackedViewController("P")
        let q = TrackedViewController("Q")
        let r = TrackedViewController("R")
        let first = UINavigationController(rootViewController: a)
        let second = UINavigationController(rootViewController: p)
        let firstDelegate = InteractiveFadeDelegate()
        let secondDelegate = InteractiveFadeDelegate()
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        tabs.selectedIndex = 1
        host.runUntilIdle()
        tabs.selectedIndex = 0
        host.runUntilIdle()
        first.pushViewController(x, animated: true)
        second.setViewControllers([p, q, r, x], animated: true)
        host.runUntilIdle()
        expectEqual(first.viewControllers, [a])
        expectEqual(second.viewControllers, [p, q, r, x])
        #expect(x.parent === second)
        #expect(!firstDelegate.shown.contains { $0 === x })
        #expect(a.view.window === host.window)
        expectSettled([a, x, p, q, r])
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(x.view.window === host.window)
        expectSettled([a, x, p, q, r])
    }

    /// Issue 32, fault 2 while the push runs: the controller is taken mid-animation.
    @Test func aControllerTakenWhileItsPushRunsLeavesEverythingBalanced() {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let x = TrackedViewController("X")
        let p = TrackedViewController("P")
        let first = UINavigationController(rootViewController: a)
        let second = UINavigationController(rootViewController: p)
        let firstDelegate = InteractiveFadeDelegate()
        first.delegate = firstDelegate
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        first.pushViewController(x, animated: true)
        host.advance(by: 0.1)
        second.setViewControllers([p, x], animated: true)
        host.runUntilIdle()
        expectEqual(first.viewControllers, [a])
        expectEqual(first.children, [a])
        expectEqual(second.viewControllers, [p, x])
        #expect(!firstDelegate.shown.contains { $0 === x })
        #expect(a.view.window === host.window)
        expectSettled([a, x, p])
    }

    /// Issue 32, fault 3: an animator whose `transitionDuration` is −1, overlapping
    /// dismissals, a tap and a push leave every appearance finished (UIKitBehaviour #386).
    @Test(arguments: [-1.0, Double.nan])
    func aBadTransitionDurationLeavesNoAppearanceHalfDone(_ duration: Double) {
        let host = HeadlessHost()
        let first = TrackedViewController("First")
        let second = TrackedViewController("Second")
        let full = TrackedViewController("Full")
        let root = TrackedViewController("NRoot")
        let thirdRoot = TrackedViewController("ThirdRoot")
        let thirdPushed = TrackedViewController("ThirdPushed")
        let third = UINavigationController(rootViewController: thirdRoot)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, third, second]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        full.modalPresentationStyle = .fullScreen
        tabs.present(full, animated: true)
        host.runUntilIdle()
        let presented = UINavigationController(rootViewController: root)
        let animator = Dissolve(duration: duration)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = animator
        full.present(presented, animated: true)
        host.advance(by: 0.44)
        root.dismiss(animated: false)
        host.runFrame()
        host.tap(at: CGPoint(x: 100, y: 300))
        third.pushViewController(thirdPushed, animated: false)
        host.runUntilIdle()
        expectEqual(full.presentedViewController, nil)
        expectSettled([first, second, full, root, thirdRoot, thirdPushed])
        tabs.dismiss(animated: true)
        host.runUntilIdle()
        expectSettled([first, second, full, root, thirdRoot, thirdPushed])
        expectEqual(first.phase, .shown)
    }
}
