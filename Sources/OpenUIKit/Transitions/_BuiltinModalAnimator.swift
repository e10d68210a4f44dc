import Foundation

/// UIKit's built-in modal animations, by `UIModalTransitionStyle` (UIKitBehaviour #83, #121):
/// - `.coverVertical`: the presented view slides up from below the container to its final
///   frame; dismissal slides it back down.
/// - `.crossDissolve`: the presented view fades in; dismissal fades it out.
/// - `.flipHorizontal`: the container flips about its vertical axis from the right
///   (`UIView.transition(with:…)` with `.transitionFlipFromRight`), presenting; from the left,
///   dismissing.
///
/// Each lasts 0.4 s with the ease-in-out curve (the duration is an observation, UIKitBehaviour #121).
/// With Reduce Motion and Prefer Cross-Fade Transitions on (`UIAccessibility.prefersCrossFadeTransitions`),
/// `.coverVertical`, `.flipHorizontal` and `.partialCurl` cross-dissolve instead (UIKitBehaviour #242).
/// `.partialCurl` otherwise has its own animator (`_PartialCurlAnimator`); here, where a
/// popover adapts with it, it slides up like `.coverVertical`.
/// When the transition is not animated, the views are put in place at once.
@MainActor
final class _BuiltinModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the built-in modal animations.
    static let duration: TimeInterval = 0.4

    let style: UIModalTransitionStyle
    let isPresenting: Bool
    /// Whether an interactive transition moves the view linearly with its progress, so that
    /// it stays under the finger (a sheet's swipe to dismiss).
    var tracksFingerWhenInteractive = false

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let moving = transitionContext.view(forKey: isPresenting ? .to : .from)
        let install: () -> Void = {
            if self.isPresenting {
                if let toView = moving, let presented = transitionContext.viewController(forKey: .to) {
                    toView.frame = transitionContext.finalFrame(for: presented)
                    container.addSubview(toView)
                }
            } else if let toView = transitionContext.view(forKey: .to),
                let presenter = transitionContext.viewController(forKey: .to)
            {
                toView.frame = transitionContext.finalFrame(for: presenter)
                container.insertSubview(toView, at: 0)
            }
        }
        let complete: (Bool) -> Void = { _ in
            let cancelled = transitionContext.transitionWasCancelled
            // Leave the moving view as it was found, so that it can be shown again.
            if let moving, !self.isPresenting || cancelled { moving.alpha = 1 }
            transitionContext.completeTransition(!cancelled)
        }
        guard let moving else {
            install()
            return transitionContext.completeTransition(true)
        }
        let final = moving.frame
        switch UIAccessibility.prefersCrossFadeTransitions ? .crossDissolve : style {
        case .flipHorizontal:
            let flip: UIView.AnimationOptions = isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft
            UIView.transition(
                with: container, duration: duration, options: [flip, .curveEaseInOut],
                animations: {
                    install()
                    if !self.isPresenting { moving.removeFromSuperview() }
                }, completion: complete)
        case .crossDissolve:
            install()
            if isPresenting { moving.alpha = 0 }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: { moving.alpha = self.isPresenting ? 1 : 0 }, completion: complete)
        case .coverVertical, .partialCurl:
            install()
            let target = isPresenting ? moving.frame : final
            let below = target.offsetBy(dx: 0, dy: container.bounds.maxY - target.minY)
            if isPresenting { moving.frame = below }
            let curve: UIView.AnimationOptions =
                tracksFingerWhenInteractive && transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
            UIView.animate(
                withDuration: duration, delay: 0, options: [curve],
                animations: { moving.frame = self.isPresenting ? target : below }, completion: complete)
        }
    }
}
