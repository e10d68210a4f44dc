import Foundation

/// The keyboard's notifications and the keys of their `userInfo`, with UIKit's names.
///
/// Segue posts them on `NotificationCenter.default` with a nil object when its simulated
/// keyboard moves (see `_KeyboardController`). Every value is typed as on iOS: the frames
/// are `NSValue`s of `CGRect` in screen coordinates, the duration a `NSNumber` of a `Double`
/// (0.25 s), the curve a `NSNumber` of 7 (the keyboard's own curve), "is local" a `NSNumber`
/// of a `Bool` (UIKitBehaviour #233).
///
/// - Note: Differs from UIKit: `userInfo[…] as? CGRect` (which Apple's Foundation bridges from
///   `NSValue`) is nil on Linux; read `(userInfo[…] as? NSValue)?.cgRectValue`. `as? Double`,
///   `as? NSNumber`, `as? Int`, `as? UInt` and `as? Bool` work as on iOS.
extension UIResponder {
    /// Posted before the keyboard appears (and again when another text input takes over).
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (before the show and hide notifications).
    public nonisolated static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public nonisolated static let keyboardDidChangeFrameNotification = NSNotification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change: an `NSValue` of a `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` of a `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation in seconds: an `NSNumber` of a `Double`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation: an `NSNumber` of a `UIView.AnimationCurve` raw value (7).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this application: an `NSNumber` of a `Bool` (always true).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// The keyboard's center before the change (deprecated in UIKit): an `NSValue` of a `CGPoint`.
    public nonisolated static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// The keyboard's center after the change (deprecated in UIKit): an `NSValue` of a `CGPoint`.
    public nonisolated static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// The keyboard's bounds (deprecated in UIKit): an `NSValue` of a `CGRect`.
    public nonisolated static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
