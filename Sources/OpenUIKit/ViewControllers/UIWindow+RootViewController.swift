import Foundation

/// The window's root view controller.
///
/// On a visible window, the root's `viewWillAppear(false)` runs when it is installed (or when
/// the window is shown) and `viewDidAppear(false)` on the next turn of the main loop, as on
/// app launch where it follows the first commit (UNCONFIRMED for a replaced root; Segue uses
/// the same order). A replaced root gets `viewWillDisappear(false)` and `viewDidDisappear(false)`
/// around the removal of its view.
extension UIWindow {
    func _setRootViewController(_ controller: UIViewController?) {
        guard controller !== _rootViewController else { return }
        if let controller, controller.parent != nil || controller._presentingViewController != nil {
            UIView._report(
                "UIWindow.rootViewController: \(type(of: controller)) is a child or a presented controller; it is made the root anyway"
            )
        }
        let visible = !isHidden
        if let old = _rootViewController {
            if visible { old.beginAppearanceTransition(false, animated: false) }
            if old._view?.superview === self { old._view?.removeFromSuperview() }
            if visible { old.endAppearanceTransition() }
        }
        _rootViewController = controller
        UIApplication.shared._statusBarAppearanceMayHaveChanged()
        guard let controller else { return }
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if visible { controller.beginAppearanceTransition(true, animated: false) }
        addSubview(view)
        if visible { _endRootAppearanceOnNextTurn(controller) }
    }

    /// Makes the root appear when the window is shown.
    func _rootViewControllerAppearIfVisible() {
        guard !isHidden, let root = _rootViewController, root._appearanceState == .disappeared else { return }
        root.beginAppearanceTransition(true, animated: false)
        _endRootAppearanceOnNextTurn(root)
    }

    private func _endRootAppearanceOnNextTurn(_ root: UIViewController) {
        UIApplication.shared._performOnNextTurn { [weak self, weak root] in
            guard let root, self?._rootViewController === root, root._appearanceState == .appearing else { return }
            root.endAppearanceTransition()
        }
    }
}
