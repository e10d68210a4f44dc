import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 2: a presentation and a dismissal driven by screen-edge pans through
/// `UIPercentDrivenInteractiveTransition` — finishing when released past one half, cancelling
/// otherwise — and buttons that run the same transitions with no interaction controller.
public struct EdgeSwipeDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    public let name = "edge-swipe"

    public let summary =
        "Present and dismiss with screen-edge swipes (percent-driven, finishing past one half), or with buttons"

    public func makeRootViewController() -> UIViewController {
        EdgeSwipeHomeViewController()
    }

    /// Drags along y = 500 on the 390 × 844 pt screen: from 5 pt inside the right edge
    /// leftwards to present, from 5 pt inside the left edge rightwards to dismiss. 290 pt is
    /// 74% of the width (finishes), 150 pt is 38% (cancels).
    public var scenarios: [DemoScenario] {
        let showDetail: ScenarioStep = .perform { root in
            (root as? EdgeSwipeHomeViewController)?.showDetail(drivenBy: nil, animated: false)
        }
        return [
            DemoScenario(
                "interactive present, finished",
                [
                    .drag(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 95, y: 500), duration: 0.5),
                    .settle
                ]),
            DemoScenario(
                "interactive present, cancelled",
                [
                    .drag(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 235, y: 500), duration: 0.4),
                    .settle
                ]),
            DemoScenario(
                "interactive dismiss, finished", setup: [showDetail, .settle],
                [
                    .drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 295, y: 500), duration: 0.5),
                    .settle
                ]),
            DemoScenario(
                "interactive dismiss, cancelled", setup: [showDetail, .settle],
                [
                    .drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 155, y: 500), duration: 0.4),
                    .settle
                ]),
            DemoScenario(
                "button present (not interactive)",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "button dismiss (not interactive)", setup: [showDetail, .settle],
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ])
        ]
    }
}
