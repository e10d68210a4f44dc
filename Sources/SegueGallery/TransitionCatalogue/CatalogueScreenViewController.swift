import SegueTransitions

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A screen of a catalogue transition demo: the first screen of the stack (Push, Present), the
/// pushed screen (Pop) or the presented one (Dismiss), each in its own colours so the
/// transition between them shows.
@MainActor
final class CatalogueScreenViewController: _GalleryViewController {
    /// Which screen of the demo this is.
    enum Role {
        case first, pushed, presented
    }

    let role: Role
    /// The demo's catalogue entry, which the first screen sets on what it presents.
    let transition: SegueTransition

    init(role: Role, transition: SegueTransition) {
        self.role = role
        self.transition = transition
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported (no nibs).
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func loadView() {
        let screen: _DemoScreenView
        switch role {
        case .first:
            screen = _DemoScreenView(
                title: transition.name, subtitle: "One line: navigationTransition = .\(transition.name)",
                caption: "Push, or present and pan away", style: .light)
            screen.addButton("Push") { [unowned self] in self.showPushed(animated: true) }
            screen.addButton("Present") { [unowned self] in self.showPresented(animated: true) }
        case .pushed:
            screen = _DemoScreenView(
                title: "Pushed", subtitle: "Pop plays \(transition.name) backwards.",
                caption: "The back swipe drives it too", style: .warm)
            screen.addButton("Pop") { [unowned self] in _ = self.navigationController?.popViewController(animated: true)
            }
        case .presented:
            screen = _DemoScreenView(
                title: "Presented", subtitle: "A pan dismisses it, following the finger.",
                caption: "modalTransition = .\(transition.name)", style: .dark)
            screen.addButton("Dismiss") { [unowned self] in self.dismiss(animated: true) }
        }
        view = screen
        title = screen.titleLabel.text
    }

    /// Pushes the demo's second screen; the navigation controller's transition plays.
    func showPushed(animated: Bool) {
        navigationController?.pushViewController(
            CatalogueScreenViewController(role: .pushed, transition: transition), animated: animated)
    }

    /// Presents the demo's modal screen with the entry as its `modalTransition`.
    func showPresented(animated: Bool) {
        let presented = CatalogueScreenViewController(role: .presented, transition: transition)
        presented.modalTransition = transition
        present(presented, animated: animated)
    }
}
