import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A table data source subclass as apps write them to get section titles: the override reads
/// the section identifier from the snapshot.
final class TitledDiffableDataSource: UITableViewDiffableDataSource<Int, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }
}

/// A contacts-list screen: a plain table, a titled diffable data source, an id store, and a
/// plain NSObject delegate that turns a selection into an item.
@MainActor
final class ContactListScreen: NSObject, UITableViewDelegate {
    var titles: [Int: String] = [:]
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var dataSource: TitledDiffableDataSource!
    var selectedItems: [Int] = []

    init(host: HeadlessHost) {
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.rowHeight = 44
        tableView.delegate = self
        host.window.addSubview(tableView)
        dataSource = TitledDiffableDataSource(tableView: tableView) { [unowned self] tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = titles[item]
            cell.tag = item
            return cell
        }
    }

    func snapshot(_ sections: [(Int, [Int])]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
            for item in items where titles[item] == nil { titles[item] = "item \(item)" }
        }
        return snapshot
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let item = dataSource.itemIdentifier(for: indexPath) { selectedItems.append(item) }
    }
}

@MainActor
@Suite struct TableDiffableDataSourceTests {
    /// Checks that the settled table shows exactly the data: a cell for each row on screen at
    /// its rect, showing its item's current title, and no stray cells.
    static func expectShowsData(_ screen: ContactListScreen, sourceLocation: SourceLocation = #_sourceLocation) {
        let tableView = screen.tableView
        let snapshot = screen.dataSource.snapshot()
        #expect(tableView.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
        var onScreen = Set<IndexPath>()
        for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
            #expect(
                tableView.numberOfRows(inSection: section) == snapshot.numberOfItems(inSection: identifier),
                sourceLocation: sourceLocation)
            for row in 0..<snapshot.numberOfItems(inSection: identifier) {
                let indexPath = IndexPath(row: row, section: section)
                let rect = tableView.rectForRow(at: indexPath)
                if rect.maxY > tableView.bounds.minY && rect.minY < tableView.bounds.maxY { onScreen.insert(indexPath) }
            }
        }
        #expect(Set(tableView.indexPathsForVisibleRows ?? []) == onScreen, sourceLocation: sourceLocation)
        for indexPath in onScreen {
            let item = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[indexPath.section])[
                indexPath.row]
            guard let cell = tableView.cellForRow(at: indexPath) else {
                Issue.record("no cell at \(indexPath)", sourceLocation: sourceLocation)
                continue
            }
            #expect(cell.tag == item && cell.textLabel?.text == screen.titles[item], sourceLocation: sourceLocation)
            #expect(cell.frame == tableView.rectForRow(at: indexPath), sourceLocation: sourceLocation)
            #expect(cell.alpha == 1 && cell.superview === tableView, sourceLocation: sourceLocation)
        }
        let cellsInView = tableView.subviews.filter { $0 is UITableViewCell }
        #expect(cellsInView.count == onScreen.count, "stray cells left in the table", sourceLocation: sourceLocation)
        for section in 0..<snapshot.numberOfSections {
            if let header = tableView.headerView(forSection: section) {
                #expect(
                    header.textLabel?.text == "Section \(snapshot.sectionIdentifiers[section])",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theTableShowsTheSnapshotWithTheSubclassTitles() {
        let host = HeadlessHost()
        let screen = ContactListScreen(host: host)
        #expect(screen.tableView.dataSource === screen.dataSource)
        screen.dataSource.apply(screen.snapshot([(7, [1, 2, 3]), (8, [4])]))
        host.runFrame()
        expectEqual(screen.tableView.visibleCells.count, 4)
        expectEqual(screen.tableView.headerView(forSection: 1)?.textLabel?.text, "Section 8")
        Self.expectShowsData(screen)
        // UIKit's answers for editing and moving.
        #expect(!screen.dataSource.tableView(screen.tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!screen.dataSource.tableView(screen.tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))
        expectEqual(screen.dataSource.tableView(screen.tableView, titleForFooterInSection: 0), nil)
        expectEqual(screen.dataSource.sectionIndexTitles(for: screen.tableView), nil)
    }

    @Test func theDefaultRowAnimationAnimatesInsertsAndDeletes() {
        let host = HeadlessHost()
        let screen = ContactListScreen(host: host)
        expectEqual(screen.dataSource.defaultRowAnimation, .automatic)
        screen.dataSource.apply(screen.snapshot([(0, [1, 2, 3])]))
        host.runFrame()
        screen.dataSource.defaultRowAnimation = .left
        let leaving = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        screen.dataSource.apply(screen.snapshot([(0, [1, 3, 4])]))
        // .left: the deleted row slides out to the left without fading, the new one slides in.
        host.advance(by: 0.15)
        let leavingX = (leaving.layer.presentation() ?? leaving.layer).position.x
        #expect(leavingX < leaving.bounds.width / 2 && leavingX > -leaving.bounds.width / 2)
        expectEqual((leaving.layer.presentation() ?? leaving.layer).opacity, 1)
        host.runUntilIdle()
        expectEqual(leaving.superview, nil)
        Self.expectShowsData(screen)
    }

    @Test func sectionsMoveWithTheirRowsAndReconfiguredRowsKeepTheirCells() {
        let host = HeadlessHost()
        let screen = ContactListScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(0, [1, 2]), (1, [3, 4]), (2, [5])]))
        host.runFrame()
        let cellOfThree = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1))!
        var snapshot = screen.dataSource.snapshot()
        snapshot.moveSection(2, beforeSection: 0)
        screen.titles[3] = "three"
        snapshot.reconfigureItems([3])
        screen.dataSource.apply(snapshot)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 2)) === cellOfThree)
        expectEqual(cellOfThree.textLabel?.text, "three")
        host.runUntilIdle()
        Self.expectShowsData(screen)
    }

    @Test func aSelectionNamesTheItemNowAtThatRow() {
        let host = HeadlessHost()
        let screen = ContactListScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(0, [1, 2, 3, 4])]))
        host.runFrame()
        screen.dataSource.apply(screen.snapshot([(0, [4, 3, 2, 1])]))
        host.runUntilIdle()
        // Row 1 (y 28 + 44 … under the 28 pt header) now shows item 3.
        let rect = screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        host.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        host.runUntilIdle()
        expectEqual(screen.selectedItems, [3])
    }

    @Test(arguments: [UInt64(11), 12])
    func randomSnapshotsKeepTheVisibleRowsMatchingTheData(seed: UInt64) {
        let host = HeadlessHost()
        let screen = ContactListScreen(host: host)
        var editor = RandomSnapshotEditor(random: SeededGenerator(seed: seed))
        var snapshot = screen.snapshot([(1, Array(0..<6)), (2, Array(20..<24))])
        screen.dataSource.apply(snapshot)
        host.runFrame()
        for _ in 0..<40 {
            editor.edit(&snapshot, titles: &screen.titles)
            screen.dataSource.defaultRowAnimation = editor.pick([
                .automatic, .fade, .left, .right, .top, .bottom, .none, .middle
            ])!
            screen.dataSource.apply(snapshot, animatingDifferences: editor.chance(60))
            snapshot = screen.dataSource.snapshot()
            if editor.chance(20) {
                let tableView = screen.tableView
                let range = max(tableView.contentSize.height - tableView.bounds.height, 0)
                tableView.contentOffset.y = (CGFloat(editor.random.next() % 1000) / 1000 * range).rounded()
            }
            if editor.chance(30) {
                host.advance(by: Double(editor.random.next() % 20) / 100)
                continue
            }
            host.runUntilIdle()
            Self.expectShowsData(screen)
        }
        host.runUntilIdle()
        Self.expectShowsData(screen)
    }
}

