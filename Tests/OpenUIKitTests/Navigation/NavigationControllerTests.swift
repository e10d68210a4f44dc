import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UINavigationController: the stack, containment, appearance and delegate histories for push
/// and pop (UIKitBehaviour #57–#62, #85, #88).
@MainActor
@Suite struct NavigationControllerTests {
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let recorder: TransitionRecorder
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        init(_ recorder: TransitionRecorder) { self.recorder = recorder }
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            recorder.record("nav willShow(\(RecordingViewController.label(viewController)), animated: \(animated))")
        }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            recorder.record("nav didShow(\(RecordingViewController.label(viewController)), animated: \(animated))")
        }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            recorder.record(
                "nav animationControllerFor(\(operation == .push ? "push" : "pop"), from: \(RecordingViewController.label(fromVC)), to: \(RecordingViewController.label(toVC)))"
            )
            return animator
        }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            recorder.record("nav interactionControllerFor")
            return interactor
        }
    }

    /// A navigation controller with root "A" as the window's root, on screen.
    private func stage() -> (HeadlessHost, TransitionRecorder, UINavigationController, RecordingViewController) {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        recorder.reset()
        return (host, recorder, navigation, a)
    }

    @Test func theRootIsAChildAndFillsTheView() {  // UIKitBehaviour #85
        let (host, recorder, navigation, a) = stage()
        expectEqual(navigation.viewControllers, [a])
        #expect(navigation.topViewController === a)
        #expect(navigation.visibleViewController === a)
        #expect(a.parent === navigation)
        #expect(a.navigationController === navigation)
        #expect(a.view.window === host.window)
        expectEqual(a.view.convert(a.view.bounds, to: nil), CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(navigation.definesPresentationContext)
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        #expect(recorder.events.isEmpty)
    }

    @Test func anAnimatedPushRunsInUIKitsOrder() {  // UIKitBehaviour #28, #57–#59, #88
        let (host, recorder, navigation, a) = stage()
        let delegate = Delegate(recorder)
        navigation.delegate = delegate
        let b = RecordingViewController("B", recorder)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers == [a, b], "the stack changes at once")
        expectEqual(recorder.events, ["B willMove(toParent: UINavigationController)"])
        host.advance(by: 1.0 / 60)
        #expect(b.view.superview != nil)
        host.advance(by: 0.1)
        let x = Double(b.view.layer.presentation()?.frame.minX ?? .nan)
        #expect(x > 0 && x < 400, "sliding in from the right edge")
        #expect(Double(a.view.layer.presentation()?.frame.minX ?? .nan) < 0, "the covered view moves left")
        host.runUntilIdle()
        #expect(
            recorder.events == [
                "B willMove(toParent: UINavigationController)",
                "nav willShow(B, animated: true)",
                "nav animationControllerFor(push, from: A, to: B)",
                "B viewDidLoad",
                "A viewWillDisappear(animated: true)",
                "B viewWillAppear(animated: true)",
                "B viewIsAppearing(animated: true)",
                "A viewDidDisappear(animated: true)",
                "B viewDidAppear(animated: true)",
                "B didMove(toParent: UINavigationController)",
                "nav didShow(B, animated: true)"
            ], "no interaction controller is asked without a custom animator (UIKitBehaviour #58)")
        expectEqual(a.view.window, nil)
        expectEqual(b.view.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(host.now < 0.35 + 0.1, "0.35 s (UIKitBehaviour #121)")
    }

    @Test func poppingRemovesTheChildAfterTheTransition() {  // UIKitBehaviour #62, #88, #96
        let (host, recorder, navigation, a) = stage()
        let b = RecordingViewController("B", recorder)
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        recorder.reset()
        var movingDuringDisappear = false
        b.recordsLayout = false
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b)
        expectEqual(navigation.viewControllers, [a])
        movingDuringDisappear = b.isMovingFromParent
        host.runUntilIdle()
        #expect(movingDuringDisappear)
        #expect(!b.isMovingFromParent)
        #expect(
            recorder.events == [
                "B willMove(toParent: nil)",
                "B viewWillDisappear(animated: true)",
                "A viewWillAppear(animated: true)",
                "A viewIsAppearing(animated: true)",
                "B viewDidDisappear(animated: true)",
                "A viewDidAppear(animated: true)",
                "B didMove(toParent: nil)"
            ])
        expectEqual(b.parent, nil)
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
    }

    @Test func popToRootFromDepthFour() {
        let (host, recorder, navigation, a) = stage()
        let stack = ["B", "C", "D"].map { RecordingViewController($0, recorder) }
        navigation.setViewControllers([a] + stack, animated: false)
        host.runUntilIdle()
        recorder.reset()
        let popped = navigation.popToRootViewController(animated: true)
        expectEqual(popped, stack)
        host.runUntilIdle()
        #expect(recorder.events(of: "B") == ["willMove(toParent: nil)", "didMove(toParent: nil)"], "never on screen")
        #expect(
            recorder.events(of: "D") == [
                "willMove(toParent: nil)", "viewWillDisappear(animated: true)",
                "viewDidDisappear(animated: true)", "didMove(toParent: nil)"
            ])
        #expect(
            recorder.events(of: "A") == [
                "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)",
                "viewDidAppear(animated: true)"
            ])
        expectEqual(navigation.children, [a])
    }

    @Test func setViewControllersActsAsAPushOrAPop() {  // UIKitBehaviour #62
        let (host, recorder, navigation, a) = stage()
        let delegate = Delegate(recorder)
        navigation.delegate = delegate
        let b = RecordingViewController("B", recorder)
        navigation.setViewControllers([a, b], animated: true)
        host.runUntilIdle()
        #expect(recorder.events.contains("nav animationControllerFor(push, from: A, to: B)"))
        recorder.reset()
        navigation.setViewControllers([a], animated: true)
        host.runUntilIdle()
        #expect(recorder.events.contains("nav animationControllerFor(pop, from: B, to: A)"))
        expectEqual(navigation.viewControllers, [a])
        expectEqual(b.parent, nil)
    }

    @Test func pushingDuringATransitionWaitsSilently() {  // UIKitBehaviour #382
        let (host, recorder, navigation, _) = stage()
        navigation.pushViewController(RecordingViewController("B", recorder), animated: true)
        navigation.pushViewController(RecordingViewController("C", recorder), animated: true)
        #expect(host.reports.isEmpty)
        expectEqual(navigation.viewControllers.count, 2)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 3)
    }

    @Test func pushingTheSameControllerTwiceIsAProgrammerError() async {  // UIKitBehaviour #62
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIViewController()
                let navigation = UINavigationController(rootViewController: controller)
                navigation.pushViewController(controller, animated: false)
            }
        }
    }

    @Test func aCurrentContextPresentationFromInsideTheStackCoversTheNavigationController() {  // UIKitBehaviour #3, #85
        let (host, recorder, navigation, a) = stage()
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === navigation)
        #expect(navigation.visibleViewController === b)
    }
}
