import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 15, a side menu over a blurring backdrop: opened by a button or by an edge pan
/// (finished and cancelled), closed by a tap on the blur or by choosing a row — cleanly, under
/// the transition doctor, with key frames against snapshots.
@MainActor
@Suite struct SideMenuDemoTests {
    static func menu(of run: ScenarioRun) throws -> (SideMenuHomeViewController, SideMenuViewController?) {
        let home = try #require(run.root as? SideMenuHomeViewController)
        return (home, home.presentedViewController as? SideMenuViewController)
    }

    @Test(arguments: ["open with the button", "open by dragging from the edge"])
    func openingSlidesTheMenuInOverTheBlur(_ name: String) throws {
        let scenario = try #require(SideMenuDemo().scenario(named: name))
        let timing = try DemoChecks.run(SideMenuDemo(), scenario) { run in
            let (_, menu) = try Self.menu(of: run)
            let shown = try #require(menu)
            expectEqual(shown.view.frame, CGRect(x: 0, y: 0, width: 300, height: 844))
            let controller = try #require(shown.presentationController as? SideMenuPresentationController)
            #expect(controller.blurView.effect != nil && controller.blurView.window === run.host.window)
        }
        DemoKeyFrames.expectKeyFrames(SideMenuDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SideMenuDemo(), scenario)
    }

    @Test(arguments: ["drag from the edge, cancelled", "close by tapping the blur", "choose a row"])
    func theMenuEndsClosed(_ name: String) throws {
        let scenario = try #require(SideMenuDemo().scenario(named: name))
        let timing = try DemoChecks.run(SideMenuDemo(), scenario) { run in
            let (home, menu) = try Self.menu(of: run)
            expectEqual(menu, nil)
            #expect(run.host.window.subviews == [home.view], "the container and its blur are gone")
            if name == "choose a row" {
                let screen = try #require(home.view as? _DemoScreenView)
                expectEqual(screen.titleLabel.text, "Notifications")
            }
        }
        DemoKeyFrames.expectKeyFrames(SideMenuDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SideMenuDemo(), scenario)
    }

    @Test func theEdgeDragFollowsTheFingerOverTheMenusWidth() throws {
        try DemoChecks.run(SideMenuDemo()) { run in
            let home = try #require(run.root as? SideMenuHomeViewController)
            var farthest: CGFloat = 0
            run.host.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 185, y: 500), duration: 0.5) {
                guard let menu = home.presentedViewController?.view else { return }
                farthest = max(farthest, menu.layer.presentation()?.frame.maxX ?? menu.frame.maxX)
            }
            #expect(abs(farthest - 180) < 25, "the menu's edge keeps up with the finger's 180 points: \(farthest)")
            run.host.runUntilIdle()
            #expect(home.presentedViewController != nil, "past half the menu's width: it opens")
            home.dismiss(animated: false)
            run.host.runUntilIdle()
        }
    }
}
