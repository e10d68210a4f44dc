import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 17: a medium/large sheet — a list of trails in a navigation controller presented as a
/// page sheet with `.medium()` and `.large()` detents and a grabber. Pushing the list up at
/// its top edge first expands the sheet to the large detent; a drag down dismisses it.
///
/// Scenarios (window points on a 390 × 844 screen): "present" taps Show Trails (the sheet
/// rises to the medium detent); "scroll to expand" starts with the sheet at medium and drags
/// the list up; "drag down to dismiss" starts with the sheet at medium and swipes it down.
public struct SheetDetentsDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "sheet-detents"

    /// What the demo shows, in one line.
    public let summary = "A medium/large sheet whose list expands it when scrolled, and a drag down dismisses"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        TrailsHomeViewController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let showTrails: ScenarioStep = .perform { root in
            (root as? TrailsHomeViewController)?.showTrails(animated: false)
        }
        return [
            DemoScenario(
                "present",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "scroll to expand", setup: [showTrails, .settle],
                [
                    .drag(from: CGPoint(x: 195, y: 720), to: CGPoint(x: 195, y: 470), duration: 0.3),
                    .settle
                ]),
            DemoScenario(
                "drag down to dismiss", setup: [showTrails, .settle],
                [
                    .drag(from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 820), duration: 0.25),
                    .settle
                ])
        ]
    }
}
