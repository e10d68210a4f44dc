import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The simulated keyboard: its frame for the screen, the notifications and their `userInfo`
/// read as apps read them, the keyboard's animation (UIKitBehaviour #229–#235).
@MainActor
@Suite struct KeyboardNotificationTests {
    /// A controller that moves its bottom bar above the keyboard, as apps did before the
    /// keyboard layout guide: a bottom constraint changed inside `UIView.animate` with the
    /// notification's duration and curve.
    final class ChatViewController: UIViewController {
        let inputBar = UIView()
        let field = UITextField()
        var bottomConstraint: NSLayoutConstraint!
        var received: [(name: String, begin: CGRect, end: CGRect, duration: Double, curve: Int, isLocal: Bool)] = []
        var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            inputBar.backgroundColor = .lightGray
            inputBar.translatesAutoresizingMaskIntoConstraints = false
            field.translatesAutoresizingMaskIntoConstraints = false
            field.borderStyle = .roundedRect
            view.addSubview(inputBar)
            inputBar.addSubview(field)
            bottomConstraint = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            NSLayoutConstraint.activate([
                inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                inputBar.heightAnchor.constraint(equalToConstant: 50),
                bottomConstraint,
                field.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
                field.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor)
            ])
            let center = NotificationCenter.default
            for name in [
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification
            ] {
                observers.append(
                    center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                        nonisolated(unsafe) let note = note  // posted on the main thread
                        MainActor.assumeIsolated { self?.keyboardNotification(note) }
                    })
            }
        }

        func keyboardNotification(_ notification: Notification) {
            guard let info = notification.userInfo,
                let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt,
                let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue
            else {
                received.append((notification.name.rawValue + " unreadable", .zero, .zero, 0, 0, false))
                return
            }
            let short = notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                .replacingOccurrences(of: "Notification", with: "")
            received.append((short, begin, end, duration, Int(curve), isLocal))
            guard notification.name == UIResponder.keyboardWillChangeFrameNotification else { return }
            let overlap = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)
            UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                self.bottomConstraint.constant = -overlap
                self.view.layoutIfNeeded()
            }
        }

        deinit { MainActor.assumeIsolated { observers.forEach(NotificationCenter.default.removeObserver) } }
    }

    private func chat() -> (HeadlessHost, ChatViewController) {
        let host = HeadlessHost()
        let controller = ChatViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        return (host, controller)
    }

    @Test func showingPostsWillChangeWillShowThenDidChangeDidShow() {
        let (host, chat) = chat()
        chat.field.becomeFirstResponder()
        expectEqual(chat.received.map(\.name), ["WillChangeFrame", "WillShow"])
        host.runUntilIdle()
        expectEqual(chat.received.map(\.name), ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let shown = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
        for entry in chat.received {
            expectEqual(entry.begin, CGRect(x: 0, y: 844, width: 390, height: 336))
            expectEqual(entry.end, shown)
            #expect(entry.duration == 0.25 && entry.curve == 7 && entry.isLocal)
        }
        expectEqual(host.keyboardFrame, shown)
        #expect(abs(chat.inputBar.frame.maxY - (844 - 336)) < 0.001)
    }

    @Test func theBarMovesWithTheKeyboardsCurve() {
        let (host, chat) = chat()
        chat.field.becomeFirstResponder()
        host.advance(by: 0.125)
        let bar = chat.inputBar.layer.presentation()!.frame.maxY
        let keyboard = _KeyboardController.current.window!.layer.presentation()!.frame.minY
        #expect(abs(bar - keyboard) < 0.5, "the bar and the keyboard move together")
        let linear = 844 - 336 * 0.5
        #expect(keyboard < linear - 40, "the keyboard's curve starts fast: \(keyboard)")
        host.runUntilIdle()
        expectEqual(chat.inputBar.layer.presentation()!.frame.maxY, 508)
    }

    @Test func hidingPostsWillHideAndGoesBackDown() {
        let (host, chat) = chat()
        chat.field.becomeFirstResponder()
        host.runUntilIdle()
        chat.received = []
        chat.view.endEditing(true)
        host.runUntilIdle()
        expectEqual(chat.received.map(\.name), ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        expectEqual(chat.received.first?.end, CGRect(x: 0, y: 844, width: 390, height: 336))
        expectEqual(chat.inputBar.frame.maxY, 844)
        #expect(!host.isKeyboardVisible)
        expectEqual(_KeyboardController.current.window?.isHidden, true)
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardUp() {
        let (host, chat) = chat()
        let other = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        other.autocorrectionType = .no  // no predictive bar: a lower keyboard
        chat.view.addSubview(other)
        chat.field.becomeFirstResponder()
        host.runUntilIdle()
        chat.received = []
        other.becomeFirstResponder()
        host.runUntilIdle()
        #expect(!chat.received.contains { $0.name.contains("Hide") })
        expectEqual(chat.received.map(\.name), ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        expectEqual(chat.received.first?.end, CGRect(x: 0, y: 844 - 291, width: 390, height: 291))
        expectEqual(chat.received.first?.begin, CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
    }

    @Test func layoutInTheWillShowObserverAnimatesWithoutAnAnimationBlock() {
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let box = UIView(frame: CGRect(x: 0, y: 700, width: 100, height: 100))
        host.window.addSubview(field)
        host.window.addSubview(box)
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { box.frame.origin.y = 400 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        field.becomeFirstResponder()
        host.advance(by: 0.1)
        let y = box.layer.presentation()!.frame.minY
        #expect(y > 400 && y < 700, "posted inside the keyboard's animation block: \(y)")
    }

    @Test func heightsForOtherScreens() {
        expectEqual(
            _KeyboardMetrics(screenSize: CGSize(width: 390, height: 844), showsPredictiveBar: false).height, 291)
        expectEqual(_KeyboardMetrics(screenSize: CGSize(width: 390, height: 844), showsPredictiveBar: true).height, 336)
        expectEqual(_KeyboardMetrics(screenSize: CGSize(width: 414, height: 896), showsPredictiveBar: true).height, 346)
        expectEqual(
            _KeyboardMetrics(screenSize: CGSize(width: 375, height: 667), showsPredictiveBar: false).height, 216)
        expectEqual(_KeyboardMetrics(screenSize: CGSize(width: 375, height: 667), showsPredictiveBar: true).height, 260)
        expectEqual(
            _KeyboardMetrics(screenSize: CGSize(width: 844, height: 390), showsPredictiveBar: false).height, 171)
        expectEqual(
            _KeyboardMetrics(screenSize: CGSize(width: 768, height: 1024), showsPredictiveBar: false).height, 264)
    }

    @Test func aCustomInputViewAndAccessory() {
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 216))
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        field.inputView = picker
        field.inputAccessoryView = toolbar
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.runUntilIdle()
        expectEqual(host.keyboardFrame, CGRect(x: 0, y: 844 - 260, width: 390, height: 260))
        #expect(picker.window != nil && toolbar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        expectEqual(picker.frame, CGRect(x: 0, y: 44, width: 390, height: 216))
        #expect(!UIApplication.shared.windows.contains { $0 === picker.window }, "the keyboard's window is not listed")
    }

    @Test func aCustomKeyInputResponderBringsTheKeyboardUp() {
        final class PinView: UIView, UIKeyInput {
            var digits = ""
            var keyboardType: UIKeyboardType = .numberPad
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !digits.isEmpty }
            func insertText(_ text: String) { digits += text }
            func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
        }
        let host = HeadlessHost()
        let pin = PinView(frame: CGRect(x: 10, y: 10, width: 200, height: 50))
        host.window.addSubview(pin)
        #expect(pin.becomeFirstResponder())
        #expect(host.isKeyboardVisible)
        host.type("1234")
        host.deleteBackward()
        expectEqual(pin.digits, "123")
        pin.resignFirstResponder()
        #expect(!host.isKeyboardVisible)
    }

    @Test func tappingTheDrawnKeysTypes() {
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.runUntilIdle()
        let keyboard = _KeyboardController.current.window!
        // The window's coordinates are the screen's offset by its origin.
        func tapScreen(_ kind: _KeyboardView.Key.Kind) {
            let key = keyboard.keyboardView.keys.first { $0.kind == kind }!
            let inWindow = keyboard.keyboardView.convert(CGPoint(x: key.frame.midX, y: key.frame.midY), to: keyboard)
            host.tap(at: CGPoint(x: inWindow.x + keyboard.frame.minX, y: inWindow.y + keyboard.frame.minY))
        }
        tapScreen(.character("h"))
        tapScreen(.character("i"))
        tapScreen(.space)
        tapScreen(.delete)
        #expect(field.text == "Hi", "shifted for the first letter of an empty field")
        tapScreen(.returnKey)
        #expect(field.isFirstResponder)
    }
}
