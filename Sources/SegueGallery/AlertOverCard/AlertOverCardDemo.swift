import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 13: an alert over a custom transition — the lower card of demo 3 (a custom
/// presentation controller and animator) presents a delete confirmation alert; its dimming
/// fades in over the dimmed card as the panel scales down from 1.2 and fades in. Choosing
/// Delete fades the alert out, then its handler dismisses the card with the card's own
/// animation.
///
/// Scenarios (window points on a 390 × 844 screen): "present alert" starts with the card shown
/// and taps its Delete Card button; "delete" starts with the alert shown and taps its Delete
/// button (the right one of the two side-by-side buttons).
public struct AlertOverCardDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "alert-over-card"

    /// What the demo shows, in one line.
    public let summary = "A delete confirmation alert presented from a custom-presented card"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        AlertOverCardHomeViewController()
    }

    /// Where the alert's Delete button is once the alert is shown: right half of the 270-pt
    /// panel centred on the screen, on its 44-pt button row.
    static let deleteButtonCentre = CGPoint(x: 195 + 67.5, y: 422 + 53)

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let showCard: ScenarioStep = .perform { root in
            (root as? AlertOverCardHomeViewController)?.showCard(animated: false)
        }
        return [
            DemoScenario(
                "present alert", setup: [showCard, .settle],
                [
                    .tap(CGPoint(x: 195, y: 771)),
                    .settle
                ]),
            DemoScenario(
                "delete",
                setup: [
                    showCard, .settle,
                    .perform { root in
                        (root as? AlertOverCardHomeViewController)?.card?.confirmDeletion(animated: false)
                    },
                    .settle
                ],
                [
                    .tap(Self.deleteButtonCentre),
                    .settle
                ])
        ]
    }
}

/// The demo's first screen: a button that presents the card with demo 3's custom presentation.
@MainActor
final class AlertOverCardHomeViewController: _GalleryViewController {
    /// Vends the card's presentation controller and animators (`transitioningDelegate` is weak).
    let transitionController = CardTransitioningDelegate()
    /// The card while it is presented.
    private(set) weak var card: DeletableCardViewController?
    /// How many times the card was deleted.
    private(set) var deletions = 0

    override func loadView() {
        let screen = _DemoScreenView(
            title: "Alert over a Card",
            subtitle: "A delete confirmation presented from a custom presentation.",
            caption: "Tap below to raise the card",
            style: .light)
        screen.addButton("Show Card") { [unowned self] in self.showCard(animated: true) }
        view = screen
    }

    /// Presents the card with the custom presentation controller.
    func showCard(animated: Bool) {
        let card = DeletableCardViewController()
        card.onDelete = { [unowned self] in self.deletions += 1 }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitionController
        self.card = card
        present(card, animated: animated)
    }
}
