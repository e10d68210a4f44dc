import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 4: navigation pushes and pops that rotate the incoming or outgoing screen by 90° about
/// its bottom-right corner (anchor point (1, 1)), and an interactive pop that slides the top
/// screen down while the one beneath comes up from a third of the height.
public struct RotatingNavigationDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    public let name = "rotating-navigation"

    public let summary = "Push and pop swinging 90° about the bottom-right corner, and a drag-down interactive pop"

    public func makeRootViewController() -> UIViewController {
        RotatingNavigationController()
    }

    /// Push and Pop are the screens' buttons (y = 771 on the 844 pt screen). The interactive
    /// pops drag straight down the middle: 500 pt is 59% of the height (finishes), 200 pt is
    /// 24% (cancels).
    public var scenarios: [DemoScenario] {
        let showNext: ScenarioStep = .perform { root in
            ((root as? UINavigationController)?.viewControllers.first as? RotatingFirstViewController)?.showNext(
                animated: false)
        }
        return [
            DemoScenario(
                "push",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "pop", setup: [showNext, .settle],
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "interactive pop, finished", setup: [showNext, .settle],
                [
                    .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.5),
                    .settle
                ]),
            DemoScenario(
                "interactive pop, cancelled", setup: [showNext, .settle],
                [
                    .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.4),
                    .settle
                ])
        ]
    }
}
