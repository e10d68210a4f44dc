#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The tab bar controller delegate `tabTransition` installs: it forwards every call to the
/// app's own delegate and lets its animators win; it vends the catalogue's animator for the
/// switches the app's delegate leaves alone, forwards to a later tab and backwards to an
/// earlier one (UIKitBehaviour #412, #415).
///
/// A mostly horizontal pan across the tab bar controller's view switches to the next tab (finger
/// moving left) or the previous one (right), asking the delegate's `shouldSelect` first and
/// telling its `didSelect`, as a tap on the tab bar does; the finger drives the switch.
@MainActor
final class _TabBarDelegate: NSObject, UITabBarControllerDelegate, _InstalledDelegate {
    /// The delegate the app had set, asked first.
    weak var appDelegate: (any UITabBarControllerDelegate)?
    /// The transition played.
    var transition: SegueTransition
    private weak var tabs: UITabBarController?
    private var pan: UIPanGestureRecognizer?
    private var panAction: _GestureAction?
    /// Lets the pan begin only on a mostly horizontal drag.
    private let panGate = _PanDirectionGate { [.left, .right] }
    /// The interaction of a switch the pan asked for, until the transition takes it.
    private var drivenSwitch: _CatalogueInteraction?

    init(transition: SegueTransition, tabs: UITabBarController) {
        self.transition = transition
        self.tabs = tabs
        super.init()
        let pan = UIPanGestureRecognizer()
        pan.delegate = panGate
        panAction = _GestureAction(on: pan) { [weak self] gesture in self?.panChanged(gesture) }
        tabs.view.addGestureRecognizer(pan)
        self.pan = pan
    }

    /// Becomes the tab bar controller's delegate, keeping the one it has as the app's (unless it is this one).
    func install() {
        guard let tabs, tabs.delegate !== self else { return }
        appDelegate = tabs.delegate
        tabs.delegate = self
    }

    /// Gives the tab bar controller back the app's delegate and removes the pan.
    func uninstall() {
        panAction?.remove()
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        guard let tabs, tabs.delegate === self else { return }
        tabs.delegate = appDelegate
    }

    private func panChanged(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .began, let tabs, let pan = gesture as? UIPanGestureRecognizer,
            let controllers = tabs.viewControllers, tabs.transitionCoordinator == nil
        else { return }
        install()  // the app may have set its delegate since
        let movement = pan.translation(in: nil).x
        let velocity = pan.velocity(in: nil).x
        let towardsNext = (movement.isFinite && movement != 0 ? movement : (velocity.isFinite ? velocity : 0)) < 0
        let index = tabs.selectedIndex + (towardsNext ? 1 : -1)
        guard controllers.indices.contains(index) else { return }
        let target = controllers[index]
        guard _Forward.shouldSelect(tabs.delegate, tabs, target) else { return }
        drivenSwitch = _CatalogueInteraction(
            direction: towardsNext ? .left : .right, drivenBy: pan,
            extent: tabs.view.bounds.width)
        tabs.selectedViewController = target
        drivenSwitch = nil
        _Forward.didSelect(tabs.delegate, tabs, target)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        _Forward.shouldSelect(appDelegate, tabBarController, viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        _Forward.didSelect(appDelegate, tabBarController, viewController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let own = _Forward.animationController(appDelegate, tabBarController, from: fromVC, to: toVC) { return own }
        let controllers = tabBarController.viewControllers ?? []
        let from = controllers.firstIndex { $0 === fromVC } ?? 0
        let to = controllers.firstIndex { $0 === toVC } ?? 0
        return _CatalogueAnimator(transition: transition.honouringReduceMotion, isForward: to >= from)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard let ours = animationController as? _CatalogueAnimator else {
            return _Forward.interactionController(appDelegate, tabBarController, for: animationController)
        }
        let direction = ours.isForward ? transition.gestureDirection : transition.gestureDirection.reversed
        return ours.attach(drivenSwitch ?? _CatalogueInteraction(direction: direction, drivenBy: nil, extent: 1))
    }
}
