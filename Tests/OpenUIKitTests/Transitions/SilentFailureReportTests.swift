import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Mistakes UIKit lets pass in silence are reported in `host.reports` during ordinary tests,
/// and `_TransitionObservation` tells an observer what runs.
@MainActor
@Suite struct SilentFailureReportTests {
    /// Seed 003's pop fade: puts the "to" controller's view below and fades the "from" view.
    final class PopFade: NSObject, UIViewControllerAnimatedTransitioning {
        var alwaysTrue = false
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.25
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: .from)!
            let to = transitionContext.viewController(forKey: .to)!
            transitionContext.containerView.insertSubview(to.view, belowSubview: from.view)
            UIView.animate(
                withDuration: 0.25, animations: { from.view.alpha = 0 },
                completion: { _ in
                    transitionContext.completeTransition(self.alwaysTrue || !transitionContext.transitionWasCancelled)
                })
        }
    }

    /// Seed 003's push fade: adds the "to" view and fades it in.
    final class PushFade: NSObject, UIViewControllerAnimatedTransitioning {
        var alwaysTrue = false
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.25
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(
                withDuration: 0.25, animations: { to.alpha = 1 },
                completion: { _ in
                    transitionContext.completeTransition(self.alwaysTrue || !transitionContext.transitionWasCancelled)
                })
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let present = PushFade(), dismiss = PopFade()
        var interaction: UIPercentDrivenInteractiveTransition?
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? { dismiss }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interaction }
    }

    final class Observer: _TransitionObserving {
        var events: [String] = []
        func _transitionWillStart(_ transition: _TransitionObservation.Transition) {
            events.append(
                "start \(transition.kind) \(type(of: transition.animator)) animated \(transition.context.isAnimated)")
        }
        func _transition(
            _ transition: _TransitionObservation.Transition, calledCompleteTransition didComplete: Bool,
            afterCancel: Bool, isRepeat: Bool
        ) {
            events.append("complete(\(didComplete)) afterCancel \(afterCancel) repeat \(isRepeat)")
        }
        func _transitionDidEnd(_ transition: _TransitionObservation.Transition, completed: Bool) {
            events.append("end \(transition.kind) \(completed)")
        }
    }

    private func stage(_ style: UIModalPresentationStyle) -> (
        HeadlessHost, UIViewController, UIViewController, Delegate
    ) {
        let host = HeadlessHost()
        let home = UIViewController()
        let detail = UIViewController()
        host.window.rootViewController = home
        host.runUntilIdle()
        let delegate = Delegate()
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        return (host, home, detail, delegate)
    }

    @Test func aCustomDismissalThatInsertsThePresentingViewIsReported() {
        let (host, home, detail, delegate) = stage(.custom)
        home.present(detail, animated: true)
        host.runUntilIdle()
        #expect(host.reports.isEmpty)
        detail.dismiss(animated: true)
        host.runUntilIdle()
        #expect(
            home.view.window == nil, "the container took the presenting view with it: the black screen, as in UIKit")
        expectEqual(host.reports.count, 1)
        #expect(host.reports.first?.contains("PopFade put the presenting view") == true, "\(host.reports)")
        _ = delegate
    }

    @Test func theSameAnimatorForAFullScreenDismissalIsFine() {
        let (host, home, detail, delegate) = stage(.fullScreen)
        home.present(detail, animated: true)
        host.runUntilIdle()
        detail.dismiss(animated: true)
        host.runUntilIdle()
        #expect(home.view.window != nil)
        #expect(host.reports.isEmpty, "\(host.reports)")
        _ = delegate
    }

    @Test func completingWithTrueAfterACancelIsReported() {
        let (host, home, detail, delegate) = stage(.fullScreen)
        delegate.present.alwaysTrue = true
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        home.present(detail, animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.3)
        interaction.cancel()
        host.runUntilIdle()
        expectEqual(host.reports.count, 1)
        #expect(
            host.reports.first?.contains("PushFade called completeTransition(true) after the interaction was cancelled")
                == true,
            "\(host.reports)")
        #expect(home.presentedViewController === detail, "it completes anyway, as in UIKit")
    }

    @Test func anUndrivenInteractionControllerIsNamedWhenTheTransitionHangs() {
        let (host, home, detail, delegate) = stage(.fullScreen)
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        home.present(detail, animated: true)  // a button's action: nothing will update it
        host.advance(by: 6)
        expectEqual(host.reports.count, 1)
        #expect(
            host.reports.first?.contains(
                "UIPercentDrivenInteractiveTransition was vended as its interaction controller") == true,
            "\(host.reports)")
        delegate.interaction?.finish()
        host.runUntilIdle()
    }

    @Test func theObserverHearsEveryTransitionInOrder() {
        let (host, home, detail, delegate) = stage(.fullScreen)
        let observer = Observer()
        _TransitionObservation.observer = observer
        defer { _TransitionObservation.observer = nil }
        home.present(detail, animated: true)
        host.runUntilIdle()
        detail.dismiss(animated: false)
        host.runUntilIdle()
        #expect(
            observer.events == [
                "start presentation PushFade animated true", "complete(true) afterCancel false repeat false",
                "end presentation true",
                "start dismissal _BuiltinModalAnimator animated false", "complete(true) afterCancel false repeat false",
                "end dismissal true"
            ])
        expectEqual(_TransitionObservation.appearanceState(of: home), "appeared")
        expectEqual(_TransitionObservation.appearanceState(of: detail), "disappeared")
        _ = delegate
    }
}
