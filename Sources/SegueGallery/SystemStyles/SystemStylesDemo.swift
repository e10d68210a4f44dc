import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 8, the system styles: UIKit's own transitions, with no custom animator — a
/// `.fullScreen` presentation with each of `.coverVertical`, `.crossDissolve` and
/// `.flipHorizontal`, the `.partialCurl` page curled up over the screen, the `.pageSheet` card
/// sheet, and the navigation controller's push and
/// pop with the interactive back swipe from the left edge.
///
/// Scenarios (window points on a 390 × 844 screen): each modal style presented by a tap on its
/// row and dismissed by a tap on Close (after an unanimated presentation); the push by a tap on
/// its row; the pop by the back button; the back swipe released past half the width
/// (finished) and after a short slow drag (cancelled).
public struct SystemStylesDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "system-styles"

    /// What the demo shows, in one line.
    public let summary =
        "UIKit's built-in styles: cover vertical, cross dissolve, flip, partial curl, page sheet, push and back swipe"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: SystemStylesMenuViewController())
    }

    /// The screen the scenarios' points are for.
    let screen = CGSize(width: 390, height: 844)

    /// The menu at the root of the demo's navigation controller.
    @MainActor func menu(_ root: UIViewController) -> SystemStylesMenuViewController? {
        (root as? UINavigationController)?.viewControllers.first as? SystemStylesMenuViewController
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let close = center(of: SystemStylesDetailViewController.closeButtonFrame(in: screen))
        var scenarios: [DemoScenario] = []
        for entry in [SystemStylesEntry.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl, .pageSheet] {
            let name = entry.title.lowercased()
            scenarios.append(
                DemoScenario(
                    "\(name), present",
                    [
                        .tap(center(of: SystemStylesMenuViewController.rowFrame(of: entry, in: screen))), .settle
                    ]))
            scenarios.append(
                DemoScenario(
                    "\(name), dismiss",
                    setup: [
                        .perform { root in menu(root)?.show(entry, animated: false) }, .settle
                    ],
                    [
                        .tap(close), .settle
                    ]))
        }
        let pushed: [ScenarioStep] = [.perform { root in menu(root)?.show(.push, animated: false) }, .settle]
        scenarios += [
            DemoScenario(
                "push", [.tap(center(of: SystemStylesMenuViewController.rowFrame(of: .push, in: screen))), .settle]),
            DemoScenario("pop", setup: pushed, [.tap(CGPoint(x: 40, y: 22)), .settle]),
            DemoScenario(
                "back swipe, finished", setup: pushed,
                [
                    .drag(from: CGPoint(x: 4, y: 420), to: CGPoint(x: 300, y: 420), duration: 0.5), .settle
                ]),
            DemoScenario(
                "back swipe, cancelled", setup: pushed,
                [
                    .drag(from: CGPoint(x: 4, y: 420), to: CGPoint(x: 110, y: 420), duration: 0.6), .settle
                ])
        ]
        return scenarios
    }

    private func center(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}
