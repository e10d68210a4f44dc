import OpenUIKit
import SegueTesting
import Testing

// Code written for iOS in the Swift 5 language mode, the way stack views are written in apps:
// a settings screen that builds a column of rows in viewDidLoad, with a details row that a
// button shows and hides inside a plain UIView.animate block.

final class SettingsViewController: UIViewController {
    let stackView = UIStackView()
    let titleLabel = UILabel()
    let detailsView = UIView()
    let toggleButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Settings"
        detailsView.backgroundColor = .lightGray
        let detailsHeight = detailsView.heightAnchor.constraint(equalToConstant: 120)
        detailsHeight.priority = UILayoutPriority(999)  // lets the stack collapse it when hidden
        detailsHeight.isActive = true
        toggleButton.setTitle("Details", for: .normal)
        toggleButton.addAction(UIAction { [weak self] _ in self?.toggleDetails() }, for: .touchUpInside)

        stackView.axis = .vertical
        stackView.spacing = UIStackView.spacingUseSystem
        stackView.alignment = .fill
        stackView.translatesAutoresizingMaskIntoConstraints = false
        [titleLabel, toggleButton, detailsView].forEach { stackView.addArrangedSubview($0) }
        stackView.setCustomSpacing(24, after: titleLabel)
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
        ])
    }

    func toggleDetails() {
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            self.detailsView.isHidden.toggle()
        }
    }
}

@MainActor
@Suite struct StackViewClientTests {
    @Test func aColumnWithAnAnimatedDetailsRow() {
        let host = HeadlessHost()
        let settings = SettingsViewController()
        host.window.rootViewController = settings
        host.advance(by: 1.0 / 60)
        let stack = settings.stackView
        let titleHeight = settings.titleLabel.intrinsicContentSize.height
        let buttonHeight = settings.toggleButton.intrinsicContentSize.height
        #expect(stack.arrangedSubviews.count == 3)
        #expect(settings.toggleButton.frame.minY == titleHeight + 24)
        #expect(settings.detailsView.frame.minY == titleHeight + 24 + buttonHeight + 8)
        #expect(stack.frame.height == titleHeight + 24 + buttonHeight + 8 + 120)

        settings.toggleDetails()
        host.advance(by: 0.25)
        let halfway = settings.detailsView.layer.presentation()!.bounds.height
        #expect(abs(halfway - 60) < 1e-6, "120 → 0 over 0.5 s, linear")
        host.advance(by: 0.3)
        #expect(settings.detailsView.isHidden && settings.detailsView.layer.isHidden)
        #expect(stack.frame.height == titleHeight + 24 + buttonHeight)
    }
}
