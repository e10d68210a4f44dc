#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The transitioning delegate `modalTransition` installs: it asks the app's own delegate
/// first for everything, and vends the catalogue's animator and interaction controller only
/// where the app's delegate gives none (UIKitBehaviour #412).
///
/// The app's delegate is kept weakly, as UIKit keeps a transitioning delegate. After each
/// completed presentation a pan on the presented view dismisses it interactively, advancing
/// when the finger moves against the transition's gesture direction (down, for a transition
/// that came up).
@MainActor
final class _ModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate, _InstalledDelegate {
    /// The delegate the app had set, asked first.
    weak var appDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The transition played.
    var transition: SegueTransition
    /// The controller whose presentations this delegate serves.
    private weak var controller: UIViewController?
    private var dismissPan: UIPanGestureRecognizer?
    private var dismissAction: _GestureAction?
    /// Lets the dismissal pan begin only against the transition's gesture direction.
    private lazy var dismissGate = _PanDirectionGate { [weak self] in
        self.map { [$0.transition.gestureDirection.reversed] } ?? []
    }
    /// The interaction of a dismissal the pan asked for, until the transition takes it.
    private var drivenDismissal: _CatalogueInteraction?

    init(transition: SegueTransition, controller: UIViewController) {
        self.transition = transition
        self.controller = controller
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        if let own = _Forward.animationController(appDelegate, forPresented: presented, presenting: presenting, source: source) {
            return own
        }
        return makeAnimator(isForward: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        if let own = _Forward.animationController(appDelegate, forDismissed: dismissed) { return own }
        return makeAnimator(isForward: false)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        guard let ours = animator as? _CatalogueAnimator else {
            return _Forward.interactionControllerForPresentation(appDelegate, using: animator)
        }
        return ours.attach(_CatalogueInteraction(direction: transition.gestureDirection, drivenBy: nil, extent: 1))
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        guard let ours = animator as? _CatalogueAnimator else {
            return _Forward.interactionControllerForDismissal(appDelegate, using: animator)
        }
        let driven = drivenDismissal
        drivenDismissal = nil
        return ours.attach(driven ?? _CatalogueInteraction(direction: transition.gestureDirection.reversed, drivenBy: nil, extent: 1))
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        _Forward.presentationController(appDelegate, forPresented: presented, presenting: presenting, source: source)
    }

    private func makeAnimator(isForward: Bool) -> _CatalogueAnimator {
        let animator = _CatalogueAnimator(transition: transition.honouringReduceMotion, isForward: isForward)
        animator.onEnd = { [weak self] completed in
            guard let self else { return }
            if isForward, completed { installDismissPan() }
        }
        return animator
    }

    /// A pan on the presented view that dismisses it, driven by the finger.
    private func installDismissPan() {
        guard dismissPan == nil, let view = controller?.viewIfLoaded else { return }
        let pan = UIPanGestureRecognizer()
        pan.delegate = dismissGate
        dismissAction = _GestureAction(on: pan) { [weak self, weak view] gesture in
            guard let self, let view, gesture.state == .began, let controller = self.controller,
                  controller.presentingViewController != nil, controller.transitionCoordinator == nil else { return }
            let extent = self.transition.gestureDirection.extent(of: view.bounds.size)
            self.drivenDismissal = _CatalogueInteraction(direction: self.transition.gestureDirection.reversed,
                                                         drivenBy: gesture, extent: extent)
            controller.dismiss(animated: true)
        }
        view.addGestureRecognizer(pan)
        dismissPan = pan
    }

    /// Becomes the controller's transitioning delegate, keeping the one it has as the app's
    /// (unless it is this one).
    func install() {
        guard let controller, controller.transitioningDelegate !== self else { return }
        appDelegate = controller.transitioningDelegate
        controller.transitioningDelegate = self
    }

    /// Gives the controller back the app's transitioning delegate and removes the dismissal pan.
    func uninstall() {
        dismissAction?.remove()
        if let dismissPan { dismissPan.view?.removeGestureRecognizer(dismissPan) }
        dismissPan = nil
        guard let controller, controller.transitioningDelegate === self else { return }
        controller.transitioningDelegate = appDelegate
    }
}
