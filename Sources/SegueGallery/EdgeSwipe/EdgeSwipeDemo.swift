#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 2: a presentation and a dismissal driven by screen-edge pans through
/// `UIPercentDrivenInteractiveTransition` — finishing when released past one half, cancelling
/// otherwise — and buttons that run the same transitions with no interaction controller.
public enum EdgeSwipeDemo: GalleryDemo {
    public static let name = "edge-swipe"

    public static let summary = "Present and dismiss with screen-edge swipes (percent-driven, finishing past one half), or with buttons"

    public static func makeRootViewController() -> UIViewController {
        EdgeSwipeHomeViewController()
    }

    /// Drags along y = 500 on the 390 × 844 pt screen: from 5 pt inside the right edge
    /// leftwards to present, from 5 pt inside the left edge rightwards to dismiss. 290 pt is
    /// 74% of the width (finishes), 150 pt is 38% (cancels).
    public static var scenarios: [GalleryScenario] {
        let showDetail: GalleryStep = .perform { root in
            (root as? EdgeSwipeHomeViewController)?.showDetail(drivenBy: nil, animated: false)
        }
        return [
            GalleryScenario("interactive present, finished", [
                .drag(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 95, y: 500), duration: 0.5),
                .settle,
            ]),
            GalleryScenario("interactive present, cancelled", [
                .drag(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 235, y: 500), duration: 0.4),
                .settle,
            ]),
            GalleryScenario("interactive dismiss, finished", setup: [showDetail, .settle], [
                .drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 295, y: 500), duration: 0.5),
                .settle,
            ]),
            GalleryScenario("interactive dismiss, cancelled", setup: [showDetail, .settle], [
                .drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 155, y: 500), duration: 0.4),
                .settle,
            ]),
            GalleryScenario("button present (not interactive)", [
                .tap(_DemoScreenView.buttonCentre(0)),
                .settle,
            ]),
            GalleryScenario("button dismiss (not interactive)", setup: [showDetail, .settle], [
                .tap(_DemoScreenView.buttonCentre(0)),
                .settle,
            ]),
        ]
    }
}
