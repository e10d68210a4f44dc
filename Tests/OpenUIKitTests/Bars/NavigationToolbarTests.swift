import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// A navigation controller's toolbar and a pushed controller hiding the tab bar, as a mail app
/// sets them up (UIKitBehaviour #306, #307).
@MainActor
@Suite struct NavigationToolbarTests {
    final class Mailbox: UIViewController {
        var composed = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            view.backgroundColor = .systemBackground
            toolbarItems = [
                .flexibleSpace(),
                UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.composed += 1 })
            ]
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setToolbarHidden(false, animated: animated)
        }
    }

    final class Message: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            toolbarItems = [UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(systemItem: .reply)]
        }
    }

    static func stage(_ root: UIViewController) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    @Test func theToolbarIsHiddenUntilAskedForAndSitsAboveTheHomeIndicator() throws {
        // UIKitBehaviour #306
        let plain = UIViewController()
        let (host, navigation) = Self.stage(plain)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        expectEqual(plain.view.safeAreaInsets.bottom, 34)
        navigation.isToolbarHidden = false
        host.runUntilIdle()
        expectEqual(navigation.toolbar.frame, CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(plain.view.safeAreaInsets.bottom == 78, "the toolbar joins the children's safe area")
        #expect(plain.view.frame.maxY == 844, "children extend under the translucent toolbar")
    }

    @Test func theTopControllersItemsShowAndChangeWithAPush() throws {
        let mailbox = Mailbox()
        let (host, navigation) = Self.stage(mailbox)
        #expect(!navigation.isToolbarHidden)
        let compose = try #require(mailbox.toolbarItems?.last)
        let frame = try #require(compose.frame(in: host.window))
        #expect(abs(frame.maxX - 374) < 0.5 && frame.minY == 844 - 34 - 44)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.runUntilIdle()
        expectEqual(mailbox.composed, 1)

        let message = Message()
        navigation.pushViewController(message, animated: true)
        host.advance(by: 0.1)
        #expect(navigation.toolbar.items?.count == 3, "the pushed controller's items come in with the push")
        host.runUntilIdle()
        #expect(navigation.toolbar.items?.first === message.toolbarItems?.first)
        expectEqual(compose.frame(in: host.window), nil)
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(navigation.toolbar.items?.last === compose)
    }

    @Test func anInteractivePopScrubsTheToolbarItemsAndACancelPutsThemBack() throws {
        // UIKitBehaviour #306
        let mailbox = Mailbox()
        let (host, navigation) = Self.stage(mailbox)
        let message = Message()
        navigation.pushViewController(message, animated: false)
        host.runUntilIdle()
        let interactor = UIPercentDrivenInteractiveTransition()
        navigation._gesturePopInteractor = interactor
        navigation.popViewController(animated: true)
        host.runFrame()
        interactor.update(0.5)
        host.runFrame()
        let compose = try #require(mailbox.toolbarItems?.last?.frame(in: navigation.toolbar))
        let incoming = try #require(navigation.toolbar.subviews.first { $0.frame == compose })
        let alpha = incoming.layer.presentation()?.opacity ?? Float(incoming.alpha)
        #expect(abs(alpha - 0.5) < 0.1, "half-way in: \(alpha)")
        interactor.cancel()
        host.runUntilIdle()
        #expect(navigation.topViewController === message)
        #expect(navigation.toolbar.items?.first === message.toolbarItems?.first)
        #expect(navigation.toolbar._itemViewsShown.allSatisfy { $0.alpha == 1 })
        #expect(
            navigation.toolbar.subviews.count == 2 + navigation.toolbar._itemViewsShown.count, "the picture is gone")
    }

    @Test func hidingTheToolbarAnimatedSlidesItDown() {
        let (host, navigation) = Self.stage(Mailbox())
        navigation.setToolbarHidden(true, animated: true)
        host.advance(by: 0.1)
        let middle = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
        #expect(middle > 844 - 78 && middle < 844, "on its way down: \(middle)")
        host.runUntilIdle()
        #expect(navigation.toolbar.isHidden && navigation.toolbar.frame.minY == 844)
    }

    @Test func aPushedControllerThatHidesTheBottomBarHidesTheTabBarUntilItIsPopped() throws {
        // UIKitBehaviour #307
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && list.view.safeAreaInsets.bottom == 83)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let listSubviews = list.view.subviews.count
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        #expect(tabs.tabBar.isHidden)
        let riding = try #require(list.view.subviews.last)
        #expect(list.view.subviews.count == listSubviews + 1, "a picture of the bar rides on the leaving view")
        expectEqual(riding.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        #expect(list.view.subviews.count == listSubviews, "the picture goes with the push")
        expectEqual(detail.view.safeAreaInsets.bottom, 34)
        navigation.popViewController(animated: true)
        host.advance(by: 0.1)
        #expect(
            tabs.tabBar.isHidden && list.view.subviews.count == listSubviews + 1, "the picture arrives with the list")
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        expectEqual(list.view.subviews.count, listSubviews)
        tabs.tabBar.isHidden = true
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden, "a bar the app hid stays hidden")
    }
}
