import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Presentations in a navigation controller's context, inside a tab bar controller, while tabs
/// are switched: the long soak's seed 1008 (UIKitBehaviour #419).
@MainActor
@Suite struct InContextTabSwitchTests {
    /// The app: two navigation controllers in tabs.
    @MainActor struct App {
        let host = HeadlessHost()
        let tabs = UITabBarController()
        let first = TrackedViewController("First"), second = TrackedViewController("Second")
        let firstNavigation: UINavigationController, secondNavigation: UINavigationController

        init() {
            firstNavigation = UINavigationController(rootViewController: first)
            secondNavigation = UINavigationController(rootViewController: second)
            tabs.viewControllers = [firstNavigation, secondNavigation]
            host.window.rootViewController = tabs
            host.runUntilIdle()
        }

        func present(
            _ controller: UIViewController, from navigation: UINavigationController, covering: Bool, animated: Bool
        ) {
            controller.modalPresentationStyle = covering ? .currentContext : .overCurrentContext
            controller.modalTransitionStyle = .crossDissolve
            navigation.present(controller, animated: animated)
        }
    }

    @Test(arguments: [true, false])
    func aTabSwitchedAwayWhileAPresentationInItsContextRunsLeavesItDisappeared(covering: Bool) {
        let app = App()
        let sheet = TrackedViewController("Sheet")
        app.present(sheet, from: app.firstNavigation, covering: covering, animated: true)
        app.host.advance(by: 0.1)
        app.tabs.selectedIndex = 1
        app.host.runUntilIdle()
        #expect(app.host.reports.isEmpty, "\(app.host.reports)")
        expectEqual(sheet.view.window, nil)
        expectEqual(sheet.callbacks, ["willAppear", "willDisappear", "didDisappear"])
        expectEqual(sheet.idleProblem(), nil)
        app.tabs.selectedIndex = 0
        app.host.runUntilIdle()
        #expect(sheet.view.window === app.host.window)
        expectEqual(sheet.phase, .shown)
        #expect(app.first.idleProblem() == nil && app.second.idleProblem() == nil)
        app.firstNavigation.dismiss(animated: true)
        app.host.runUntilIdle()
        expectEqual(sheet.phase, .hidden)
        #expect(app.first.view.window === app.host.window && app.first.phase == .shown)
    }

    @Test(arguments: [true, false])
    func aTabSwitchedAwayAndBackWhileThePresentationRunsShowsItWhenItEnds(covering: Bool) {
        let app = App()
        let sheet = TrackedViewController("Sheet")
        app.present(sheet, from: app.firstNavigation, covering: covering, animated: true)
        app.host.advance(by: 0.08)
        app.tabs.selectedIndex = 1
        app.host.advance(by: 0.08)
        app.tabs.selectedIndex = 0
        app.host.runUntilIdle()
        #expect(sheet.view.window === app.host.window)
        expectEqual(sheet.callbacks, ["willAppear", "didAppear"])
        expectEqual(app.first.view.window, (covering ? nil : app.host.window))
        for controller in [sheet, app.first, app.second] {
            #expect(controller.idleProblem() == nil, "\(controller.name)")
        }
    }

    @Test func presentationsInTwoTabsContextsAreFreedWhenDismissed() {
        weak var weakOver: TrackedViewController?
        weak var weakCovering: TrackedViewController?
        do {
            let app = App()
            let over = TrackedViewController("Over")
            let covering = TrackedViewController("Covering")
            weakOver = over
            weakCovering = covering
            app.tabs.selectedIndex = 1
            app.present(over, from: app.secondNavigation, covering: false, animated: false)
            app.host.runUntilIdle()
            app.tabs.selectedIndex = 0
            app.present(covering, from: app.firstNavigation, covering: true, animated: true)
            app.host.runUntilIdle()
            // One dismissal at a time: a second one in the same turn is refused, as UIKit refuses
            // it ("while a presentation or dismiss is in progress").
            app.firstNavigation.dismiss(animated: false)
            app.secondNavigation.dismiss(animated: false)
            expectEqual(app.host.reports.last?.contains("while a presentation or dismiss is in progress"), true)
            app.host.runUntilIdle()
            app.secondNavigation.dismiss(animated: false)
            app.host.runUntilIdle()
            #expect(
                app.firstNavigation.presentedViewController == nil
                    && app.secondNavigation.presentedViewController == nil)
            app.host.window.rootViewController = nil
            app.host.runUntilIdle()
        }
        _ = HeadlessHost()
        expectEqual(weakOver, nil)
        expectEqual(weakCovering, nil)
    }
}
