import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 21, light ↔ dark: a settings screen whose "Dark Mode" switch cross-dissolves the
/// window into the other appearance (`UIView.transition(with: window, duration: 0.3, options:
/// .transitionCrossDissolve)` around `window.overrideUserInterfaceStyle`), the way apps offer
/// an in-app appearance setting. Every colour is semantic, so the table, its cells, the
/// navigation bar and the switch all follow.
///
/// Scenarios (window points on a 390 × 844 screen): "switch to dark" taps the switch in the
/// first row; "back to light, then pop" starts dark with the Wallpaper detail pushed, taps the
/// detail's switch (the detail fades to light) and then the back button.
public struct AppearanceSwitchDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "appearance-switch"

    /// What the demo shows, in one line.
    public let summary = "A Dark Mode switch cross-dissolves the window between light and dark"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: AppearanceSettingsViewController())
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        [
            DemoScenario("switch to dark", [.tap(Self.settingsSwitch), .settle]),
            DemoScenario(
                "back to light, then pop",
                setup: [
                    .perform { root in
                        _AppearanceTableViewController.switchAppearance(
                            of: root.view.window, toDark: true, animated: false)
                        Self.settings(in: root)?.showDetail(row: 0, animated: false)
                    },
                    .settle
                ],
                [
                    .tap(Self.detailSwitch), .settle,
                    .tap(Self.backButton), .settle
                ])
        ]
    }

    /// The settings screen in the demo's navigation controller.
    @MainActor static func settings(in root: UIViewController) -> AppearanceSettingsViewController? {
        (root as? UINavigationController)?.viewControllers.first as? AppearanceSettingsViewController
    }

    /// The centre of the settings screen's switch (first row of the first section).
    static let settingsSwitch = CGPoint(x: 328, y: 104)
    /// The centre of the detail's switch (the row of its second section).
    static let detailSwitch = CGPoint(x: 328, y: 252)
    /// The back button at the navigation bar's left end.
    static let backButton = CGPoint(x: 40, y: 22)
}
