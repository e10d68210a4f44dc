import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Toolbars as apps use them: a Done bar above the keyboard, and a bottom bar with spaces
/// (UIKitBehaviour #299).
@MainActor
@Suite struct ToolbarTests {
    final class FormViewController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 350, height: 34))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            field.borderStyle = .roundedRect
            let toolbar = UIToolbar()
            toolbar.sizeToFit()
            toolbar.items = [
                .flexibleSpace(),
                UIBarButtonItem(
                    systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.view.endEditing(true) })
            ]
            field.inputAccessoryView = toolbar
            view.addSubview(field)
        }
    }

    @Test func aDoneBarAboveTheKeyboardEndsEditing() throws {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let form = FormViewController()
        host.window.rootViewController = form
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 100, y: 137))
        host.runUntilIdle()
        #expect(form.field.isFirstResponder)
        let toolbar = try #require(form.field.inputAccessoryView as? UIToolbar)
        expectEqual(toolbar.frame.height, 44)
        // The accessory rides in the keyboard's window: from there to the screen.
        let keyboardWindow = try #require(toolbar.window)
        let done = toolbar.convert(try #require(toolbar.items?.last?.frame(in: toolbar)), to: nil)
            .offsetBy(dx: keyboardWindow.frame.minX, dy: keyboardWindow.frame.minY)
        #expect(abs(done.maxX - (390 - 16)) < 0.5, "the flexible space pushes Done to the trailing edge: \(done)")
        let keyboardTop = try #require(host.keyboardFrame?.minY)
        #expect(
            abs(done.minY - keyboardTop) < 0.5,
            "the accessory is the top of the keyboard's frame: \(done) \(keyboardTop)")
        host.tap(at: CGPoint(x: done.midX, y: done.midY))
        host.runUntilIdle()
        #expect(!form.field.isFirstResponder)
        #expect(!host.isKeyboardVisible)
    }

    @Test func flexibleSpacesShareTheRoomAndFixedSpacesKeepTheirWidth() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        host.window.backgroundColor = .systemBackground
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        let trash = UIBarButtonItem(systemItem: .trash)
        let share = UIBarButtonItem(systemItem: .action)
        let compose = UIBarButtonItem(title: "New", style: .plain)
        toolbar.items = [trash, .flexibleSpace(), share, .fixedSpace(30), .flexibleSpace(), compose]
        host.window.addSubview(toolbar)
        host.runUntilIdle()
        let t = try #require(trash.frame(in: toolbar))
        let s = try #require(share.frame(in: toolbar))
        let c = try #require(compose.frame(in: toolbar))
        #expect(t.minX == 16 && abs(c.maxX - 374) < 0.5)
        let firstGap = s.minX - t.maxX
        let secondGap = c.minX - s.maxX
        #expect(abs(secondGap - firstGap - 30 - 8) < 0.5, "the fixed space and its spacing: \(firstGap) \(secondGap)")
        expectSnapshot(of: host.render(), named: "toolbar", tolerance: 3)
        trash.isHidden = true
        host.runUntilIdle()
        expectEqual(trash.frame(in: toolbar), nil)
        toolbar.setItems([compose], animated: true)
        host.runUntilIdle()
        try expectEqual(#require(compose.frame(in: toolbar)).minX, 16)
        expectEqual(share.frame(in: toolbar), nil)
    }
}
