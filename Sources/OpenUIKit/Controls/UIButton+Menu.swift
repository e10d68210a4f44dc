import Foundation

/// A button's menu: opening it on touch down or a long press, and the finger that opened it
/// choosing a row (UIKitBehaviour #293).
extension UIButton {
    func _menuDidChange() {
        if menu != nil, _menuLongPress == nil {
            let press = UILongPressGestureRecognizer { [weak self] recognizer in
                guard let self, recognizer.state == .began, !showsMenuAsPrimaryAction else { return }
                _presentMenu()
            }
            _menuLongPress = press
            addGestureRecognizer(press)
        }
        _menuLongPress?.isEnabled = menu != nil
    }

    /// Opens the menu for a touch down when it is the primary action; returns whether it did.
    func _menuTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        _menuTracksTouch = false
        guard showsMenuAsPrimaryAction, menu != nil, isEnabled, !touches.isEmpty else { return false }
        _presentMenu()
        _menuTracksTouch = _menuPresentation != nil
        sendActions(for: .menuActionTriggered)
        return true
    }

    /// Passes a finger that opened the menu on to it; returns whether the touch was the menu's.
    func _menuTouchesMoved(_ touches: Set<UITouch>, ended: Bool) -> Bool {
        guard _menuTracksTouch else { return false }
        if ended { _menuTracksTouch = false }
        guard let touch = touches.first, let presentation = _menuPresentation else { return true }
        // Lifting the finger on the button itself leaves the menu open.
        if ended, bounds.contains(touch.location(in: self)) { return true }
        presentation.track(touchAt: touch.location(in: self), in: self, ended: ended)
        return true
    }

    /// Shows the menu by the button.
    func _presentMenu() {
        guard let menu else { return }
        _menuPresentation = _MenuPresentation.present(menu, from: self, sender: self)
    }
}
