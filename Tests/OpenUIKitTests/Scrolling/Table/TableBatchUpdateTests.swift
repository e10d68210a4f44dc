import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Batch updates: checked against the data source, animated on the media clock.
@MainActor
@Suite struct TableBatchUpdateTests {
    /// The ease-in-ease-out curve of UIView animations at 0.5 is 0.5 by symmetry.
    /// UIKitBehaviour #195
    @Test func anInsertedRowFadesInAndTheRowsBelowSlideDown() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 5)
        let table = makeTable(host, source: source)
        host.runFrame()
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var completed: Bool?
        table.performBatchUpdates(
            {
                source.rows[0].insert("New", at: 2)
                table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            }, completion: { completed = $0 })
        let inserted = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        expectEqual(inserted.textLabel?.text, "New")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === below, "the old row 2 is now row 3")
        expectEqual(inserted.frame.minY, 88)
        #expect(below.frame.minY == 132, "model values are final at once")
        expectEqual(table.contentSize.height, CGFloat(6 * 44))
        host.advance(by: 0.15)
        #expect(abs((inserted.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-3)
        #expect(abs((below.layer.presentation()?.frame.minY ?? -1) - 110) < 1e-3, "halfway from 88 to 132")
        expectEqual(completed, nil)
        host.runUntilIdle()
        expectEqual(completed, true)
        expectEqual(inserted.layer.presentation()?.opacity, 1)
    }

    @Test func aDeletedRowSlidesOutLeftAndIsReusedAfterTheAnimation() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 5)
        source.recordsDisplay = true
        let table = makeTable(host, source: source)
        host.runFrame()
        let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.events.removeAll()
        source.rows[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        expectEqual(table.numberOfRows(inSection: 0), 4)
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Row 2")
        #expect(deleted.superview === table, "still on screen while it slides out")
        host.advance(by: 0.15)
        #expect(abs((deleted.layer.presentation()?.frame.minX ?? 0) - (-195)) < 1e-3)
        #expect(source.events.isEmpty)
        host.runUntilIdle()
        expectEqual(deleted.superview, nil)
        expectEqual(source.events, ["didEndDisplaying 1"])
    }

    @Test func moveReloadAndSectionChangesKeepCellsAndSelectionInStep() {
        let host = HeadlessHost()
        let source = RecordingTableSource(rows: [["a", "b", "c"], ["d"]])
        let table = makeTable(host, source: source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let c = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        table.beginUpdates()
        source.rows[0] = ["c", "a", "B"]
        // after the update: section 1
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        source.rows.insert(["new"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .top)
        table.endUpdates()
        host.runUntilIdle()
        expectEqual(table.numberOfSections, 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === c)
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
        expectEqual(table.visibleCells.map { $0.textLabel?.text }, ["new", "c", "a", "B", "d"])
    }

    // UIKitBehaviour #197
    @Test func anInconsistentRowCountIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let source = RecordingTableSource(count: 4)
                let table = makeTable(host, source: source)
                source.rows[0].append("extra")
                table.performBatchUpdates({}, completion: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                """
                Invalid update: invalid number of rows in section 0. The number of rows contained in an existing \
                section after the update (5) must be equal to the number of rows contained in that section \
                before the update (4), plus or minus the number of rows inserted or deleted from that section \
                (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section \
                (0 moved in, 0 moved out).
                """))
    }

    @Test func reloadDataReplacesEveryCell() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 3)
        let table = makeTable(host, source: source)
        source.rows = [["x", "y"]]
        table.reloadData()
        expectEqual(table.numberOfRows(inSection: 0), 2)
        expectEqual(table.visibleCells.map { $0.textLabel?.text }, ["x", "y"])
    }
}
