import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 17, a medium/large sheet: it rises to medium, its list expands it to large, and a
/// swipe down dismisses it — cleanly, key frames against snapshots.
@MainActor
@Suite struct SheetDetentsDemoTests {
    @Test func theSheetRisesToTheMediumDetent() throws {
        let scenario = try #require(SheetDetentsDemo().scenario(named: "present"))
        let timing = try DemoChecks.run(SheetDetentsDemo(), scenario) { run in
            let home = try #require(run.root as? TrailsHomeViewController)
            let sheet = try #require(home.presentedViewController)
            #expect(sheet.view.frame == CGRect(x: 0, y: 437, width: 390, height: 407), "medium: half of 814")
        }
        DemoKeyFrames.expectKeyFrames(
            SheetDetentsDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SheetDetentsDemo(), scenario)
    }

    @Test func scrollingTheListExpandsTheSheet() throws {
        let scenario = try #require(SheetDetentsDemo().scenario(named: "scroll to expand"))
        let timing = try DemoChecks.run(SheetDetentsDemo(), scenario) { run in
            let home = try #require(run.root as? TrailsHomeViewController)
            let sheet = try #require(home.presentedViewController?.sheetPresentationController)
            expectEqual(sheet.selectedDetentIdentifier, .large)
            expectEqual(home.presentedViewController?.view.frame.minY, 30)
        }
        DemoKeyFrames.expectKeyFrames(
            SheetDetentsDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SheetDetentsDemo(), scenario)
    }

    @Test func aDragDownDismissesTheSheet() throws {
        let scenario = try #require(SheetDetentsDemo().scenario(named: "drag down to dismiss"))
        let timing = try DemoChecks.run(SheetDetentsDemo(), scenario) { run in
            let home = try #require(run.root as? TrailsHomeViewController)
            expectEqual(home.presentedViewController, nil)
        }
        DemoKeyFrames.expectKeyFrames(
            SheetDetentsDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SheetDetentsDemo(), scenario)
    }
}
