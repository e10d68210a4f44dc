import Foundation
import OpenUIKit
import SegueTesting
import Testing

// An app that themes its bars by size class and by dark mode through trait-scoped appearance
// proxies, in the Swift 5 language mode, then turns the phone and switches to dark mode with
// a settings toggle.

enum AdaptiveTheme {
    static let landscapeInk = UIColor(red: 0.9, green: 0.35, blue: 0.1, alpha: 1)

    static func apply() {
        let compactHeight = UITraitCollection(verticalSizeClass: .compact)
        UINavigationBar.appearance(for: compactHeight).tintColor = landscapeInk
        UILabel.appearance(
            for: UITraitCollection(userInterfaceStyle: .dark),
            whenContainedInInstancesOf: [AdaptiveSettingsController.self]
        ).textColor = .systemYellow
        UITableViewCell.appearance().separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
    }
}

class AdaptiveSettingsController: UIViewController {
    let heading = UILabel()
    let darkMode = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        heading.text = "Appearance"
        heading.frame = CGRect(x: 20, y: 120, width: 200, height: 30)
        darkMode.frame.origin = CGPoint(x: 20, y: 170)
        // darkMode.addTarget(self, action: #selector(toggleDarkMode(_:)), for: .valueChanged) on Apple platforms
        darkMode.addAction(
            UIAction { [weak self] action in self?.toggleDarkMode(action.sender as! UISwitch) }, for: .valueChanged)
        view.addSubview(heading)
        view.addSubview(darkMode)
    }

    func toggleDarkMode(_ sender: UISwitch) {
        overrideUserInterfaceStyle = sender.isOn ? .dark : .unspecified
    }
}

@MainActor
@Suite(.serialized) struct AdaptiveAppearanceClientTests {
    @Test func barsFollowTheTurnAndLabelsFollowDarkMode() {
        AdaptiveTheme.apply()
        defer { UIView._removeAllAppearanceProxies() }
        let host = HeadlessHost()
        let settings = AdaptiveSettingsController()
        let navigation = UINavigationController(rootViewController: settings)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let portraitTint = navigation.navigationBar.tintColor
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(navigation.navigationBar.tintColor == AdaptiveTheme.landscapeInk)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(navigation.navigationBar.tintColor == portraitTint)

        let lightColour = settings.heading.textColor
        let toggle = settings.darkMode.convert(
            CGPoint(x: settings.darkMode.bounds.midX, y: settings.darkMode.bounds.midY), to: nil)
        host.tap(at: toggle)
        host.runUntilIdle()
        #expect(settings.darkMode.isOn)
        #expect(settings.heading.textColor == .systemYellow)
        host.tap(at: toggle)
        host.runUntilIdle()
        #expect(!settings.darkMode.isOn)
        #expect(settings.heading.textColor == lightColour)
    }
}
