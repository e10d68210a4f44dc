import Foundation

/// The built-in animation of a popover (UIKitBehaviour #264): the panel fades in over 0.2 s
/// (ease-out) and fades out over 0.2 s (ease-in). An adapted popover animates as the style it
/// adapted to (the modal transition style's animation).
///
/// The choice is made when the animation starts, because a presentation adapts after its
/// animator is chosen.
@MainActor
final class _PopoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.2

    private weak var popover: UIPopoverPresentationController?
    private let adapted: _BuiltinModalAnimator
    private let isPresenting: Bool

    init(popover: UIPopoverPresentationController, transitionStyle: UIModalTransitionStyle, isPresenting: Bool) {
        self.popover = popover
        let adapted = _BuiltinModalAnimator(style: transitionStyle, isPresenting: isPresenting)
        adapted.tracksFingerWhenInteractive = true
        self.adapted = adapted
        self.isPresenting = isPresenting
        super.init()
    }

    private var showsPopover: Bool { popover.map { $0._adaptation == nil } ?? false }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard showsPopover else { return adapted.transitionDuration(using: transitionContext) }
        return (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard showsPopover else { return adapted.animateTransition(using: transitionContext) }
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let panel = transitionContext.view(forKey: key) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresenting, let presented = transitionContext.viewController(forKey: .to) {
            panel.frame = transitionContext.finalFrame(for: presented)
            transitionContext.containerView.addSubview(panel)
            panel.alpha = 0
        }
        let options: UIView.AnimationOptions = isPresenting ? .curveEaseOut : .curveEaseIn
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                panel.alpha = self.isPresenting ? 1 : 0
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !self.isPresenting || cancelled { panel.alpha = 1 }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
