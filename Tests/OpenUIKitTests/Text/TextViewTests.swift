import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// A notes screen as apps write one: a text view that grows past its bounds and scrolls, a
/// delegate that sees the return key and counts changes (UIKitBehaviour #239).
@MainActor
@Suite struct TextViewTests {
    final class NotesDelegate: NSObject, UITextViewDelegate {
        var changes = 0
        var newlines = 0
        var began = false
        func textViewDidBeginEditing(_ textView: UITextView) { began = true }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            if text == "\n" { newlines += 1 }
            return newlines <= 20
        }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test func typingWrapsGrowsAndScrollsToTheCaret() {
        let host = HeadlessHost()
        let notes = UITextView(frame: CGRect(x: 20, y: 60, width: 350, height: 120))
        notes.font = .systemFont(ofSize: 17)
        let delegate = NotesDelegate()
        notes.delegate = delegate
        host.window.addSubview(notes)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(notes.isFirstResponder && delegate.began)
        #expect(host.isKeyboardVisible)
        let first = "First line that is long enough to wrap onto a second line in this view"
        host.type(first)
        host.runUntilIdle()
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(notes.contentSize.height >= 8 + 2 * lineHeight + 8 - 1)
        for _ in 0..<6 {
            host.pressReturn()
            host.type("more")
        }
        host.runUntilIdle()
        #expect(notes.contentSize.height > notes.bounds.height)
        #expect(notes.contentOffset.y > 0, "scrolled so that the caret shows")
        #expect(abs(notes.contentOffset.y - (notes.contentSize.height - notes.bounds.height)) < 1)
        expectEqual(delegate.newlines, 6)
        host.deleteBackward(times: 4)
        #expect(notes.text.hasSuffix("more\n"))
        #expect(delegate.changes == first.count + 6 * 5 + 4, "one change per key")
    }

    @Test func notEditableTakesNoFocus() {
        let host = HeadlessHost()
        let label = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.isEditable = false
        label.text = "Read only"
        host.window.addSubview(label)
        #expect(!label.becomeFirstResponder())
        expectEqual(label.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        label.text = nil
        expectEqual(label.text, "")
    }
}
