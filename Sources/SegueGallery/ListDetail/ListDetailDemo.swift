import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 10, list → detail: a `UITableViewController` of places pushes a place's detail with a
/// custom slide; the list deselects the row alongside the pop in `viewWillAppear(_:)` through
/// the transition coordinator, and selects it again when a back swipe is abandoned.
///
/// Scenarios (window points on a 390 × 844 screen; below the 44-point navigation bar the rows
/// are 64 points tall, row 3 spans y 236…300; the back button is at the bar's left end):
/// push from a tap on row 3; pop with the back button; a left-edge swipe that finishes the
/// pop; one let go before half-way (slowly, so it is cancelled), which leaves row 3 selected.
public struct ListDetailDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "list-detail"

    /// What the demo shows, in one line.
    public let summary =
        "A table row pushes its detail; the selection fades with the pop and returns if the swipe is cancelled"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        ListNavigationController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let row = PlaceListViewController.rowFrame(3)
        let shown: [ScenarioStep] = [
            .perform { root in
                (root as? ListNavigationController)?.list?.showPlace(at: IndexPath(row: 3, section: 0), animated: false)
            },
            .settle
        ]
        return [
            DemoScenario("push", [.tap(CGPoint(x: row.midX, y: row.midY)), .settle]),
            DemoScenario("pop", setup: shown, [.tap(CGPoint(x: 40, y: 22)), .settle]),
            DemoScenario(
                "swipe back, finished", setup: shown,
                [
                    .drag(from: CGPoint(x: 4, y: 420), to: CGPoint(x: 300, y: 420), duration: 0.4), .settle
                ]),
            DemoScenario(
                "swipe back, cancelled", setup: shown,
                [
                    .drag(from: CGPoint(x: 4, y: 420), to: CGPoint(x: 140, y: 420), duration: 0.6), .settle
                ])
        ]
    }
}
