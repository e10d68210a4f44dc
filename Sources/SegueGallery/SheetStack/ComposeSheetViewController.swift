#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The compose sheet: an Attach Photo button that presents the photo sheet over it.
@MainActor
final class ComposeSheetViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "New Message", subtitle: "A page sheet; attach a photo to stack another.",
            caption: "To: Ada", style: .warm)
        screen.addButton("Attach Photo") { [unowned self] in self.attachPhoto(animated: true) }
        view = screen
    }

    /// Presents the photo sheet over the compose sheet.
    func attachPhoto(animated: Bool) {
        let photos = UIViewController()
        photos.view = _DemoScreenView(
            title: "Photos", subtitle: "Swipe down to go back to the message.",
            caption: "Recents", style: .dark)
        present(photos, animated: animated)
    }
}
