import OpenUIKit
import PortedCardKit
import SegueTesting

/// CardKit as `segue port` ported it (the repository's Tests/PortFixtures/CardKit/expected),
/// presented from a screen the way its README says.
final class PortedCardScreen: UIViewController {
    let cards = CardPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .white
        cards.present(card, from: self)
    }
}

struct PortedCardDemo: TransitionDemo {
    let name = "ported-card"
    let summary = "CardKit after segue port: a card over dimming, dismissed by a tap"
    func makeRootViewController() -> UIViewController { PortedCardScreen() }
    var scenarios: [DemoScenario] {
        let present: ScenarioStep = .perform { ($0 as? PortedCardScreen)?.showCard() }
        return [
            DemoScenario("present", [present, .settle]),
            DemoScenario("dismiss", setup: [present, .settle], [.tap(CGPoint(x: 195, y: 100)), .settle])
        ]
    }
}
