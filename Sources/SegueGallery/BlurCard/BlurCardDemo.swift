import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 14: a blur-in card presentation — demo 3's card rises from the bottom while the screen
/// behind it blurs in (a visual effect view's `effect` animated from nil alongside the
/// transition); a tap on the blur lowers the card and clears the blur.
///
/// Scenarios (window points on a 390 × 844 screen): "present" taps Show Card; "dismiss by
/// tapping the blur" starts with the card up and taps the blurred screen above it.
public struct BlurCardDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "blur-card"

    /// What the demo shows, in one line.
    public let summary = "A card presented over a backdrop that blurs in alongside the transition"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        BlurCardHomeViewController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let showCard: ScenarioStep = .perform { root in
            (root as? BlurCardHomeViewController)?.showCard(animated: false)
        }
        return [
            DemoScenario(
                "present",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "dismiss by tapping the blur", setup: [showCard, .settle],
                [
                    .tap(CGPoint(x: 195, y: 200)),
                    .settle
                ])
        ]
    }
}

/// Demo 14's first screen: a colourful screen (so the blur shows) with a Show Card button.
@MainActor
final class BlurCardHomeViewController: _GalleryViewController {
    /// Vends the presentation controller and animators (`transitioningDelegate` is weak).
    let transitionController = BlurCardTransitioningDelegate()

    override func loadView() {
        let screen = _DemoScreenView(
            title: "Blur-in Card",
            subtitle: "The screen blurs behind a card as it rises.",
            caption: "Tap below to raise the card",
            style: .light)
        screen.addButton("Show Card") { [unowned self] in self.showCard(animated: true) }
        view = screen
    }

    /// Presents demo 3's card with the blur-in presentation.
    func showCard(animated: Bool) {
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitionController
        present(card, animated: animated)
    }
}
