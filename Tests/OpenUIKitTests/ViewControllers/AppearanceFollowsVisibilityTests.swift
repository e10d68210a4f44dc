import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Appearance callbacks follow visibility when container changes overlap (issue 18, faults 5
/// and 6): a controller hears `viewWillAppear`/`viewDidAppear` only when its view enters the
/// window, every will-call is followed by its did-call, and nothing is left half done.
@MainActor
@Suite struct AppearanceFollowsVisibilityTests {
    private func expectSettled(
        _ controllers: [TrackedViewController], _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for controller in controllers {
            #expect(controller.idleProblem() == nil, comment, sourceLocation: sourceLocation)
        }
    }

    @Test func aPushThenATabSwitchInTheSameTurnLeavesThePushedControllerUnshown() {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let c = TrackedViewController("C")
        let other = TrackedViewController("Other")
        let navigation = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        navigation.pushViewController(c, animated: true)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(c.callbacks == [], "C was never on screen")
        expectSettled([a, c, other])
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(c.callbacks == ["willAppear", "didAppear"], "C appears when its tab does")
        #expect(c.view.window === host.window)
        expectSettled([a, c, other])
    }

    @Test(arguments: [false, true])
    func aFullScreenPresentationAndAPushInTheSameTurnStayBalanced(pushFirst: Bool) {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let c = TrackedViewController("C")
        let modal = TrackedViewController("Modal")
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        modal.modalPresentationStyle = .fullScreen
        if pushFirst {
            navigation.pushViewController(c, animated: true)
            navigation.present(modal, animated: true)
        } else {
            navigation.present(modal, animated: true)
            navigation.pushViewController(c, animated: true)
        }
        host.runUntilIdle()
        expectSettled([a, c, modal])
        #expect(a.callbacks.count <= 4, "no spurious pairs: \(a.callbacks)")
        #expect(c.callbacks.count <= 4, "no spurious pairs: \(c.callbacks)")
        navigation.dismiss(animated: true)
        host.runUntilIdle()
        expectSettled([a, c, modal])
        #expect(navigation.topViewController === c)
        expectEqual(c.phase, .shown)
    }

    @Test func aNonAnimatedPushDuringAFlipDismissalOfItsNavigationControllerStaysBalanced() {
        let host = HeadlessHost()
        let root = TrackedViewController("Root")
        let b = TrackedViewController("B")
        let d = TrackedViewController("D")
        host.window.rootViewController = root
        host.runUntilIdle()
        let navigation = UINavigationController(rootViewController: b)
        navigation.modalTransitionStyle = .flipHorizontal
        root.present(navigation, animated: true)
        host.runUntilIdle()
        expectEqual(b.phase, .shown)
        navigation.dismiss(animated: true)
        host.advance(by: 0.1)  // during the flip
        navigation.pushViewController(d, animated: false)
        host.runUntilIdle()
        expectSettled([root, b, d])
        expectEqual(b.callbacks.suffix(2), ["willDisappear", "didDisappear"])
        #expect(d.callbacks == [], "D was never on screen")
    }

    /// A fade written as apps write theirs: the incoming view (if any) is added and faded in.
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.25
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)
            if let to, let controller = transitionContext.viewController(forKey: .to) {
                to.frame = transitionContext.finalFrame(for: controller)
                transitionContext.containerView.addSubview(to)
            }
            to?.alpha = 0
            UIView.animate(withDuration: 0.25, animations: { to?.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? { self }
    }

    /// Soak seed 75 (issue 18): a navigation controller presented over full screen pushes
    /// (animated) and, in the same turn, presents a second one without animation; dismissing
    /// that one while the push is still in flight made the navigation controller's old top
    /// (whose view waits in the transition container) hear `viewWillAppear`/`viewDidAppear`
    /// again, and it stayed "shown" after the push removed its view.
    @Test func aPresentationMadeWhileThePresenterPushesIsDismissedForGood() {
        let host = HeadlessHost()
        let root = TrackedViewController("Root")
        let c2 = TrackedViewController("C2")
        let c3 = TrackedViewController("C3")
        let c4 = TrackedViewController("C4")
        host.window.rootViewController = root
        host.runUntilIdle()
        let first = UINavigationController(rootViewController: c2)
        first.modalPresentationStyle = .overFullScreen
        root.present(first, animated: false)
        host.runUntilIdle()
        first.pushViewController(c3, animated: true)
        let second = UINavigationController(rootViewController: c4)
        second.modalPresentationStyle = .fullScreen
        second.modalTransitionStyle = .flipHorizontal
        let fade = Fade()
        second.transitioningDelegate = fade
        first.present(second, animated: false)
        host.advance(by: 13.0 / 60)  // the push is still in flight behind the presentation
        first.dismiss(animated: true)
        host.runUntilIdle()
        expectEqual(first.presentedViewController, nil)
        #expect(c2.callbacks == ["willAppear", "didAppear", "willDisappear", "didDisappear"], "C2 left with the push")
        expectEqual(c4.callbacks, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        expectEqual(c4.viewIfLoaded?.window, nil)
        #expect(c3.phase == .shown && c3.view.window === host.window)
        expectSettled([root, c2, c3, c4])
    }
}

/// Containment stays consistent (issue 18, faults 7 and 8): `children` is the same array as
/// `viewControllers`, and a controller belongs to one container.
@MainActor
@Suite struct ContainerChildrenTests {
    // UIKitBehaviour #157
    @Test func settingAControllerOfAnotherNavigationControllerTakesItFromThere() {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        let x = UIViewController()
        let nav1 = UINavigationController(rootViewController: a)
        let nav2 = UINavigationController(rootViewController: x)
        nav2.pushViewController(b, animated: false)
        host.window.rootViewController = nav1
        host.runUntilIdle()
        nav1.setViewControllers([a, b], animated: false)
        host.runUntilIdle()
        #expect(b.parent === nav1)
        expectEqual(nav1.viewControllers, [a, b])
        #expect(nav2.viewControllers == [x], "UIKit removes b from its old parent")
        expectEqual(nav2.children, nav2.viewControllers)
        expectEqual(nav1.children, nav1.viewControllers)
    }

    // UIKitBehaviour #157
    @Test func aTabTakenByANavigationControllerLeavesTheTabs() {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let navigation = UINavigationController(rootViewController: c)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        #expect(b.parent === navigation)
        expectEqual(tabs.viewControllers, [a])
        expectEqual(tabs.children, [a])
    }

    @Test(arguments: [false, true])
    func reorderingTheStackReordersTheChildren(animated: Bool) {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        navigation.setViewControllers([b, c, a], animated: animated)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [b, c, a])
        expectEqual(navigation.children, [b, c, a])
        #expect(a.view.window === host.window)
    }

    @Test func reorderingTheTabsReordersTheChildren() {
        let host = HeadlessHost()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        tabs.viewControllers = [b, c, a]
        host.runUntilIdle()
        expectEqual(tabs.children, [b, c, a])
    }
}
