import Foundation

/// How a view controller's status bar preferences are found and applied (UIKitBehaviour #248).
extension UIViewController {
    /// Tells the status bar to ask the controllers again; see `setNeedsStatusBarAppearanceUpdate()`.
    func _setNeedsStatusBarAppearanceUpdate() {
        UIApplication._shared._statusBarAppearanceMayHaveChanged()
    }

    /// The controller that decides the status bar, starting from this one (a window's root):
    /// the last controller presented over it that captures the status bar, then its child as
    /// `child` names it, again and again.
    func _statusBarController(following child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var controller = self
        for _ in 0..<64 {  // a cycle of childFor… controllers stops here
            if let presented = controller._capturingPresentation() {
                controller = presented
                continue
            }
            guard let next = controller[keyPath: child], next !== controller else { break }
            controller = next
        }
        return controller
    }

    /// The topmost controller presented from this one or its children, and over those, that
    /// captures the status bar and is not being dismissed.
    private func _capturingPresentation() -> UIViewController? {
        var capturing: UIViewController?
        var pending: [UIViewController] = [self]
        while let current = pending.popLast() {
            pending.append(contentsOf: current._children)
            guard let presented = current._presentedViewController else { continue }
            if !presented._isBeingDismissed,
                presented.modalPresentationStyle == .fullScreen
                    || presented.modalPresentationCapturesStatusBarAppearance
            {
                capturing = presented
            }
            pending.append(presented)
        }
        return capturing === self ? nil : capturing
    }
}

extension UIApplication {
    /// Resolves the status bar again (animated inside an animation block).
    func _statusBarAppearanceMayHaveChanged() {
        _windowScene.statusBarManager?._update()
    }

    /// Resolves the status bar alongside a presentation or dismissal, and again when it is
    /// cancelled (UIKitBehaviour #248).
    func _updateStatusBar(alongside coordinator: any UIViewControllerTransitionCoordinator) {
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                self?._statusBarAppearanceMayHaveChanged()
            },
            completion: { [weak self] context in
                if context.isCancelled { self?._statusBarAppearanceMayHaveChanged() }
                // A controller presented full screen, or uncovered, may support other orientations.
                self?._interfaceOrientationMayHaveChanged()
            })
    }
}
