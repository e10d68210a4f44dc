import Foundation
import OpenUIKit

/// The soak's transition animator: a fade (or a property animator) that behaves as its
/// ``SoakOperation/Animator`` kind says, written the way apps write theirs.
@MainActor
final class _SoakAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let kind: SoakOperation.Animator
    weak var lastContext: (any UIViewControllerContextTransitioning)?
    private var propertyAnimator: UIViewPropertyAnimator?

    init(_ kind: SoakOperation.Animator) { self.kind = kind }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch kind {
        case .nanDuration: return .nan
        case .negativeDuration: return -1
        default: return 0.25
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        lastContext = transitionContext
        let to = Self.insertIncomingView(transitionContext)
        let from = transitionContext.view(forKey: .from)
        to?.alpha = 0
        UIView.animate(
            withDuration: kind == .negativeDuration ? -1 : 0.25,
            animations: {
                to?.alpha = 1
                from?.alpha = 0
            }
        ) { [kind] _ in
            from?.alpha = 1
            to?.alpha = 1
            guard kind == .fade || kind == .twice || kind == .nanDuration || kind == .negativeDuration else { return }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            if kind == .twice { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        }
        switch kind {
        case .synchronous: transitionContext.completeTransition(true)
        case .nextTurn: DispatchQueue.main.async { transitionContext.completeTransition(true) }
        default: break
        }
    }

    /// Puts the incoming view (if the context has one) in the container at its final frame.
    static func insertIncomingView(_ context: any UIViewControllerContextTransitioning) -> UIView? {
        guard let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else {
            return nil
        }
        if to.superview !== context.containerView {
            to.frame = context.finalFrame(for: controller)
            context.containerView.addSubview(to)
        }
        return to
    }
}

/// The soak's interruptible animator: a property animator fade vended as the interruptible
/// animator, started by `animateTransition` (the pattern of Apple's sample code).
@MainActor
final class _SoakInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var lastContext: (any UIViewControllerContextTransitioning)?
    private var propertyAnimator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        lastContext = transitionContext
        let to = _SoakAnimator.insertIncomingView(transitionContext)
        let from = transitionContext.view(forKey: .from)
        to?.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut) {
            to?.alpha = 1
            from?.alpha = 0
        }
        animator.addCompletion { position in
            from?.alpha = 1
            to?.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        propertyAnimator = animator
        return animator
    }
}

/// Vends the soak's animators and interaction controllers for one container or presentation:
/// the operation that starts a transition says what the next one uses.
@MainActor
final class _SoakTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
    UITabBarControllerDelegate
{
    var animator = SoakOperation.Animator.builtIn
    var interactive = false
    /// Called with each interaction controller vended, so the run can drive it.
    let onInteraction: (UIPercentDrivenInteractiveTransition) -> Void
    /// Called with each animator vended, so the run can check it is released.
    let onAnimator: (AnyObject) -> Void

    init(
        onInteraction: @escaping (UIPercentDrivenInteractiveTransition) -> Void,
        onAnimator: @escaping (AnyObject) -> Void
    ) {
        self.onInteraction = onInteraction
        self.onAnimator = onAnimator
    }

    private func vendAnimator() -> (any UIViewControllerAnimatedTransitioning)? {
        let made: any UIViewControllerAnimatedTransitioning
        switch animator {
        case .builtIn: return nil
        case .interruptible: made = _SoakInterruptibleAnimator()
        default: made = _SoakAnimator(animator)
        }
        onAnimator(made)
        return made
    }

    private func vendInteraction() -> (any UIViewControllerInteractiveTransitioning)? {
        guard interactive else { return nil }
        interactive = false
        let interaction = UIPercentDrivenInteractiveTransition()
        onInteraction(interaction)
        return interaction
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { vendAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        vendAnimator()
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { vendInteraction() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { vendInteraction() }

    /// Delegate calls that named a controller that was not the navigation controller's top.
    var wrongDidShow: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        guard viewController !== navigationController.topViewController else { return }
        wrongDidShow.append(
            "\((viewController as? TrackedViewController)?.name ?? "?") (top: "
                + "\((navigationController.topViewController as? TrackedViewController)?.name ?? "?"))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    )
        -> (any UIViewControllerAnimatedTransitioning)?
    { vendAnimator() }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { vendInteraction() }

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { vendAnimator() }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { vendInteraction() }
}
