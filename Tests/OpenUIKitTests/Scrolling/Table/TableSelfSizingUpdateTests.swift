import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A plain NSObject source of self-sizing rows: each row's box is as tall as `boxHeights` says
/// (rows measure 21 pt more than their box: its 10-pt insets, and 1 pt for the separator).
final class BoxSource: NSObject, UITableViewDataSource {
    var boxHeights: [CGFloat]

    init(boxHeights: [CGFloat]) { self.boxHeights = boxHeights }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { boxHeights.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Sized", for: indexPath) as! SizedCell
        cell.boxHeight = boxHeights[indexPath.row]
        return cell
    }
}

/// Self-sizing rows whose content changed are measured again in batch updates and the new
/// heights animate (UIKitBehaviour #206) — the table side of what collection views now do.
@MainActor
@Suite struct TableSelfSizingUpdateTests {
    func make(_ host: HeadlessHost, _ source: BoxSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(SizedCell.self, forCellReuseIdentifier: "Sized")
        table.dataSource = source
        host.window.addSubview(table)
        host.runFrame()
        return table
    }

    func presentedMinY(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).frame.minY }

    /// UIKit's idiom: change a cell, then an empty `beginUpdates()`/`endUpdates()`.
    @Test func anEmptyUpdateAnimatesAChangedRowHeight() {
        let host = HeadlessHost()
        let source = BoxSource(boxHeights: [20, 20, 20])
        let table = make(host, source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! SizedCell
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        expectEqual(second.frame.minY, 41)
        first.boxHeight = 100
        table.beginUpdates()
        table.endUpdates()
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 121)
        expectEqual(second.frame.minY, 121)
        host.advance(by: 0.15)
        #expect(isClose(presentedMinY(second), 81, tolerance: 1e-3))
        host.runUntilIdle()
        expectEqual(presentedMinY(second), 121)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first, "the cell was not reloaded")
    }

    /// `reconfigureRows` outside a batch update is a batch update of its own: the cell stays,
    /// its new height animates.
    @Test func reconfigureRowsAnimatesTheNewHeight() {
        let host = HeadlessHost()
        let source = BoxSource(boxHeights: [20, 20, 20])
        let table = make(host, source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.boxHeights[1] = 60
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 81)
        expectEqual(third.frame.minY, 122)
        host.advance(by: 0.15)
        #expect(isClose(presentedMinY(third), 102, tolerance: 1e-3))
    }

    /// A reloaded row's new cell is measured; the rows below animate to their new places.
    @Test func reloadRowsMeasuresTheNewCell() {
        let host = HeadlessHost()
        let source = BoxSource(boxHeights: [20, 20, 20])
        let table = make(host, source)
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.boxHeights[0] = 40
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 61)
        expectEqual(third.frame.minY, 102)
        host.advance(by: 0.15)
        #expect(isClose(presentedMinY(third), 92, tolerance: 1e-3))
    }
}
