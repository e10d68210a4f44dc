import Foundation

/// UIKit's alert and action sheet animations (UIKitBehaviour #258; durations and curves are
/// approximations of screen recordings):
/// - alert: the panel grows from 1.2 times its size to its size while it fades in, on a
///   critically damped spring of 0.4 s; dismissal fades it out in 0.25 s;
/// - action sheet: the sheet slides up from below the screen on the same spring; dismissal
///   slides it down in 0.3 s.
/// The dimming view fades alongside (see `_AlertPresentationController`). An alert's first
/// text field becomes first responder as the presentation starts, so the keyboard rises with it.
@MainActor
final class _AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let presentationDuration: TimeInterval = 0.4
    static let alertDismissalDuration: TimeInterval = 0.25
    static let sheetDismissalDuration: TimeInterval = 0.3
    /// The scale an alert starts from.
    static let initialScale: CGFloat = 1.2

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    private func isSheet(_ context: (any UIViewControllerContextTransitioning)?) -> Bool {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        return (context?.viewController(forKey: key) as? UIAlertController)?.preferredStyle == .actionSheet
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext?.isAnimated ?? true else { return 0 }
        if isPresenting { return Self.presentationDuration }
        return isSheet(transitionContext) ? Self.sheetDismissalDuration : Self.alertDismissalDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        let sheet = isSheet(transitionContext)
        let container = transitionContext.containerView
        let finish: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresenting {
            guard let view = transitionContext.view(forKey: .to),
                let alert = transitionContext.viewController(forKey: .to)
            else {
                return transitionContext.completeTransition(true)
            }
            view.frame = transitionContext.finalFrame(for: alert)
            container.addSubview(view)
            (alert as? UIAlertController)?.textFields?.first?.becomeFirstResponder()
            let final = view.frame
            if sheet {
                view.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
            } else {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
            }
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [.allowUserInteraction],
                animations: {
                    if sheet {
                        view.frame = final
                    } else {
                        view.alpha = 1
                        view.transform = .identity
                    }
                }, completion: finish)
        } else {
            guard let view = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(true)
            }
            let start = view.frame
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: {
                    if sheet {
                        view.frame = start.offsetBy(dx: 0, dy: container.bounds.maxY - start.minY)
                    } else {
                        view.alpha = 0
                    }
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled {
                        view.frame = start
                        view.alpha = 1
                    } else {
                        view.removeFromSuperview()
                    }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}
