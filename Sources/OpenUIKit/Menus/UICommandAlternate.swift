import Foundation

/// Flags for modifier keys, such as Shift, Command and Option.
///
/// The raw values are UIKit's.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates flags from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// An alternate action for a command, chosen with modifier keys.
///
/// - Note: Differs from UIKit: the action is a method name (`String`), as Swift on Linux has
///   no selectors. Segue has no hardware keyboard, so alternates are kept but never chosen.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The alternate's title.
    public let title: String
    /// The name of the alternate's action method.
    public let action: String
    /// The modifier keys that choose the alternate.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates an alternate.
    public init(title: String, action: String, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
