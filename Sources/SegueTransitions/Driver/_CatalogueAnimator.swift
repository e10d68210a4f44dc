#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The one driver of every catalogue transition: an animator that plays a
/// ``SegueTransition``'s stage forwards or backwards on one `UIViewPropertyAnimator`, which it
/// vends as its interruptible animator, so that a finger can catch, scrub, reverse and throw
/// the transition (UIKitBehaviour #404, #407).
///
/// Before the transition it saves every state it will change of both screens; when the
/// property animator stops it gives them back, removes what it added, and only then calls
/// `completeTransition(_:)` — in the same turn, so no frame shows a half-restored screen. A
/// cancelled transition also takes the arriving screen out of the container again.
/// After a completed transition it posts `.screenChanged` (UIKitBehaviour #411).
@MainActor
final class _CatalogueAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition played.
    let transition: SegueTransition
    /// Whether this is the forward transition (presentation, push, later tab).
    let isForward: Bool
    /// The property animator of the one transition this animator runs.
    private var propertyAnimator: UIViewPropertyAnimator?
    /// Called once the transition has ended, with whether it completed.
    var onEnd: ((Bool) -> Void)?
    /// The interaction controller vended with this animator, let go when the transition ends.
    private var interaction: _CatalogueInteraction?

    init(transition: SegueTransition, isForward: Bool) {
        self.transition = transition
        self.isForward = isForward
        super.init()
    }

    /// Keeps `interaction` until the transition ends, and returns it.
    func attach(_ interaction: _CatalogueInteraction) -> _CatalogueInteraction {
        self.interaction = interaction
        return interaction
    }

    /// The transition whose stage is played, and whether it is played backwards.
    private var played: (transition: SegueTransition, reversed: Bool) {
        if isForward { return (transition, false) }
        if let backward = transition.backwardTransition { return (backward(), false) }
        return (transition, true)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? played.transition.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        if transitionContext.isAnimated, !transitionContext.isInteractive, !animator.isRunning {
            animator.startAnimation()
        }
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        let (transition, reversed) = played
        let duration = transitionDuration(using: transitionContext)
        let animator =
            transition.dampingRatio.map { UIViewPropertyAnimator(duration: duration, dampingRatio: $0) }
            ?? UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        propertyAnimator = animator
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let to = transitionContext.viewController(forKey: .to) {
            let frame = transitionContext.finalFrame(for: to)
            if !frame.isEmpty { toView.frame = frame }
        }
        let saved = [fromView, toView].compactMap { $0 }.map(_SavedViewState.init)
        // Measured before the stage moves the screens: where they rest.
        toView?.layoutIfNeeded()
        // Under Reduce Motion nothing flies or moves on its own: matched and modified views
        // dissolve with their screens (UIKitBehaviour #431).
        let screens =
            UIAccessibility.isReduceMotionEnabled
            ? [nil, nil]
            : [UITransitionContextViewKey.from, .to].map { key in
                Self.matchScreen(transitionContext, key, in: container)
            }
        // Forwards, the arriving screen is the one shown next; backwards, the one leaving.
        let arriving = reversed ? fromView : toView
        let leaving = reversed ? toView : fromView
        var player = _StagePlayer(stage: transition.stage(in: container.bounds), reversed: reversed)
        player.prepare(leaving: leaving, arriving: arriving, in: container)
        guard transitionContext.isAnimated else {
            end(completed: true, saved: saved, player: player, matched: nil, context: transitionContext, toView: toView)
            return animator
        }
        let stagedPlayer = player
        animator.addAnimations { stagedPlayer.animate(leaving: leaving, arriving: arriving) }
        let matched = _MatchedPlayer(from: screens[0], to: screens[1], in: container, duration: duration)
        matched.addAnimations(to: animator)
        // The context keeps this animator, which keeps the property animator: its completion
        // holds the context weakly, or the three (and both screens) would keep one another.
        animator.addCompletion { [weak self, weak transitionContext] position in
            guard let transitionContext else { return }
            self?.end(
                completed: position == .end, saved: saved, player: stagedPlayer, matched: matched,
                context: transitionContext, toView: toView)
        }
        return animator
    }

    /// The screen of the transition's `key` side for matched views: its view, or its
    /// controller's view when that stays where it is (a presentation that keeps the presenter).
    private static func matchScreen(
        _ context: any UIViewControllerContextTransitioning,
        _ key: UITransitionContextViewKey, in container: UIView
    ) -> _MatchScreen? {
        let controller = context.viewController(forKey: key == .from ? .from : .to)
        guard let root = context.view(forKey: key) ?? controller?.viewIfLoaded.flatMap({ $0.window == nil ? nil : $0 })
        else { return nil }
        return _MatchScreen(root: root, controller: controller, container: container)
    }

    /// Gives every view back its state, removes what the stage added (and, when cancelled, the
    /// arriving screen), then completes the transition.
    private func end(
        completed: Bool, saved: [_SavedViewState], player: _StagePlayer, matched: _MatchedPlayer?,
        context: any UIViewControllerContextTransitioning, toView: UIView?
    ) {
        matched?.restore()
        player.removeDecorations()
        for state in saved { state.restoreAppearance() }
        if !completed {
            for state in saved { state.restoreSuperview() }
        }
        context.completeTransition(completed && !context.transitionWasCancelled)
        let didComplete = completed && !context.transitionWasCancelled
        // No argument: VoiceOver moves to the new screen's first element (the app may post its own).
        if didComplete { UIAccessibility.post(notification: .screenChanged, argument: nil) }
        interaction?.tearDown()
        interaction = nil
        let onEnd = self.onEnd
        self.onEnd = nil
        onEnd?(didComplete)
    }
}
