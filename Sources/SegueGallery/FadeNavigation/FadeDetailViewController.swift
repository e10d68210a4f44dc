#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The fade-navigation demo's pushed screen: Pop fades it out, uncovering the first screen,
/// which the pop animator put back underneath.
@MainActor
final class FadeDetailViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Faded In",
            subtitle: "Pop fades this screen out over the one beneath.",
            caption: "Pushed with a fade",
            style: .warm)
        screen.addButton("Pop") { [unowned self] in
            _ = self.navigationController?.popViewController(animated: true)
        }
        view = screen
        title = "Faded In"
    }
}
