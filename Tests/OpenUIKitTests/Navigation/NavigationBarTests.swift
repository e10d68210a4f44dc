import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The navigation bar: titles, the back button, cross-faded titles and hiding.
@MainActor
@Suite struct NavigationBarTests {
    private func stage() -> (HeadlessHost, UINavigationController, UIViewController) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 400, height: 800),
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        return (host, navigation, root)
    }

    @Test func theBarShowsTheTopTitleAndABackButtonBelowIt() {
        let (host, navigation, root) = stage()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: 64), "44 pt below the top inset")
        #expect(bar.topItem === root.navigationItem)
        expectEqual(bar._titleLabel.text, "Inbox")
        #expect(bar._backButton.isHidden)
        let detail = UIViewController()
        detail.navigationItem.title = "Message"
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        expectEqual(bar.items, [root.navigationItem, detail.navigationItem])
        #expect(bar.backItem === root.navigationItem)
        expectEqual(bar._titleLabel.text, "Message")
        #expect(!bar._backButton.isHidden)
        expectEqual(bar._backButton.title(for: .normal), "‹ Inbox")
        detail.navigationItem.hidesBackButton = true
        #expect(bar._backButton.isHidden)
        detail.navigationItem.hidesBackButton = false
        host.tap(at: bar._backButton.convert(CGPoint(x: 10, y: 20), to: nil))
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root], "the back button pops")
        expectEqual(bar._titleLabel.text, "Inbox")
    }

    @Test func titlesCrossFadeDuringAPush() {
        let (host, navigation, _) = stage()
        let detail = UIViewController()
        detail.title = "Message"
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.1)
        let labels = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
        expectEqual(labels.count, 2)
        let opacities = labels.map { Double($0.layer.presentation()?.opacity ?? -1) }
        #expect(opacities.allSatisfy { $0 > 0.02 && $0 < 0.98 }, "both titles part-way")
        #expect(isClose(opacities[0] + opacities[1], 1, tolerance: 1e-6), "a cross-fade")
        host.runUntilIdle()
        let after = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
        expectEqual(after.map(\.text), ["Message"])
    }

    @Test func aCancelledInteractivePopKeepsTheTitle() {
        let (host, navigation, _) = stage()
        let detail = UIViewController()
        detail.title = "Message"
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 1)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        let labels = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
        expectEqual(labels.map(\.text), ["Message"])
        expectEqual(labels.first?.alpha, 1)
    }

    @Test func hidingTheBarSlidesItUp() {
        let (host, navigation, _) = stage()
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        host.advance(by: 0.1)
        let y = Double(navigation.navigationBar.layer.presentation()?.frame.minY ?? .nan)
        #expect(y < 0 && y > -64)
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.frame.minY, -64)
        #expect(navigation.navigationBar.isHidden)
        navigation.isNavigationBarHidden = false
        expectEqual(navigation.navigationBar.frame.minY, 0)
        #expect(!navigation.navigationBar.isHidden)
    }
}
