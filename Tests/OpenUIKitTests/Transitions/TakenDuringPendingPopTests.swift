import Testing
import Foundation
import OpenUIKit
import SegueTesting
import TestSupport

/// The long soak's seed 1035: a pop waits for the next turn, and in the same turn another
/// navigation controller takes the controller it was going back to (UIKitBehaviour #385).
@MainActor
@Suite struct TakenDuringPendingPopTests {
    final class ShownLog: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append((viewController as? TrackedViewController)?.name ?? "?")
        }
    }

    @Test func aPendingPopWhoseDestinationIsTakenEndsOnTheNewTop() {
        let host = HeadlessHost()
        let a = TrackedViewController("A"), p = TrackedViewController("P")
        let q = TrackedViewController("Q"), r = TrackedViewController("R")
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
        #expect(second.viewControllers == [p])
        #expect(r.view.window === host.window, "the screen does not change before the pop starts")
        host.runUntilIdle()

        #expect(host.reports.isEmpty, "\(host.reports)")
        #expect(second.viewControllers == [p] && second.children == [p])
        #expect(first.viewControllers == [a, q])
        #expect(p.view.window === host.window && p.phase == .shown)
        #expect(r.view.window == nil && r.phase == .hidden && r.parent == nil)
        #expect(log.shown == ["P"])
        for controller in [a, p, q, r] { #expect(controller.idleProblem() == nil, "\(controller.name)") }
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(q.view.window === host.window && q.phase == .shown)
    }
}
