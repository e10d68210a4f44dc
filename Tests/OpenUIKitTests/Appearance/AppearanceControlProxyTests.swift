import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The appearance-marked properties of controls, tables and tab bars that proxies record
/// beyond colours (UIKitBehaviour #446), set at launch as an app delegate sets them.
@MainActor
@Suite(.serialized) struct AppearanceControlProxyTests {
    final class Settings: UIViewController {}

    static func host() -> HeadlessHost {
        HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func insetsTitlesAndImagesReachControlsAndCells() {
        defer { UIView._removeAllAppearanceProxies() }
        let padding = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        let indent = UIEdgeInsets(top: 0, left: 56, bottom: 0, right: 0)
        UIButton.appearance().contentEdgeInsets = padding
        UITableViewCell.appearance().separatorInset = indent
        UITableView.appearance(whenContainedInInstancesOf: [Settings.self]).separatorInset = .zero
        UIRefreshControl.appearance().attributedTitle = NSAttributedString(string: "Pull to refresh")
        let knob = UIImage(systemName: "circle")
        UISwitch.appearance().onImage = knob
        UINavigationBar.appearance().prefersLargeTitles = true
        let host = Self.host()
        let screen = Settings()
        let button = UIButton(type: .system)
        let own = UIButton(type: .system)
        own.contentEdgeInsets = .zero
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let refresh = UIRefreshControl()
        let toggle = UISwitch()
        for view in [button, own, table, cell, toggle] as [UIView] { screen.view.addSubview(view) }
        table.refreshControl = refresh
        let navigation = UINavigationController(rootViewController: screen)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        expectEqual(button.contentEdgeInsets, padding)
        #expect(own.contentEdgeInsets == .zero, "set by the app, kept")
        expectEqual(cell.separatorInset, indent)
        expectEqual(table.separatorInset, .zero)
        expectEqual(refresh.attributedTitle?.string, "Pull to refresh")
        #expect(toggle.onImage === knob)
        #expect(navigation.navigationBar.prefersLargeTitles)
    }

    @Test func tabBarsAndTheirItemsTakeLayoutAndBadgeLooks() {
        // UIKitBehaviour #446, #447
        defer { UIView._removeAllAppearanceProxies() }
        UITabBar.appearance().itemPositioning = .centered
        UITabBar.appearance().itemWidth = 80
        UITabBar.appearance().itemSpacing = 12
        UITabBarItem.appearance().badgeColor = .purple
        UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        UITabBarItem.appearance().setBadgeTextAttributes([.foregroundColor: UIColor.yellow], for: .normal)
        let host = Self.host()
        let first = UIViewController()
        let second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        second.tabBarItem.badgeColor = .green
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let bar = tabs.tabBar
        #expect(bar.itemPositioning == .centered && bar.itemWidth == 80 && bar.itemSpacing == 12)
        #expect(bar._buttons[1].frame.minX - bar._buttons[0].frame.maxX == 12, "laid out with the proxy's spacing")
        expectEqual(bar._buttons[0].frame.width, 80)
        expectEqual(first.tabBarItem.badgeColor, .purple)
        #expect(second.tabBarItem.badgeColor == .green, "set by the app, kept")
        expectEqual(first.tabBarItem.titlePositionAdjustment, UIOffset(horizontal: 0, vertical: -2))
        expectEqual(second.tabBarItem.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .yellow)
        // Items given to the bar while it shows take the proxies too.
        let third = UIViewController()
        third.tabBarItem = UITabBarItem(title: "Three", image: nil, tag: 2)
        tabs.viewControllers = [first, second, third]
        host.runUntilIdle()
        expectEqual(third.tabBarItem.badgeColor, .purple)
    }
}
