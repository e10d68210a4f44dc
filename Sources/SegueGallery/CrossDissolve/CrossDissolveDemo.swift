import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 1: a custom full-screen presentation that springs up from half-way while fading in
/// (damping ratio 0.6), and a cross-dissolve dismissal that puts the presenting view back.
public struct CrossDissolveDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    public let name = "cross-dissolve"

    public let summary = "A half-way spring presentation that fades in (damping 0.6) and a cross-dissolve dismissal"

    public func makeRootViewController() -> UIViewController {
        CrossDissolveHomeViewController()
    }

    /// "present" taps Show Detail; "dismiss" starts with the detail shown and taps Dismiss.
    public var scenarios: [DemoScenario] {
        [
            DemoScenario(
                "present",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "dismiss",
                setup: [
                    .perform { root in (root as? CrossDissolveHomeViewController)?.showDetail(animated: false) },
                    .settle
                ],
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ])
        ]
    }
}
