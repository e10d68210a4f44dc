import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 10, list → detail: a tap on a table row selects it and pushes its detail; the list
/// deselects the row alongside the pop, and a cancelled back swipe leaves it selected.
@MainActor
@Suite struct ListDetailDemoTests {
    /// Each scenario's end: whether the detail is on top, and whether row 3 is selected.
    @Test(arguments: [
        ("push", true, true),
        ("pop", false, false),
        ("swipe back, finished", false, false),
        ("swipe back, cancelled", true, true)
    ])
    func scenario(_ name: String, showsDetail: Bool, rowSelected: Bool) throws {
        let scenario = try #require(ListDetailDemo().scenario(named: name))
        let timing = try DemoChecks.run(ListDetailDemo(), scenario) { run in
            let navigation = try #require(run.root as? ListNavigationController)
            let list = try #require(navigation.list)
            expectEqual(navigation.viewControllers.count, (showsDetail ? 2 : 1))
            #expect(navigation.transitions.interactionController == nil, "forgotten once the finger lifted")
            if showsDetail {
                let detail = try #require(navigation.topViewController as? PlaceDetailViewController)
                expectEqual(detail.place.name, "Dune Sea")
                expectEqual(detail.view.frame, navigation.view.bounds)
                #expect(list.view.window == nil, "the list is out of the window under the detail")
            } else {
                expectEqual(list.view.frame, navigation.view.bounds)
                #expect(list.view.superview?.subviews.count == 1, "the dimming view went with the transition")
            }
            let row3 = IndexPath(row: 3, section: 0)
            expectEqual(list.tableView.indexPathForSelectedRow, (rowSelected ? row3 : nil))
            expectEqual(list.tableView.cellForRow(at: row3)?.isSelected, rowSelected)
        }
        DemoKeyFrames.expectKeyFrames(ListDetailDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(ListDetailDemo(), scenario)
    }

    /// The rows are what the data source configured: a subtitle list content configuration
    /// with the place's picture, and a disclosure indicator.
    @Test func rowsShowTheirPlaceWithAListContentConfiguration() throws {
        try DemoChecks.run(ListDetailDemo()) { run in
            let list = try #require((run.root as? ListNavigationController)?.list)
            expectEqual(list.tableView.numberOfRows(inSection: 0), 36)
            let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
            let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
            expectEqual(content.text, "Moonrise Camp")
            expectEqual(content.secondaryText?.hasPrefix("Hill Country"), true)
            #expect(content.image != nil)
            expectEqual(cell.accessoryType, .disclosureIndicator)
            expectEqual(cell.frame.minY, 2 * PlaceListViewController.rowHeight)
            // Row 2 as the scenarios see it in the window: below the navigation bar.
            expectEqual(cell.convert(cell.bounds, to: nil), PlaceListViewController.rowFrame(2))
        }
    }

    /// Half-way through a pop, the row's selection is half faded: the deselection runs
    /// alongside the transition, with its timing.
    @Test func theSelectionFadesAlongsideThePop() throws {
        try DemoChecks.run(ListDetailDemo()) { run in
            let navigation = try #require(run.root as? ListNavigationController)
            let list = try #require(navigation.list)
            list.showPlace(at: IndexPath(row: 3, section: 0), animated: false)
            run.host.runUntilIdle()
            navigation.popViewController(animated: true)
            run.host.runFrame()
            let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
            let selection = try #require(cell.subviews.first { $0.backgroundColor == .systemGray4 })
            #expect(selection.layer.presentation()?.opacity ?? 0 > 0.9, "still selected as the pop starts")
            run.host.advance(by: ListSlideAnimator.duration / 2)
            let halfWay = selection.layer.presentation()?.opacity ?? -1
            #expect(halfWay > 0.2 && halfWay < 0.8, "half faded: \(halfWay)")
            expectEqual(list.tableView.indexPathForSelectedRow, nil)
            run.host.runUntilIdle()
            #expect(selection.alpha == 0 || selection.superview == nil)
        }
    }

    /// A swipe let go at 30 % puts the selection back; the selection follows the finger while
    /// it drags (deselected in the model, its fade scrubbed).
    @Test func aCancelledSwipeReselectsTheRow() throws {
        try DemoChecks.run(ListDetailDemo()) { run in
            let navigation = try #require(run.root as? ListNavigationController)
            let list = try #require(navigation.list)
            list.showPlace(at: IndexPath(row: 3, section: 0), animated: false)
            run.host.runUntilIdle()
            var duringDrag: IndexPath?? = .none
            run.host.drag(from: CGPoint(x: 4, y: 420), to: CGPoint(x: 120, y: 420), duration: 0.6) {
                if navigation.transitionCoordinator?.isInteractive == true {
                    duringDrag = list.tableView.indexPathForSelectedRow
                }
            }
            #expect(duringDrag == .some(nil), "deselected while the swipe drives the pop")
            #expect(navigation.transitionCoordinator?.isCancelled == true, "let go slowly before half-way")
            run.host.runUntilIdle()
            #expect(navigation.topViewController is PlaceDetailViewController)
            expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        }
    }
}
