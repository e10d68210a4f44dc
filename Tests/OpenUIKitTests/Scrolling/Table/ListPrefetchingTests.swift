import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A photo feed's controller as apps write it: a plain NSObject, the data source and the
/// prefetch data source in extensions; prefetch requests are recorded (with the rows visible
/// at the time) and "loads" start and stop.
final class FeedController: NSObject {
    var count = 100
    var history: [String] = []
    var visibleAtCalls: [[Int]] = []
    var loading: Set<Int> = []
}

extension FeedController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
        cell.textLabel?.text = loading.contains(indexPath.row) ? "Loading \(indexPath.row)" : "Photo \(indexPath.row)"
        return cell
    }
}

extension FeedController: UITableViewDataSourcePrefetching {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        history.append("prefetch " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
        visibleAtCalls.append((tableView.indexPathsForVisibleRows ?? []).map(\.row))
        loading.formUnion(indexPaths.map(\.row))
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        history.append("cancel " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
        visibleAtCalls.append((tableView.indexPathsForVisibleRows ?? []).map(\.row))
        loading.subtract(indexPaths.map(\.row))
    }
}

/// A prefetcher that only implements the required method (cancelling has a default).
final class ThumbnailPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
    var requested: [[Int]] = []

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        requested.append(indexPaths.map(\.item))
    }
}

/// Prefetching (UIKitBehaviour #205): the rows one screen beyond the visible ones in the
/// direction of scrolling are announced once, nearest first; announcements are withdrawn when
/// the scrolling turns back or jumps away; visible rows are never announced.
@MainActor
@Suite struct ListPrefetchingTests {
    /// 100 rows of 44 pt in a 320 × 480 table: rows 0…10 visible at first.
    func make(_ host: HeadlessHost, _ controller: FeedController) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Photo")
        table.rowHeight = 44
        table.dataSource = controller
        table.prefetchDataSource = controller
        host.window.addSubview(table)
        host.runFrame()
        return table
    }

    func rows(_ range: ClosedRange<Int>, descending: Bool = false) -> String {
        (descending ? range.reversed() : Array(range)).map(String.init).joined(separator: ",")
    }

    @Test func defaults() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.isPrefetchingEnabled && table.prefetchDataSource == nil)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.isPrefetchingEnabled && collectionView.prefetchDataSource == nil)
    }

    /// Scrolling down by steps, then back up, then a jump with `scrollToRow`.
    @Test func scrollingDownThenBackThenAJump() {
        let host = HeadlessHost()
        let controller = FeedController()
        let table = make(host, controller)
        #expect(controller.history.isEmpty, "nothing before the table scrolls")
        // 100…580 shows rows 2…13; the window 580…1060 holds rows 13…24, 13 is visible.
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        expectEqual(controller.history, ["prefetch " + rows(14...24)])
        // 200…680 shows rows 4…15; the window adds rows 25 and 26 only.
        table.contentOffset.y = 200
        table.layoutIfNeeded()
        expectEqual(controller.history.last, "prefetch 25,26")
        // A layout pass without a move sends nothing.
        table.setNeedsLayout()
        table.layoutIfNeeded()
        expectEqual(controller.history.count, 2)
        // Back up to 150 (rows 3…14): rows 16…26 leave the window (14 and 15 were shown), and the
        // rows above are announced nearest first.
        table.contentOffset.y = 150
        table.layoutIfNeeded()
        expectEqual(controller.history.suffix(2), ["cancel " + rows(16...26), "prefetch 2,1,0"] as [String])
        // Jump to row 80 at the top (3520…4000, rows 80…90): the rows above are withdrawn and
        // those below announced.
        table.scrollToRow(at: IndexPath(row: 80, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        expectEqual(controller.history.suffix(2), ["cancel 0,1,2", "prefetch " + rows(91...99)] as [String])
        // Rows 14 and 15 were shown, not cancelled (their cells used the data).
        expectEqual(controller.loading, Set(91...99).union([14, 15]))
    }

    /// A flick down: every announcement is of rows below the visible ones, within a screen of
    /// them, ascending, never repeated, never withdrawn.
    @Test func aFlickDownAnnouncesEachRowOnceAheadOfTheScreen() {
        let host = HeadlessHost()
        let controller = FeedController()
        let table = make(host, controller)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1)
        host.runUntilIdle()
        #expect(table.contentOffset.y > 600, "the flick carried on")
        #expect(!controller.history.isEmpty)
        var announced: [Int] = []
        for (entry, visible) in zip(controller.history, controller.visibleAtCalls) {
            #expect(entry.hasPrefix("prefetch "), "no cancels while scrolling one way")
            let batch = entry.dropFirst("prefetch ".count).split(separator: ",").map { Int($0)! }
            expectEqual(batch, batch.sorted())
            let lastVisible = visible.max()!
            #expect(batch.allSatisfy { $0 > lastVisible && CGFloat($0 - lastVisible) * 44 <= 480 + 44 })
            announced += batch
        }
        #expect(Set(announced).count == announced.count, "each row once")
        let lastVisible = table.indexPathsForVisibleRows!.last!.row
        #expect(announced.max()! > lastVisible, "the rows after the screen are announced")
    }

    @Test func turnedOffOrWithoutAPrefetcherNothingIsSent() {
        let host = HeadlessHost()
        let controller = FeedController()
        let table = make(host, controller)
        table.isPrefetchingEnabled = false
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(controller.history.isEmpty)
        // Turned on again, the next move announces (from where the table is).
        table.isPrefetchingEnabled = true
        table.contentOffset.y = 200
        table.layoutIfNeeded()
        expectEqual(controller.history, ["prefetch " + rows(16...26)])
        // A reload forgets what was announced: nothing is withdrawn, the window is announced again.
        table.reloadData()
        table.layoutIfNeeded()
        table.contentOffset.y = 210
        table.layoutIfNeeded()
        expectEqual(controller.history.last, "prefetch " + rows(16...26))
    }

    /// A collection view grid of 100 × 100 items, three a row every 110 pt, with a prefetcher
    /// that implements only the required method.
    @Test func collectionViewsAnnounceTheItemsOfTheNextScreen() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = makeCollectionView(host, layout: layout, source: GridSource(counts: [60]))
        let prefetcher = ThumbnailPrefetcher()
        collectionView.prefetchDataSource = prefetcher
        host.runFrame()
        // 220…700 shows rows 2…6 (items 6…20); the window 700…1180 adds rows 7…10.
        collectionView.contentOffset.y = 220
        collectionView.layoutIfNeeded()
        expectEqual(prefetcher.requested, [Array(21...32)])
        // Back to the top: nothing lies above, so nothing is announced; items 21…32 are
        // withdrawn through the default cancel, which does nothing.
        collectionView.contentOffset.y = 0
        collectionView.layoutIfNeeded()
        #expect(prefetcher.requested.count == 1, "rows 0…4 are all visible at the top: nothing above")
        collectionView.isPrefetchingEnabled = false
        collectionView.contentOffset.y = 220
        collectionView.layoutIfNeeded()
        expectEqual(prefetcher.requested.count, 1)
    }
}
