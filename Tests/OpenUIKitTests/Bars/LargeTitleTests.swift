import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Large titles as a settings-style list uses them (UIKitBehaviour #308).
@MainActor
@Suite struct LargeTitleTests {
    final class Settings: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            navigationController?.navigationBar.prefersLargeTitles = true
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    static func stage() -> (HeadlessHost, UINavigationController, Settings) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let settings = Settings()
        let navigation = UINavigationController(rootViewController: settings)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation, settings)
    }

    @Test func theLargeTitleShowsAtRestAndCollapsesAsTheListScrolls() throws {
        // UIKitBehaviour #308
        let (host, navigation, settings) = Self.stage()
        let bar = navigation.navigationBar
        #expect(isClose(bar.frame.height, (47 + 44 + 52) as CGFloat, tolerance: 1e-6), "\(bar.frame.height)")
        expectEqual(settings.tableView.adjustedContentInset.top, 143)
        expectEqual(settings.tableView.contentOffset.y, -143)
        #expect(bar._largeTitleLabel.text == "Settings" && !bar._largeTitleArea.isHidden)
        #expect(bar._titleLabel.alpha == 0, "the inline title waits until the large one is gone")
        settings.tableView.contentOffset.y = -143 + 30
        host.runUntilIdle()
        #expect(isClose(bar.frame.height, (47 + 44 + 22) as CGFloat, tolerance: 1e-6), "\(bar.frame.height)")
        settings.tableView.contentOffset.y = 400
        host.runUntilIdle()
        #expect(isClose(bar.frame.height, 91, tolerance: 1e-6), "\(bar.frame.height)")
        expectEqual(bar._titleLabel.alpha, 1)
        settings.tableView.contentOffset.y = -163
        host.runUntilIdle()
        #expect(isClose(bar.frame.height, 163, tolerance: 1e-6), "pulling down stretches the large title")
        #expect(settings.view.safeAreaInsets.top == 143, "the children's safe area keeps the full height")
    }

    @Test func aDragThatStopsHalfwaySettlesToTheNearerEnd() throws {
        let (host, navigation, settings) = Self.stage()
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 470), duration: 0.5)
        host.advance(by: 0.2)
        host.runUntilIdle()
        let bar = navigation.navigationBar
        let height = bar.frame.height
        #expect(height == 143 || height == 91, "settled: \(height)")
        #expect(settings.tableView.contentOffset.y == -143 || settings.tableView.contentOffset.y == -91)
    }

    @Test func aPushedControllerThatSaysNeverHasAnInlineTitleAndThePopBringsTheLargeOneBack() throws {
        let (host, navigation, _) = Self.stage()
        let detail = UIViewController()
        detail.title = "General"
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.frame.height, 91)
        expectEqual(detail.view.safeAreaInsets.top, 91)
        let automatic = UIViewController()
        navigation.pushViewController(automatic, animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 91, "automatic follows the item below")
        navigation.popToRootViewController(animated: true)
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.frame.height, 143)
    }

    @Test func aBarThatDoesNotPreferLargeTitlesIgnoresAlways() {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let screen = UIViewController()
        screen.navigationItem.largeTitleDisplayMode = .always
        let navigation = UINavigationController(rootViewController: screen)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.frame.height, 91)
        navigation.navigationBar.prefersLargeTitles = true
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.frame.height, 143)
        expectEqual(screen.view.safeAreaInsets.top, 143)
    }
}

/// Bars while transitions overlap: an edge-swipe pop from an inline-title detail that hides the
/// tab bar back to a large-title list, cancelled and finished (UIKitBehaviour #307, #308).
@MainActor
@Suite struct BarOverlapTests {
    @Test func anEdgeSwipeBackCancelledThenFinishedLeavesTheBarsConsistent() throws {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let settings = LargeTitleTests.Settings()
        let navigation = UINavigationController(rootViewController: settings)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.navigationItem.largeTitleDisplayMode = .never
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden && abs(navigation.navigationBar.frame.height - 91) < 1e-6)

        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.4)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail, "a short swipe cancels")
        #expect(tabs.tabBar.isHidden, "still hidden after the cancelled pop")
        #expect(abs(navigation.navigationBar.frame.height - 91) < 1e-6)

        // A tap on the bar during the next swipe does nothing harmful.
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.4) {
            if navigation.transitionCoordinator != nil { navigation.navigationBar.prefersLargeTitles = true }
        }
        host.runUntilIdle()
        #expect(navigation.topViewController === settings)
        #expect(!tabs.tabBar.isHidden)
        #expect(abs(navigation.navigationBar.frame.height - 143) < 1e-6, "the list's large title is back")
        #expect(abs(settings.tableView.adjustedContentInset.top - 143) < 1e-6)
    }
}
