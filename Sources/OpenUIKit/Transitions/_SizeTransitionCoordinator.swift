import Foundation

/// The coordinator passed to `viewWillTransition(to:with:)` when the host's screen changes
/// size (`UIApplication.screenDidChangeSize(to:scale:)`) or the interface rotates
/// (`HeadlessHost.rotate(to:)`): one per resized window.
///
/// A rotation's coordinator is animated: `isAnimated` true, `transitionDuration` 0.4 s per
/// quarter turn, curve `.easeInOut`, and `targetTransform` the interface's turn on the
/// physical screen (a rotation by `atan2(b, a)`, clockwise positive) (UIKitBehaviour #246).
/// Its alongside animations run inside the rotation's animation block, and its completions
/// run when that animation ends. What follows describes a resize.
///
/// UIKit does not document the coordinator of a live window resize; Segue's choices, for a
/// change the host reports as already made (a window the user dragged), are:
/// - not animated (`isAnimated` false, `transitionDuration` 0), never interactive or
///   interruptible, never cancelled, `percentComplete` 1, completion velocity 1 and curve
///   `.easeInOut` (the context defaults);
/// - `presentationStyle` `.none` (it is not a modal transition), no controllers or views for
///   any key, `targetTransform` identity (no rotation);
/// - `containerView` is the window being resized (the root view's superview).
///
/// Alongside animations queued during `viewWillTransition(to:with:)` run once the new frames
/// are set and laid out, inside `UIView.performWithoutAnimation(_:)` (the duration is 0), so
/// they see the new bounds; one queued while the alongside animations run runs at once. The
/// completions run after the final layout, in the order they were queued. Once they have run,
/// `animate(alongsideTransition:completion:)` returns false. The interaction handlers are
/// never called: the transition is never interactive.
@MainActor
final class _SizeTransitionCoordinator: NSObject, _AlongsideQueueing {
    /// Where the size change is.
    enum Phase {
        /// Controllers are being told; alongside animations are queued.
        case telling
        /// The alongside animations are running; new ones run at once.
        case animating
        /// The completions have run; nothing more is queued.
        case completed
    }

    let containerView: UIView
    private(set) var phase = Phase.telling
    private var alongside: [_AlongsideAnimation] = []

    /// The rotation this coordinator animates, if any.
    let rotation: _InterfaceRotation?

    init(containerView: UIView, rotation: _InterfaceRotation? = nil) {
        self.containerView = containerView
        self.rotation = rotation
        super.init()
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { rotation != nil }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { rotation?.duration ?? 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { rotation.map { CGAffineTransform(rotationAngle: $0.angle) } ?? .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    // MARK: UIViewControllerTransitionCoordinator (alongside animations: _AlongsideQueueing)

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    // MARK: Driving

    func _queueAlongside(_ entry: _AlongsideAnimation) -> Bool {
        switch phase {
        case .completed:
            return false
        case .telling:
            alongside.append(entry)
        case .animating:
            alongside.append(entry)
            run(entry)
        }
        return true
    }

    /// Runs the alongside animations queued so far, without animation for a resize, in the
    /// current animation block for a rotation (the ones they queue run as they are queued).
    func runAlongsideAnimations() {
        guard phase == .telling else { return }
        phase = .animating
        for entry in alongside { run(entry) }
    }

    private func run(_ entry: _AlongsideAnimation) {
        guard let animation = entry.animation else { return }
        if rotation != nil { animation(self) } else { UIView.performWithoutAnimation { animation(self) } }
    }

    /// Runs the completions in the order they were queued; afterwards nothing more is queued.
    func runCompletions() {
        phase = .completed
        let entries = alongside
        alongside = []
        for entry in entries { entry.completion?(self) }
    }
}
