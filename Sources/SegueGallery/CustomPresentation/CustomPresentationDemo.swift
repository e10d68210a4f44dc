import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 3: a custom `UIPresentationController` — a lower card sized by
/// `preferredContentSize`, a 50% black dimming view that dismisses on tap, a wrapper with
/// 16 pt rounded top corners and a soft shadow, the dimming faded with the transition
/// coordinator.
public struct CustomPresentationDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    public let name = "custom-presentation"

    public let summary =
        "A lower card from a custom presentation controller: dimming that dismisses on tap, rounded top corners, a soft shadow"

    public func makeRootViewController() -> UIViewController {
        CustomPresentationHomeViewController()
    }

    /// The card is 420 pt tall on the 844 pt screen, so a tap at y = 200 lands on the dimming
    /// view; its Close button sits where the home screen's button is (y = 771).
    public var scenarios: [DemoScenario] {
        let showCard: ScenarioStep = .perform { root in
            (root as? CustomPresentationHomeViewController)?.showCard(animated: false)
        }
        return [
            DemoScenario(
                "present",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "dismiss by tapping the dimming", setup: [showCard, .settle],
                [
                    .tap(CGPoint(x: 195, y: 200)),
                    .settle
                ]),
            DemoScenario(
                "dismiss with the button", setup: [showCard, .settle],
                [
                    .tap(CGPoint(x: 195, y: 771)),
                    .settle
                ])
        ]
    }
}
