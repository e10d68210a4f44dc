#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The navigation controller delegate `navigationTransition` installs: it forwards every call
/// to the app's own delegate and lets its animators and interaction controllers win; it vends
/// the catalogue's animator for pushes and pops the app's delegate leaves alone
/// (UIKitBehaviour #412, #413).
///
/// The system back swipe stays: the library listens to the navigation controller's
/// `interactivePopGestureRecognizer`, and a pop it starts is driven by the finger (UIKitBehaviour #414).
@MainActor
final class _NavigationDelegate: NSObject, UINavigationControllerDelegate, _InstalledDelegate {
    /// The delegate the app had set, asked first.
    weak var appDelegate: (any UINavigationControllerDelegate)?
    /// The transition played.
    var transition: SegueTransition
    private weak var navigation: UINavigationController?
    private var edgeAction: _GestureAction?
    /// The interaction of a pop the back swipe asked for, until the transition takes it.
    private var drivenPop: (interaction: _CatalogueInteraction, gesture: UIGestureRecognizer)?

    init(transition: SegueTransition, navigation: UINavigationController) {
        self.transition = transition
        self.navigation = navigation
        super.init()
        if let edge = navigation.interactivePopGestureRecognizer {
            edgeAction = _GestureAction(on: edge) { [weak self] gesture in self?.edgeSwipeChanged(gesture) }
        }
    }

    /// Becomes the navigation controller's delegate, keeping the one it has as the app's (unless it is this one).
    func install() {
        guard let navigation, navigation.delegate !== self else { return }
        appDelegate = navigation.delegate
        navigation.delegate = self
    }

    /// Gives the navigation controller back the app's delegate and stops listening to the back swipe.
    func uninstall() {
        edgeAction?.remove()
        guard let navigation, navigation.delegate === self else { return }
        navigation.delegate = appDelegate
    }

    private func edgeSwipeChanged(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .began, let navigation else { return }
        install()  // the app may have set its delegate since
        drivenPop = (
            _CatalogueInteraction(direction: .right, drivenBy: gesture, extent: navigation.view.bounds.width), gesture
        )
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        _Forward.willShow(appDelegate, navigationController, viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        _Forward.didShow(appDelegate, navigationController, viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let own = _Forward.animationController(
            appDelegate, navigationController, for: operation, from: fromVC, to: toVC)
        {
            drivenPop = nil
            return own
        }
        guard operation != .none else { return nil }
        return _CatalogueAnimator(transition: transition.honouringReduceMotion, isForward: operation == .push)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard let ours = animationController as? _CatalogueAnimator else {
            return _Forward.interactionController(appDelegate, navigationController, for: animationController)
        }
        let driven = drivenPop
        drivenPop = nil
        if !ours.isForward, let driven,
            driven.gesture.state == .began || driven.gesture.state == .changed
                || driven.gesture.state == .ended
        {
            return ours.attach(driven.interaction)
        }
        let direction = ours.isForward ? transition.gestureDirection : transition.gestureDirection.reversed
        return ours.attach(_CatalogueInteraction(direction: direction, drivenBy: nil, extent: 1))
    }
}
