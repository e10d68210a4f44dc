import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Controllers another navigation controller takes while a transition is pending or running
/// (UIKitBehaviour #385): the long soak's seeds 1035 and 1130.
@MainActor
@Suite struct TakenDuringPendingPopTests {
    final class ShownLog: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append((viewController as? TrackedViewController)?.name ?? "?")
        }
    }

    @Test func aPendingPopWhoseDestinationIsTakenEndsOnTheNewTop() {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let p = TrackedViewController("P")
        let q = TrackedViewController("Q")
        let r = TrackedViewController("R")
        let first = UINavigationController(rootViewController: a)
        let second = UINavigationController(rootViewController: p)
        let log = ShownLog()
        second.delegate = log
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        host.window.rootViewController = tabs
        second.setViewControllers([p, q, r], animated: false)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        log.shown.removeAll()

        second.popViewController(animated: true)  // R → Q, on the next turn
        first.setViewControllers([a, q], animated: true)  // takes Q in the same turn
        expectEqual(second.viewControllers, [p])
        #expect(r.view.window === host.window, "the screen does not change before the pop starts")
        host.runUntilIdle()

        #expect(host.reports.isEmpty, "\(host.reports)")
        #expect(second.viewControllers == [p] && second.children == [p])
        expectEqual(first.viewControllers, [a, q])
        #expect(p.view.window === host.window && p.phase == .shown)
        #expect(r.view.window == nil && r.phase == .hidden && r.parent == nil)
        expectEqual(log.shown, ["P"])
        for controller in [a, p, q, r] { #expect(controller.idleProblem() == nil, "\(controller.name)") }
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(q.view.window === host.window && q.phase == .shown)
    }

    /// Seed 1130: a full-screen presentation covers the tab; while it runs, another tab's
    /// navigation controller takes the covered top controller, which ends disappeared off
    /// screen and appears with its new tab.
    @Test func aControllerTakenWhileAPresentationCoversItEndsDisappeared() {
        let host = HeadlessHost()
        let a = TrackedViewController("A")
        let p = TrackedViewController("P")
        let x = TrackedViewController("X")
        let cover = TrackedViewController("Cover")
        let first = UINavigationController(rootViewController: a)
        let second = UINavigationController(rootViewController: p)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.selectedIndex = 1
        host.window.rootViewController = tabs
        second.pushViewController(x, animated: false)
        host.runUntilIdle()
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: true)
        host.advance(by: 0.1)
        expectEqual(x.phase, .disappearing)
        first.setViewControllers([a, x], animated: true)
        host.runUntilIdle()
        #expect(host.reports.isEmpty, "\(host.reports)")
        #expect(first.viewControllers == [a, x] && second.viewControllers == [p])
        expectEqual(x.callbacks, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        for controller in [a, p, x, cover] { #expect(controller.idleProblem() == nil, "\(controller.name)") }
        tabs.dismiss(animated: false)
        host.runUntilIdle()
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(x.view.window === host.window && x.phase == .shown)
    }
}
