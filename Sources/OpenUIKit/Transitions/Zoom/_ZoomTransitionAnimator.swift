import Foundation

/// The animator of a zoom transition (iOS 18 `UIViewController.Transition.zoom`), used for a
/// push or presentation (zooming in) and a pop or dismissal (zooming out) (UIKitBehaviour #395–#401).
///
/// It asks the transition's source view provider when the transition starts — again for the
/// way back, so that a grid scrolled in between works — builds a `_ZoomStage` and runs it
/// between its ends on one interruptible property animator: a critically damped spring of
/// 0.5 s (UNCONFIRMED; UIKit does not document its curve), linear while scrubbed. Alongside
/// animations join that animator. A zoom in installs the zoom's gestures
/// (`_ZoomDismissInteraction`) on the zoomed controller when it starts: they grab it while it
/// runs, and dismiss the controller once it is in.
@MainActor
final class _ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5

    let transition: UIViewController.Transition
    let isZoomingIn: Bool
    /// How the zoomed controller is shown: pushed (dismissed by popping) or presented.
    let isNavigation: Bool
    private var propertyAnimator: UIViewPropertyAnimator?
    private(set) var stage: _ZoomStage?

    init(transition: UIViewController.Transition, isZoomingIn: Bool, isNavigation: Bool) {
        self.transition = transition
        self.isZoomingIn = isZoomingIn
        self.isNavigation = isNavigation
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        if !transitionContext.isInteractive { animator.startAnimation() }
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        let stage = makeStage(using: transitionContext)
        self.stage = stage
        stage.apply(expanded: !isZoomingIn)
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: UISpringTimingParameters())
        let zoomingIn = isZoomingIn
        let isNavigation = isNavigation
        animator.addAnimations { stage.apply(expanded: zoomingIn) }
        animator.addCompletion { [weak self] position in
            let completed = position == .end
            stage.tearDown(zoomedViewStays: completed == zoomingIn)
            self?.stage = nil
            transitionContext.completeTransition(completed)
        }
        // From its start, a zoom in can be grabbed, and what it brings in dismissed by a finger.
        if zoomingIn, let zoomed = transitionContext.viewController(forKey: .to) {
            _ZoomDismissInteraction.install(on: zoomed, isNavigation: isNavigation)
        }
        propertyAnimator = animator
        return animator
    }

    /// The stage for this transition: the zoomed controller's view and the other one's, the
    /// source view the provider gives now, and the alignment rectangle.
    private func makeStage(using context: any UIViewControllerContextTransitioning) -> _ZoomStage {
        let container = context.containerView
        let zoomedKey: UITransitionContextViewControllerKey = isZoomingIn ? .to : .from
        let otherKey: UITransitionContextViewControllerKey = isZoomingIn ? .from : .to
        let zoomed = context.viewController(forKey: zoomedKey)!
        let other = context.viewController(forKey: otherKey)!
        let zoomedView = context.view(forKey: isZoomingIn ? .to : .from) ?? zoomed.view!
        let otherView = context.view(forKey: isZoomingIn ? .from : .to)
        var expanded = isZoomingIn ? context.finalFrame(for: zoomed) : zoomedView.frame
        if !_ZoomGeometry.isUsable(expanded) { expanded = container.bounds }
        if let otherView, !isZoomingIn {
            // Zooming out: the controller underneath is laid out where it ends, so that the
            // provider finds its source view in place.
            let final = context.finalFrame(for: other)
            if _ZoomGeometry.isUsable(final) { otherView.frame = final }
            if otherView.superview !== container { container.insertSubview(otherView, at: 0) }
        }
        container.layoutIfNeeded()
        let sourceView = transition._sourceView(source: other, zoomed: zoomed)
        let usableSource = sourceView.flatMap { view in
            view.window != nil && view.window === container.window ? view : nil
        }
        zoomedView.frame = expanded
        zoomedView.layoutIfNeeded()
        var alignment: CGRect?
        if let usableSource, let provider = transition._zoomOptions?.alignmentRectProvider {
            alignment = provider(.init(sourceView: usableSource, zoomedViewController: zoomed))
        }
        let geometry = _ZoomGeometry(
            expanded: expanded,
            source: usableSource.map { $0.convert($0.bounds, to: container) },
            sourceCornerRadius: usableSource?.layer.cornerRadius ?? 0,
            alignment: alignment)
        return _ZoomStage(
            container: container, zoomedView: zoomedView, otherView: otherView, geometry: geometry,
            sourceView: usableSource, options: transition._zoomOptions)
    }
}
