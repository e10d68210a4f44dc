import Foundation
import OpenUIKit

/// A transitioning delegate for tests that records what UIKit asks it and vends the objects
/// it was given.
@MainActor
public final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Where events go, as "delegate call".
    public let recorder: TransitionRecorder
    /// Vended for presentations and dismissals.
    public var presentationAnimator: (any UIViewControllerAnimatedTransitioning)?
    public var dismissalAnimator: (any UIViewControllerAnimatedTransitioning)?
    public var presentationInteractor: (any UIViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
    /// Makes the presentation controller of a `.custom` presentation.
    public var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    /// Creates a delegate that records into `recorder`.
    public init(_ recorder: TransitionRecorder) { self.recorder = recorder }

    private func label(_ controller: UIViewController?) -> String { RecordingViewController.label(controller) }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder.record(
            "delegate animationController(forPresented: \(label(presented)), presenting: \(label(presenting)), source: \(label(source)))"
        )
        return presentationAnimator
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        recorder.record("delegate animationController(forDismissed: \(label(dismissed)))")
        return dismissalAnimator
    }

    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        recorder.record("delegate interactionControllerForPresentation")
        return presentationInteractor
    }

    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        recorder.record("delegate interactionControllerForDismissal")
        return dismissalInteractor
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        recorder.record(
            "delegate presentationController(forPresented: \(label(presented)), presenting: \(label(presenting)), source: \(label(source)))"
        )
        return makePresentationController?(presented, presenting)
    }
}
