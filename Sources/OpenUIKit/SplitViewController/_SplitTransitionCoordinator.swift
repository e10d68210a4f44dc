import Foundation

/// The coordinator of a split view's column slide, read from its `transitionCoordinator`
/// right after `show(_:)` or `hide(_:)` (UIKit documents it there) until the slide ends
/// (UIKitBehaviour #321), and of an edge swipe from its start (UIKitBehaviour #322).
///
/// An edge swipe's coordinator is interactive while the finger drives it (`percentComplete`
/// follows the finger); when the finger lifts its interaction handlers run, it is cancelled
/// when the sidebar goes back, and the alongside animations queued so far run with the
/// settling slide (they are not scrubbed with the finger — Segue's choice). A slide's is
/// animated, never interactive or cancelled, `presentationStyle` `.none`, no controllers or
/// views for the keys, the split view's view as the container. Alongside animations queued
/// before the slide starts run inside its animation block; queued while it runs, they run at
/// once for the time that remains, on the same curve; their completions run after the slide
/// ended and the appearance calls were made. Afterwards `animate(alongsideTransition:…)`
/// returns false.
@MainActor
final class _SplitTransitionCoordinator: NSObject, _AlongsideQueueing {
    let containerView: UIView
    private(set) var transitionDuration: TimeInterval
    private var startTime: CFTimeInterval
    private var phase = _SizeTransitionCoordinator.Phase.telling
    private var alongside: [_AlongsideAnimation] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The swipe's progress while the finger drives it.
    var interactiveProgress: CGFloat = 0

    /// A coordinator for a slide of `duration`; `interactive`: for an edge swipe, interactive
    /// until ``endInteraction(cancelled:duration:)``.
    init(containerView: UIView, duration: TimeInterval, interactive: Bool = false) {
        self.containerView = containerView
        transitionDuration = duration
        startTime = CACurrentMediaTime()
        initiallyInteractive = interactive
        isInteractive = interactive
        super.init()
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    let initiallyInteractive: Bool
    var isInterruptible: Bool { false }
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    var percentComplete: CGFloat {
        if isInteractive { return interactiveProgress }
        guard transitionDuration > 0 else { return 1 }
        return min(max(CGFloat((CACurrentMediaTime() - startTime) / transitionDuration), 0), 1)
    }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges { context in
            if !context.isInteractive { handler(context) }
        }
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard initiallyInteractive, isInteractive else { return }
        interactionHandlers.append(handler)
    }

    /// The finger lifted: the swipe settles (or goes back, `cancelled`) over `duration`; the
    /// interaction handlers hear it.
    func endInteraction(cancelled: Bool, duration: TimeInterval) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        transitionDuration = duration
        startTime = CACurrentMediaTime()
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    // MARK: Driving

    func _queueAlongside(_ entry: _AlongsideAnimation) -> Bool {
        switch phase {
        case .completed:
            return false
        case .telling:
            alongside.append(entry)  // a swipe's: runs with the settling slide when the finger lifts
        case .animating:
            alongside.append(entry)
            guard let animation = entry.animation else { break }
            let remaining = max(transitionDuration - (CACurrentMediaTime() - startTime), 0)
            UIView.animate(withDuration: remaining, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
                animation(self)
            }
        }
        return true
    }

    /// Runs the queued alongside animations (called inside the slide's animation block).
    func runAlongsideAnimations() {
        guard phase == .telling else { return }
        phase = .animating
        for entry in alongside { entry.animation?(self) }
    }

    /// Runs the completions in the order they were queued; afterwards nothing more is queued.
    func runCompletions() {
        guard phase != .completed else { return }
        phase = .completed
        let entries = alongside
        alongside = []
        for entry in entries { entry.completion?(self) }
    }
}
