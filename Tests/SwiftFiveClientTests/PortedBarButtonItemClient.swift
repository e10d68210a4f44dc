import Foundation
import OpenUIKit
import SegueTesting
import Testing

// Bar button items as `segue port` writes them from selector-style code, in the Swift 5
// language mode. The original, for iOS:
//   navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
//   navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(toggleEditing(_:)))
// with `@objc func addNote()` and `@objc func toggleEditing(_ sender: UIBarButtonItem)`.

class PortedNotesViewController: UIViewController {
    var count = 0
    var editingToggles = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: "Edit") { [weak self] action in
                self?.toggleEditing(action.sender as! UIBarButtonItem)
            })
    }

    func addNote() {
        count += 1
    }

    func toggleEditing(_ sender: UIBarButtonItem) {
        editingToggles += 1
        sender.title = editingToggles % 2 == 1 ? "Done" : "Edit"
    }
}

@MainActor
@Suite struct PortedBarButtonItemClientTests {
    @Test func portedItemsAddAndToggleTheirTitle() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let notes = PortedNotesViewController()
        host.window.rootViewController = UINavigationController(rootViewController: notes)
        host.runUntilIdle()
        let add = try #require(notes.navigationItem.rightBarButtonItem?.frame(in: host.window))
        host.tap(at: CGPoint(x: add.midX, y: add.midY))
        host.tap(at: CGPoint(x: add.midX, y: add.midY))
        let edit = try #require(notes.navigationItem.leftBarButtonItem)
        #expect(edit.title == "Edit", "the action's title titles the item")
        let editFrame = try #require(edit.frame(in: host.window))
        host.tap(at: CGPoint(x: editFrame.midX, y: editFrame.midY))
        host.runUntilIdle()
        #expect(notes.count == 2)
        #expect(notes.editingToggles == 1 && edit.title == "Done", "the sender is the item")
        let shown = try #require(edit.frame(in: host.window))
        #expect(shown.width > 0, "the item shows its new title")
    }
}
