#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The profile form: a title, name and email fields, and a Save button that sits on the
/// keyboard layout guide. The name field becomes first responder as the sheet appears.
@MainActor
final class ProfileFormViewController: _GalleryViewController, UITextFieldDelegate {
    let titleLabel = UILabel()
    let nameField = UITextField()
    let emailField = UITextField()
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        titleLabel.text = "Edit Profile"
        titleLabel.font = .boldSystemFont(ofSize: 22)
        configure(nameField, placeholder: "Name", returnKey: .next)
        nameField.textContentType = .name
        configure(emailField, placeholder: "Email", returnKey: .done)
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.clearButtonMode = .whileEditing
        saveButton.setTitle("Save", for: .normal)
        saveButton.setTitleColor(.white, for: .normal)
        saveButton.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
        saveButton.layer.cornerRadius = 10
        saveButton.addAction(UIAction { [unowned self] _ in self.save() }, for: .touchUpInside)
        for subview in [titleLabel, nameField, emailField, saveButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 20),
            emailField.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 12),
            saveButton.heightAnchor.constraint(equalToConstant: 50),
            saveButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            saveButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            saveButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12)
        ])
        for field in [nameField, emailField] {
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44)
            ])
        }
    }

    private func configure(_ field: UITextField, placeholder: String, returnKey: UIReturnKeyType) {
        field.borderStyle = .roundedRect
        field.placeholder = placeholder
        field.font = .systemFont(ofSize: 17)
        field.returnKeyType = returnKey
        field.delegate = self
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        nameField.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField {
            emailField.becomeFirstResponder()
        } else {
            save()
        }
        return false
    }

    /// Ends editing (the keyboard goes down) and dismisses the sheet.
    func save() {
        (presentingViewController as? FormSheetHomeViewController)?.lastSavedName = nameField.text
        view.endEditing(true)
        dismiss(animated: true)
    }
}
