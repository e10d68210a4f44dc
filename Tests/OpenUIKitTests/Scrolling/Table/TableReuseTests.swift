import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Reuse: only the rows on screen have cells; cells that leave are queued and reset with
/// `prepareForReuse` before they come back; unregistered identifiers trap as in UIKit.
@MainActor
@Suite struct TableReuseTests {
    @Test func scrollingFrameByFrameKeepsOnlyVisibleCellsAlive() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 1_000)
        let table = makeTable(host, source: source, cell: CountingCell.self)
        table.rowHeight = 50
        table.layoutIfNeeded()
        var seen = Set<ObjectIdentifier>()
        var maxAlive = 0
        for frame in 1...600 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(frame) * 37)
            host.runFrame()
            let cells = table.subviews.compactMap { $0 as? CountingCell }
            for cell in cells { seen.insert(ObjectIdentifier(cell)) }
            maxAlive = max(maxAlive, cells.count)
            // The cells on screen always show their rows.
            for cell in cells {
                let indexPath = table.indexPath(for: cell)
                expectEqual(indexPath.map { "Row \($0.row)" }, cell.textLabel?.text)
            }
        }
        #expect(maxAlive <= 18, "844 pt / 50 pt rows: at most 18 rows intersect the screen")
        #expect(seen.count <= 19, "scrolling reuses cells: \(seen.count) cells were made for 450 rows")
        #expect(table.visibleCells.allSatisfy { ($0 as! CountingCell).reuseCount > 0 })
        let first = table.indexPathsForVisibleRows!.first!
        expectEqual(first.row, 600 * 37 / 50)
    }

    /// Scrolling moves the cells that stay on screen without laying them out again: nothing
    /// in a cell changed (its separator already sits in front).
    @Test func scrollingDoesNotLayOutCellsThatOnlyMove() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 100)
        let table = makeTable(host, source: source, cell: LayoutCountingCell.self)
        table.rowHeight = 50
        host.runFrame()
        host.runFrame()
        let cells = table.visibleCells.compactMap { $0 as? LayoutCountingCell }
        let before = cells.map(\.layouts)
        for frame in 1...5 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(frame) * 3)
            host.runFrame()
        }
        // Every cell that was on screen still is (15 pt of 844), and none was laid out.
        #expect(cells.allSatisfy { $0.superview === table && !$0.isHidden })
        expectEqual(cells.map(\.layouts), before)
        #expect(cells.count >= 16)
    }

    @Test func aSelectedCellIsResetWhenReused() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 100)
        let table = makeTable(host, source: source, cell: CountingCell.self)
        table.rowHeight = 50
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let selectedCell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! CountingCell
        #expect(selectedCell.isSelected)
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        table.layoutIfNeeded()
        // The cell left with row 0 and came back for a row now on screen, reset on the way.
        #expect(table.visibleCells.contains(selectedCell))
        #expect((table.indexPath(for: selectedCell)?.row ?? 0) >= 40)
        #expect(selectedCell.wasSelectedWhenReset, "prepareForReuse ran while it was still selected")
        #expect(table.visibleCells.allSatisfy { !$0.isSelected && !$0.isHighlighted })
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true, "the row is still selected")
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    @Test func willDisplayAndDidEndDisplayingFollowTheScreen() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 30)
        source.recordsDisplay = true
        let table = makeTable(host, source: source)
        table.rowHeight = 100
        table.layoutIfNeeded()
        source.events.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 150)
        table.layoutIfNeeded()
        // 0..<844 showed rows 0…8; 150..<994 shows rows 1…9.
        expectEqual(source.events, ["didEndDisplaying 0", "willDisplay 9"])
    }

    @Test func dequeueWithoutIndexPathReturnsNilForUnknownIdentifiers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        expectEqual(table.dequeueReusableCell(withIdentifier: "Nope"), nil)
        table.register(CountingCell.self, forCellReuseIdentifier: "Known")
        let cell = table.dequeueReusableCell(withIdentifier: "Known")
        #expect(cell is CountingCell)
        expectEqual(cell?.reuseIdentifier, "Known")
    }

    // UIKitBehaviour #197
    @Test func dequeueForIndexPathOfAnUnregisteredIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier"))
    }
}

/// A cell that counts its `layoutSubviews` calls.
final class LayoutCountingCell: UITableViewCell {
    var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}
