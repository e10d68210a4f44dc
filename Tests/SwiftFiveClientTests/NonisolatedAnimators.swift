// Client code written the way open-source transition libraries write it, compiled in the
// Swift 5 language mode: plain `NSObject` animators whose UIKit conformance sits in an
// extension, helpers that are not isolated, closures kept in non-isolated classes. Against
// Apple's SDK this compiles without errors (UIKit's main-actor annotations arrive as
// `@preconcurrency`), so it must against OpenUIKit too. Nothing here is marked `@MainActor`.
import OpenUIKit

/// A fade animator in the shape most libraries use: state and helpers in the class body,
/// the conformance in an extension, so none of its methods is main-actor isolated.
class FadeAnimator: NSObject {
    let duration: TimeInterval
    var isPresenting = true
    /// Called when the transition ends; stored in a non-isolated class, called from UIKit's
    /// completion block.
    var onEnd: ((Bool) -> Void)?
    /// A view made in `init`, which is not isolated.
    let badge: UIView

    init(duration: TimeInterval = 0.3) {
        self.duration = duration
        badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.backgroundColor = .red
        super.init()
    }

    func prepare(_ view: UIView) {
        view.alpha = 0
        view.layer.cornerRadius = 8
        view.layer.masksToBounds = true
    }
}

extension FadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return }
        if isPresenting {
            container.addSubview(view)
            if let toVC = transitionContext.viewController(forKey: .to) {
                view.frame = transitionContext.finalFrame(for: toVC)
            }
            prepare(view)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                view.alpha = self.isPresenting ? 1 : 0
            },
            completion: { finished in
                let completed = !transitionContext.transitionWasCancelled
                // A cancelled interactive transition leaves the model values at the block's end
                // values, so careful animators put them back (the tutorial bug is to forget).
                if !completed { view.alpha = self.isPresenting ? 0 : 1 }
                if !self.isPresenting && completed { view.removeFromSuperview() }
                transitionContext.completeTransition(completed)
                self.onEnd?(finished)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        badge.removeFromSuperview()
    }
}

/// A slide animator built on keyframes and a spring, with a free helper function.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toVC)
        toVC.view.frame = offscreen(final, in: container)
        container.addSubview(toVC.view)
        UIView.animateKeyframes(
            withDuration: 0.4, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromVC.view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
                }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    toVC.view.frame = final
                }
            },
            completion: { _ in
                fromVC.view.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A free function that is not isolated, called from the animator.
func offscreen(_ frame: CGRect, in container: UIView) -> CGRect {
    frame.offsetBy(dx: container.bounds.width, dy: 0)
}

/// An interruptible animator kept in a stored property, as WWDC 2016's pattern does.
class InterruptibleZoomAnimator: NSObject {
    var animator: UIViewImplicitlyAnimating?
}

extension InterruptibleZoomAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator = animator { return animator }
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) {
            toView.transform = .identity
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// A layer-level animator using Core Animation directly.
class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(true)
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.3
        toView.layer.add(fade, forKey: "reveal")
        CATransaction.commit()
    }
}
