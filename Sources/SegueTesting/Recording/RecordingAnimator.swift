import Foundation
import OpenUIKit

/// An animator for tests that records its calls into a `TransitionRecorder` and animates the
/// simplest way a custom animator does: presenting, it adds the `.to` view at its final frame
/// and fades it in; dismissing, it fades the `.from` view out. Set `animation` to replace that,
/// or `completesTransition` to false to model an animator that forgets `completeTransition`.
@MainActor
public final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The name events start with.
    public let name: String
    /// Where events go.
    public let recorder: TransitionRecorder
    /// The duration reported and animated.
    public var duration: TimeInterval
    /// Whether the animator calls `completeTransition(_:)` when its animation ends.
    public var completesTransition = true
    /// Replaces the default animation; must call `completeTransition(_:)` itself.
    public var animation: ((any UIViewControllerContextTransitioning) -> Void)?
    /// The last context the animator was given (to inspect views, keys and frames).
    public private(set) weak var lastContext: (any UIViewControllerContextTransitioning)?

    /// Creates an animator named `name` with `duration`.
    public init(_ name: String, _ recorder: TransitionRecorder, duration: TimeInterval = 0.3) {
        self.name = name
        self.recorder = recorder
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        recorder.record("\(name) transitionDuration")
        return duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        recorder.record("\(name) animateTransition")
        lastContext = transitionContext
        if let animation { return animation(transitionContext) }
        let container = transitionContext.containerView
        let finish: (Bool) -> Void = { [weak self] _ in
            guard let self, self.completesTransition else { return }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to),
            to.isBeingPresented
        {
            toView.frame = transitionContext.finalFrame(for: to)
            container.addSubview(toView)
            toView.alpha = 0
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveLinear],
                animations: { toView.alpha = 1 }, completion: finish)
        } else if let fromView = transitionContext.view(forKey: .from) {
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveLinear],
                animations: { fromView.alpha = 0 }, completion: finish)
        } else {
            UIView.animate(withDuration: duration, animations: {}, completion: finish)
        }
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        recorder.record("\(name) animationEnded(\(transitionCompleted))")
    }
}
