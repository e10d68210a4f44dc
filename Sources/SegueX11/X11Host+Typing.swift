import CX11
import Foundation
import OpenUIKit

extension X11Host {
    /// Types a key press into the first responder when it takes keyboard input (a text field,
    /// a text view, any `UIKeyInput`): the key's character (with shift and the layout, from
    /// `XLookupString`), BackSpace as `deleteBackward()`, Return and Enter as `insertText("\n")`.
    /// Returns whether the key was typed.
    func typeKey(_ key: inout XKeyEvent) -> Bool {
        guard UIApplication.shared._currentFirstResponder is UIKeyInput else { return false }
        let keysym = XLookupKeysym(&key, 0)
        if keysym == KeySym(XK_BackSpace) { return UIApplication.shared._deleteBackwardInFirstResponder(count: 1) }
        if keysym == KeySym(XK_Return) || keysym == KeySym(XK_KP_Enter) {
            return UIApplication.shared._typeIntoFirstResponder("\n")
        }
        guard let text = X11Host.text(of: &key) else { return false }
        return UIApplication.shared._typeIntoFirstResponder(text)
    }

    /// The printable text a key press produces (Latin-1, as `XLookupString` gives it), or nil.
    static func text(of key: inout XKeyEvent) -> String? {
        var buffer = [CChar](repeating: 0, count: 16)
        var keysym: KeySym = 0
        let count = Int(XLookupString(&key, &buffer, Int32(buffer.count - 1), &keysym, nil))
        guard count > 0 else { return nil }
        let scalars = buffer.prefix(count).map { Unicode.Scalar(UInt8(bitPattern: $0)) }
        guard scalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
        return String(String.UnicodeScalarView(scalars))
    }
}
