import Foundation

/// Not UIKit API: what a testing tool (SegueTesting's transition doctor) sees of the
/// transitions running inside the application.
///
/// One observer at a time (``observer``), set by the tool around the runs it watches. Every
/// transition — modal, navigation and tab, animated or not — is announced once it starts
/// (after the animator gave its duration, before `animateTransition(using:)` or
/// `startInteractiveTransition(_:)` runs, so the views are still at rest), at every
/// `completeTransition(_:)` call (the first and any later one, which UIKit ignores), and once
/// its completion work (hierarchy, appearance, coordinator and user completions,
/// `animationEnded(_:)`) is over.
@MainActor
package enum _TransitionObservation {
    /// What kind of transition runs.
    public enum Kind: String, Sendable {
        /// A modal presentation (`.to` is the presented controller).
        case presentation
        /// A modal dismissal (`.from` is the presented controller).
        case dismissal
        /// A navigation push.
        case push
        /// A navigation pop.
        case pop
        /// A tab bar controller's switch of tabs.
        case tabSwitch
    }

    /// A transition as the observer sees it.
    public struct Transition {
        /// The transition's context (the object animators get).
        public let context: any UIViewControllerContextTransitioning
        /// What kind of transition it is.
        public let kind: Kind
        /// The animator running it (a built-in one when the app vended none).
        public let animator: any UIViewControllerAnimatedTransitioning
        /// The interaction controller, if one was vended.
        public let interactionController: (any UIViewControllerInteractiveTransitioning)?
        /// The duration the animator reported (0 for a transition without animation).
        public let duration: TimeInterval
        /// The presentation style of a modal transition (`.none` for the others).
        public let presentationStyle: UIModalPresentationStyle
        /// Whether the animator is one of Segue's own (UIKit's system transitions).
        public let isBuiltIn: Bool
    }

    /// The one observer, if any.
    public static weak var observer: (any _TransitionObserving)?

    /// A controller's appearance state: "disappeared", "appearing", "appeared" or "disappearing".
    public static func appearanceState(of controller: UIViewController) -> String {
        switch controller._appearanceState {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }

    /// Whether `context` has been completed (its first `completeTransition(_:)` call happened).
    public static func isCompleted(_ context: any UIViewControllerContextTransitioning) -> Bool {
        (context as? _TransitionContext)?.phase == .completed
    }

    static func transition(of context: _TransitionContext) -> Transition {
        Transition(
            context: context, kind: kind(of: context), animator: context.animator,
            interactionController: context.interactor, duration: context.transitionDuration,
            presentationStyle: context.presentationStyle,
            isBuiltIn: context.animator is _BuiltinModalAnimator || context.animator is _NavigationParallaxAnimator)
    }

    private static func kind(of context: _TransitionContext) -> Kind {
        let from = context.controllers[.from]
        let to = context.controllers[.to]
        if context.presentationStyle != .none || context.containerView is _TransitionContainerView {
            return to?.presentingViewController === from && from != nil ? .presentation : .dismissal
        }
        if let navigation = from?.parent as? UINavigationController ?? to?.parent as? UINavigationController {
            return navigation.viewControllers.contains { $0 === from } ? .push : .pop
        }
        return .tabSwitch
    }

    // MARK: Called by the transition context

    static func willStart(_ context: _TransitionContext) {
        observer?._transitionWillStart(transition(of: context))
    }

    static func completeTransitionCalled(_ context: _TransitionContext, didComplete: Bool) {
        guard let observer else { return }
        observer._transition(
            transition(of: context), calledCompleteTransition: didComplete,
            afterCancel: context.transitionWasCancelled, isRepeat: context.phase == .completed)
    }

    static func didEnd(_ context: _TransitionContext, completed: Bool) {
        observer?._transitionDidEnd(transition(of: context), completed: completed)
    }
}

/// Not UIKit API: receives what ``_TransitionObservation`` announces.
@MainActor
package protocol _TransitionObserving: AnyObject {
    /// A transition starts: the views are at rest, the animator has not run yet.
    func _transitionWillStart(_ transition: _TransitionObservation.Transition)
    /// `completeTransition(didComplete)` was called; `afterCancel` tells whether the
    /// interaction had been cancelled, `isRepeat` whether an earlier call already completed it.
    func _transition(
        _ transition: _TransitionObservation.Transition, calledCompleteTransition didComplete: Bool,
        afterCancel: Bool, isRepeat: Bool)
    /// The transition's completion work is over.
    func _transitionDidEnd(_ transition: _TransitionObservation.Transition, completed: Bool)
}
