import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Tab bars as apps set them up: icons with selected variants, a badge, a branded item
/// appearance, and the scroll-edge look over a list (UIKitBehaviour #303, #304).
@MainActor
@Suite struct TabBarAppearanceTests {
    final class Feed: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tabBarItem = UITabBarItem(
                title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    static func stage() -> (HeadlessHost, UITabBarController, Feed, UIViewController) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let feed = Feed()
        feed.loadViewIfNeeded()
        let alerts = UIViewController()
        alerts.tabBarItem = UITabBarItem(title: "Alerts", image: UIImage(systemName: "bell"), tag: 1)
        alerts.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, alerts]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        return (host, tabs, feed, alerts)
    }

    @Test func itemsStackTheirIconsAndTitlesAndShowTheSelectedVariantAndTheBadge() throws {
        // UIKitBehaviour #303
        let (host, tabs, feed, alerts) = Self.stage()
        let home = tabs.tabBar._buttons[0]
        let bell = tabs.tabBar._buttons[1]
        expectEqual(home.frame, CGRect(x: 0, y: 0, width: 195, height: 49))
        #expect(home.titleLabel.text == "Home" && home.titleLabel.frame.minY == 33)
        #expect(home.titleLabel.textColor == tabs.tabBar.tintColor, "the selected item is in the tint")
        expectEqual(bell.titleLabel.textColor, .systemGray)
        expectEqual(home.iconView.image?.size, UIImage(systemName: "house.fill")?.size)
        #expect(!bell.badgeLabel.isHidden && bell.badgeLabel.text == "3" && bell.badgeLabel.frame.height == 18)
        host.tap(at: bell.convert(CGPoint(x: bell.bounds.midX, y: bell.bounds.midY), to: nil))
        host.runUntilIdle()
        #expect(tabs.selectedViewController === alerts)
        expectEqual(tabs.tabBar._buttons[1].titleLabel.textColor, tabs.tabBar.tintColor)
        alerts.tabBarItem.badgeValue = nil
        #expect(tabs.tabBar._buttons[1].badgeLabel.isHidden)
        _ = feed
    }

    @Test func anItemAppearanceColoursIconsAndTitles() throws {
        // UIKitBehaviour #303
        let (host, tabs, _, _) = Self.stage()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        host.runUntilIdle()
        #expect(tabs.tabBar._buttons[0].titleLabel.textColor == .systemPink, "the title follows the icon colour")
        expectEqual(tabs.tabBar._buttons[1].titleLabel.textColor, .brown)
    }

    @Test func theTabBarIsTransparentOnlyWhenTheListIsScrolledToItsBottom() throws {
        // UIKitBehaviour #304
        let (host, tabs, feed, alerts) = Self.stage()
        #expect(tabs.tabBar._scrollEdgeFraction == 0, "a long list at its top: the material")
        feed.tableView.contentOffset.y =
            feed.tableView.contentSize.height + feed.tableView.adjustedContentInset.bottom - 844
        host.runUntilIdle()
        expectEqual(tabs.tabBar._scrollEdgeFraction, 1)
        tabs.selectedViewController = alerts
        host.runUntilIdle()
        #expect(tabs.tabBar._scrollEdgeFraction == 1, "no scroll view: at the edge")
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        bar._setScrollEdgeFraction(1)
        #expect(bar._effectiveScrollEdgeFraction == 0, "a bar with no controller shows its standard look")
    }

    @Test func systemItemsHaveTheirTitles() {
        let more = UITabBarItem(tabBarSystemItem: .more, tag: 4)
        #expect(more.title == "More" && more.image != nil && more.tag == 4)
    }
}
