import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The long soak's seed 1038: stack changes queued behind a transition that never runs because
/// another tab was selected in the same turn (UIKitBehaviour #382).
@MainActor
@Suite struct QueuedStackChangesOffScreenTests {
    @Test func everyQueuedChangeRunsWhenTheNavigationControllerLeavesTheScreen() {
        let host = HeadlessHost()
        weak var weakNavigation: UINavigationController?
        do {
            let root = TrackedViewController("Root")
            let other = TrackedViewController("Other")
            let navigation = UINavigationController(rootViewController: root)
            weakNavigation = navigation
            let tabs = UITabBarController()
            tabs.viewControllers = [other, navigation]
            tabs.selectedIndex = 1
            host.window.rootViewController = tabs
            host.runUntilIdle()
            let a = TrackedViewController("A")
            let b = TrackedViewController("B")
            let c = TrackedViewController("C")
            navigation.setViewControllers([a, b], animated: true)  // waits for the next turn
            navigation.pushViewController(c, animated: false)  // queued behind it
            navigation.popViewController(animated: false)  // queued too
            tabs.selectedIndex = 0  // the same turn
            host.runUntilIdle()
            expectEqual(navigation.viewControllers, [a, b])
            expectEqual(navigation.children, [a, b])
            #expect(c.parent == nil && c.viewIfLoaded?.window == nil)
            for controller in [root, other, a, b, c] { #expect(controller.idleProblem() == nil, "\(controller.name)") }
            tabs.selectedIndex = 1
            host.runUntilIdle()
            #expect(b.view.window === host.window && b.phase == .shown)
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        _ = HeadlessHost()
        #expect(weakNavigation == nil, "no queued change keeps the navigation controller alive")
    }
}
