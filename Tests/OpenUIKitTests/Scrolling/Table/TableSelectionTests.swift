import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Taps highlight and select rows through the touch system, telling the delegate in order.
@MainActor
@Suite struct TableSelectionTests {
    @Test func aTapHighlightsThenSelectsInOrder() {  // UIKitBehaviour #194
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 10)
        let table = makeTable(host, source: source)
        var highlightedAfterDown = false
        var frame = 0
        // Held past the scroll view's content-touch delay (0.15 s); looked at 0.25 s in.
        host.perform([.hold(at: CGPoint(x: 100, y: 44 * 2 + 20), duration: 0.3)]) {
            frame += 1
            if frame == 15 {
                highlightedAfterDown = table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true
            }
        }
        #expect(highlightedAfterDown, "the row is highlighted while the finger is down")
        #expect(
            source.events == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.isSelected && !cell.isHighlighted)

        source.events.removeAll()
        host.tap(at: CGPoint(x: 100, y: 44 * 5 + 20))
        #expect(
            source.events == [
                "shouldHighlight 5", "didHighlight 5", "didUnhighlight 5", "willSelect 5",
                "willDeselect 2", "didDeselect 2", "didSelect 5"
            ])
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 5, section: 0)])
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, false)
    }

    @Test func multipleSelectionTogglesRows() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 10)
        let table = makeTable(host, source: source)
        table.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 100, y: 20))
        host.tap(at: CGPoint(x: 100, y: 44 + 20))
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        source.events.removeAll()
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(
            source.events == [
                "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willDeselect 0", "didDeselect 0"
            ])
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
    }

    @Test func selectingInCodeDoesNotTellTheDelegate() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 100)
        let table = makeTable(host, source: source)
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .middle)
        #expect(source.events.isEmpty)
        // Row 30 spans 1320…1364; centred: offset 1342 − 422.
        expectEqual(table.contentOffset.y, CGFloat(1342 - 422))
        expectEqual(table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected, true)
        table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
        expectEqual(table.indexPathForSelectedRow, nil)
        #expect(source.events.isEmpty)
    }

    @Test func noSelectionWhenSelectionIsOff() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 5)
        let table = makeTable(host, source: source)
        table.allowsSelection = false
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(source.events.isEmpty)
        expectEqual(table.indexPathForSelectedRow, nil)
    }

    @Test func scrollToRowBringsTheRowToEachPosition() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 100)
        let table = makeTable(host, source: source)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        expectEqual(table.contentOffset.y, 2200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        expectEqual(table.contentOffset.y, CGFloat(2244 - 844))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 844), "clamped to the end of the content")
        table.scrollToRow(at: IndexPath(row: 90, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 844), "already visible: no scrolling")
    }
}
