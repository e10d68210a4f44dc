import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 20, iOS 18's zoom transition: a photo pushed out of its cell, dragged back, let go
/// early, zoomed back into another cell after the photo changed, and presented then pinched
/// shut — cleanly, with balanced appearance, key frames against snapshots.
@MainActor
@Suite struct ZoomTransitionDemoTests {
    private func navigation(_ run: ScenarioRun) throws -> UINavigationController {
        try #require(run.root as? UINavigationController)
    }

    private func check(_ name: String, _ expectations: (ScenarioRun) throws -> Void) throws {
        let demo = ZoomTransitionDemo()
        let scenario = try #require(demo.scenario(named: name))
        let timing = try DemoChecks.run(demo, scenario) { run in
            try expectations(run)
            let first = try navigation(run).viewControllers.first
            let album = try #require(first as? ZoomAlbumViewController)
            #expect(album.collectionView.visibleCells.allSatisfy { !$0.isHidden }, "every source cell is shown again")
        }
        DemoKeyFrames.expectKeyFrames(demo, scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(demo, scenario)
    }

    @Test func aTapZoomsThePhotoOutOfItsCell() throws {
        try check("push") { run in
            let navigation = try navigation(run)
            let photo = try #require(navigation.topViewController as? ZoomPhotoViewController)
            expectEqual(photo.index, 4)
            expectEqual(photo.view.frame, navigation.view.bounds)
        }
    }

    @Test func aDragDownZoomsItBack() throws {
        try check("drag down") { run in
            let count = try navigation(run).viewControllers.count
            expectEqual(count, 1)
        }
    }

    @Test func aShortSlowDragSpringsBack() throws {
        try check("let go early") { run in
            let top = try navigation(run).topViewController
            #expect(top is ZoomPhotoViewController)
        }
    }

    @Test func backZoomsIntoTheCellOfThePhotoShownNow() throws {
        try check("back to another photo") { run in
            let count = try navigation(run).viewControllers.count
            expectEqual(count, 1)
        }
    }

    @Test func aPinchClosesThePresentedPhoto() throws {
        try check("present, pinch closed") { run in
            let presented = try navigation(run).presentedViewController
            expectEqual(presented, nil)
        }
    }
}
