import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 7, the tab slide: a tab bar controller whose delegate slides between tabs like pages,
/// interactively with a pan that picks its destination when it begins.
///
/// Scenarios (window points on a 390 × 844 screen; the tab bar's three items are 130 points
/// wide along the bottom 49 points; "Places", in the middle, is selected at first): a tap on
/// "Library" slides to it on its own; a pan to the left, released past half the width, slides
/// to "Library"; a short slow pan goes back; a pan to the right slides to "Today"; a short
/// quick flick finishes on its speed.
public struct TabSlideDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "tab-slide"

    /// What the demo shows, in one line.
    public let summary = "Tabs that slide like pages, by a tap or interactively with a pan"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        TabSlideTabBarController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let row: CGFloat = 420
        return [
            DemoScenario("tap the next tab", [.tap(CGPoint(x: 325, y: 819)), .settle]),
            DemoScenario(
                "pan to the next tab, finished",
                [
                    .drag(from: CGPoint(x: 330, y: row), to: CGPoint(x: 70, y: row), duration: 0.5), .settle
                ]),
            DemoScenario(
                "pan to the next tab, cancelled",
                [
                    .drag(from: CGPoint(x: 300, y: row), to: CGPoint(x: 200, y: row), duration: 0.5), .settle
                ]),
            DemoScenario(
                "pan to the previous tab, finished",
                [
                    .drag(from: CGPoint(x: 60, y: row), to: CGPoint(x: 320, y: row), duration: 0.5), .settle
                ]),
            DemoScenario(
                "flick to the next tab",
                [
                    .drag(from: CGPoint(x: 300, y: row), to: CGPoint(x: 220, y: row), duration: 0.1), .settle
                ])
        ]
    }
}
