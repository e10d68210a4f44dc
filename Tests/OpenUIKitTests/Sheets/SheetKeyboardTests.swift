import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The keyboard lifts a sheet; compact heights and edge attachment (UIKitBehaviour #372, #355).
@MainActor
@Suite struct SheetKeyboardTests {
    final class NoteViewController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
        }
    }

    @Test func aMediumSheetGrowsToClearTheKeyboard() throws {  // UIKitBehaviour #355
        let stage = SheetStage()
        let note = NoteViewController()
        note.sheetPresentationController?.detents = [.medium(), .large()]
        stage.present(note)
        expectEqual(note.view.frame.height, 388.5)
        note.field.becomeFirstResponder()
        stage.host.advance(by: 0.1)
        let midway = stage.shownFrame(note).height
        stage.host.runUntilIdle()
        let keyboard = try #require(UIApplication.shared._keyboardFrame)
        let grown = min(388.5 + keyboard.height - 34, 743)
        #expect(note.view.frame.height == grown, "grown by the keyboard above the bottom inset")
        #expect(midway > 388.5 && midway < grown, "along the keyboard's animation: \(midway)")
        #expect(note.sheetPresentationController?.selectedDetentIdentifier == nil, "still at its detent")
        note.field.resignFirstResponder()
        stage.host.runUntilIdle()
        expectEqual(note.view.frame.height, 388.5)
    }

    @Test func aFormSheetOnAnIPadMovesUpOverTheKeyboard() throws {  // UIKitBehaviour #355
        let stage = SheetStage(size: CGSize(width: 1024, height: 768), insets: .zero)
        let note = NoteViewController()
        note.modalPresentationStyle = .formSheet
        stage.present(note)
        expectEqual(note.view.frame.minY, 74)
        note.field.becomeFirstResponder()
        stage.host.runUntilIdle()
        let keyboard = try #require(UIApplication.shared._keyboardFrame)
        #expect(
            note.view.frame.maxY <= keyboard.minY - 20 || note.view.frame.minY == 20, "\(note.view.frame) \(keyboard)")
        #expect(note.view.frame.minY < 74)
        note.field.resignFirstResponder()
        stage.host.runUntilIdle()
        expectEqual(note.view.frame.minY, 74)
    }

    @Test func compactHeightCoversTheHeightUnlessEdgeAttached() {  // UIKitBehaviour #372
        let stage = SheetStage(size: CGSize(width: 844, height: 390), insets: .zero)
        let b = UIViewController()
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        stage.present(b)
        #expect(b.view.frame == CGRect(x: 0, y: 30, width: 844, height: 360), "medium is inactive: large")
        sheet.prefersEdgeAttachedInCompactHeight = true
        #expect(
            b.view.frame == CGRect(x: 227, y: 30, width: 390, height: 360), "as wide as the container is tall, centred")
        b.preferredContentSize = CGSize(width: 500, height: 200)
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        expectEqual(b.view.frame, CGRect(x: 172, y: 30, width: 500, height: 360))
        #expect(stage.root.view.transform == .identity, "no step back in a compact height")
    }
}
