#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The stack demo's first screen: a mailbox with a Compose button.
@MainActor
final class MailboxViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Inbox", subtitle: "Compose a message: it opens as a page sheet.",
            caption: "3 unread", style: .light)
        screen.addButton("Compose") { [unowned self] in self.compose(animated: true) }
        view = screen
    }

    /// The compose sheet on screen, if any.
    var composer: ComposeSheetViewController? { presentedViewController as? ComposeSheetViewController }

    /// Presents the compose screen as a page sheet.
    func compose(animated: Bool) {
        present(ComposeSheetViewController(), animated: animated)
    }
}
