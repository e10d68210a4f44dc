import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

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
    @MainActor static let sheetButton: CGPoint = {
        let frame = _DemoScreenView.buttonFrame(0, in: CGSize(width: 390, height: 814))
        return CGPoint(x: frame.midX, y: frame.midY + 30)
    }()

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let compose: ScenarioStep = .perform { root in (root as? MailboxViewController)?.compose(animated: false) }
        let attach: ScenarioStep = .perform { root in
            (root as? MailboxViewController)?.composer?.attachPhoto(animated: false)
        }
        return [
            DemoScenario(
                "present",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "stack a second sheet", setup: [compose, .settle],
                [
                    .tap(Self.sheetButton),
                    .settle
                ]),
            DemoScenario(
                "swipe the top sheet away", setup: [compose, .settle, attach, .settle],
                [
                    .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 760), duration: 0.25),
                    .settle
                ])
        ]
    }
}
