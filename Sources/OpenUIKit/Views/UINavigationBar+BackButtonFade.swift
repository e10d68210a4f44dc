import Foundation

/// `setHidesBackButton(_:animated: true)`: the back button fades out or in (UIKitBehaviour #216).
extension UINavigationBar {
    /// How long the back button takes to fade when its item's `setHidesBackButton(_:animated:)`
    /// is animated (UIKit's value is undocumented; UNCONFIRMED).
    static let _backButtonFadeDuration: TimeInterval = 0.2

    /// Applies `change` (a change of the top item's `hidesBackButton`), fading the back button
    /// out or in when `animated` and it appears or disappears.
    ///
    /// While it fades out the button stays in the hierarchy (not hidden) at a falling alpha; at
    /// the end it is hidden and its alpha is 1 again, unless the item showed it again meanwhile.
    func _changeBackButtonVisibility(animated: Bool, _ change: () -> Void) {
        let button = _backButton
        let wasHidden = button.isHidden
        let wasShown = !wasHidden && button.alpha == 1
        change()
        let isShown = _showsBackButton
        guard animated, wasShown != isShown, window != nil else { return }
        if isShown {
            if wasHidden { button.alpha = 0 }
            UIView.animate(withDuration: Self._backButtonFadeDuration) { button.alpha = 1 }
            return
        }
        button.isHidden = false
        UIView.animate(
            withDuration: Self._backButtonFadeDuration, animations: { button.alpha = 0 },
            completion: { [weak self] _ in
                guard let self, button === self._backButton, !self._showsBackButton else { return }
                button.isHidden = true
                button.alpha = 1
            })
    }
}
