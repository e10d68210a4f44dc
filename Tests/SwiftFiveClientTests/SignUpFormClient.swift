import OpenUIKit
import SegueTesting
import Testing

// Code written for iOS in the Swift 5 language mode, the way form code is written: a sign-up
// screen whose button rides on the keyboard layout guide, a delegate conformance in an
// extension that refuses spaces and dismisses the keyboard on return, and keyboard
// notifications read through `userInfo` casts.

final class SignUpViewController: UIViewController {
    let emailField = UITextField()
    let signUpButton = UIButton(type: .system)
    var keyboardHeights: [CGFloat] = []
    var durations: [Double] = []
    var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .done
        emailField.delegate = self
        emailField.translatesAutoresizingMaskIntoConstraints = false
        signUpButton.setTitle("Sign Up", for: .normal)
        signUpButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(emailField)
        view.addSubview(signUpButton)
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            signUpButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signUpButton.heightAnchor.constraint(equalToConstant: 44),
            signUpButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12)
        ])
        // queue: nil — on Linux, `queue: .main` posted from the main actor off the main thread
        // (as Swift Testing runs it) deadlocks in swift-corelibs-foundation (docs/Deviations.md).
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] notification in
            guard let userInfo = notification.userInfo,
                let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
            else { return }
            self?.keyboardHeights.append(frame.height)
            self?.durations.append(duration)
        }
    }
}

extension SignUpViewController: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        return !string.contains(" ")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

@MainActor
@Suite struct SignUpFormClientTests {
    @Test func typingDuringThePresentationAndTheButtonOnTheKeyboard() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let signUp = SignUpViewController()
        signUp.modalPresentationStyle = .fullScreen
        root.present(signUp, animated: true)
        host.advance(by: 0.1)  // the presentation is running
        #expect(signUp.transitionCoordinator != nil)
        #expect(signUp.emailField.becomeFirstResponder())
        host.type("ada lovelace@example.com")
        #expect(signUp.emailField.text == "adalovelace@example.com")
        host.runUntilIdle()
        #expect(signUp.keyboardHeights == [336])
        #expect(signUp.durations == [0.25])
        let button = signUp.signUpButton.convert(signUp.signUpButton.bounds, to: nil)
        #expect(abs(button.maxY - (844 - 336 - 12)) < 0.001)
        host.pressReturn()
        host.runUntilIdle()
        #expect(!host.isKeyboardVisible)
        #expect(abs(signUp.signUpButton.convert(signUp.signUpButton.bounds, to: nil).maxY - (844 - 12)) < 0.001)
    }
}
