#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The cross-dissolve demo's first screen: a daytime card and a button that presents the
/// detail screen with the half-way spring.
@MainActor
final class CrossDissolveHomeViewController: _GalleryViewController {
    /// Vends the animators; kept here because a `transitioningDelegate` is a weak reference.
    let transitionController = CrossDissolveTransitioningDelegate()

    override func loadView() {
        let screen = _DemoScreenView(
            title: "Cross Dissolve",
            subtitle: "A spring from half-way, fading in; a dissolve back.",
            caption: "Sunny hills",
            style: .light)
        screen.addButton("Show Detail") { [unowned self] in self.showDetail(animated: true) }
        view = screen
    }

    /// Presents the detail screen full screen, through the demo's transitioning delegate.
    func showDetail(animated: Bool) {
        let detail = CrossDissolveDetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transitionController
        present(detail, animated: animated)
    }
}
