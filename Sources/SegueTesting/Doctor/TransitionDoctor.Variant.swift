extension TransitionDoctor {
    /// A way of playing a scenario, derived from it automatically.
    ///
    /// Which variants apply is decided from the scenario as written (``asWritten``, played
    /// first):
    /// - ``releasedStill(at:)`` (30 % and 70 %): scenarios with a drag that drives an
    ///   interactive transition. Every drag moves along its own direction, frame by frame at
    ///   its own speed, until the transition it drives reaches the fraction (or twice the
    ///   drag's length), then holds still for a quarter of a second and lifts without
    ///   velocity — the release that decides between finishing and cancelling on position.
    /// - ``interrupted``: scenarios whose transition a touch (tap or drag) started: half-way
    ///   through it, the same point is tapped again, as an impatient user does.
    /// - ``backToBack``: scenarios in which a transition completed: the moment it ends, the
    ///   reverse runs by code, animated (dismiss after a presentation, present the same
    ///   screen again after a dismissal, pop after a push, push the popped screen again, select
    ///   the previous tab).
    /// - ``repeated``: every scenario: played, brought back by the reverse transition if one
    ///   completed, and played again on the same screens.
    /// - ``resized``: scenarios with an animated transition: half-way through it the window
    ///   turns to landscape (width and height swapped) through ``HeadlessHost/resize(to:scale:)``.
    /// - ``animationsDisabled``: scenarios with a transition: the steps run with
    ///   `UIView.setAnimationsEnabled(false)`, so every animation block applies at once and
    ///   only its completion remains.
    public enum Variant: Hashable, Sendable, CustomStringConvertible {
        /// The scenario as its demo wrote it.
        case asWritten
        /// Drags stop where the transition they drive reaches `fraction`, hold, and lift.
        case releasedStill(at: Double)
        /// A tap at the action's point half-way through the transition.
        case interrupted
        /// The reverse transition starts by code as soon as the transition ends.
        case backToBack
        /// The scenario twice on the same screens.
        case repeated
        /// The window turns to landscape half-way through the transition.
        case resized
        /// `UIView.setAnimationsEnabled(false)` while the steps run.
        case animationsDisabled

        /// Every variant, in the order the doctor plays them.
        public static let all: [Variant] = [
            .asWritten, .releasedStill(at: 0.3), .releasedStill(at: 0.7), .interrupted, .backToBack, .repeated,
            .resized, .animationsDisabled
        ]

        /// "as written", "released still at 30 %", …
        public var description: String {
            switch self {
            case .asWritten: "as written"
            case .releasedStill(let fraction): "released still at \(Int((fraction * 100).rounded())) %"
            case .interrupted: "interrupted mid-flight"
            case .backToBack: "reversed back to back"
            case .repeated: "repeated twice"
            case .resized: "resized mid-flight"
            case .animationsDisabled: "animations disabled"
            }
        }
    }
}
