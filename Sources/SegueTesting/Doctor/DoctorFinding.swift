/// One problem the transition doctor found in a run of a demo's scenario.
///
/// The message says in plain words what went wrong and where to look; ``frame`` is the frame
/// of the scenario at which it shows (frames are counted as ``ScenarioStep``s run them, from
/// 0 when the scenario's steps begin), and ``lesson`` the seed lesson it breaks.
public struct DoctorFinding: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, CaseIterable {
        /// The animator never called `completeTransition(_:)`: the transition waits for ever.
        case completeTransitionNeverCalled
        /// `completeTransition(_:)` was called a second time.
        case completeTransitionCalledTwice
        /// `completeTransition(true)` after the interaction was cancelled.
        case completedAfterCancel
        /// The presented or "to" view is not in the window at the end of the transition.
        case viewNotInWindow
        /// A dismissal animator put the presenting view of a `.custom`/`.over…` presentation
        /// into the container, which took it out of the window (the black screen).
        case presentingViewInserted
        /// The screen is mostly black or empty at the end of the run.
        case blankScreen
        /// A view that stays on screen is left transformed, transparent, hidden or off its
        /// frame after a transition finished or was cancelled.
        case viewLeftChanged
        /// An interaction controller was vended for a transition no gesture drives (the hang).
        case interactionWithoutGesture
        /// `wantsInteractiveStart` is false for a transition a gesture starts and drives.
        case wantsInteractiveStartMisuse
        /// A screen's appearance callbacks do not match whether it is in the window.
        case unbalancedAppearance
        /// A controller, view, animator or interaction controller outlives the run.
        case leak
        /// The animator animated the view that does not come or go, not the one that does.
        case fromToConfused
        /// Something keeps the transition context after the transition completed.
        case contextKept
        /// UIKit would have logged this.
        case uikitReport
        /// Work (an animation, a display link, main-queue work) still runs after the demo was
        /// taken down.
        case stillRunning
        /// The scenario could not be played to its end (a malformed step, a test's check that failed).
        case scenarioFailed
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// What went wrong, in plain words.
    public let message: String
    /// The frame at which it shows (0 is the first frame of the scenario's steps), nil when
    /// it showed while the scenario's setup ran.
    public let frame: Int?
    /// The seed lesson the finding breaks.
    public let lesson: SeedLesson
    /// The variant of the scenario that showed it.
    public let variant: TransitionDoctor.Variant

    /// Creates a finding.
    public init(kind: Kind, message: String, frame: Int?, lesson: SeedLesson, variant: TransitionDoctor.Variant) {
        self.kind = kind
        self.message = message
        self.frame = frame
        self.lesson = lesson
        self.variant = variant
    }

    /// "At frame 12 (cancelled at 30 %): … Lesson: …"
    public var description: String {
        let place = frame.map { "at frame \($0)" } ?? "during the setup"
        return "\(place) (\(variant)): \(message)\n    lesson: \(lesson)"
    }
}
