import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `endEditing(_:)`: the first responder in the receiver's subtree resigns (asked unless
/// forced); with none there, nothing happens and the answer is true.
@MainActor
@Suite struct UIViewEndEditingTests {
    /// A field-like view that can become first responder and may refuse to resign.
    final class FieldView: UIView {
        var refuses = false
        var resignCalls = 0
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refuses }
        override func resignFirstResponder() -> Bool {
            resignCalls += 1
            return refuses ? false : super.resignFirstResponder()
        }
    }

    private func form(_ host: HeadlessHost) -> (form: UIView, field: FieldView, outside: UIView) {
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let field = FieldView(frame: CGRect(x: 10, y: 5, width: 200, height: 34))
        row.addSubview(field)
        form.addSubview(row)
        let outside = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        host.window.addSubview(form)
        host.window.addSubview(outside)
        return (form, field, outside)
    }

    @Test func resignsTheFirstResponderInTheSubtree() {
        let host = HeadlessHost()
        let (form, field, _) = form(host)
        #expect(field.becomeFirstResponder())
        #expect(form.endEditing(false))
        #expect(!field.isFirstResponder)
        expectEqual(field.resignCalls, 1)
    }

    @Test func leavesAFirstResponderElsewhereAlone() {
        let host = HeadlessHost()
        let (_, field, outside) = form(host)
        field.becomeFirstResponder()
        #expect(outside.endEditing(true))
        #expect(field.isFirstResponder)
        expectEqual(field.resignCalls, 0)
        #expect(host.window.endEditing(false))  // the window's subtree holds it
        #expect(!field.isFirstResponder)
    }

    @Test func aRefusalStandsUnlessForced() {
        let host = HeadlessHost()
        let (form, field, _) = form(host)
        field.becomeFirstResponder()
        field.refuses = true
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(field.resignCalls == 0)  // asked through canResignFirstResponder first
        #expect(form.endEditing(true))
        #expect(!field.isFirstResponder)
        expectEqual(field.resignCalls, 1)
    }

    @Test func withNoFirstResponderTheAnswerIsTrue() {
        let host = HeadlessHost()
        let (form, field, _) = form(host)
        #expect(form.endEditing(false))
        #expect(field.endEditing(true))
        expectEqual(field.resignCalls, 0)
    }
}
