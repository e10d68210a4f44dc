#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Plays the matched views and the modifiers of a catalogue transition, next to the stage
/// (`_StagePlayer`) on the same property animator: it is resolved when the transition starts,
/// flies a stand-in for each matched pair above both screens, moves the unmatched views that
/// have modifiers, and gives every value back when the transition ends, completed or not
/// (UIKitBehaviour #420–#429).
@MainActor
final class _MatchedPlayer {
    /// What the player changes on a real view, given back at the end.
    @MainActor private struct Saved {
        let view: UIView
        let alpha: CGFloat
        let transform: CATransform3D
        let zPosition: CGFloat
        let isHidden: Bool

        init(_ view: UIView) {
            self.view = view
            alpha = view.alpha
            transform = view.transform3D
            zPosition = view.layer.zPosition
            isHidden = view.isHidden
        }

        func restore() {
            view.alpha = alpha
            view.transform3D = transform
            view.layer.zPosition = zPosition
            view.isHidden = isHidden
        }
    }

    /// One group of end states, started after `delayFactor` of the transition.
    private struct Step {
        let delayFactor: CGFloat
        let animations: () -> Void
    }

    /// The stand-ins flying, in the order their pairs were found.
    private(set) var flights: [_MatchedFlight] = []
    private var saved: [Saved] = []
    private var steps: [Step] = []

    /// Resolves the pairs of `from` and `to`, puts their stand-ins on top of `container`, hides
    /// the real views and sets the modified views' starting states. `duration` turns delays
    /// into fractions of the transition.
    init(from: _MatchScreen?, to: _MatchScreen?, in container: UIView, duration: TimeInterval) {
        let pairs = if let from, let to { _MatchScreen.pairs(from: from, to: to) } else { [_MatchedPair]() }
        let matched = Set(pairs.flatMap { [ObjectIdentifier($0.from), ObjectIdentifier($0.to)] })
        for pair in pairs {
            let center = CGPoint(x: pair.toFrame.midX, y: pair.toFrame.midY)
            let effect = _ModifierEffect(
                pair.from.transitionModifiers + pair.to.transitionModifiers,
                center: center, in: container.bounds)
            let flight = _MatchedFlight(pair, arc: effect.arc)
            if let z = effect.zPosition { flight.root.layer.zPosition = z }
            container.addSubview(flight.root)
            for view in [pair.from, pair.to] {
                saved.append(Saved(view))
                view.isHidden = true
            }
            flights.append(flight)
            steps.append(Step(delayFactor: effect.delayFactor(duration: duration), animations: flight.animate))
        }
        if let from { modify(from, arriving: false, skipping: matched, container: container, duration: duration) }
        if let to { modify(to, arriving: true, skipping: matched, container: container, duration: duration) }
    }

    /// Adds the end states to `animator`, each group at its delay.
    func addAnimations(to animator: UIViewPropertyAnimator) {
        for step in steps {
            if step.delayFactor > 0 {
                animator.addAnimations(step.animations, delayFactor: step.delayFactor)
            } else {
                animator.addAnimations(step.animations)
            }
        }
    }

    /// Removes the stand-ins and gives every real view back its values.
    func restore() {
        for flight in flights { flight.root.removeFromSuperview() }
        for state in saved.reversed() { state.restore() }
        flights = []
        saved = []
        steps = []
    }

    /// Sets the starting state of each unmatched view of `screen` with modifiers (not its root)
    /// and records its end state.
    private func modify(
        _ screen: _MatchScreen, arriving: Bool, skipping matched: Set<ObjectIdentifier>,
        container: UIView, duration: TimeInterval
    ) {
        var pending = screen.root.subviews
        while let view = pending.popLast() {
            pending.append(contentsOf: view.subviews)
            let modifiers = view.transitionModifiers
            guard !modifiers.isEmpty, !matched.contains(ObjectIdentifier(view)),
                let frame = screen.visibleFrame(of: view)
            else { continue }
            let effect = _ModifierEffect(modifiers, center: CGPoint(x: frame.midX, y: frame.midY), in: container.bounds)
            let state = Saved(view)
            saved.append(state)
            if let z = effect.zPosition { view.layer.zPosition = z }
            let rest = (alpha: state.alpha, transform: state.transform)
            let away = (
                alpha: state.alpha * effect.alpha, transform: CATransform3DConcat(state.transform, effect.transform)
            )
            let (start, end) = arriving ? (away, rest) : (rest, away)
            view.alpha = start.alpha
            view.transform3D = start.transform
            steps.append(
                Step(delayFactor: effect.delayFactor(duration: duration)) {
                    view.alpha = end.alpha
                    view.transform3D = end.transform
                })
        }
    }
}
