import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Reuse: only the cells in the visible bounds exist; scrolled-out cells come back through
/// prepareForReuse; dequeueing without a registration traps.
@MainActor
@Suite struct CollectionViewReuseTests {
    /// 100 × 100 items, three a row (0, 110, 220), rows 110 apart; 300 items, 100 rows.
    func grid(_ host: HeadlessHost, source: GridSource) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return makeCollectionView(host, layout: layout, source: source)
    }

    func aliveCells(_ collectionView: UICollectionView) -> [ColorCell] {
        collectionView.subviews.compactMap { $0 as? ColorCell }
    }

    @Test func onlyTheVisibleCellsExist() {
        let host = HeadlessHost()
        let source = GridSource(counts: [300])
        let collectionView = grid(host, source: source)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 10_990))  // 100 rows of 100, 99 gaps of 10
        // Rows 0…4 reach into the 480-high bounds.
        expectEqual(collectionView.indexPathsForVisibleItems, (0..<15).map { IndexPath(item: $0, section: 0) })
        expectEqual(aliveCells(collectionView).count, 15)
        expectEqual(collectionView.visibleCells.count, 15)
        // Jump to 1000: rows 9…13 (items 27…41), made from the 15 reused cells.
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.indexPathsForVisibleItems, (27..<42).map { IndexPath(item: $0, section: 0) })
        expectEqual(source.cellsSeen.count, 15)
        #expect(aliveCells(collectionView).allSatisfy { $0.prepareForReuseCount == 1 })
        #expect(aliveCells(collectionView).allSatisfy { $0.configuredItem == collectionView.indexPath(for: $0) })
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 27, section: 0))?.frame
                == CGRect(x: 0, y: 990, width: 100, height: 100))
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)), nil)
    }

    @Test func scrollingThroughEverythingKeepsAFewCells() {
        let host = HeadlessHost()
        let source = GridSource(counts: [300])
        let collectionView = grid(host, source: source)
        var most = 0
        var y: CGFloat = 0
        while y <= collectionView.contentSize.height - 480 {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            host.runFrame()  // the layout pass runs in the frame
            let visible = collectionView.indexPathsForVisibleItems
            most = max(most, aliveCells(collectionView).count)
            // Every alive cell is inside the bounds and shows its own item.
            #expect(aliveCells(collectionView).allSatisfy { $0.frame.intersects(collectionView.bounds) })
            expectEqual(visible.count, aliveCells(collectionView).count)
            y += 37
        }
        #expect(most <= 18)
        #expect(source.cellsSeen.count <= 18)
    }

    @Test func willDisplayAndDidEndDisplayingBalance() {
        let host = HeadlessHost()
        let source = GridSource(counts: [30])
        source.recordsDisplay = true
        let collectionView = grid(host, source: source)
        source.history = []
        collectionView.contentOffset = CGPoint(x: 0, y: 110)
        collectionView.layoutIfNeeded()
        #expect(
            source.history == [
                "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
                "willDisplay 0-15", "willDisplay 0-16", "willDisplay 0-17"
            ])
    }

    @Test func reloadDataAsksAgain() {
        let host = HeadlessHost()
        let source = GridSource(counts: [30])
        let collectionView = grid(host, source: source)
        source.counts = [2]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.numberOfItems(inSection: 0), 2)
        expectEqual(aliveCells(collectionView).count, 2)
        expectEqual(collectionView.contentSize.height, 100)
    }

    @Test func indexPathForItemAtAPoint() {
        let host = HeadlessHost()
        let collectionView = grid(host, source: GridSource(counts: [30]))
        expectEqual(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 250)), IndexPath(item: 7, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)  // in the spacing
        let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0))!
        expectEqual(collectionView.indexPath(for: cell), IndexPath(item: 7, section: 0))
    }

    @Test func scrollToItemPositions() {
        let host = HeadlessHost()
        let collectionView = grid(host, source: GridSource(counts: [300]))
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        expectEqual(collectionView.contentOffset.y, 1100)
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 910)  // mid 1150 − 240
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 720)  // bottom 1200 − 480
        // Never past the end of the content.
        collectionView.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        expectEqual(collectionView.contentOffset.y, collectionView.contentSize.height - 480)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 299, section: 0)) != nil)
    }

    // UIKitBehaviour #165
    @Test func dequeueingAnUnregisteredIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                    collectionViewLayout: UICollectionViewFlowLayout())
                host.window.addSubview(collectionView)
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - "
                    + "must register a nib or a class for the identifier"))
    }
}
