import Foundation

/// The status bar over a sheet that steps its presenter back (UIKitBehaviour #456): the
/// presenter shrinks onto a black backdrop, so the status bar over it shows light content,
/// whatever the presenter prefers — unless a controller at or above the sheet decides the
/// status bar (it captures it: `modalPresentationCapturesStatusBarAppearance`, or a full-screen
/// presentation over the sheet).
extension UISheetPresentationController {
    /// Whether the sheet, at its height now, has stepped its presenter back (the large detent
    /// on a compact-width phone).
    var _stepsPresenterBack: Bool {
        guard _stepBack != nil, let container = containerView, !presentedViewController._isBeingDismissed else {
            return false
        }
        return _stepBackFraction(height: _shownHeight, shape: _shape(for: container.bounds.size)) >= 0.5
    }
}

extension _StatusBarAppearance {
    /// Whether a sheet that steps its presenter back lies above `decider`, the controller the
    /// status bar's style was resolved from, in the presentations made over `root`.
    @MainActor static func sheetTurnsLight(over root: UIViewController, decider: UIViewController) -> Bool {
        let deciderLevel = presentationLevel(of: decider)
        var pending: [UIViewController] = [root]
        while let current = pending.popLast() {
            pending.append(contentsOf: current._children)
            guard let presented = current._presentedViewController else { continue }
            pending.append(presented)
            if let sheet = presented._presentationController?._activeSheet, sheet._stepsPresenterBack,
                presentationLevel(of: presented) > deciderLevel
            {
                return true
            }
        }
        return false
    }

    /// How many presentations lie between the window's root and `controller`.
    @MainActor private static func presentationLevel(of controller: UIViewController) -> Int {
        var level = 0
        var current: UIViewController? = controller
        while let step = current {
            if let presenting = step._presentingViewController {
                level += 1
                current = presenting
            } else {
                current = step._parent
            }
        }
        return level
    }
}
