#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The interaction controller of every catalogue transition: a finger drives the transition's
/// property animator, and on release the finger's velocity starts the completion spring
/// (UIKitBehaviour #407, #408).
///
/// Made driven (`wantsInteractiveStart` true) when a gesture asked for the transition — the
/// edge pan of a pop, the pan down of a dismissal, the pan across a tab bar controller — and
/// free-running otherwise: then the transition starts on its own. Either way a finger that
/// goes down on the container while it runs catches it (pauses it where it is), scrubs it and
/// throws it either way.
///
/// Progress follows the finger's movement along `direction`: the container's extent that way
/// spans the whole transition. On release the transition finishes when the finger moves on
/// faster than ``flickSpeed`` points per second, goes back when it moves back that fast, and
/// otherwise goes to the nearer end; a finger that caught it and lets go within
/// ``stillDistance`` points, slowly, lets it go on its way (a tap does not turn it back). A
/// non-finite translation or velocity counts as none.
@MainActor
final class _CatalogueInteraction: UIPercentDrivenInteractiveTransition {
    /// The release speed, in points per second, that decides the direction on its own.
    static let flickSpeed: CGFloat = 300
    /// How far, in points, a finger that caught the transition may move and still count as a
    /// tap that lets it go on its way.
    static let stillDistance: CGFloat = 10
    /// The damping ratio of the completion spring.
    static let completionDamping: CGFloat = 1

    /// The direction a finger moves to advance this transition.
    let direction: TransitionDirection
    /// The progress when the current gesture took hold of the transition.
    private var grabbedProgress: CGFloat = 0
    /// The extent of the container along `direction`.
    private var extent: CGFloat = 1
    private var actions: [_GestureAction] = []
    private weak var catchPress: UILongPressGestureRecognizer?
    /// The finger of the catching press.
    private var track: _FingerTrack?
    /// Whether the transition has started (the context exists).
    private var started = false
    /// A release that came before the transition started: true to finish.
    private var pendingRelease: (finish: Bool, velocity: CGFloat)?
    /// The driving gesture's translation when it began to drive: a drag handed over from a
    /// scroll view drives from where it was then.
    private let translationOrigin: CGPoint
    /// The last progress asked for before the transition started.
    private var pendingProgress: CGFloat?
    /// The end the transition runs to when nothing drives it: a finger that catches it and lets
    /// go without moving sends it on there.
    private var headingToEnd = true

    /// An interaction driven by `gesture` when given (it starts interactive), free-running
    /// otherwise; its movement counts from `translationOrigin` (the pan's translation when it
    /// took over a drag that was under way).
    init(
        direction: TransitionDirection, drivenBy gesture: UIGestureRecognizer?, extent: CGFloat,
        translationOrigin: CGPoint = .zero
    ) {
        self.direction = direction
        self.translationOrigin = translationOrigin
        self.extent = extent.isFinite && extent > 0 ? extent : 1
        super.init()
        wantsInteractiveStart = gesture != nil
        if let gesture {
            actions.append(_GestureAction(on: gesture) { [weak self] in self?.followPan($0) })
        }
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let measured = direction.extent(of: container.bounds.size)
        if measured.isFinite, measured > 0 { extent = measured }
        super.startInteractiveTransition(transitionContext)
        started = true
        guard transitionContext.isAnimated else { return }
        // A finger that goes down on the running transition catches it at once.
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0
        actions.append(_GestureAction(on: press) { [weak self] in self?.followPress($0) })
        container.addGestureRecognizer(press)
        catchPress = press
        if let pendingProgress { update(pendingProgress) }
        if let release = pendingRelease { end(finish: release.finish, velocity: release.velocity) }
        pendingProgress = nil
        pendingRelease = nil
    }

    /// Removes the catching press and lets go of the gestures (called when the transition ended).
    func tearDown() {
        for action in actions { action.remove() }
        actions = []
        if let catchPress { catchPress.view?.removeGestureRecognizer(catchPress) }
    }

    /// Follows the pan that asked for the transition.
    private func followPan(_ gesture: UIGestureRecognizer) {
        guard let pan = gesture as? UIPanGestureRecognizer else { return }
        let translation = pan.translation(in: nil)
        let moved = CGPoint(x: translation.x - translationOrigin.x, y: translation.y - translationOrigin.y)
        follow(pan.state, translation: moved, velocity: pan.velocity(in: nil), catching: false)
    }

    /// Follows the press that caught the running transition.
    private func followPress(_ press: UIGestureRecognizer) {
        let point = press.location(in: nil)
        let now = CACurrentMediaTime()
        switch press.state {
        case .began: track = _FingerTrack(at: point, time: now)
        default: track?.add(point, time: now)
        }
        let translation = track?.translation(to: point) ?? .zero
        follow(press.state, translation: translation, velocity: track?.velocity ?? .zero, catching: true)
    }

    /// Moves the transition with a finger: `catching` grabs it where it is.
    private func follow(_ state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint, catching: Bool) {
        let along = Self.finite(translation.x * direction.unitVector.dx + translation.y * direction.unitVector.dy)
        let progress = min(max(grabbedProgress + along / extent, 0), 1)
        switch state {
        case .began:
            if catching {
                pause()
                grabbedProgress = percentComplete
            } else {
                grabbedProgress = 0
            }
        case .changed:
            if started { update(progress) } else { pendingProgress = progress }
        case .ended, .cancelled:
            let speed =
                state == .cancelled
                ? 0
                : Self.finite(velocity.x * direction.unitVector.dx + velocity.y * direction.unitVector.dy)
            let still = catching && abs(along) < Self.stillDistance && abs(speed) < Self.flickSpeed
            let finish =
                state != .cancelled
                && (still ? headingToEnd : speed > Self.flickSpeed || (speed > -Self.flickSpeed && progress >= 0.5))
            if started { end(finish: finish, velocity: speed) } else { pendingRelease = (finish, speed) }
        default:
            break
        }
    }

    /// Ends the interaction towards the end (`finish`) or the start, handing the finger's
    /// `velocity` (points per second along `direction`) to the completion spring.
    private func end(finish: Bool, velocity: CGFloat) {
        let progress = min(max(percentComplete, 0), 1)
        let remaining = (finish ? 1 - progress : progress) * extent
        // The spring's initial velocity is relative to the distance left: 1 covers it in a second.
        let towardsTarget = finish ? velocity : -velocity
        let relative = remaining > 0.5 ? Self.finite(towardsTarget / remaining) : 0
        let clamped = min(max(relative, -50), 50)
        timingCurve = UISpringTimingParameters(
            dampingRatio: Self.completionDamping,
            initialVelocity: CGVector(dx: clamped, dy: clamped))
        headingToEnd = finish
        if finish { self.finish() } else { cancel() }
    }

    /// `value`, or 0 when it is not finite.
    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
