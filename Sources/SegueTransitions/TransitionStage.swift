#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// What a catalogue transition moves, written for the forward transition (a presentation, a
/// push, a switch to a later tab): the leaving and the arriving screen's start and end states,
/// which of them is on top, and what lies between them (a dimming, a blur).
///
/// A transition fills in a stage; the library's one driver runs it on a
/// `UIViewPropertyAnimator`. The backward transition (dismissal, pop, a switch to an earlier
/// tab) plays the same stage backwards: the screen that arrived leaves along the path it came
/// by (UIKitBehaviour #406).
public struct TransitionStage {
    /// How one screen moves: its states at the start and the end of the forward transition.
    public struct ViewMotion {
        /// The state at the start of the forward transition.
        public var start = ViewState.identity
        /// The state at the end of the forward transition.
        public var end = ViewState.identity
        /// The point (in unit coordinates of the view's bounds) that transforms turn and scale about.
        public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        /// Where a ``ViewState/revealRadius`` circle is centred, in the container's coordinates.
        public var revealCenter = CGPoint.zero
        /// Whether the view's back shows when a 3-D rotation turns it away (a flip hides it).
        public var showsBack = true

        /// A motion that leaves the view as it is.
        public init() {}
    }

    /// The container's bounds: the area the screens fill.
    public let bounds: CGRect
    /// The screen that is shown before the forward transition.
    public var leaving = ViewMotion()
    /// The screen that is shown after the forward transition.
    public var arriving = ViewMotion()
    /// Whether the arriving screen is drawn above the leaving one (true by default).
    public var arrivingOnTop = true
    /// The opacity of a black dimming view between the two screens, at the start and the end of
    /// the forward transition; nil for none.
    public var dimming: (start: CGFloat, end: CGFloat)?
    /// Whether a blur lies between the two screens at the start and the end of the forward
    /// transition; nil for none.
    public var blur: (start: Bool, end: Bool)?

    /// A stage of `bounds` where nothing moves yet.
    public init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// The size of the container.
    public var size: CGSize { bounds.size }
}
