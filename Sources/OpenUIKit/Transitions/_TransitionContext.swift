import Foundation

/// The one transition context of every transition — modal, navigation and tab — and its
/// coordinator (UIKitBehaviour #1–#28, #99–#106).
///
/// The driver that owns a transition (`_ModalTransition`, later the navigation and tab
/// drivers) fills in the controllers, views and frames, then starts it; the context runs the
/// alongside animations, tracks interaction, and on the first `completeTransition(_:)` calls
/// the driver's `finish` (hierarchy and appearance), the coordinator's completion blocks, the
/// driver's `didFinish` (user completion handlers) and the animator's `animationEnded(_:)`, in
/// that order (UIKitBehaviour #17). Later calls are ignored with a report.
@MainActor
final class _TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// Where the transition is.
    enum Phase {
        /// Built, not started.
        case pending
        /// The animator (or interaction controller) has been started.
        case running
        /// `completeTransition(_:)` was called.
        case completed
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    private(set) var phase = Phase.pending
    var transitionWasCancelled = false
    var isInteractive = false
    let initiallyInteractive: Bool
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve = UIView.AnimationCurve.easeInOut
    var targetTransform: CGAffineTransform { .identity }

    // Filled in by the driver.
    var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    var views: [UITransitionContextViewKey: UIView] = [:]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// Hierarchy clean-up and appearance, with whether the transition completed.
    var finish: ((Bool) -> Void)?
    /// User completion handlers (present/dismiss completion), after the coordinator's blocks.
    var didFinish: ((Bool) -> Void)?

    // Coordinator state (see _TransitionContext+Coordinator).
    var alongside: [_AlongsideAnimation] = []
    var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The duration the animator reported when the transition started.
    private(set) var duration: TimeInterval = 0
    /// The media time at which the transition started.
    private(set) var startTime: CFTimeInterval = 0
    /// The container layer's timing when the transition started, given back if the transition
    /// completes while interactive (the interaction may have paused it).
    private var containerTiming: _LayerTiming?

    init(
        containerView: UIView, isAnimated: Bool, presentationStyle: UIModalPresentationStyle,
        animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?
    ) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animator = animator
        self.interactor = interactor
        initiallyInteractive = isAnimated && (interactor?.wantsInteractiveStart ?? false)
        super.init()
        isInteractive = initiallyInteractive
    }

    // MARK: Starting

    /// Asks the animator for its duration, then starts the interaction controller (UIKitBehaviour #35)
    /// or the animator (UIKitBehaviour #30), then runs the queued alongside animations (UIKitBehaviour #102).
    func start() {
        guard phase == .pending else { return }
        phase = .running
        startTime = CACurrentMediaTime()
        duration = animator.transitionDuration(using: self)
        if !duration.isFinite || duration < 0 {
            UIView._report("\(type(of: animator)).transitionDuration(using:) returned \(duration); using 0")
            duration = 0
        }
        _TransitionWatchdog.shared.watch(self)
        containerTiming = _LayerTiming(containerView.layer)
        _TransitionObservation.willStart(self)
        if let interactor {
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        runAlongsideAnimations()
        // Commit now, so that the animations begin at the start of a paused (scrubbed) timeline.
        if interactor != nil { CATransaction.flush() }
    }

    /// Runs a transition that is not animated: `swap` puts the views in their final places,
    /// the alongside animations apply at once, and the transition completes.
    func startWithoutAnimation(_ swap: () -> Void) {
        guard phase == .pending else { return }
        phase = .running
        startTime = CACurrentMediaTime()
        _TransitionObservation.willStart(self)
        swap()
        runAlongsideAnimations()
        completeTransition(true)
    }

    // MARK: UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard phase == .running, isInteractive else { return }
        guard percentComplete.isFinite else {
            UIView._report("updateInteractiveTransition: ignored a non-finite progress \(percentComplete)")
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)  // UIKitBehaviour #25
    }

    func finishInteractiveTransition() {
        guard phase == .running, isInteractive else { return }
        let speed = interactor?.completionSpeed ?? 1
        completionVelocity = speed > 0 ? speed : 1  // UIKitBehaviour #26
        completionCurve = interactor?.completionCurve ?? .easeInOut
        transitionWasCancelled = false
        endInteraction()
    }

    func cancelInteractiveTransition() {
        guard phase == .running, isInteractive else { return }
        let speed = interactor?.completionSpeed ?? 1
        completionVelocity = -(speed > 0 ? speed : 1)  // UIKitBehaviour #26
        completionCurve = interactor?.completionCurve ?? .easeInOut
        transitionWasCancelled = true
        endInteraction()
    }

    func pauseInteractiveTransition() {
        guard phase == .running, !isInteractive, isInterruptible else { return }  // UIKitBehaviour #27
        isInteractive = true
        notifyInteractionChanged()
    }

    private func endInteraction() {
        isInteractive = false
        notifyInteractionChanged()  // UIKitBehaviour #90: before the corrective appearance calls
    }

    /// The animator completed while the transition was still interactive (it completed inside
    /// `animateTransition`, on a later turn, or its animations reached their end while scrubbed
    /// to 100 %): the interaction ends, and the layer time the interaction paused runs again
    /// (UIKitBehaviour #158).
    ///
    /// - Note: UIKit ends the interaction and restores the container's layer timing; Segue
    ///   gives the container layer back the speed, time offset and begin time it had when the
    ///   transition started, and `UIPercentDrivenInteractiveTransition` does the same for the
    ///   alongside views it scrubbed. Later `update`/`finish`/`cancel` calls are ignored.
    private func endInteractionAtCompletion() {
        (interactor as? UIPercentDrivenInteractiveTransition)?._transitionCompleted(self)
        containerTiming?.restore(containerView.layer)
        endInteraction()
    }

    func completeTransition(_ didComplete: Bool) {
        _TransitionObservation.completeTransitionCalled(self, didComplete: didComplete)
        guard phase != .completed else {
            UIView._report(
                "completeTransition(\(didComplete)) called again by \(type(of: animator)); ignored (only the first call counts)"
            )
            return
        }
        if phase == .pending {
            UIView._report("completeTransition(\(didComplete)) called before the transition started; ignored")
            return
        }
        _reportCompletingACancelledTransition(didComplete)
        phase = .completed
        _TransitionWatchdog.shared.forget(self)
        if !didComplete { transitionWasCancelled = true }
        if isInteractive {
            endInteractionAtCompletion()
        } else {
            // Finished or cancelled by a percent-driven scrub: its layers' clocks are restored.
            (interactor as? UIPercentDrivenInteractiveTransition)?._transitionCompleted(self)
        }
        finish?(didComplete)
        finish = nil
        runAlongsideCompletions()
        didFinish?(didComplete)
        didFinish = nil
        animator.animationEnded(didComplete)
        _TransitionObservation.didEnd(self, completed: didComplete)
    }

    /// Whether the animator vends an interruptible animator (asked only once the transition
    /// started: UIKit calls `animateTransition`/`startInteractiveTransition` first, UIKitBehaviour #32).
    /// A transition without animation never asks: its animator is not used at all (UIKitBehaviour #159).
    var isInterruptible: Bool {
        guard phase != .pending, isAnimated else { return false }
        return !(animator.interruptibleAnimator(using: self) is _NoInterruptibleAnimator)
    }

    /// The animator's interruptible animator when it is a property animator (the alongside
    /// animations join it).
    var interruptiblePropertyAnimator: UIViewPropertyAnimator? {
        guard isInterruptible else { return nil }
        return animator.interruptibleAnimator(using: self) as? UIViewPropertyAnimator
    }
}
