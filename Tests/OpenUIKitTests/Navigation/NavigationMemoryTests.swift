import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Push and pop cycles leave nothing alive.
@MainActor
@Suite struct NavigationMemoryTests {
    /// 200 animated cycles, then 1,000 that swap at once; `SEGUE_MEMORY_CYCLES=10000` runs the
    /// 10,000 of the navigation issue (the census catches a view left by any one cycle, so the
    /// suite runs the shorter form).
    @Test func pushPopCyclesLeaveNothingAlive() {
        let unanimated = memoryTestCycles(default: 1_000)
        let host = HeadlessHost()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let viewsAtStart = _UIViewCensus.live.load(ordering: .relaxed)
        struct Weak { weak var object: AnyObject? }
        var watched: [Weak] = []
        for cycle in 0..<(200 + unanimated) {
            let animated = cycle < 200  // the first cycles run the built-in slide, the rest swap at once
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: animated)
            if cycle == 100 {
                host.advance(by: 1.0 / 60)
                #expect(navigation.transitionCoordinator != nil)
                watched.append(Weak(object: navigation.transitionCoordinator))  // the context of a running push
            }
            host.runUntilIdle()
            if cycle % 250 == 0 || cycle == 100 {
                watched.append(Weak(object: pushed))
                watched.append(Weak(object: pushed.view))
            }
            navigation.popViewController(animated: animated)
            host.runUntilIdle()
        }
        expectEqual(navigation.viewControllers, [root])
        expectEqual(navigation.children, [root])
        #expect(watched.allSatisfy { $0.object == nil })
        expectEqual(_UIViewCensus.live.load(ordering: .relaxed), viewsAtStart)
        #expect(host.reports.isEmpty)
    }

    @Test func tabControllersAndTheirSwitchesLeaveNothingAlive() {
        let host = HeadlessHost()
        let viewsAtStart = _UIViewCensus.live.load(ordering: .relaxed)
        struct Weak { weak var object: AnyObject? }
        var watched: [Weak] = []
        for round in 0..<200 {
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
            host.window.rootViewController = tabs
            host.runUntilIdle()
            for index in [1, 2, 0] {
                tabs.selectedIndex = index
                host.runUntilIdle()
            }
            if round % 50 == 0 {
                watched.append(Weak(object: tabs))
                watched.append(Weak(object: tabs.viewControllers?.last))
                watched.append(Weak(object: tabs.tabBar))
            }
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        #expect(watched.allSatisfy { $0.object == nil })
        expectEqual(_UIViewCensus.live.load(ordering: .relaxed), viewsAtStart)
    }
}
