import OpenUIKit
import PortedCardKit
import SegueTesting
import Testing

// CardKit (Tests/PortFixtures/CardKit) as `segue port` ported it, used the way its README
// says: an app screen that presents cards, and is their delegate.

/// A screen that shows cards and answers CardKit's optional delegate methods.
final class CardKitScreen: UIViewController, CardPresentationDelegate {
    let cards = CardPresenter()
    var allowsDismissal = true
    var asked = 0
    var toldWillDismiss = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        cards.delegate = self
    }

    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .white
        cards.present(card, from: self)
    }

    func cardShouldDismiss(_ card: UIViewController) -> Bool {
        asked += 1
        return allowsDismissal
    }

    func cardWillDismiss(_ card: UIViewController) {
        toldWillDismiss += 1
    }
}

/// A delegate that implements none of the optional methods.
final class QuietCardKitScreen: UIViewController, CardPresentationDelegate {
    let cards = CardPresenter()
    override func viewDidLoad() {
        super.viewDidLoad()
        cards.delegate = self
    }
}

/// The ported card as a demo: present, then dismiss with a tap on the dimmed screen.
struct PortedCardKitDemo: TransitionDemo {
    let name = "ported-cardkit"
    let summary = "CardKit after segue port"
    func makeRootViewController() -> UIViewController { CardKitScreen() }
    var scenarios: [DemoScenario] {
        let present: ScenarioStep = .perform { ($0 as? CardKitScreen)?.showCard() }
        return [
            DemoScenario("present", [present, .settle]),
            DemoScenario("dismiss", setup: [present, .settle], [.tap(CGPoint(x: 195, y: 100)), .settle])
        ]
    }
}

@MainActor @Suite struct PortedCardKitTests {
    @Test func theCardRisesAndATapOnTheDimmingAsksTheDelegateThenDismisses() throws {
        let host = HeadlessHost()
        let screen = CardKitScreen()
        host.window.rootViewController = screen
        host.runUntilIdle()
        screen.showCard()
        host.advance(by: 0.2)
        let card = try #require(screen.presentedViewController)
        let rising = card.view.frameOnScreen.minY
        #expect(rising > 338 && rising < 844, "half way up: \(rising)")
        #expect(card.view.layer.presentation()?.cornerRadius ?? 0 > 0, "the corner rounding runs")
        host.runUntilIdle()
        #expect(card.view.frameOnScreen == CGRect(x: 0, y: 338, width: 390, height: 506))

        screen.allowsDismissal = false
        host.tap(at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        #expect(screen.asked == 1 && screen.toldWillDismiss == 0)
        #expect(screen.presentedViewController === card, "the delegate said no")

        screen.allowsDismissal = true
        host.tap(at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        #expect(screen.asked == 2 && screen.toldWillDismiss == 1)
        #expect(screen.presentedViewController == nil)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func aDelegateWithoutTheOptionalMethodsLetsTheTapDismiss() {
        let host = HeadlessHost()
        let screen = QuietCardKitScreen()
        host.window.rootViewController = screen
        host.runUntilIdle()
        screen.cards.present(UIViewController(), from: screen)
        host.runUntilIdle()
        #expect(screen.presentedViewController != nil)
        host.tap(at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        #expect(screen.presentedViewController == nil)
    }

    @Test func theDoctorFindsThePortedCardClean() {
        let report = TransitionDoctor().examine(PortedCardKitDemo())
        #expect(report.isClean, "\(report)")
    }

    @Test func theHandleViewDrawsItsGrabberInTheMiddle() throws {
        let handle = CardHandleView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        handle.handleColor = .red
        handle.layer.displayIfNeeded()
        let image = try #require(
            UIGraphicsImageRenderer(size: handle.bounds.size).image { context in
                handle.layer.render(in: context.cgContext)
            }.cgImage)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let offset = (y * image.width + x) * 4
            return Array(image._premultipliedRGBA[offset..<offset + 4])
        }
        let scale = image.width / 60
        #expect(pixel(30 * scale, 10 * scale) == [255, 0, 0, 255], "the grabber's middle is the handle colour")
        #expect(pixel(2 * scale, 2 * scale)[3] == 0, "the corner is clear")
    }
}
