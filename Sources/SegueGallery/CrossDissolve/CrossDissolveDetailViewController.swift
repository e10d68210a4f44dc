#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The cross-dissolve demo's presented screen: a night card and a button that dismisses it
/// with the cross-dissolve.
///
/// It asks for light status bar content; presented full screen, it decides the status bar, so
/// the bar turns white as the screen springs up and dark again as it dissolves away.
@MainActor
final class CrossDissolveDetailViewController: _GalleryViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func loadView() {
        let screen = _DemoScreenView(
            title: "Detail",
            subtitle: "Presented full screen by a custom animator.",
            caption: "Moonlit valley",
            style: .dark)
        screen.addButton("Dismiss") { [unowned self] in self.dismiss(animated: true) }
        view = screen
    }
}
