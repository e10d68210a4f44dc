#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The rotating-navigation demo's first screen: a button that pushes the second screen, which
/// swings in about its bottom-right corner.
@MainActor
final class RotatingFirstViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Rotating Navigation",
            subtitle: "Pushes swing in about the bottom-right corner.",
            caption: "A quarter turn on a pivot",
            style: .light)
        screen.addButton("Push") { [unowned self] in self.showNext(animated: true) }
        view = screen
        title = "Rotating"
    }

    /// Pushes the second screen.
    func showNext(animated: Bool) {
        navigationController?.pushViewController(RotatingSecondViewController(), animated: animated)
    }
}
