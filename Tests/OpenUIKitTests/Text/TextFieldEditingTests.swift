import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// A login form written as apps write one: two fields, a delegate that limits the length and
/// moves to the next field on return, a tap to focus (UIKitBehaviour #236, #237).
@MainActor
@Suite struct TextFieldEditingTests {
    final class LoginViewController: UIViewController, UITextFieldDelegate {
        let usernameField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        let passwordField = UITextField(frame: CGRect(x: 20, y: 150, width: 350, height: 34))
        var log: [String] = []
        var submitted = false
        let maximumLength = 8

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            usernameField.borderStyle = .roundedRect
            usernameField.placeholder = "User name"
            usernameField.returnKeyType = .next
            usernameField.autocorrectionType = .no
            usernameField.textContentType = .username
            usernameField.delegate = self
            passwordField.borderStyle = .roundedRect
            passwordField.placeholder = "Password"
            passwordField.isSecureTextEntry = true
            passwordField.returnKeyType = .done
            passwordField.delegate = self
            view.addSubview(usernameField)
            view.addSubview(passwordField)
        }

        func name(_ field: UITextField) -> String { field === usernameField ? "user" : "password" }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin \(name(textField))")
            return true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(name(textField))") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd \(name(textField))")
            return true
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(name(textField))") }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            let current = textField.text ?? ""
            guard let swiftRange = Range(range, in: current) else { return false }
            return current.replacingCharacters(in: swiftRange, with: string).count <= maximumLength
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("return \(name(textField))")
            if textField === usernameField {
                passwordField.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
                submitted = true
            }
            return false
        }
    }

    private func login() -> (HeadlessHost, LoginViewController) {
        let host = HeadlessHost()
        let controller = LoginViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        return (host, controller)
    }

    @Test func aTapFocusesTheFieldAndTypingGoesIntoIt() {
        let (host, login) = login()
        #expect(!login.usernameField.isFirstResponder)
        host.tap(at: CGPoint(x: 100, y: 117))
        #expect(login.usernameField.isFirstResponder)
        #expect(login.usernameField.isEditing)
        host.type("ada")
        expectEqual(login.usernameField.text, "ada")
        expectEqual(login.log, ["shouldBegin user", "didBegin user"])
    }

    @Test func theDelegateLimitsTheLength() {
        let (host, login) = login()
        login.usernameField.becomeFirstResponder()
        host.type("lovelace-byron")
        expectEqual(login.usernameField.text, "lovelace")
        host.deleteBackward(times: 2)
        expectEqual(login.usernameField.text, "lovela")
    }

    @Test func returnMovesToTheNextFieldThenSubmits() {
        let (host, login) = login()
        login.usernameField.becomeFirstResponder()
        host.type("ada\n")
        #expect(login.passwordField.isFirstResponder)
        #expect(!login.usernameField.isEditing)
        host.type("secret")
        host.pressReturn()
        #expect(login.submitted)
        expectEqual(host.firstResponder, nil)
        expectEqual(login.passwordField.text, "secret")
        #expect(
            login.log == [
                "shouldBegin user", "didBegin user", "return user",
                "shouldBegin password", "shouldEnd user", "didEnd user", "didBegin password",
                "return password", "shouldEnd password", "didEnd password"
            ])
    }

    @Test func aTapElsewhereDoesNotEndEditing() {
        let (host, login) = login()
        login.usernameField.becomeFirstResponder()
        host.tap(at: CGPoint(x: 200, y: 500))
        #expect(login.usernameField.isFirstResponder)
        login.view.endEditing(true)
        #expect(!login.usernameField.isFirstResponder)
    }

    @Test func editingEventsAndNotificationsArriveInOrder() {
        let (host, login) = login()
        let field = login.usernameField
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed \(field.text ?? "")") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { events.append("note began") }
            },
            center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { events.append("note changed") }
            },
            center.addObserver(forName: UITextField.textDidEndEditingNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { events.append("note ended") }
            }
        ]
        defer { tokens.forEach(center.removeObserver) }
        field.becomeFirstResponder()
        host.type("a")
        field.text = "set in code"  // no event, no notification
        field.resignFirstResponder()
        expectEqual(events, ["began", "note began", "changed a", "note changed", "ended", "note ended"])
    }

    @Test func didEndOnExitResignsWhenAnActionListensForIt() {
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        host.window.addSubview(field)
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        host.pressReturn()
        expectEqual(exits, 1)
        #expect(!field.isFirstResponder)

        let plain = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        host.window.addSubview(plain)
        plain.becomeFirstResponder()
        host.pressReturn()
        #expect(plain.isFirstResponder, "with no action for .editingDidEndOnExit, return leaves the keyboard up")
        expectEqual(plain.text, "")
    }

    @Test func deletingInAnEmptyFieldAsksNobody() {
        final class Counter: NSObject, UITextFieldDelegate {
            var asked = 0
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                asked += 1
                return true
            }
        }
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let counter = Counter()
        field.delegate = counter
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.deleteBackward()
        expectEqual(counter.asked, 0)
        host.type("é👍🏽")
        expectEqual(counter.asked, 2)
        host.deleteBackward()
        #expect(field.text == "é", "a whole grapheme cluster goes")
    }

    @Test func theReplacedRangeIsInUTF16() {
        final class Ranges: NSObject, UITextFieldDelegate {
            var ranges: [NSRange] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                ranges.append(range)
                return true
            }
        }
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let delegate = Ranges()
        field.delegate = delegate
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.type("a👍")
        host.deleteBackward()
        #expect(
            delegate.ranges == [
                NSRange(location: 0, length: 0), NSRange(location: 1, length: 0), NSRange(location: 1, length: 2)
            ])
    }

    @Test func refusalsAndMisuse() {
        final class Refuser: NSObject, UITextFieldDelegate {
            var begins = true, ends = true
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { begins }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { ends }
        }
        let host = HeadlessHost()
        let outside = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!outside.becomeFirstResponder(), "a field in no window cannot become first responder")
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let refuser = Refuser()
        field.delegate = refuser
        host.window.addSubview(field)
        refuser.begins = false
        #expect(!field.becomeFirstResponder())
        refuser.begins = true
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.isEnabled = true
        #expect(field.becomeFirstResponder())
        #expect(field.becomeFirstResponder(), "already first responder")
        refuser.ends = false
        #expect(!field.resignFirstResponder())
        #expect(!host.window.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(host.window.endEditing(true), "forced: the delegate is not asked")
        #expect(!field.isFirstResponder && !field.isEditing)
        field.text = nil
        expectEqual(field.text, "")
    }

    @Test func theClearButtonAndClearsOnBeginEditing() {
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        field.text = "old"
        host.window.addSubview(field)
        host.runUntilIdle()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        host.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        expectEqual(field.text, "")
        expectEqual(changes, 1)
        #expect(field.isFirstResponder)
        field.resignFirstResponder()
        field.text = "stale"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        expectEqual(field.text, "")
    }

    @Test func removingTheFieldFromItsWindowEndsEditing() {
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(!host.isKeyboardVisible)
    }

    @Test func traitsAreStoredWithUIKitsDefaults() {
        let field = UITextField()
        expectEqual(field.autocapitalizationType, .sentences)
        expectEqual(field.autocorrectionType, .default)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        expectEqual(field.textContentType, nil)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        let traits: UITextInputTraits = field
        expectEqual(traits.keyboardType, .emailAddress)
        expectEqual(field.font, UIFont.systemFont(ofSize: 17))
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
    }

    // UIKitBehaviour #238
    @Test func theIntrinsicHeightIsTheLineHeightPlusTheBordersInsets() {
        let field = UITextField()
        field.placeholder = "Email"
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        expectEqual(field.intrinsicContentSize.height, lineHeight.rounded(.up))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34, "a rounded-rect field with the system font")
        field.borderStyle = .line
        expectEqual(field.intrinsicContentSize.height, (lineHeight + 8).rounded(.up))
        field.borderStyle = .bezel
        expectEqual(field.intrinsicContentSize.height, (lineHeight + 8).rounded(.up))
        field.font = UIFont.systemFont(ofSize: 30)
        expectEqual(field.intrinsicContentSize.height, (UIFont.systemFont(ofSize: 30).lineHeight + 8).rounded(.up))
    }
}
