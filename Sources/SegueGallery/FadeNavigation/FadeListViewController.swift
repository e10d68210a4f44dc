#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The fade-navigation demo's first screen: Push fades the next screen in on the stack;
/// Present Modally fades in a `.custom` modal that the pop fade will dismiss.
@MainActor
final class FadeListViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Fade Navigation",
            subtitle: "Fades on a navigation stack, and a modal the pop fade dismisses.",
            caption: "One pop animator, two jobs",
            style: .fresh)
        screen.addButton("Push") { [unowned self] in self.showNext(animated: true) }
        screen.addButton("Present Modally") { [unowned self] in self.showModal(animated: true) }
        view = screen
        title = "Fades"
    }

    /// Pushes the next screen; the navigation delegate fades it in.
    func showNext(animated: Bool) {
        navigationController?.pushViewController(FadeDetailViewController(), animated: animated)
    }

    /// Presents the modal with the `.custom` style, which leaves this stack's view in the
    /// window underneath, through the same object that vends the navigation fades.
    func showModal(animated: Bool) {
        let modal = FadeModalViewController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = (navigationController as? FadeNavigationController)?.transitions
        present(modal, animated: animated)
    }
}
