import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Trait-scoped appearance proxies follow the traits of views already in a window: a phone
/// turned to landscape, dark mode by `overrideUserInterfaceStyle` (UIKitBehaviour #444, #445).
@MainActor
@Suite(.serialized) struct AppearanceTraitChangeTests {
    final class Screen: UIViewController {
        let caption = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            caption.text = "Caption"
            caption.frame = CGRect(x: 20, y: 200, width: 200, height: 30)
            view.addSubview(caption)
        }
    }

    /// What a label's text colour was when the app's traits changed (set by a proxy before
    /// `traitCollectionDidChange(_:)` runs).
    final class WatchingLabel: UILabel {
        var seen: [UIColor] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            seen.append(textColor)
        }
    }

    static let compactHeight = UITraitCollection(verticalSizeClass: .compact)

    /// A phone showing a navigation controller around a `Screen`.
    static func navigationHost() -> (HeadlessHost, UINavigationController, Screen) {
        let host = HeadlessHost()
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation, screen)
    }

    @Test func aCompactHeightProxyAppliesInLandscapeAndLetsGoInPortrait() {
        // UIKitBehaviour #444, #445
        defer { UIView._removeAllAppearanceProxies() }
        UINavigationBar.appearance(for: Self.compactHeight).tintColor = .red
        let (host, navigation, _) = Self.navigationHost()
        let bar = navigation.navigationBar
        expectEqual(bar.traitCollection.verticalSizeClass, .regular)
        #expect(bar.tintColor != .red)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        expectEqual(bar.traitCollection.verticalSizeClass, .compact)
        #expect(bar.tintColor == .red, "applied again for the new traits")
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(bar.tintColor == host.window.tintColor, "back to inheriting the window's tint")
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(bar.tintColor == .red, "and again on the next turn")
    }

    @Test func anUnscopedProxyComesBackWhenTheScopedOneStopsMatching() {
        // UIKitBehaviour #434, #445
        defer { UIView._removeAllAppearanceProxies() }
        UILabel.appearance(whenContainedInInstancesOf: [Screen.self]).textColor = .blue
        UILabel.appearance(for: Self.compactHeight, whenContainedInInstancesOf: [Screen.self]).textColor = .orange
        let (host, _, screen) = Self.navigationHost()
        expectEqual(screen.caption.textColor, .blue)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        expectEqual(screen.caption.textColor, .orange)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(screen.caption.textColor == .blue, "the unscoped proxy's value, not the label's default")
    }

    @Test func whatTheAppSetStillWinsAfterATurn() {
        // UIKitBehaviour #433, #444
        defer { UIView._removeAllAppearanceProxies() }
        UINavigationBar.appearance(for: Self.compactHeight).tintColor = .red
        UINavigationBar.appearance(for: Self.compactHeight).barTintColor = .black
        let (host, navigation, _) = Self.navigationHost()
        navigation.navigationBar.tintColor = .green
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.tintColor, .green)
        #expect(navigation.navigationBar.barTintColor == .black, "the other property still follows the proxy")
        host.rotate(to: .portrait)
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.tintColor, .green)
        expectEqual(navigation.navigationBar.barTintColor, nil)
    }

    @Test func aDarkProxyFollowsOverrideUserInterfaceStyleBeforeTraitCollectionDidChange() {
        // UIKitBehaviour #444
        defer { UIView._removeAllAppearanceProxies() }
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .yellow
        let host = HeadlessHost()
        let screen = UIViewController()
        let label = WatchingLabel()
        screen.view.addSubview(label)
        host.window.rootViewController = screen
        host.runUntilIdle()
        let lightColor = label.textColor
        #expect(label.textColor != .yellow)
        screen.overrideUserInterfaceStyle = .dark
        host.runUntilIdle()
        expectEqual(label.textColor, .yellow)
        #expect(label.seen.last == .yellow, "the proxy's value is there when the view hears of the change")
        screen.overrideUserInterfaceStyle = .light
        host.runUntilIdle()
        expectEqual(label.textColor, lightColor)
        host.userInterfaceStyle = .dark
        host.runUntilIdle()
        #expect(label.textColor == lightColor, "the screen's override keeps it light")
        screen.overrideUserInterfaceStyle = .unspecified
        host.runUntilIdle()
        #expect(label.textColor == .yellow, "now the host's dark style reaches it")
    }

    @Test func viewsOutsideAWindowTakeNothingUntilTheyEnterOne() {
        // UIKitBehaviour #432, #444
        defer { UIView._removeAllAppearanceProxies() }
        UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .purple
        let host = HeadlessHost()
        let screen = UIViewController()
        let toggle = UISwitch()
        screen.view.addSubview(toggle)
        host.window.rootViewController = screen
        host.runUntilIdle()
        toggle.removeFromSuperview()
        host.userInterfaceStyle = .dark
        host.runUntilIdle()
        toggle.overrideUserInterfaceStyle = .dark
        #expect(toggle.onTintColor == nil, "a change of traits outside a window applies nothing")
        screen.view.addSubview(toggle)
        expectEqual(toggle.onTintColor, .purple)
        toggle.overrideUserInterfaceStyle = .light
        #expect(toggle.onTintColor == nil, "given back when the dark proxy stops matching")
    }

    @Test func aTurnDuringAPushThemesBothScreens() {
        // UIKitBehaviour #444: a trait change while a transition runs
        defer { UIView._removeAllAppearanceProxies() }
        UILabel.appearance(for: Self.compactHeight).textColor = .orange
        let (host, navigation, first) = Self.navigationHost()
        let second = Screen()
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.1)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(navigation.topViewController === second)
        expectEqual(first.caption.textColor, .orange)
        expectEqual(second.caption.textColor, .orange)
        navigation.popViewController(animated: true)
        host.advance(by: 0.1)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(first.caption.textColor != .orange)
    }
}
