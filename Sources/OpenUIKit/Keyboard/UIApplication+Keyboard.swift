import Foundation

/// What hosts need of the keyboard: the first responder keys type into, the keyboard's frame.
extension UIApplication {
    /// The current first responder, if any (UIKit has no public accessor; hosts type into it).
    package var _currentFirstResponder: UIResponder? { UIApplication._firstResponder }

    /// The keyboard's frame on screen (where it is or is moving to), or nil while it is down.
    package var _keyboardFrame: CGRect? { _session.keyboard.frame }

    /// Types `text` into the first responder as a keyboard does: `insertText(_:)` character by
    /// character ("\n" is the return key); returns false when no first responder takes keys.
    package func _typeIntoFirstResponder(_ text: String) -> Bool {
        guard let input = UIApplication._firstResponder as? UIKeyInput else { return false }
        for character in text { input.insertText(String(character)) }
        return true
    }

    /// Presses the delete key `count` times on the first responder; false when none takes keys.
    package func _deleteBackwardInFirstResponder(count: Int) -> Bool {
        guard let input = UIApplication._firstResponder as? UIKeyInput else { return false }
        for _ in 0..<max(count, 0) { input.deleteBackward() }
        return true
    }
}
