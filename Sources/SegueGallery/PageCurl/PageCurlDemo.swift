import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 16: a page curl — a four-chapter book in a `.pageCurl` page view controller; a tap
/// on the right edge curls the page over, a drag from the left curls the previous one back,
/// and a short slow drag lets the page fall back flat.
///
/// Scenarios (window points on a 390 × 844 screen): "turn by tapping the edge" taps the right
/// edge of chapter 1; "curl back by dragging" starts on chapter 2 and drags from the left
/// edge to the right; "let go early" lifts chapter 1's corner a little and lets go.
public struct PageCurlDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "page-curl"

    /// What the demo shows, in one line.
    public let summary = "A book whose pages curl over with UIPageViewController's page curl"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        PageCurlBookViewController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let openChapterTwo: ScenarioStep = .perform { root in
            (root as? PageCurlBookViewController)?.open(chapter: 1)
        }
        return [
            DemoScenario(
                "turn by tapping the edge",
                [
                    .tap(CGPoint(x: 382, y: 640)),
                    .settle
                ]),
            DemoScenario(
                "curl back by dragging", setup: [openChapterTwo, .settle],
                [
                    .drag(from: CGPoint(x: 40, y: 520), to: CGPoint(x: 330, y: 480), duration: 0.4),
                    .settle
                ]),
            DemoScenario(
                "let go early",
                [
                    .drag(from: CGPoint(x: 370, y: 600), to: CGPoint(x: 215, y: 560), duration: 0.8),
                    .settle
                ])
        ]
    }
}
