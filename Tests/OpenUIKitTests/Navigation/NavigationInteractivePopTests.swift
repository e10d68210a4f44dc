import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Interactive pops driven by a left-edge drag: the built-in one, and a custom animator pair
/// with the delegate's interaction controller (UIKitBehaviour #57, #58, #60, #88, #89, #90, #122).
@MainActor
@Suite struct NavigationInteractivePopTests {
    /// A navigation controller showing B over A, on screen, with the recorder reset.
    private func stage() -> (
        HeadlessHost, TransitionRecorder, UINavigationController, RecordingViewController, RecordingViewController
    ) {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        let b = RecordingViewController("B", recorder)
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        recorder.reset()
        return (host, recorder, navigation, a, b)
    }

    @Test func theBuiltInPopReleasedAtThirtyPercentCancelsInUIKitsOrder() {  // UIKitBehaviour #89, #90
        let (host, recorder, navigation, a, b) = stage()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 1)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [a, b], "the stack is back")
        #expect(b.parent === navigation)
        #expect(b.view.window === host.window)
        expectEqual(a.view.window, nil)
        expectEqual(b.view.frame.minX, 0)
        let appearance = recorder.events.filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(
            appearance == [
                "B viewWillDisappear(animated: true)",
                "A viewWillAppear(animated: true)",
                "A viewIsAppearing(animated: true)",
                "A viewWillDisappear(animated: true)",
                "A viewDidDisappear(animated: true)",
                "B viewWillAppear(animated: true)",
                "B viewIsAppearing(animated: true)",
                "B viewDidAppear(animated: true)"
            ], "the revealed controller never gets viewDidAppear (UIKitBehaviour #89)")
        expectEqual(recorder.events.first, "B willMove(toParent: nil)")
        expectEqual(recorder.events.last, "B didMove(toParent: UINavigationController)")
    }

    @Test func theBuiltInPopReleasedAtSeventyPercentFinishes() {  // UIKitBehaviour #88, #122
        let (host, recorder, navigation, a, b) = stage()
        var midway: Double = .nan
        var gestureFrames = 0
        navigation.interactivePopGestureRecognizer?.addTarget { _ in
            gestureFrames += 1
            if gestureFrames == 30 { midway = Double(b.view.layer.presentation()?.frame.minX ?? .nan) }
        }
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 285, y: 400), duration: 1)
        // Linear while interactive: the top view follows the finger.
        #expect(midway > 100 && midway < 200)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [a])
        expectEqual(b.parent, nil)
        expectEqual(a.view.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
        let appearance = recorder.events.filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(
            appearance == [
                "B viewWillDisappear(animated: true)", "A viewWillAppear(animated: true)",
                "A viewIsAppearing(animated: true)", "B viewDidDisappear(animated: true)",
                "A viewDidAppear(animated: true)"
            ])
    }

    /// Slides the incoming view in from the right (push) or the outgoing one out (pop), linear.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let recorder: TransitionRecorder
        init(_ recorder: TransitionRecorder) { self.recorder = recorder }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.5
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            recorder.record("animator animateTransition")
            let container = transitionContext.containerView
            let fromView = transitionContext.view(forKey: .from)!
            let toView = transitionContext.view(forKey: .to)!
            let width = container.bounds.width
            let popping = transitionContext.viewController(forKey: .from)?.isMovingFromParent == true
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            if popping {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                toView.frame.origin.x = width
                container.addSubview(toView)
            }
            let start = fromView.frame
            UIView.animate(
                withDuration: 0.5, delay: 0, options: [.curveLinear],
                animations: {
                    if popping { fromView.frame.origin.x = width } else { toView.frame.origin.x = 0 }
                }
            ) { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { fromView.frame = start }
                transitionContext.completeTransition(!cancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) {
            recorder.record("animator animationEnded(\(transitionCompleted))")
        }
    }

    /// A delegate vending the slide, and an interaction controller while its own edge pan moves.
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let recorder: TransitionRecorder
        var interactor: UIPercentDrivenInteractiveTransition?
        init(_ recorder: TransitionRecorder) { self.recorder = recorder }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideAnimator(recorder)
        }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            recorder.record("delegate interactionControllerFor (\(interactor == nil ? "none" : "driving"))")
            return interactor
        }
    }

    @Test(arguments: [(125.0, false), (285.0, true)])
    func aCustomPairWithItsOwnEdgePan(releasedAt x: Double, finishes: Bool) {  // UIKitBehaviour #57, #58, #60
        let (host, recorder, navigation, a, b) = stage()
        let delegate = Delegate(recorder)
        navigation.delegate = delegate
        // UIKitBehaviour #60: it does not drive custom animators
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        let pan = UIScreenEdgePanGestureRecognizer { gesture in
            let progress = (gesture as! UIScreenEdgePanGestureRecognizer).translation(in: navigation.view).x / 400
            switch gesture.state {
            case .began:
                delegate.interactor = UIPercentDrivenInteractiveTransition()
                navigation.popViewController(animated: true)
            case .changed: delegate.interactor?.update(progress)
            case .ended: if progress > 0.5 { delegate.interactor?.finish() } else { delegate.interactor?.cancel() }
            default: break
            }
        }
        pan.edges = .left
        navigation.view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: x, y: 400), duration: 1)
        host.runUntilIdle()
        #expect(recorder.events.contains("delegate interactionControllerFor (driving)"))
        #expect(recorder.events.contains("animator animationEnded(\(finishes))"))
        expectEqual(navigation.viewControllers, (finishes ? [a] : [a, b]))
        #expect((finishes ? a : b).view.window === host.window)
        expectEqual((finishes ? b : a).view.window, nil)
        #expect(host.reports.isEmpty)
        // A button-triggered pop afterwards is not interactive (no controller is vended).
        delegate.interactor = nil
        if !finishes {
            navigation.popViewController(animated: true)
            host.runUntilIdle()
            expectEqual(navigation.viewControllers, [a])
        }
    }

    @Test func aCancelledInteractivePushPutsTheStackBack() {  // UIKitBehaviour #89 (mirrored for a push)
        let (host, recorder, navigation, a, b) = stage()
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        let delegate = Delegate(recorder)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        navigation.delegate = delegate
        recorder.reset()
        navigation.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)
        interactor.update(0.3)
        host.advance(by: 1.0 / 60)
        interactor.cancel()
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [a])
        expectEqual(b.parent, nil)
        #expect(a.view.window === host.window)
        expectEqual(b.view.window, nil)
        #expect(
            recorder.events.filter { !$0.hasPrefix("animator") && !$0.hasPrefix("delegate") } == [
                "B willMove(toParent: UINavigationController)",
                "A viewWillDisappear(animated: true)",
                "B viewWillAppear(animated: true)",
                "B viewIsAppearing(animated: true)",
                "B viewWillDisappear(animated: true)",
                "B viewDidDisappear(animated: true)",
                "A viewWillAppear(animated: true)",
                "A viewIsAppearing(animated: true)",
                "A viewDidAppear(animated: true)",
                "B didMove(toParent: nil)"
            ])
    }
}
