import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 18: a map-style sheet — a street map with pins, and over it a sheet that rests at a
/// small custom "peek" detent, undimmed, so the map behind still takes taps; the sheet also
/// has the medium and large detents, dimmed, and cannot be swiped away.
///
/// Scenarios (window points on a 390 × 844 screen): "tap a pin" taps the bakery's pin on the
/// map beside the peeking sheet, which then names it; "pull the sheet up" drags the sheet
/// from its peek detent up and lets go of it still, near the medium detent, where it rests.
public struct MapSheetDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "map-sheet"

    /// What the demo shows, in one line.
    public let summary = "A map under a sheet at an undimmed custom detent: the map still takes taps"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        MapScreenViewController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let showSheet: ScenarioStep = .perform { root in (root as? MapScreenViewController)?.showPlaces(animated: false)
        }
        return [
            DemoScenario(
                "tap a pin", setup: [showSheet, .settle],
                [
                    .tap(MapScreenViewController.pins[1].point),
                    .wait(0.5),  // the selection held long enough to be seen
                    .settle
                ]),
            DemoScenario(
                "pull the sheet up", setup: [showSheet, .settle],
                [
                    .touches(
                        TouchScript(
                            FingerPath(start: CGPoint(x: 195, y: 780))
                                .moving(to: CGPoint(x: 195, y: 480), duration: 0.3, easing: .easeOut).released(.still))),
                    .settle
                ])
        ]
    }
}
