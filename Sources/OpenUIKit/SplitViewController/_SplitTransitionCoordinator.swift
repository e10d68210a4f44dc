import Foundation

/// The coordinator of a split view's column slide, read from its `transitionCoordinator`
/// right after `show(_:)` or `hide(_:)` (UIKit documents it there) until the slide ends
/// (UIKitBehaviour #331).
///
/// Animated, never interactive or cancelled, `presentationStyle` `.none`, no controllers or
/// views for the keys, the split view's view as the container. Alongside animations queued
/// before the slide starts run inside its animation block; queued while it runs, they run at
/// once for the time that remains, on the same curve; their completions run after the slide
/// ended and the appearance calls were made. Afterwards `animate(alongsideTransition:…)`
/// returns false.
@MainActor
final class _SplitTransitionCoordinator: NSObject, _AlongsideQueueing {
    let containerView: UIView
    let transitionDuration: TimeInterval
    private let startTime: CFTimeInterval
    private var phase = _SizeTransitionCoordinator.Phase.telling
    private var alongside: [_AlongsideAnimation] = []

    init(containerView: UIView, duration: TimeInterval) {
        self.containerView = containerView
        transitionDuration = duration
        startTime = CACurrentMediaTime()
        super.init()
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat {
        guard transitionDuration > 0 else { return 1 }
        return min(max(CGFloat((CACurrentMediaTime() - startTime) / transitionDuration), 0), 1)
    }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    // MARK: Driving

    func _queueAlongside(_ entry: _AlongsideAnimation) -> Bool {
        switch phase {
        case .completed:
            return false
        case .telling:
            alongside.append(entry)
        case .animating:
            alongside.append(entry)
            guard let animation = entry.animation else { break }
            let remaining = max(transitionDuration - (CACurrentMediaTime() - startTime), 0)
            UIView.animate(withDuration: remaining, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) { animation(self) }
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
