import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// After many present/dismiss cycles nothing a transition made stays alive.
@MainActor
@Suite struct TransitionMemoryTests {
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        weak var lastContext: (any UIViewControllerContextTransitioning)?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.05
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            lastContext = transitionContext
            let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
            let view = transitionContext.view(forKey: presenting ? .to : .from)!
            if presenting { transitionContext.containerView.addSubview(view) }
            UIView.animate(withDuration: 0.05, animations: { view.alpha = presenting ? 1 : 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Dimming: UIPresentationController {
        let dimming = UIView()
        override func presentationTransitionWillBegin() {
            containerView?.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in self.dimming.alpha = 1 },
                completion: { _ in _ = self.dimming })
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimming.removeFromSuperview() }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        var animators: [FadeAnimator] = []
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { make() }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? { make() }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            Dimming(presentedViewController: presented, presenting: presenting)
        }
        private func make() -> FadeAnimator {
            let animator = FadeAnimator()
            animators.append(animator)
            return animator
        }
    }

    /// 1,000 present and dismiss cycles; `SEGUE_MEMORY_CYCLES=10000` runs the 10,000 of the
    /// transitions issue (the census catches a view left by any one cycle).
    @Test func presentDismissCyclesLeaveNothingAlive() {
        let cycles = memoryTestCycles(default: 1_000)
        let checkpointEvery = max(cycles / 10, 1)
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let viewsAtStart = _UIViewCensus.live.load(ordering: .relaxed)
        struct Weak { weak var object: AnyObject? }
        var watched: [Weak] = []
        let delegate = Delegate()
        for cycle in 0..<cycles {
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true)
            host.runUntilIdle()
            if cycle % checkpointEvery == 0 {
                watched.append(Weak(object: presented))
                watched.append(Weak(object: presented.presentationController))
                watched.append(Weak(object: delegate.animators.last))
                watched.append(Weak(object: delegate.animators.last?.lastContext))
                watched.append(Weak(object: presented.view))
            }
            presented.dismiss(animated: true)
            host.runUntilIdle()
            delegate.animators.removeAll()
        }
        expectEqual(root.presentedViewController, nil)
        #expect(
            watched.count == 5 * ((cycles + checkpointEvery - 1) / checkpointEvery),
            "five objects watched at each checkpoint")
        #expect(
            watched.allSatisfy { $0.object == nil },
            "controllers, presentation controllers, animators, contexts and views are gone")
        expectEqual(_UIViewCensus.live.load(ordering: .relaxed), viewsAtStart)
        #expect(host.reports.isEmpty)
    }
}
