import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 11, photo grid → detail: the photo zooms out of its cell's frame (converted into the
/// container, also with the grid scrolled) and back into it.
@MainActor
@Suite struct PhotoZoomDemoTests {
    /// Each scenario's end: which photo is shown (nil: the grid), and how far the grid is
    /// scrolled from its initial position.
    @Test(
        arguments: [
            ("zoom in", 4, 0),
            ("zoom out", nil, 0),
            ("zoom in, grid scrolled", 13, PhotoZoomDemo.scrolled),
            ("drag down, finished", nil, PhotoZoomDemo.scrolled),
            ("drag down, cancelled", 13, PhotoZoomDemo.scrolled)
        ] as [(String, Int?, CGFloat)])
    func scenario(_ name: String, photo: Int?, scrolled: CGFloat) throws {
        let scenario = try #require(PhotoZoomDemo().scenario(named: name))
        let timing = try DemoChecks.run(PhotoZoomDemo(), scenario) { run in
            let navigation = try #require(run.root as? PhotoNavigationController)
            let grid = try #require(navigation.grid)
            expectEqual(navigation.transitions.interactionController, nil)
            expectEqual(grid.collectionView.contentOffset.y, scrolled - 44)
            #expect(grid.collectionView.visibleCells.allSatisfy { !$0.isHidden }, "every cell shows again")
            if let photo {
                let detail = try #require(navigation.topViewController as? PhotoDetailViewController)
                expectEqual(detail.index, photo)
                #expect(!detail.imageView.isHidden && detail.view.alpha == 1)
                expectEqual(detail.imageView.frame, CGRect(x: 0, y: 264, width: 390, height: 260))
                #expect(detail.view.superview?.subviews.count == 1, "the travelling copy is gone")
            } else {
                #expect(navigation.topViewController === grid)
                #expect(grid.view.superview?.subviews.count == 1, "the travelling copy is gone")
            }
        }
        DemoKeyFrames.expectKeyFrames(PhotoZoomDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(PhotoZoomDemo(), scenario)
    }

    /// The travelling copy of the photo in the container, during a zoom.
    private func zoomView(in navigation: UINavigationController) -> UIImageView? {
        let detail = navigation.viewControllers.last as? PhotoDetailViewController
        let container = (detail?.viewIfLoaded?.superview) ?? navigation.viewControllers.first?.view.superview
        return container?.subviews.last { $0 is UIImageView } as? UIImageView
    }

    /// The zoom in starts exactly on the tapped cell — with the grid at rest and scrolled —
    /// and ends on the detail's photo.
    @Test(arguments: [(4, 0), (13, PhotoZoomDemo.scrolled)] as [(Int, CGFloat)])
    func theZoomStartsOnTheCell(_ index: Int, scrolled: CGFloat) throws {
        try DemoChecks.run(PhotoZoomDemo()) { run in
            let navigation = try #require(run.root as? PhotoNavigationController)
            let grid = try #require(navigation.grid)
            grid.scroll(by: scrolled)
            run.host.runFrame()
            let cellFrame = PhotoGridViewController.cellFrame(index, scrolledBy: scrolled)
            let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: index, section: 0)))
            #expect(cell.convert(cell.bounds, to: nil) == cellFrame, "the scenarios' cell frame")
            var firstFrame: CGRect?
            run.host.tap(at: CGPoint(x: cellFrame.midX, y: cellFrame.midY)) {
                if firstFrame == nil, let zoom = zoomView(in: navigation) {
                    firstFrame = zoom.layer.presentation().map { zoom.superview!.convert($0.frame, to: nil) }
                }
            }
            let start = try #require(firstFrame, "the zoom began within the tap")
            #expect(
                abs(start.minX - cellFrame.minX) < 1 && abs(start.minY - cellFrame.minY) < 1
                    && abs(start.width - cellFrame.width) < 1 && abs(start.height - cellFrame.height) < 1,
                "starts on the cell: \(start) vs \(cellFrame)")
            #expect(cell.isHidden, "the cell is hidden while its photo travels")
            let zoom = try #require(zoomView(in: navigation))
            #expect(zoom.frame == CGRect(x: 0, y: 264, width: 390, height: 260), "ends on the detail's photo")
            run.host.runUntilIdle()
            #expect(!cell.isHidden)
        }
    }

    /// A pop whose cell was scrolled off screen while the detail showed scrolls the grid to
    /// it and zooms into where it is now.
    @Test func theZoomOutFindsACellScrolledAway() throws {
        try DemoChecks.run(PhotoZoomDemo()) { run in
            let navigation = try #require(run.root as? PhotoNavigationController)
            let grid = try #require(navigation.grid)
            grid.showPhoto(at: 1, animated: false)
            run.host.runUntilIdle()
            grid.scroll(by: 800)  // photo 2 is far above the visible rows now
            navigation.popViewController(animated: true)
            run.host.runFrame()
            let zoom = try #require(zoomView(in: navigation))
            let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(zoom.frame == cell.convert(cell.bounds, to: zoom.superview), "zooms into the cell where it is")
            #expect(grid.collectionView.bounds.intersects(cell.frame), "scrolled to the cell")
            run.host.runUntilIdle()
            #expect(navigation.topViewController === grid)
        }
    }

    @Test func theGridIsAFlowLayoutOfThreeSquaresARow() throws {
        try DemoChecks.run(PhotoZoomDemo()) { run in
            let grid = try #require((run.root as? PhotoNavigationController)?.grid)
            let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
            expectEqual(layout.itemSize, CGSize(width: 128, height: 128))
            for index in [0, 1, 2, 3, 7] {
                let attributes = try #require(
                    grid.collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0)))
                #expect(
                    grid.collectionView.convert(attributes.frame, to: nil) == PhotoGridViewController.cellFrame(index))
            }
        }
    }
}
