#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Pushes a screen by swinging it in about its bottom-right corner, and pops it by swinging it
/// back out: a 90° rotation with the layer's anchor point at (1, 1).
///
/// Rotated by +90° (clockwise on screen) about its bottom-right corner, a full-screen view
/// lies entirely to the right of the screen. A push starts the incoming view there and turns
/// it back to the identity, so it sweeps in from the right like a page on a pivot; a pop turns
/// the outgoing view from the identity to +90°, uncovering the screen beneath, which does not
/// move.
///
/// Rotating about a corner needs the layer's anchor point moved there. Moving the anchor point
/// alone would move the view (the layer's `position` is where its anchor point sits), so the
/// position moves with it to the same corner, which keeps the frame where it was. When the
/// animation ends the anchor point, position and transform go back to their defaults, whether
/// the transition finished or not.
@MainActor
final class RotatingNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push or pop.
    let operation: UINavigationController.Operation
    /// How long the swing takes.
    let duration: TimeInterval

    /// Creates the animator for a push or a pop; 0.5 s by default.
    init(operation: UINavigationController.Operation, duration: TimeInterval = 0.5) {
        self.operation = operation
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        let isPush = operation == .push
        toView.frame = transitionContext.finalFrame(for: toViewController)
        if isPush {
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        // The view that swings: the incoming one on a push, the outgoing one on a pop.
        let swinging = isPush ? toView : fromView
        let restingFrame = swinging.frame
        Self.moveAnchorPoint(of: swinging, to: CGPoint(x: 1, y: 1))
        let swungOut = CGAffineTransform(rotationAngle: .pi / 2)
        if isPush { swinging.transform = swungOut }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveEaseInOut],
            animations: {
                swinging.transform = isPush ? .identity : swungOut
            },
            completion: { _ in
                // Back to a plain view, wherever the transition ended.
                swinging.transform = .identity
                Self.moveAnchorPoint(of: swinging, to: CGPoint(x: 0.5, y: 0.5))
                swinging.frame = restingFrame
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    /// Moves a view's anchor point without moving the view: the position follows the anchor
    /// point to the same spot of the (untransformed) frame.
    static func moveAnchorPoint(of view: UIView, to anchorPoint: CGPoint) {
        let frame = view.frame
        view.layer.anchorPoint = anchorPoint
        view.layer.position = CGPoint(
            x: frame.minX + frame.width * anchorPoint.x,
            y: frame.minY + frame.height * anchorPoint.y)
    }
}
