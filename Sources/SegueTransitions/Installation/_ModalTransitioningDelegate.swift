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
    private lazy var dismissGate: _PanDirectionGate = {
        let gate = _PanDirectionGate { [weak self] in self.map { [$0.transition.gestureDirection.reversed] } ?? [] }
        gate.onDeferToScrollView = { [weak self] scrollView, direction in self?.watch(scrollView, direction) }
        return gate
    }()
    /// The drag of a scroll view the dismissal pan deferred to, taken over at the content's edge.
    private var handover: _ScrollHandover?
    /// The interaction of a dismissal the pan asked for, until the transition takes it.
    private var drivenDismissal: _CatalogueInteraction?
    /// The app's `modalPresentationCapturesStatusBarAppearance` when the library chose the
    /// controller's presentation style (`.custom`, with ``_FullScreenPresentationController``);
    /// nil when the app chose it.
    private var appCapturedStatusBar: Bool?

    init(transition: SegueTransition, controller: UIViewController) {
        self.transition = transition
        self.controller = controller
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let own = _Forward.animationController(
            appDelegate, forPresented: presented, presenting: presenting, source: source)
        {
            return own
        }
        return makeAnimator(isForward: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        if let own = _Forward.animationController(appDelegate, forDismissed: dismissed) { return own }
        return makeAnimator(isForward: false)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard let ours = animator as? _CatalogueAnimator else {
            return _Forward.interactionControllerForPresentation(appDelegate, using: animator)
        }
        return ours.attach(_CatalogueInteraction(direction: transition.gestureDirection, drivenBy: nil, extent: 1))
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard let ours = animator as? _CatalogueAnimator else {
            return _Forward.interactionControllerForDismissal(appDelegate, using: animator)
        }
        let driven = drivenDismissal
        drivenDismissal = nil
        return ours.attach(
            driven ?? _CatalogueInteraction(direction: transition.gestureDirection.reversed, drivenBy: nil, extent: 1))
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        if let own = _Forward.presentationController(
            appDelegate, forPresented: presented, presenting: presenting, source: source)
        {
            return own
        }
        guard appCapturedStatusBar != nil else { return nil }
        return _FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }

    private func makeAnimator(isForward: Bool) -> _CatalogueAnimator {
        let animator = _CatalogueAnimator(transition: transition.honouringReduceMotion, isForward: isForward)
        animator.onEnd = { [weak self] completed in
            guard let self else { return }
            if isForward, completed { installDismissPan() }
            if !isForward {
                handover?.finish()
                handover = nil
            }
        }
        return animator
    }

    /// A pan on the presented view that dismisses it, driven by the finger.
    private func installDismissPan() {
        guard dismissPan == nil, let view = controller?.viewIfLoaded else { return }
        let pan = UIPanGestureRecognizer()
        pan.delegate = dismissGate
        dismissAction = _GestureAction(on: pan) { [weak self] gesture in
            guard gesture.state == .began else { return }
            _ = self?.beginDismissal(drivenBy: gesture, from: .zero)
        }
        view.addGestureRecognizer(pan)
        dismissPan = pan
    }

    /// Dismisses the presented controller interactively, driven by `gesture` from its
    /// translation `origin`; false when it is not presented or a transition runs.
    private func beginDismissal(drivenBy gesture: UIGestureRecognizer, from origin: CGPoint) -> Bool {
        guard let controller, let view = controller.viewIfLoaded, controller.presentingViewController != nil,
            controller.transitionCoordinator == nil
        else { return false }
        let extent = transition.gestureDirection.extent(of: view.bounds.size)
        drivenDismissal = _CatalogueInteraction(
            direction: transition.gestureDirection.reversed, drivenBy: gesture,
            extent: extent, translationOrigin: origin)
        controller.dismiss(animated: true)
        return true
    }

    /// Watches a drag the dismissal pan left to `scrollView`, to take it over at the content's
    /// edge (UIKitBehaviour #459).
    private func watch(_ scrollView: UIScrollView, _ direction: TransitionDirection) {
        guard handover?.handedOver != true else { return }
        handover?.finish()
        handover = _ScrollHandover(scrollView: scrollView, direction: direction) { [weak self] pan, translation in
            self?.beginDismissal(drivenBy: pan, from: translation) ?? false
        }
    }

    /// Becomes the controller's transitioning delegate, keeping the one it has as the app's
    /// (unless it is this one).
    ///
    /// A controller whose style is not one that the library keeps (`.custom`, `.overFullScreen`,
    /// `.overCurrentContext`) is given `.custom` with a full-screen presentation controller that
    /// captures the status bar's appearance, as `.fullScreen` would (UIKitBehaviour #458).
    func install() {
        guard let controller else { return }
        let keptStyles: [UIModalPresentationStyle] = [.custom, .overFullScreen, .overCurrentContext]
        if appCapturedStatusBar == nil, !keptStyles.contains(controller.modalPresentationStyle) {
            appCapturedStatusBar = controller.modalPresentationCapturesStatusBarAppearance
            controller.modalPresentationStyle = .custom
            controller.modalPresentationCapturesStatusBarAppearance = true
        }
        guard controller.transitioningDelegate !== self else { return }
        appDelegate = controller.transitioningDelegate
        controller.transitioningDelegate = self
    }

    /// Gives the controller back the app's transitioning delegate and removes the dismissal pan.
    func uninstall() {
        handover?.finish()
        handover = nil
        dismissAction?.remove()
        if let dismissPan { dismissPan.view?.removeGestureRecognizer(dismissPan) }
        dismissPan = nil
        if let appCapturedStatusBar, let controller, controller.modalPresentationStyle == .custom {
            controller.modalPresentationStyle = .fullScreen
            controller.modalPresentationCapturesStatusBarAppearance = appCapturedStatusBar
        }
        appCapturedStatusBar = nil
        guard let controller, controller.transitioningDelegate === self else { return }
        controller.transitioningDelegate = appDelegate
    }
}
