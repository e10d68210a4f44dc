#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The fade-navigation demo's modal: presented `.custom` with the push fade and dismissed with
/// the pop fade, which must leave the presenting view where it is.
@MainActor
final class FadeModalViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "A Custom Modal",
            subtitle: "Dismissed by the pop animator, which leaves the screen beneath in place.",
            caption: "No black screen afterwards",
            style: .dark)
        screen.addButton("Dismiss") { [unowned self] in self.dismiss(animated: true) }
        view = screen
    }
}
