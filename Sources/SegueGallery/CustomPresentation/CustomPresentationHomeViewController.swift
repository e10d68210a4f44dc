#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The custom-presentation demo's first screen: a button that presents the lower card.
@MainActor
final class CustomPresentationHomeViewController: _GalleryViewController {
    /// Vends the presentation controller and animators; kept here because a
    /// `transitioningDelegate` is a weak reference.
    let transitionController = CardTransitioningDelegate()

    override func loadView() {
        let screen = _DemoScreenView(
            title: "Custom Presentation",
            subtitle: "A card sized by preferredContentSize over a dimmed screen.",
            caption: "Tap below to raise the card",
            style: .light)
        screen.addButton("Show Card") { [unowned self] in self.showCard(animated: true) }
        view = screen
    }

    /// Presents the card with the demo's presentation controller.
    func showCard(animated: Bool) {
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitionController
        present(card, animated: animated)
    }
}
