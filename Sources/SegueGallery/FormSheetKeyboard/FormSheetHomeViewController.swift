#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The form-sheet demo's first screen: a button that presents the profile form as a form sheet.
@MainActor
final class FormSheetHomeViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Form Sheet",
            subtitle: "A sheet whose text field brings up the keyboard as it slides in.",
            caption: "Profile",
            style: .light)
        screen.addButton("Edit Profile") { [unowned self] in self.editProfile(animated: true) }
        view = screen
    }

    /// The name the form last saved.
    var lastSavedName: String?

    /// The form on screen, if any.
    var form: ProfileFormViewController? { presentedViewController as? ProfileFormViewController }

    /// Presents the profile form as a form sheet.
    func editProfile(animated: Bool) {
        let form = ProfileFormViewController()
        form.modalPresentationStyle = .formSheet
        present(form, animated: animated)
    }
}
