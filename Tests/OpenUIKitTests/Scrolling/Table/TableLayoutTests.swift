import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Row, section and content geometry: fixed, estimated and self-sizing rows, grouped sections
/// (hand-computed; the host's scale is 1, so a separator is 1 pt).
@MainActor
@Suite struct TableLayoutTests {
    @Test func fixedRowsStackFromTheTopAndOnlyVisibleRowsHaveCells() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 20)
        let table = makeTable(host, source: source)
        table.rowHeight = 50
        table.layoutIfNeeded()
        expectEqual(table.contentSize, CGSize(width: 390, height: 1000))
        expectEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 150, width: 390, height: 50))
        expectEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 390, height: 1000))
        // Rows 0…16 intersect 0..<844 (row 16 starts at 800).
        expectEqual(table.indexPathsForVisibleRows, (0...16).map { IndexPath(row: $0, section: 0) })
        expectEqual(table.visibleCells.count, 17)
        let tops: [CGFloat] = (0...16).map { CGFloat($0) * 50 }
        expectEqual(table.visibleCells.map { $0.frame.minY }, tops)
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 149)), IndexPath(row: 2, section: 0))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 150)), IndexPath(row: 3, section: 0))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 1000)), nil)
        let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))
        expectEqual(cell?.textLabel?.text, "Row 4")
        expectEqual(cell.flatMap { table.indexPath(for: $0) }, IndexPath(row: 4, section: 0))
        expectEqual(table.cellForRow(at: IndexPath(row: 18, section: 0)), nil)
        expectEqual(table.numberOfSections, 1)
        expectEqual(table.numberOfRows(inSection: 0), 20)
    }

    // UIKitBehaviour #191
    @Test func theDefaultRowIs44PointsWithTheContentViewAboveTheSeparator() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 3)
        let table = makeTable(host, source: source)
        expectEqual(table.rowHeight, UITableView.automaticDimension)
        expectEqual(table.contentSize.height, CGFloat(44 * 3))
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        first.layoutIfNeeded()
        expectEqual(first.contentView.frame, CGRect(x: 0, y: 0, width: 390, height: 43))
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        last.layoutIfNeeded()
        #expect(last.contentView.frame.height == 44, "the last row of a section has no separator")
    }

    // UIKitBehaviour #192
    @Test func estimatedRowsAreMeasuredWhenShown() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 100)
        source.heights = { _ in 30 }
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.estimatedRowHeight = 100
        table.dataSource = source
        table.delegate = source
        #expect(table.contentSize.height == 0, "nothing is loaded before layout")
        #expect(table.rectForRow(at: IndexPath(row: 50, section: 0)).minY == 5000, "estimates until shown")
        host.window.addSubview(table)
        table.layoutIfNeeded()
        // Rows 0…28 are shown and measured (row 28 starts at 840 < 844); the rest keep 100.
        expectEqual(table.visibleCells.count, 29)
        expectEqual(table.contentSize.height, CGFloat(29 * 30 + 71 * 100))
        expectEqual(table.rectForRow(at: IndexPath(row: 29, section: 0)), CGRect(x: 0, y: 870, width: 390, height: 100))
        table.contentOffset = CGPoint(x: 0, y: 870)
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: IndexPath(row: 29, section: 0)).height, 30)
        expectEqual(table.contentSize.height, CGFloat(58 * 30 + 42 * 100))
    }

    // UIKitBehaviour #193
    @Test func selfSizingRowsTakeTheirContentViewsAutoLayoutHeightPlusTheSeparator() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 5)
        let table = makeTable(host, source: source, cell: SizedCell.self)
        // Box 20 + 5 × (row % 3), 10 above and below, plus a 1 pt separator except on the last row.
        expectEqual(table.visibleCells.map(\.frame.height), [41, 46, 51, 41, 45])
        expectEqual(table.visibleCells.map(\.frame.minY), [0, 41, 87, 138, 179])
        expectEqual(table.contentSize.height, 224)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! SizedCell
        cell.layoutIfNeeded()
        expectEqual(cell.box.frame, CGRect(x: 16, y: 10, width: 390 - 32, height: 25))
    }

    @Test func groupedSectionsHaveHeadersAndFootersBetweenThem() {
        let host = HeadlessHost()
        let source = RecordingTableSource(rows: [["a", "b", "c"], ["d", "e"]])
        source.headerHeights = { $0 == 1 ? 40 : UITableView.automaticDimension }
        let table = makeTable(host, style: .grouped, source: source)
        table.rowHeight = 44
        table.layoutIfNeeded()
        expectEqual(table.backgroundColor, .systemGroupedBackground)
        // Section 0: header 18, rows 18/62/106, footer 150…168; section 1: header 40, rows 208/252, footer 296…314.
        expectEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 390, height: 18))
        expectEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 106)
        expectEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 150, width: 390, height: 18))
        expectEqual(table.rect(forSection: 1), CGRect(x: 0, y: 168, width: 390, height: 146))
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 1)), CGRect(x: 0, y: 252, width: 390, height: 44))
        expectEqual(table.contentSize.height, 314)
        expectEqual(table.indexPathsForVisibleRows?.count, 5)
    }

    @Test func insetGroupedRowsAreInsetAndRounded() {
        let host = HeadlessHost()
        let source = RecordingTableSource(rows: [["a", "b", "c"]])
        let table = makeTable(host, style: .insetGrouped, source: source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let middle = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        expectEqual(first.frame, CGRect(x: 20, y: 18, width: 350, height: 44))
        expectEqual(first.layer.cornerRadius, 10)
        expectEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        expectEqual(middle.layer.cornerRadius, 0)
    }

    /// A plain table of two sections of 30 rows of 40 pt under 30-pt titled headers (the
    /// source is returned to keep it alive: the table holds it weakly).
    private func twoTitledSections(_ host: HeadlessHost) -> (UITableView, RecordingTableSource) {
        let source = RecordingTableSource(rows: [(0..<30).map { "\($0)" }, (0..<30).map { "\($0)" }])
        source.headerHeights = { _ in 30 }
        source.headerTitles = { "Section \($0)" }
        let table = makeTable(host, source: source)
        table.rowHeight = 40
        return (table, source)
    }

    @Test func plainHeadersFloatWhileTheirSectionIsUnderThem() {
        let host = HeadlessHost()
        let (table, source) = twoTitledSections(host)
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 500, "pinned to the top of the visible area")
        // Section 0 ends at 30 + 1200; its header is pushed up by the end of its rows.
        table.contentOffset = CGPoint(x: 0, y: 1210)
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0)?.frame.minY, 1200)
        expectEqual(table.headerView(forSection: 1)?.frame.minY, 1230)
        expectEqual(table.headerView(forSection: 0)?.textLabel?.text, "Section 0")
        withExtendedLifetime(source) {}
    }

    @Test func floatingHeadersStayInFrontWithoutMarkingTheTableForLayoutAgain() {
        let host = HeadlessHost()
        let (table, source) = twoTitledSections(host)
        table.contentOffset = CGPoint(x: 0, y: 1210)  // both headers on screen
        host.runUntilIdle()
        let headers = [table.headerView(forSection: 0), table.headerView(forSection: 1)].compactMap { $0 }
        expectEqual(headers.count, 2)
        #expect(table.subviews.suffix(2).elementsEqual(headers, by: ===), "headers above the rows, in section order")
        // Raising headers that are already in front must not mark the table for another layout
        // (it did, so a table with two headers on screen laid itself out on every frame).
        #expect(!table.layer.needsLayout())
        host.runFrame()
        #expect(!table.layer.needsLayout())
        let rowsBefore = Set(table.indexPathsForVisibleRows ?? [])
        table.contentOffset.y += 400  // ten rows come in at the bottom; section 1's header stays pinned
        table.layoutIfNeeded()
        #expect((table.indexPathsForVisibleRows ?? []).contains { !rowsBefore.contains($0) })
        #expect(table.subviews.last === headers[1], "the new rows went behind the header")
        withExtendedLifetime(source) {}
    }

    @Test func nonFiniteAndNegativeHeightsAreReportedAndReplaced() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 3)
        source.heights = { $0.row == 1 ? .nan : ($0.row == 2 ? -5 : 50) }
        let table = makeTable(host, source: source)
        expectEqual(table.visibleCells.map(\.frame.height), [50, 44, 44])
        #expect(host.reports.contains { $0.contains("height of the row at [0, 1]") && $0.contains("nan") })
        #expect(host.reports.contains { $0.contains("height of the row at [0, 2]") && $0.contains("-5") })
    }
}
