import Foundation

/// An animation queued with the transition coordinator.
struct _AlongsideAnimation {
    let animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    /// The view outside the container it animates (`animateAlongsideTransition(in:…)`), if any.
    let view: UIView?
}

/// A coordinator that keeps alongside animations: both of UIKit's ways of queueing one
/// (the view-less one, and one for a view outside the container, which must not be nil)
/// come down to ``_queueAlongside(_:)``.
@MainActor
protocol _AlongsideQueueing: UIViewControllerTransitionCoordinator {
    /// Queues (or, once running, runs) `entry`; false when nothing more is queued.
    func _queueAlongside(_ entry: _AlongsideAnimation) -> Bool
}

extension _AlongsideQueueing {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        _queueAlongside(_AlongsideAnimation(animation: animation, completion: completion, view: nil))
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard view != nil else {
            UIView._report(
                "animateAlongsideTransition(in: nil, …): the view must not be nil; the animation is not queued")
            return false
        }
        return _queueAlongside(_AlongsideAnimation(animation: animation, completion: completion, view: view))
    }
}

/// The transition coordinator: alongside animations and interaction handlers (UIKitBehaviour #99–#106).
///
/// Alongside animations queued before the transition starts run right after the animator
/// (or interaction controller) started, in a view animation block with the transition's
/// duration and, while interactive, a linear curve, else the completion curve (UIKitBehaviour #102,
/// #106); queued later, they run at once for the time that remains. When the animator vends
/// an interruptible property animator, they are added to it instead (UIKitBehaviour #33b). Their completions run
/// after the transition's hierarchy and appearance are final (UIKitBehaviour #17).
extension _TransitionContext: _AlongsideQueueing {
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { duration }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append { context in
            if !context.isInteractive { handler(context) }
        }
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    func _queueAlongside(_ entry: _AlongsideAnimation) -> Bool {
        switch phase {
        case .completed:
            return false
        case .pending:
            alongside.append(entry)
        case .running:
            alongside.append(entry)
            let remaining = max(transitionDuration - (CACurrentMediaTime() - startTime), 0)
            run(entry, duration: remaining)
        }
        return true
    }

    /// Runs the alongside animations queued before the start.
    func runAlongsideAnimations() {
        for entry in alongside { run(entry, duration: transitionDuration) }
    }

    private func run(_ entry: _AlongsideAnimation, duration: TimeInterval) {
        guard let animation = entry.animation else { return }
        if let propertyAnimator = interruptiblePropertyAnimator {
            // UIKitBehaviour #33b: alongside animations join the interruptible animator, so that they
            // are scrubbed, paused, reversed and continued with it.
            propertyAnimator.addAnimations { animation(self) }
            return
        }
        let curve: UIView.AnimationOptions = isInteractive ? .curveLinear : completionCurve._options
        UIView.animate(
            withDuration: isAnimated ? duration : 0, delay: 0, options: curve,
            animations: {
                animation(self)
            })
    }

    /// Runs the completions of every alongside animation, in the order they were queued.
    func runAlongsideCompletions() {
        let entries = alongside
        alongside = []
        for entry in entries { entry.completion?(self) }
        interactionHandlers = []
    }

    /// Calls the interaction handlers after a change between interactive and not.
    func notifyInteractionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The views outside the container that alongside animations move.
    var alongsideViews: [UIView] { alongside.compactMap(\.view) }
}

extension UIView.AnimationCurve {
    /// The animation option for this curve.
    var _options: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: UInt(rawValue) << 16) }
}
