#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A ready-made transition of the catalogue, for presentations and dismissals
/// (`UIViewController.modalTransition`), pushes and pops (`UINavigationController.navigationTransition`)
/// and tab switches (`UITabBarController.tabTransition`).
///
/// ```swift
/// detail.modalTransition = .cube(direction: .left)
/// navigationController.navigationTransition = .push(direction: .left)
/// tabBarController.tabTransition = .slide(direction: .left)
/// ```
///
/// A transition is a description of what moves (a ``TransitionStage`` it fills in for the
/// forward transition) with a duration, a timing and the direction a finger moves to drive it.
/// The backward transition plays the description backwards unless a transition made with
/// ``selectBy(presenting:dismissing:)`` names another one. Make your own with
/// ``init(name:duration:dampingRatio:gestureDirection:describe:)``.
///
/// A transition is a `Sendable` value that needs no actor to be made or named (so demos and
/// settings can hold one anywhere); its description runs on the main actor.
public struct SegueTransition: Sendable {
    /// The transition's name, as the catalogue lists it (`"cube(left)"`).
    public let name: String
    /// How long the transition runs when no finger drives it, in seconds.
    public var duration: TimeInterval
    /// The damping ratio of a spring timing, or nil for ease-in-out.
    public var dampingRatio: CGFloat?
    /// The direction a finger moves to advance the forward transition; the backward
    /// transition advances the opposite way. Its extent across the container spans the whole
    /// transition.
    public var gestureDirection: TransitionDirection
    /// Fills in the stage of the forward transition.
    let describe: @MainActor (inout TransitionStage) -> Void
    /// The transition the backward transition plays forwards, when it is not this one reversed.
    let backwardTransition: (@MainActor () -> SegueTransition)?

    /// A transition of your own.
    ///
    /// - Parameters:
    ///   - name: A name for logs and the catalogue.
    ///   - duration: Its duration when not driven by a finger (a non-finite or negative value is 0).
    ///   - dampingRatio: A spring's damping ratio, or nil for ease-in-out.
    ///   - gestureDirection: The direction a finger moves to advance it.
    ///   - describe: Fills in the stage of the forward transition.
    public init(
        name: String, duration: TimeInterval = 0.4, dampingRatio: CGFloat? = nil,
        gestureDirection: TransitionDirection = .left,
        describe: @escaping @MainActor (inout TransitionStage) -> Void
    ) {
        self.name = name
        self.duration = duration.isFinite && duration >= 0 ? duration : 0
        self.dampingRatio = dampingRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.gestureDirection = gestureDirection
        self.describe = describe
        self.backwardTransition = nil
    }

    init(_ base: SegueTransition, name: String, backward: @escaping @MainActor () -> SegueTransition) {
        self.name = name
        self.duration = base.duration
        self.dampingRatio = base.dampingRatio
        self.gestureDirection = base.gestureDirection
        self.describe = base.describe
        self.backwardTransition = backward
    }

    /// The stage of the forward transition in a container of `bounds`.
    @MainActor public func stage(in bounds: CGRect) -> TransitionStage {
        var stage = TransitionStage(bounds: bounds)
        describe(&stage)
        return stage
    }

    /// The same transition with another duration.
    public func with(duration: TimeInterval) -> SegueTransition {
        var copy = self
        copy.duration = duration.isFinite && duration >= 0 ? duration : 0
        return copy
    }
}
