import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 18, a map-style sheet at an undimmed custom detent: the map takes a tap beside the
/// sheet, and a drag pulls the sheet to medium — cleanly, key frames against snapshots.
@MainActor
@Suite struct MapSheetDemoTests {
    @Test func theMapTakesATapBesideThePeekingSheet() throws {
        let scenario = try #require(MapSheetDemo().scenario(named: "tap a pin"))
        let timing = try DemoChecks.run(MapSheetDemo(), scenario) { run in
            let map = try #require(run.root as? MapScreenViewController)
            expectEqual(map.selectedPin, "Corner Bakery")
            expectEqual(map.places?.detailLabel.text, "Corner Bakery")
            let top = try #require(map.places?.view.frame.minY)
            #expect(abs(top - (844 - 120)) < 1e-9, "at the peek detent: \(top)")
        }
        DemoKeyFrames.expectKeyFrames(MapSheetDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(MapSheetDemo(), scenario)
    }

    @Test func aDragPullsTheSheetToMedium() throws {
        let scenario = try #require(MapSheetDemo().scenario(named: "pull the sheet up"))
        let timing = try DemoChecks.run(MapSheetDemo(), scenario) { run in
            let map = try #require(run.root as? MapScreenViewController)
            expectEqual(map.places?.sheetPresentationController?.selectedDetentIdentifier, .medium)
        }
        DemoKeyFrames.expectKeyFrames(MapSheetDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(MapSheetDemo(), scenario)
    }
}
