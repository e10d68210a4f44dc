import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UIAlertController` and `UIAlertAction` as data: properties, UIKit's rules, the programmer
/// errors it raises (UIKitBehaviour #253, #254).
@MainActor
@Suite struct AlertControllerModelTests {
    @Test func anAlertKeepsWhatItWasGiven() {  // UIKitBehaviour #253
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        expectEqual(alert.title, "Title")
        expectEqual(alert.message, "Message")
        expectEqual(alert.preferredStyle, .alert)
        #expect(alert.actions.isEmpty)
        #expect(alert.textFields == nil, "no text fields: nil, not an empty array")
        expectEqual(alert.preferredAction, nil)
        expectEqual(alert.modalPresentationStyle, .custom)
        let ok = UIAlertAction(title: "OK", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in }
        alert.addAction(ok)
        alert.addAction(cancel)
        #expect(alert.actions == [ok, cancel], "actions stay in the order added")
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        alert.addTextField { $0.placeholder = "Name" }
        expectEqual(alert.textFields?.count, 1)
        expectEqual(alert.textFields?.first?.placeholder, "Name")
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect(
            UIAlertAction.Style.default.rawValue == 0 && UIAlertAction.Style.cancel.rawValue == 1
                && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func anActionKeepsItsTitleStyleAndEnabledState() {
        let action = UIAlertAction(title: "Delete", style: .destructive)
        expectEqual(action.title, "Delete")
        expectEqual(action.style, .destructive)
        #expect(action.isEnabled)
        action.isEnabled = false
        let copy = action.copy() as? UIAlertAction
        #expect(copy !== action)
        #expect(copy?.title == "Delete" && copy?.style == .destructive && copy?.isEnabled == false)
        let untitled = UIAlertAction(title: nil, style: .default)
        expectEqual(untitled.title, nil)
    }

    @Test func aSecondCancelActionIsAProgrammerError() async {  // UIKitBehaviour #254
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }

    @Test func aTextFieldOnAnActionSheetIsAProgrammerError() async {  // UIKitBehaviour #254
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addTextField()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    @Test func aPreferredActionThatIsNotAddedIsAProgrammerError() async {  // UIKitBehaviour #254
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
            }
        }
    }

    @Test func theCancelActionCanComeFirstAndStillBeTheOnlyOne() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Delete too", style: .destructive))
        expectEqual(alert.actions.map(\.style), [.cancel, .destructive, .destructive])
    }
}
