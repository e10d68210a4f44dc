import Foundation

/// Keeps track of the transitions in flight, so that the application counts as busy while
/// one runs and an animator that never calls `completeTransition(_:)` is named.
///
/// UIKit waits for ever for `completeTransition(_:)` (the app looks frozen); Segue waits too,
/// but reports once, naming the animator, when a transition has run 5 seconds past its duration.
@MainActor
final class _TransitionWatchdog {
    /// The attached host's watchdog (a new host gets a new one).
    static var shared: _TransitionWatchdog { UIApplication._shared._session.transitionWatchdog }

    /// How long past its duration a transition may run before it is reported.
    static let grace: TimeInterval = 5

    private struct Watched {
        weak var context: _TransitionContext?
        /// The animator's type, named only when the transition is reported.
        let animatorType: Any.Type
        let deadline: CFTimeInterval
        var reported = false
    }

    private var watched: [ObjectIdentifier: Watched] = [:]

    /// Starts watching a transition that just started.
    func watch(_ context: _TransitionContext) {
        watched[ObjectIdentifier(context)] = Watched(
            context: context, animatorType: type(of: context.animator),
            deadline: CACurrentMediaTime() + context.transitionDuration + Self.grace)
    }

    /// Stops watching a transition that completed.
    func forget(_ context: _TransitionContext) {
        watched[ObjectIdentifier(context)] = nil
    }

    /// Whether a transition is in flight.
    var hasTransitionsInFlight: Bool {
        watched.values.contains { $0.context != nil }
    }

    /// Reports transitions past their deadline (once each); called every frame.
    func check(now: CFTimeInterval) {
        for (key, entry) in watched {
            guard entry.context != nil else {
                watched[key] = nil
                continue
            }
            guard !entry.reported, now >= entry.deadline else { continue }
            watched[key]?.reported = true
            let note = entry.context?._undrivenInteractionNote.map { "; \($0)" } ?? ""
            UIView._report(
                "\(String(describing: entry.animatorType)) has not called completeTransition(_:) \(Self.grace) s after its transition's duration; the transition waits for it (as in UIKit)\(note)"
            )
        }
    }
}
