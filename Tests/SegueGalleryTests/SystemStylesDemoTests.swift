import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 8, the system styles: each built-in presentation, push, pop and back swipe ends where
/// it should, cleanly; key frames match their snapshots.
@MainActor
@Suite struct SystemStylesDemoTests {
    nonisolated static let modalScenarios = [
        "cover vertical, present", "cover vertical, dismiss", "cross dissolve, present", "cross dissolve, dismiss",
        "flip horizontal, present", "flip horizontal, dismiss", "partial curl, present", "partial curl, dismiss",
        "page sheet, present", "page sheet, dismiss"
    ]
    nonisolated static let navigationScenarios = ["push", "pop", "back swipe, finished", "back swipe, cancelled"]

    @Test(arguments: modalScenarios)
    func modalScenarioEndsCleanly(_ name: String) throws {
        let scenario = try #require(SystemStylesDemo().scenario(named: name))
        try DemoChecks.run(SystemStylesDemo(), scenario) { player in
            try expectModalEndState(of: name, in: player)
        }
    }

    /// Presented: the style's screen, full screen with the menu gone from the window, or the
    /// card sheet 30 points down (the top safe-area inset, 0, is raised to 20, plus 10) with
    /// the menu still on screen. Dismissed: the menu alone in the window.
    private func expectModalEndState(of name: String, in player: ScenarioRun) throws {
        let navigation = try #require(player.root as? UINavigationController)
        let window = player.host.window
        let sheet = name.hasPrefix("page sheet")
        if name.hasSuffix("present") {
            let detail = try #require(navigation.presentedViewController as? SystemStylesDetailViewController)
            expectEqual(detail.entry.title.lowercased(), String(name.prefix { $0 != "," }))
            expectEqual(detail.modalPresentationStyle, (sheet ? .pageSheet : .fullScreen))
            #expect(
                detail.view.frame
                    == (sheet
                        ? CGRect(x: 0, y: 30, width: 390, height: 814) : CGRect(x: 0, y: 0, width: 390, height: 844)))
            expectEqual(detail.view.alpha, 1)
            expectEqual(detail.view.transform, .identity)
            #expect(detail.view.window === window)
            #expect((navigation.view.window != nil) == sheet, "only .fullScreen removes the presenter's view")
        } else {
            expectEqual(navigation.presentedViewController, nil)
            expectEqual(window.subviews, [navigation.view])
            expectEqual(navigation.view.frame, window.bounds)
        }
        expectEqual(navigation.viewControllers.count, 1)
    }

    @Test(arguments: navigationScenarios)
    func navigationScenarioEndsCleanly(_ name: String) throws {
        let scenario = try #require(SystemStylesDemo().scenario(named: name))
        try DemoChecks.run(SystemStylesDemo(), scenario) { player in
            do {
                let navigation = try #require(player.root as? UINavigationController)
                let pushed = name == "push" || name == "back swipe, cancelled"
                expectEqual(navigation.viewControllers.count, (pushed ? 2 : 1))
                let top = try #require(navigation.topViewController)
                #expect(pushed ? top is SystemStylesDetailViewController : top is SystemStylesMenuViewController)
                expectEqual(top.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
                #expect(top.view.window === player.host.window)
                expectEqual(navigation.viewControllers.filter { $0.viewIfLoaded?.window != nil }, [top])
                expectEqual(navigation.navigationBar.topItem?.title, (pushed ? "Push" : "System Styles"))
                expectEqual(navigation.presentedViewController, nil)
            }
        }
    }

    @Test(arguments: modalScenarios + navigationScenarios)
    func keyFramesMatchTheSnapshots(_ name: String) {
        DemoKeyFrames.expectTransitionKeyFrames(
            of: SystemStylesDemo(), name, includingStart: name == "cover vertical, present")
    }
}
