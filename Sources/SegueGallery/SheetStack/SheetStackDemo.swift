#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif
import SegueTesting

/// Demo 19: the page-sheet stack — a mailbox presents a compose sheet (the mailbox steps back
/// behind it), the compose sheet presents a photo sheet (the compose sheet steps back in
/// turn), and a swipe down takes the photo sheet away.
///
/// Scenarios (window points on a 390 × 844 screen): "present" taps Compose; "stack a second
/// sheet" starts with the compose sheet up and taps its Attach Photo button; "swipe the top
/// sheet away" starts with both sheets up and swipes the photo sheet down.
public struct SheetStackDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "sheet-stack"

    /// What the demo shows, in one line.
    public let summary = "A page sheet over a page sheet, the presenters stepping back, then swiped away"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        MailboxViewController()
    }

    /// The button of a sheet's screen, on the 390 × 844 pt screen: a large sheet starts 30
    /// points down (no safe area), so its screen is 814 points tall.
    static let sheetButton: CGPoint = {
        let frame = _DemoScreenView.buttonFrame(0, in: CGSize(width: 390, height: 814))
        return CGPoint(x: frame.midX, y: frame.midY + 30)
    }()

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let compose: ScenarioStep = .perform { root in (root as? MailboxViewController)?.compose(animated: false) }
        let attach: ScenarioStep = .perform { root in (root as? MailboxViewController)?.composer?.attachPhoto(animated: false) }
        return [
            DemoScenario("present", [
                .tap(_DemoScreenView.buttonCentre(0)),
                .settle,
            ]),
            DemoScenario("stack a second sheet", setup: [compose, .settle], [
                .tap(Self.sheetButton),
                .settle,
            ]),
            DemoScenario("swipe the top sheet away", setup: [compose, .settle, attach, .settle], [
                .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 760), duration: 0.25),
                .settle,
            ]),
        ]
    }
}

/// The stack demo's first screen: a mailbox with a Compose button.
@MainActor
final class MailboxViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(title: "Inbox", subtitle: "Compose a message: it opens as a page sheet.",
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

/// The compose sheet: an Attach Photo button that presents the photo sheet over it.
@MainActor
final class ComposeSheetViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(title: "New Message", subtitle: "A page sheet; attach a photo to stack another.",
                                     caption: "To: Ada", style: .warm)
        screen.addButton("Attach Photo") { [unowned self] in self.attachPhoto(animated: true) }
        view = screen
    }

    /// Presents the photo sheet over the compose sheet.
    func attachPhoto(animated: Bool) {
        let photos = UIViewController()
        photos.view = _DemoScreenView(title: "Photos", subtitle: "Swipe down to go back to the message.",
                                      caption: "Recents", style: .dark)
        present(photos, animated: animated)
    }
}