@MainActor
@Suite struct TableSectionHeaderUpdateTests {
    @Test func headersMoveWithTheirSections() {
        let host = HeadlessHost()
        let screen = ContactListScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(0, [1, 2]), (1, [3, 4]), (2, [5, 6])]))
        host.runFrame()
        let header = try! #require(screen.tableView.headerView(forSection: 2))
        let start = header.frame
        var snapshot = screen.dataSource.snapshot()
        snapshot.moveSection(2, beforeSection: 0)
        screen.dataSource.apply(snapshot)
        // The same header view now belongs to section 0 and moves there with its rows.
        #expect(screen.tableView.headerView(forSection: 0) === header)
        host.advance(by: 0.15)
        let y = (header.layer.presentation() ?? header.layer).position.y
        #expect(y < start.midY && y > screen.tableView.rectForHeader(inSection: 0).midY)
        host.runUntilIdle()
        expectEqual(header.frame, screen.tableView.rectForHeader(inSection: 0))
        expectEqual(header.textLabel?.text, "Section 2")
        TableDiffableDataSourceTests.expectShowsData(screen)
    }

    @Test func aNewSectionsHeaderFadesInAtItsPlace() {
        let host = HeadlessHost()
        let screen = ContactListScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(0, [1, 2])]))
        host.runFrame()
        screen.dataSource.apply(screen.snapshot([(0, [1, 2]), (5, [7])]))
        let header = try! #require(screen.tableView.headerView(forSection: 1))
        expectEqual(header.frame, screen.tableView.rectForHeader(inSection: 1))
        host.advance(by: 0.15)
        let opacity = (header.layer.presentation() ?? header.layer).opacity
        #expect(opacity > 0.1 && opacity < 0.9)
        host.runUntilIdle()
        expectEqual(header.alpha, 1)
        TableDiffableDataSourceTests.expectShowsData(screen)
    }
}
