import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// What the transition context tells an animator — its container, frames, style and flags —
/// and what the interaction protocol gives a controller that implements only its required
/// method, read by animators and interaction controllers written as apps write them.
@MainActor
@Suite struct TransitionContextTests {
    /// What an animator read from its context when `animateTransition(using:)` began.
    struct Reading {
        var container: UIView
        var fromInitial, fromFinal, toInitial, toFinal: CGRect
        var style: UIModalPresentationStyle
        var transform: CGAffineTransform
        var isInteractive, wasCancelled: Bool
        var velocity: CGFloat?
        var curve: UIView.AnimationCurve?
    }

    /// Reads its context, puts the incoming view at its final frame and fades it in over 0.3 s.
    final class ReadingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var readings: [Reading] = []
        /// The last context, kept to read `transitionWasCancelled` after the end.
        var context: (any UIViewControllerContextTransitioning)?

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            let from = transitionContext.viewController(forKey: .from)!
            let to = transitionContext.viewController(forKey: .to)!
            let coordinator = to.transitionCoordinator
            readings.append(
                Reading(
                    container: transitionContext.containerView,
                    fromInitial: transitionContext.initialFrame(for: from),
                    fromFinal: transitionContext.finalFrame(for: from),
                    toInitial: transitionContext.initialFrame(for: to), toFinal: transitionContext.finalFrame(for: to),
                    style: transitionContext.presentationStyle, transform: transitionContext.targetTransform,
                    isInteractive: transitionContext.isInteractive,
                    wasCancelled: transitionContext.transitionWasCancelled,
                    velocity: coordinator?.completionVelocity, curve: coordinator?.completionCurve))
            let toView = transitionContext.view(forKey: .to)
            if let toView {
                toView.frame = transitionContext.finalFrame(for: to)
                transitionContext.containerView.addSubview(toView)
                toView.alpha = 0
            }
            UIView.animate(withDuration: 0.3, animations: { toView?.alpha = 1 }) { _ in
                toView?.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// An interaction controller that implements only `startInteractiveTransition(_:)` and does
    /// the transition itself when told to finish, without the animator.
    final class ManualInteractor: NSObject, UIViewControllerInteractiveTransitioning {
        var context: (any UIViewControllerContextTransitioning)?

        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
        }

        func finish() {
            guard let context, let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to)
            else { return }
            context.finishInteractiveTransition()
            toView.frame = context.finalFrame(for: to)
            context.containerView.addSubview(toView)
            context.completeTransition(true)
        }
    }

    /// Vends the reading animator for presentations, dismissals and navigation, and `interactor`.
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
        let animator = ReadingAnimator()
        var interactor: (any UIViewControllerInteractiveTransitioning)?

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            animator
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        )
            -> (any UIViewControllerAnimatedTransitioning)?
        { animator }
    }

    /// A host showing controller A.
    private func showing() -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost()
        let a = UIViewController()
        host.window.rootViewController = a
        host.runUntilIdle()
        return (host, a)
    }

    /// A host showing controller A, and a custom-style controller B using `delegate`.
    private func stage(_ delegate: Delegate) -> (HeadlessHost, UIViewController, UIViewController) {
        let (host, a) = showing()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        return (host, a, b)
    }

    // UIKitBehaviour #4, #14, #23, #105
    @Test func theContainerIsThePresentationControllersViewAndHoldsOnlyThePresentedView() throws {
        let delegate = Delegate()
        let (host, a, b) = stage(delegate)
        let presenterFrame = a.view.frame
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let reading = try #require(delegate.animator.readings.first)
        #expect(reading.fromInitial == presenterFrame && reading.fromFinal == presenterFrame, "the presenter stays")
        #expect(reading.toInitial == .zero && reading.toFinal == host.window.bounds)
        #expect(reading.container === b.presentationController?.containerView)
        #expect(b.view.isDescendant(of: reading.container))
        #expect(
            !a.view.isDescendant(of: reading.container),
            "a custom presentation leaves the presenter's view where it was")
        #expect(!reading.isInteractive, "no interaction controller")
        #expect(reading.velocity == 1 && reading.curve == .easeInOut)
        host.runUntilIdle()
        #expect(a.presentedViewController === b && host.reports.isEmpty)
    }

    // UIKitBehaviour #12
    @Test func aDismissedControllerStartsWhereItIsAndEndsAtZero() throws {
        let delegate = Delegate()
        let (host, a, b) = stage(delegate)
        a.present(b, animated: true)
        host.runUntilIdle()
        let frame = b.view.frame
        b.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        let reading = try #require(delegate.animator.readings.last)
        expectEqual(delegate.animator.readings.count, 2)
        expectEqual(reading.fromInitial, frame)
        expectEqual(reading.fromFinal, .zero)
        expectEqual(reading.style, .custom)
        host.runUntilIdle()
        expectEqual(a.presentedViewController, nil)
    }

    // UIKitBehaviour #13, #24
    @Test func pushAndPopFramesHaveNoStyleAndNoRotation() throws {
        let host = HeadlessHost()
        let delegate = Delegate()
        let root = UIViewController()
        let pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let rootFrame = root.view.frame
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 1.0 / 60)
        let push = try #require(delegate.animator.readings.first)
        #expect(push.fromInitial == rootFrame && push.fromFinal == .zero)
        #expect(push.toInitial == .zero && push.toFinal == push.container.bounds)
        #expect(push.style == .none && push.style.rawValue == -1)
        expectEqual(push.transform, .identity)
        host.runUntilIdle()
        let pushedFrame = pushed.view.frame
        navigation.popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        let pop = try #require(delegate.animator.readings.last)
        expectEqual(delegate.animator.readings.count, 2)
        #expect(pop.fromInitial == pushedFrame && pop.fromFinal == .zero)
        #expect(pop.toInitial == .zero && pop.toFinal == pop.container.bounds)
        #expect(pop.style == .none && pop.transform == .identity)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [root])
    }

    // UIKitBehaviour #21, #23, #25
    @Test func aScrubbedPresentationIsInteractiveClampsItsProgressAndEndsCancelled() throws {
        let delegate = Delegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let (host, a, b) = stage(delegate)
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let reading = try #require(delegate.animator.readings.first)
        #expect(reading.isInteractive && !reading.wasCancelled)
        interactor.update(1.5)
        expectEqual(b.transitionCoordinator?.percentComplete, 1)
        interactor.update(-0.5)
        expectEqual(b.transitionCoordinator?.percentComplete, 0)
        interactor.update(0.4)
        expectEqual(b.transitionCoordinator?.percentComplete, 0.4)
        expectEqual(delegate.animator.context?.transitionWasCancelled, false)
        interactor.cancel()
        host.runUntilIdle()
        expectEqual(delegate.animator.context?.transitionWasCancelled, true)
        expectEqual(delegate.animator.context?.isInteractive, false)
        expectEqual(a.presentedViewController, nil)
    }

    // UIKitBehaviour #35, #36, #23
    @Test func anInteractionControllerOfItsOwnTakesThePlaceOfAnimateTransition() throws {
        let delegate = Delegate()
        let interactor = ManualInteractor()
        expectEqual(interactor.completionSpeed, 1)
        expectEqual(interactor.completionCurve, .easeInOut)
        #expect(interactor.wantsInteractiveStart)
        delegate.interactor = interactor
        let (host, a, b) = stage(delegate)
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let context = try #require(interactor.context)
        #expect(delegate.animator.readings.isEmpty, "UIKit does not call animateTransition")
        #expect(context.isInteractive, "wantsInteractiveStart, not implemented, counts as true")
        host.advance(by: 0.5)
        #expect(b.isBeingPresented, "nothing moves until the interaction controller acts")
        interactor.finish()
        host.runUntilIdle()
        #expect(a.presentedViewController === b && !b.isBeingPresented)
        #expect(b.view.window === host.window)
    }

    /// Fades a badge that lies outside the transition's container alongside its appearance.
    final class BadgeFadingController: UIViewController {
        var badge: UIView?
        var completed: Bool?
        var queuedWithoutAView: Bool?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            queuedWithoutAView = transitionCoordinator?.animateAlongsideTransition(
                in: nil, animation: nil, completion: nil)
            transitionCoordinator?.animateAlongsideTransition(
                in: badge, animation: { _ in self.badge?.alpha = 0 },
                completion: { self.completed = !$0.isCancelled })
        }
    }

    // UIKitBehaviour #101
    @Test func anAlongsideAnimationOutsideTheContainerIsScrubbedWithTheTransition() throws {
        let delegate = Delegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let (host, a, _) = stage(delegate)
        let b = BadgeFadingController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let badge = UIView(frame: CGRect(x: 20, y: 60, width: 40, height: 40))
        a.view.addSubview(badge)
        b.badge = badge
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let coordinator = try #require(b.transitionCoordinator)
        #expect(!badge.isDescendant(of: coordinator.containerView))
        expectEqual(b.queuedWithoutAView, false)
        #expect(host.reports.contains { $0.contains("must not be nil") })
        interactor.update(0.5)
        host.advance(by: 1.0 / 60)
        let opacity = Double(badge.layer.presentation()?.opacity ?? -1)
        #expect(opacity > 0.2 && opacity < 0.8, "half-way through the scrub, not \(opacity)")
        interactor.finish()
        host.runUntilIdle()
        expectEqual(b.completed, true)
        expectEqual(badge.alpha, 0)
    }

    // UIKitBehaviour #52, #53, #56
    @Test func theDelegatesPresentationControllerIsAskedForOnlyForTheCustomStyle() {
        let (host, a) = showing()
        let recorder = TransitionRecorder()
        let delegate = RecordingTransitioningDelegate(recorder)
        delegate.presentationAnimator = ReadingAnimator()
        delegate.dismissalAnimator = ReadingAnimator()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        cover.transitioningDelegate = delegate
        a.present(cover, animated: true)
        host.runUntilIdle()
        #expect(!recorder.events.contains { $0.hasPrefix("delegate presentationController") })
        #expect(
            recorder.events.contains { $0.hasPrefix("delegate animationController(forPresented") },
            "its animators customise a full-screen presentation too")
        #expect(a.view.window == nil, "which still removes the presenter's view")
        cover.dismiss(animated: true)
        host.runUntilIdle()
        recorder.reset()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        delegate.presentationAnimator = nil
        a.present(card, animated: true)
        host.advance(by: 0.2)
        expectEqual(recorder.events.first?.hasPrefix("delegate presentationController(forPresented"), true)
        #expect((card.view.layer.presentation()?.frame.minY ?? 0) > 0, "no animator: the standard slide up")
        host.runUntilIdle()
        expectEqual(card.view.frame.minY, 0)
        #expect(a.view.window === host.window, "no presentation controller from the delegate: the presenter stays")
        card.transitioningDelegate = RecordingTransitioningDelegate(recorder)
        #expect(card.transitioningDelegate == nil, "the property is weak: the app keeps its delegate")
        #expect(host.reports.isEmpty)
    }

    // UIKitBehaviour #63, #70
    @Test func aPresentationControllerCoversTheScreenAndKeepsThePresenterUnlessFullScreen() {
        let (host, a) = showing()
        let card = UIViewController()
        let custom = UIPresentationController(presentedViewController: card, presenting: nil)
        #expect(custom.presentedViewController === card)
        #expect(custom.shouldPresentInFullscreen)
        #expect(!custom.shouldRemovePresentersView)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        a.present(cover, animated: false)
        host.runUntilIdle()
        expectEqual(cover.presentationController?.shouldRemovePresentersView, true)
        #expect(a.view.window == nil, "the full-screen presentation removed the presenter's view")
    }
}
