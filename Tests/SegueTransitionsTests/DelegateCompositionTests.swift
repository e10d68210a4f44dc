import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// The app's own delegates keep hearing everything and win when they return an animator
/// (UIKitBehaviour #412, #413, #415).
@MainActor
@Suite struct DelegateCompositionTests {
    /// An app's navigation delegate that counts its calls and animates pops to one screen itself.
    final class CountingNavigationDelegate: NSObject {
        var willShow = 0
        var didShow = 0
        var asked = 0
        var ownPopAnimator: OwnAnimator?
    }

    /// An app's own animator: a plain cross-dissolve.
    final class OwnAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var ran = 0
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.2
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            ran += 1
            guard let to = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(true)
            }
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(
                withDuration: 0.2, animations: { to.alpha = 1 },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    final class CountingTabDelegate: NSObject {
        var shouldSelect = 0
        var didSelect = 0
        var allows = true
    }

    @Test func theAppsNavigationDelegateHearsEveryCallAndItsAnimatorWins() {
        let app = CountingNavigationDelegate()
        let host = HeadlessHost(screenSize: Stage.screen)
        let root = ColourScreen(.systemRed, title: "Root")
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = app
        navigation.navigationTransition = .cube(direction: .left)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.25)
        #expect(!CATransform3DIsIdentity(Stage.shownTransform(detail.view)), "the cube runs")
        host.runUntilIdle()
        #expect(app.willShow == 1 && app.didShow == 1 && app.asked == 1)
        let own = OwnAnimator()
        app.ownPopAnimator = own
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(own.ran == 1, "the app's animator won")
        #expect(app.willShow == 2 && app.didShow == 2)
        #expect(navigation.topViewController === root)
        withExtendedLifetime(app) {}
    }

    @Test func aDelegateSetAfterTheLibraryIsTakenInWhenThePropertyIsSetAgainOrTheBackSwipeBegins() {
        let (host, navigation, _) = Stage.navigation(.push(direction: .left))
        let app = CountingNavigationDelegate()
        navigation.delegate = app  // replaces the library's
        navigation.pushViewController(ColourScreen(.systemBlue, title: "Detail"), animated: true)
        host.runUntilIdle()
        expectEqual(app.willShow, 1)
        // The back swipe takes the app's delegate in and pops with the catalogue transition.
        host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 1)
        #expect(navigation.delegate !== app, "the library's delegate is back in front")
        #expect(app.willShow == 2 && app.didShow == 2, "and the app's still hears every call")
        // Setting the property again does the same.
        navigation.delegate = app
        navigation.navigationTransition = .fade
        navigation.pushViewController(ColourScreen(.systemGreen, title: "Next"), animated: true)
        host.runUntilIdle()
        #expect(app.willShow == 3 && app.didShow == 3)
        #expect(app.asked == 3, "asked first every time")
        // Taking the library off gives the app its delegate back.
        navigation.navigationTransition = nil
        #expect(navigation.delegate === app)
        withExtendedLifetime(app) {}
    }

    @Test func theAppsTabDelegateIsAskedAndHeardForSwipesAndTaps() {
        let app = CountingTabDelegate()
        let host = HeadlessHost(screenSize: Stage.screen)
        let screens = [ColourScreen(.systemRed, title: "One"), ColourScreen(.systemGreen, title: "Two")]
        let tabs = UITabBarController()
        tabs.viewControllers = screens
        tabs.delegate = app
        tabs.tabTransition = .push(direction: .left)
        host.window.rootViewController = tabs
        host.runUntilIdle()
        app.allows = false
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
        host.runUntilIdle()
        #expect(tabs.selectedIndex == 0, "the app's shouldSelect said no")
        #expect(app.shouldSelect == 1 && app.didSelect == 0)
        app.allows = true
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
        #expect(app.shouldSelect == 2 && app.didSelect == 1)
        // A tap on the first tab item.
        host.tap(at: CGPoint(x: Stage.screen.width / 4, y: Stage.screen.height - 20))
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        #expect(app.shouldSelect == 3 && app.didSelect == 2)
        withExtendedLifetime(app) {}
    }

    @Test func theAppsTransitioningDelegateKeepsItsPresentationController() {
        final class AppTransitioning: NSObject, UIViewControllerTransitioningDelegate {
            var madePresentationController = 0
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?,
                source: UIViewController
            ) -> UIPresentationController? {
                madePresentationController += 1
                return UIPresentationController(presentedViewController: presented, presenting: presenting)
            }
        }
        let (host, root) = Stage.presenter()
        let app = AppTransitioning()
        let detail = ColourScreen(.systemBlue, title: "Detail")
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = app
        detail.modalTransition = .zoom
        root.present(detail, animated: true)
        host.advance(by: 0.2)
        #expect(Stage.shownAlpha(detail.view) < 0.99, "the zoom runs")
        host.runUntilIdle()
        expectEqual(app.madePresentationController, 1)
        expectEqual(detail.presentationController.map { type(of: $0) == UIPresentationController.self }, true)
        root.dismiss(animated: true)
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        detail.modalTransition = nil
        #expect(detail.transitioningDelegate === app)
        withExtendedLifetime(app) {}
    }
}

extension DelegateCompositionTests.CountingNavigationDelegate: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        willShow += 1
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        didShow += 1
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        asked += 1
        return operation == .pop ? ownPopAnimator : nil
    }
}

extension DelegateCompositionTests.CountingTabDelegate: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        shouldSelect += 1
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelect += 1
    }
}
