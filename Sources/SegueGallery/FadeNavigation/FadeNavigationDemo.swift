import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 5: fade push and pop on a navigation stack, and the same pop animator reused to
/// dismiss a `.custom` modal — the variant that must not re-insert the presenting view.
public struct FadeNavigationDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    public let name = "fade-navigation"

    public let summary = "Fade push and pop on a navigation stack; the pop fade reused to dismiss a .custom modal"

    public func makeRootViewController() -> UIViewController {
        FadeNavigationController()
    }

    /// The first screen's Push button is the lowest (y = 771), Present Modally above it
    /// (y = 709); the pushed screen's Pop and the modal's Dismiss are at y = 771.
    public var scenarios: [DemoScenario] {
        func firstScreen(_ root: UIViewController) -> FadeListViewController? {
            (root as? UINavigationController)?.viewControllers.first as? FadeListViewController
        }
        return [
            DemoScenario(
                "push",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "pop", setup: [.perform { firstScreen($0)?.showNext(animated: false) }, .settle],
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "modal present",
                [
                    .tap(_DemoScreenView.buttonCentre(1)),
                    .settle
                ]),
            DemoScenario(
                "modal dismiss", setup: [.perform { firstScreen($0)?.showModal(animated: false) }, .settle],
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ])
        ]
    }
}
