import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code presenting alerts the way iOS apps do: a non-isolated-looking view
/// controller with an action sheet for deletion and a rename alert whose Save action is
/// enabled by the text field's editing-changed action and reads the text in its handler.
class NotesViewController: UIViewController {
    var notes = ["Groceries", "Ideas"]
    var saveAction: UIAlertAction?

    func confirmDelete(at index: Int) {
        let sheet = UIAlertController(title: nil, message: "Delete \"\(notes[index])\"?", preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(
                title: "Delete Note", style: .destructive,
                handler: { [weak self] _ in
                    self?.notes.remove(at: index)
                }))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        present(sheet, animated: true, completion: nil)
    }

    func rename(at index: Int) {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.addAction(
                UIAction { [weak self] action in
                    let field = action.sender as? UITextField
                    self?.saveAction?.isEnabled = !(field?.text ?? "").isEmpty
                }, for: .editingChanged)
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, unowned alert] _ in
            guard let name = alert.textFields?.first?.text else { return }
            self?.notes[index] = name
        }
        save.isEnabled = false
        saveAction = save
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }
}

@MainActor @Test func alertClientDeletesAndRenames() throws {
    let host = HeadlessHost()
    let notes = NotesViewController()
    host.window.rootViewController = notes
    host.runUntilIdle()

    notes.confirmDelete(at: 0)
    host.runUntilIdle()
    let sheet = try #require(notes.presentedViewController as? UIAlertController)
    let delete = try #require(findButton("Delete Note", in: sheet.view))
    host.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
    host.runUntilIdle()
    #expect(notes.notes == ["Ideas"])

    notes.rename(at: 0)
    host.runUntilIdle()
    let alert = try #require(notes.presentedViewController as? UIAlertController)
    #expect(notes.saveAction?.isEnabled == false)
    host.type("Plans")
    #expect(notes.saveAction?.isEnabled == true, "the editing-changed action enabled Save")
    let save = try #require(findButton("Save", in: alert.view))
    host.tap(at: save.convert(CGPoint(x: save.bounds.midX, y: save.bounds.midY), to: nil))
    host.runUntilIdle()
    #expect(notes.notes == ["Plans"])
    #expect(notes.presentedViewController == nil)
}

/// The control whose label reads `title`, as a UI test finds a button.
@MainActor private func findButton(_ title: String, in view: UIView) -> UIControl? {
    if let control = view as? UIControl, control.subviews.contains(where: { ($0 as? UILabel)?.text == title }) {
        return control
    }
    for subview in view.subviews {
        if let found = findButton(title, in: subview) { return found }
    }
    return nil
}
