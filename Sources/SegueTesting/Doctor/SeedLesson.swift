/// A lesson of the tutorials Segue was built from (the seeds), which a doctor's finding
/// breaks.
///
/// The four seeds teach custom view-controller transitions with working code; each finding
/// of ``TransitionDoctor`` points back to the lesson that would have prevented it, so the
/// report reads as advice rather than as a symptom.
public enum SeedLesson: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Call `completeTransition(_:)` once, when the animation has ended.
    case completeOnceWhenTheAnimationEnds
    /// Pass `!transitionContext.transitionWasCancelled` to `completeTransition(_:)`.
    case completeWithNotCancelled
    /// Add the "to" view to the container when presenting.
    case addTheToViewToTheContainer
    /// A dismissal is not a pop: a `.custom` presentation never removed the presenting view.
    case dismissIsNotPop
    /// Put back what the animation changed when the transition ends or is cancelled.
    case restoreTheViewsOnCancel
    /// Vend an interaction controller only while a gesture drives the transition.
    case interactionOnlyWhileAGestureDrives
    /// "From" and "to" swap on dismissal; "presenting" and "presented" do not.
    case fromToIsNotPresentingPresented
    /// Take everything from the context while the transition runs; cache nothing.
    case cacheNothingFromTheContext
    /// Appearance follows the window: which views a style removes decides who appears.
    case fullScreenRemovesCustomKeeps
    /// Transition objects are released with the transition (the seed's `dealloc` check).
    case releaseTheTransitionObjects
    /// Understand the principles rather than copying code that happens to run.
    case understandRatherThanCopy

    /// The lesson in one line.
    public var title: String {
        switch self {
        case .completeOnceWhenTheAnimationEnds: "call completeTransition(_:) exactly once, when the animation has ended"
        case .completeWithNotCancelled: "complete with !transitionContext.transitionWasCancelled, never a constant true"
        case .addTheToViewToTheContainer: "when presenting, add the \"to\" view to the container view"
        case .dismissIsNotPop:
            "pop != dismiss: a .custom presentation never removed the presenting view, so its dismissal must not insert it"
        case .restoreTheViewsOnCancel:
            "put back the transforms, alpha and frames the animation changed, above all when it is cancelled"
        case .interactionOnlyWhileAGestureDrives:
            "vend an interaction controller only while a gesture drives the transition (create it when the gesture begins, drop it when it ends)"
        case .fromToIsNotPresentingPresented:
            "from/to swap on dismissal, presenting/presented do not: animate the view that actually comes or goes"
        case .cacheNothingFromTheContext:
            "take the views and controllers from the context each time; cache nothing, keep no context"
        case .fullScreenRemovesCustomKeeps:
            ".fullScreen removes the presenting view and .custom keeps it: the screens in the window are the ones that appeared"
        case .releaseTheTransitionObjects:
            "animators, interaction controllers and dismissed screens are released once the transition is over"
        case .understandRatherThanCopy:
            "understand how transitions work instead of copying code that happens to run: heed what UIKit logs"
        }
    }

    /// Where the seeds teach it (seed 000: the Swift transition tutorial and Apple's
    /// CustomTransitions sample; 001: rotating navigation animators and an interactive pop;
    /// 002: the one-call modal; 003: the fade animators).
    public var source: String {
        switch self {
        case .completeOnceWhenTheAnimationEnds:
            "seed 000 (never forget completeTransition after the animation), seed 002 (call it only once the animation is over, or the UI stays blocked)"
        case .completeWithNotCancelled: "seed 000 (HalfWaySpringAnimator), seed 003 (FadePushAnimator)"
        case .addTheToViewToTheContainer:
            "seed 000 (present and dismiss must add toView to the view hierarchy), seed 002 (the presenting animation adds the view)"
        case .dismissIsNotPop:
            "seed 003 (reusing the pop animator for a dismissal: the black screen), seed 000 (FullScreen removes fromView, Custom does not)"
        case .restoreTheViewsOnCancel:
            "seed 001 (the cancel animation returns both transforms; the push resets fromView's transform)"
        case .interactionOnlyWhileAGestureDrives:
            "seed 001 (create the interaction controller when the gesture begins, destroy it when it ends), seed 000 and 003 (a button runs the plain animation)"
        case .fromToIsNotPresentingPresented: "seed 000 (From and To; Presented and Presenting)"
        case .cacheNothingFromTheContext:
            "seed 000 (do not cache anything about the animation; always ask the transition context)"
        case .fullScreenRemovesCustomKeeps:
            "seed 000 (modalPresentationStyle: FullScreen removes fromView, Custom does not)"
        case .releaseTheTransitionObjects:
            "seed 001 (the interaction controller's dealloc log), seed 003 (the problem is placing views and memory management)"
        case .understandRatherThanCopy: "seed 000 (copying code that runs without understanding it brings hidden bugs)"
        }
    }

    /// What goes wrong when the lesson is missed, in the words of the app's screen.
    public var consequence: String {
        switch self {
        case .completeOnceWhenTheAnimationEnds:
            "UIKit waits for that call: without it the screen stays blocked; called early, the animation is cut short"
        case .completeWithNotCancelled:
            "a constant true finishes a transition the person cancelled, so the screen they kept is replaced anyway"
        case .addTheToViewToTheContainer:
            "a view the animator never adds is never on screen, though its controller counts as shown"
        case .dismissIsNotPop:
            "the presenter's view is inserted twice or in the wrong place, and the screen goes black when the dismissal ends"
        case .restoreTheViewsOnCancel:
            "after a cancel the old screen comes back exactly as the animation left it: moved, scaled or faded"
        case .interactionOnlyWhileAGestureDrives:
            "without a gesture to drive it, the transition waits at 0 % for updates that never come"
        case .fromToIsNotPresentingPresented:
            "the animation moves the screen that stays and leaves the one that should move"
        case .cacheNothingFromTheContext:
            "a context or view kept from one transition is stale in the next, which then animates the wrong views"
        case .fullScreenRemovesCustomKeeps:
            "controllers get appearance calls for screens that are not in the window, or none for screens that are"
        case .releaseTheTransitionObjects:
            "a transition object kept alive keeps its screens alive, and memory grows with every transition"
        case .understandRatherThanCopy:
            "UIKit logs this and carries on, so the mistake shows only later, somewhere else"
        }
    }

    /// The lesson and what goes wrong without it (``source`` says where the seeds teach it).
    public var description: String { "\(title) — otherwise \(consequence)" }
}
