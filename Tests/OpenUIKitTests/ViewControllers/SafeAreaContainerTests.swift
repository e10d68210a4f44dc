import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The safe area containers give their children: the navigation bar at the top, the tab bar
/// at the bottom, `edgesForExtendedLayout`, opaque bars and `additionalSafeAreaInsets` through
/// nested containers.
@MainActor
@Suite struct SafeAreaContainerTests {
    /// A 400 × 800 screen with a 20 pt status bar and a 34 pt home indicator.
    static let screenInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)

    private func host() -> HeadlessHost {
        HeadlessHost(screenSize: CGSize(width: 400, height: 800), safeAreaInsets: Self.screenInsets)
    }

    private func show(_ controller: UIViewController, in host: HeadlessHost) {
        host.window.rootViewController = controller
        host.advance(by: 1.0 / 60)
    }

    @Test func theNavigationBarIsInTheChildsSafeArea() {
        let host = host()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        show(navigation, in: host)
        expectEqual(navigation.view.safeAreaInsets, Self.screenInsets)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800), "the child extends under the bar")
        #expect(
            child.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0),
            "20 pt status bar + 44 pt bar")
        let inner = UIView(frame: CGRect(x: 10, y: 40, width: 100, height: 100))
        child.view.addSubview(inner)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0), "clipped by its frame")
        inner.frame.origin.y = 100
        #expect(inner.safeAreaInsets == .zero, "entirely inside the safe area")
    }

    @Test func hidingTheBarGivesTheTopBack() {
        let host = host()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        show(navigation, in: host)
        navigation.setNavigationBarHidden(true, animated: false)
        expectEqual(child.view.safeAreaInsets.top, 20)
        navigation.isNavigationBarHidden = false
        expectEqual(child.view.safeAreaInsets.top, 64)
    }

    @Test func anAnimatedHideMovesTheSafeAreaAtOnceAndAnimatesTheLayout() {
        let host = host()
        let child = UIViewController()
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: child.view.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100),
            header.heightAnchor.constraint(equalToConstant: 30)
        ])
        let navigation = UINavigationController(rootViewController: child)
        show(navigation, in: host)
        #expect(header.frame.minY == 64, "pinned to the safe area below the bar")
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(child.view.safeAreaInsets.top == 20, "the model value moves at once")
        #expect(header.frame.minY == 20, "laid out for the new safe area inside the bar's animation")
        host.advance(by: 0.1)
        let midway = header.layer.presentation()?.frame.minY ?? -1
        #expect(midway > 20 && midway < 64, "the header slides with the bar: \(midway)")
        host.runUntilIdle()
        expectEqual(header.layer.presentation()?.frame.minY, 20)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test func aChildThatDoesNotExtendUnderTheBarIsPlacedBelowIt() {
        let host = host()
        let child = UIViewController()
        child.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: child)
        show(navigation, in: host)
        expectEqual(child.view.frame, CGRect(x: 0, y: 64, width: 400, height: 736))
        #expect(
            child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
            "the home indicator is still unsafe")
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800), "no bar to stay below")
        expectEqual(child.view.safeAreaInsets.top, 20)
        navigation.setNavigationBarHidden(false, animated: false)
        child.edgesForExtendedLayout = .all
        #expect(child.view.frame.minY == 0, "changing the edges places the view again")
        expectEqual(child.view.safeAreaInsets.top, 64)
    }

    @Test func aPushedChildThatDoesNotExtendEndsBelowTheBar() {
        let host = host()
        let navigation = UINavigationController(rootViewController: UIViewController())
        show(navigation, in: host)
        let detail = UIViewController()
        detail.edgesForExtendedLayout = [.left, .bottom, .right]
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        expectEqual(detail.view.frame, CGRect(x: 0, y: 64, width: 400, height: 736))
        expectEqual(detail.view.safeAreaInsets.top, 0)
    }

    @Test func opaqueBarsKeepChildrenOutUnlessTheyAskToExtend() {
        let host = host()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.navigationBar.isTranslucent = false
        show(navigation, in: host)
        #expect(child.view.frame.minY == 64, "below an opaque bar")
        expectEqual(child.view.safeAreaInsets.top, 0)
        child.extendedLayoutIncludesOpaqueBars = true
        expectEqual(child.view.frame.minY, 0)
        expectEqual(child.view.safeAreaInsets.top, 64)
    }

    @Test func theTabBarIsInTheSelectedChildsSafeArea() {
        let host = host()
        let first = UIViewController()
        let second = UIViewController()
        second.edgesForExtendedLayout = [.top]
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        show(tabs, in: host)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 717, width: 400, height: 83), "49 pt + the home indicator")
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800), "under the tab bar")
        expectEqual(first.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 83, right: 0))
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 400, height: 717), "above the tab bar")
        expectEqual(second.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func additionalInsetsAddUpThroughNestedContainers() {
        let host = host()
        let child = UIViewController()
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 2, right: 1)
        let navigation = UINavigationController(rootViewController: child)
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 3, bottom: 7, right: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        tabs.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 0)
        show(tabs, in: host)
        expectEqual(tabs.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 39, right: 0))
        // The tab bar (83 pt) covers more than the tab bar controller's own 39 pt.
        expectEqual(navigation.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 3, bottom: 90, right: 0))
        // The navigation bar (64 pt) covers more than the 20 pt the child gets from its place.
        expectEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 74, left: 3, bottom: 92, right: 1))
        navigation.additionalSafeAreaInsets = .zero
        #expect(
            child.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 85, right: 1), "changes reach the child"
        )
    }

    @Test func nonFiniteAdditionalInsetsAreReportedAndIgnored() {
        let host = host()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        show(navigation, in: host)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        #expect(host.reports.contains { $0.contains("additionalSafeAreaInsets") && $0.contains("non-finite") })
        expectEqual(child.additionalSafeAreaInsets, UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
        expectEqual(child.view.safeAreaInsets.top, 68)
    }

    @Test func aViewOutsideAWindowHasNoSafeAreaUntilShownAndKeepsItsLastAfter() {
        let host = host()
        let child = UIViewController()
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let navigation = UINavigationController(rootViewController: child)
        navigation.loadViewIfNeeded()
        #expect(child.view.safeAreaInsets == .zero, "not in a window yet")
        show(navigation, in: host)
        expectEqual(child.view.safeAreaInsets.top, 74)
        navigation.view.removeFromSuperview()
        #expect(child.view.safeAreaInsets.top == 74, "kept while out of the window")
        host.window.addSubview(navigation.view)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(child.view.safeAreaInsets.top == 30, "follows again once back")
    }

    @Test func aCoveredListKeepsItsInsetAndOffsetUnderAPush() {
        let host = host()
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        show(navigation, in: host)
        expectEqual(list.tableView.contentOffset.y, -64)
        navigation.pushViewController(UIViewController(), animated: true)
        host.runUntilIdle()
        expectEqual(list.tableView.window, nil)
        expectEqual(list.tableView.adjustedContentInset.top, 64)
        expectEqual(list.tableView.contentOffset.y, -64)
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(list.tableView.contentOffset.y, -64)
    }
}
