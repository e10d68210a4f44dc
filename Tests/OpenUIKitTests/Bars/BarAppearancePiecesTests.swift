import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The pieces of bar appearances apps customise beyond colours: the title's offset, bar button
/// backgrounds and title offsets, the back indicator, and the tab bar's selection indicator
/// (UIKitBehaviour #440, #441).
@MainActor
@Suite(.serialized) struct BarAppearancePiecesTests {
    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    /// A rounded pill image in `color`, as apps draw button backgrounds.
    static func pill(_ color: UIColor, size: CGSize = CGSize(width: 60, height: 30)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.height / 2).fill()
        }
    }

    /// A left-pointing triangle, drawn as a template.
    static func arrow() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 20)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 12, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 12, y: 20))
            path.close()
            UIColor.black.setFill()
            path.fill()
        }.withRenderingMode(.alwaysTemplate)
    }

    static func host() -> HeadlessHost {
        HeadlessHost(
            screenSize: CGSize(width: 390, height: 300),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func aNavigationBarWithAnOffsetTitlePillButtonsAndItsOwnBackArrow() throws {
        // The host (its screen) first, as in an app: the images below take the screen's scale,
        // which an earlier test's host would otherwise have left.
        let host = Self.host()
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.titlePositionAdjustment = UIOffset(horizontal: 40, vertical: 4)
        look.buttonAppearance.normal.backgroundImage = Self.pill(.systemYellow)
        look.setBackIndicatorImage(Self.arrow(), transitionMaskImage: Self.arrow())
        let first = Screen("Inbox")
        let second = Screen("Message")
        let own = UIBarButtonItem(title: "Reply", style: .plain)
        own.setBackgroundImage(Self.pill(.systemMint), for: .normal, barMetrics: .default)
        own.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: -3), for: .default)
        second.navigationItem.rightBarButtonItems = [own, UIBarButtonItem(title: "Flag", style: .plain)]
        let navigation = UINavigationController(rootViewController: first)
        navigation.navigationBar.standardAppearance = look
        navigation.navigationBar.scrollEdgeAppearance = look
        host.window.rootViewController = navigation
        host.runUntilIdle()
        navigation.pushViewController(second, animated: false)
        host.runUntilIdle()
        let bar = navigation.navigationBar
        let centred = bar._titleFrame
        expectEqual(bar._titleLabel.frame, centred.offsetBy(dx: 40, dy: 4))
        let reply = try #require(own._view as? UIButton)
        #expect(reply.currentBackgroundImage != nil)
        expectEqual(reply.titleEdgeInsets, UIEdgeInsets(top: -3, left: 0, bottom: 3, right: 0))
        let flag = try #require(second.navigationItem.rightBarButtonItems?.last?._view as? UIButton)
        #expect(flag.currentBackgroundImage != nil, "the button appearance's background")
        #expect(bar._backButton.currentImage != nil)
        #expect(bar._backButton.currentTitle == "Inbox", "no chevron text beside the indicator image")
        expectSnapshot(of: host.render(), named: "bar-pieces", tolerance: 3)
    }

    @Test func theBackTitleHiddenTheClassicWay() throws {
        defer { UIView._removeAllAppearanceProxies() }
        let host = Self.host()
        UIBarButtonItem.appearance().setBackButtonTitlePositionAdjustment(
            UIOffset(horizontal: -1000, vertical: 0), for: .default)
        UIBarButtonItem.appearance().setBackButtonBackgroundImage(
            Self.pill(.systemTeal), for: .normal, barMetrics: .default)
        let navigation = UINavigationController(rootViewController: Screen("Inbox"))
        host.window.rootViewController = navigation
        host.runUntilIdle()
        navigation.pushViewController(Screen("Message"), animated: false)
        host.runUntilIdle()
        let back = navigation.navigationBar._backButton
        expectEqual(back.titleEdgeInsets.left, -1000)
        #expect(back.currentBackgroundImage != nil)
        let inbox = Screen("Inbox")
        inbox.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain)
        inbox.navigationItem.backBarButtonItem?.setBackButtonTitlePositionAdjustment(
            UIOffset(horizontal: 5, vertical: .nan), for: .default)
        let other = UINavigationController(rootViewController: inbox)
        host.window.rootViewController = other
        host.runUntilIdle()
        other.pushViewController(Screen("Message"), animated: false)
        host.runUntilIdle()
        #expect(
            other.navigationBar._backButton.titleEdgeInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: -5),
            "the item's own offset wins; NaN counts as 0")
    }

    @Test func aTabBarDrawsItsSelectionIndicator() throws {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 200),
            safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let tabs = UITabBarController()
        let home = Screen("Home")
        let inbox = Screen("Inbox")
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "bell"), tag: 1)
        tabs.viewControllers = [home, inbox]
        let look = UITabBarAppearance()
        look.configureWithOpaqueBackground()
        look.selectionIndicatorImage = Self.pill(.black, size: CGSize(width: 80, height: 44)).withRenderingMode(
            .alwaysTemplate)
        look.selectionIndicatorTintColor = UIColor.systemBlue.withAlphaComponent(0.2)
        tabs.tabBar.standardAppearance = look
        tabs.tabBar.scrollEdgeAppearance = look
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let buttons = tabs.tabBar._buttons
        #expect(!buttons[0].indicatorView.isHidden && buttons[1].indicatorView.isHidden)
        expectEqual(buttons[0].indicatorView.frame, buttons[0].bounds)
        expectSnapshot(of: host.render(), named: "tab-selection-indicator", tolerance: 3)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(buttons[0].indicatorView.isHidden && !buttons[1].indicatorView.isHidden)
        // The tint alone draws nothing; the legacy property reaches the standard look.
        look.selectionIndicatorImage = nil
        tabs.tabBar.standardAppearance = look
        tabs.tabBar.scrollEdgeAppearance = look
        #expect(tabs.tabBar._buttons.allSatisfy { $0.indicatorView.isHidden })
        let legacy = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        legacy.selectionIndicatorImage = Self.pill(.red)
        #expect(legacy.standardAppearance.selectionIndicatorImage != nil)
    }
}
