import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UICollectionViewDiffableDataSource` driven as apps drive it (cell and supplementary
/// registrations, an id store, a delegate reading identifiers), on a real collection view.
@MainActor
@Suite struct CollectionDiffableDataSourceTests {
    /// Checks that the collection view, settled, shows exactly the data: the items on screen
    /// have cells at their layout frames, configured with their current titles, and no other
    /// cell is left in the view; each visible header names its section.
    static func expectShowsData(_ screen: PhotoGridScreen, sourceLocation: SourceLocation = #_sourceLocation) {
        let collectionView = screen.collectionView
        let snapshot = screen.dataSource.snapshot()
        var onScreen = Set<IndexPath>()
        for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
            #expect(
                collectionView.numberOfItems(inSection: section) == snapshot.numberOfItems(inSection: identifier),
                sourceLocation: sourceLocation)
            for item in 0..<snapshot.numberOfItems(inSection: identifier) {
                let indexPath = IndexPath(item: item, section: section)
                if let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame,
                    frame.intersects(collectionView.bounds)
                {
                    onScreen.insert(indexPath)
                }
            }
        }
        #expect(Set(collectionView.indexPathsForVisibleItems) == onScreen, sourceLocation: sourceLocation)
        for indexPath in collectionView.indexPathsForVisibleItems {
            let item = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[indexPath.section])[
                indexPath.item]
            guard let cell = collectionView.cellForItem(at: indexPath) as? TitleCell else {
                Issue.record("no cell at \(indexPath)", sourceLocation: sourceLocation)
                continue
            }
            #expect(cell.shownItem == item, sourceLocation: sourceLocation)
            #expect(cell.label.text == screen.titles[item], sourceLocation: sourceLocation)
            #expect(
                cell.frame == collectionView.layoutAttributesForItem(at: indexPath)?.frame,
                sourceLocation: sourceLocation)
            #expect(
                cell.alpha == 1 && !cell.isHidden && cell.superview === collectionView, sourceLocation: sourceLocation)
        }
        let cellsInView = collectionView.subviews.filter { $0 is UICollectionViewCell }
        #expect(
            cellsInView.count == onScreen.count, "stray cells left in the collection view",
            sourceLocation: sourceLocation)
        for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(
            ofKind: UICollectionView.elementKindSectionHeader)
        {
            let header = collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: indexPath)
            #expect(
                (header as? TitleHeader)?.title == "section \(snapshot.sectionIdentifiers[indexPath.section])",
                sourceLocation: sourceLocation)
        }
    }

    // UIKitBehaviour #198
    @Test func theFirstApplyShowsTheItemsThroughTheRegistrations() {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        #expect(screen.collectionView.dataSource === screen.dataSource)
        var completed = 0
        screen.dataSource.apply(screen.snapshot([(1, Array(0..<5)), (2, [10, 11])])) { completed += 1 }
        expectEqual(completed, 1)
        host.runFrame()
        expectEqual(screen.collectionView.numberOfSections, 2)
        expectEqual(screen.collectionView.visibleCells.count, 7)
        Self.expectShowsData(screen)
        expectEqual(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)), 11)
        expectEqual(screen.dataSource.indexPath(for: 4), IndexPath(item: 4, section: 0))
        expectEqual(screen.dataSource.indexPath(for: 99), nil)
        #expect(screen.dataSource.sectionIdentifier(for: 1) == 2 && screen.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(screen.dataSource.index(for: 2) == 1 && screen.dataSource.index(for: 7) == nil)
    }

    @Test func anAnimatedApplyMovesTheSameCellsAndCompletesAfterTheAnimation() {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(1, Array(0..<6))]))
        host.runFrame()
        let cellOfFive = screen.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))!
        let startOfFive = cellOfFive.center
        var completed = 0
        screen.dataSource.apply(screen.snapshot([(1, [5, 0, 1, 2, 4, 6])])) { completed += 1 }
        // Data and cell identities are final at once; the frames animate on the media clock.
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfFive)
        host.advance(by: 0.1)
        let halfway = (cellOfFive.layer.presentation() ?? cellOfFive.layer).position
        #expect(halfway != startOfFive && halfway != cellOfFive.center)
        expectEqual(completed, 0)
        host.runUntilIdle()
        expectEqual(completed, 1)
        Self.expectShowsData(screen)
    }

    @Test func aNonAnimatedApplyChangesTheLayoutAtOnce() {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(1, Array(0..<6))]))
        host.runFrame()
        var completed = 0
        screen.dataSource.apply(screen.snapshot([(1, [5, 4, 3, 2, 1, 0, 7])]), animatingDifferences: false) {
            completed += 1
        }
        expectEqual(completed, 1)
        #expect(!CAEngine.current.hasActiveAnimations)
        Self.expectShowsData(screen)
    }

    @Test func theAsyncApplyReturnsWhenTheAnimationHasEnded() async {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        // In an async function the plain call picks the async overload (as with UIKit); name the completion.
        screen.dataSource.apply(screen.snapshot([(1, Array(0..<4))]), animatingDifferences: false, completion: nil)
        host.runFrame()
        let next = screen.snapshot([(1, [3, 2, 1, 0])])
        var returned = false
        let task = Task.immediate {
            await screen.dataSource.apply(next)
            returned = true
        }
        #expect(!returned)
        host.runUntilIdle()
        await task.value
        #expect(returned)
        Self.expectShowsData(screen)
    }

    // UIKitBehaviour #200
    @Test func reconfiguringKeepsTheCellAndReloadingReplacesIt() {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(1, Array(0..<4))]))
        host.runFrame()
        let cellOfOne = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! TitleCell
        let cellOfTwo = screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as! TitleCell
        let resets = cellOfOne.resets
        var snapshot = screen.dataSource.snapshot()
        screen.titles[1] = "renamed"
        screen.titles[2] = "replaced"
        snapshot.reconfigureItems([1])
        snapshot.reloadItems([2])
        screen.dataSource.apply(snapshot)
        // Reconfigured: the same cell, configured again without prepareForReuse.
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfOne)
        #expect(cellOfOne.label.text == "renamed" && cellOfOne.resets == resets)
        // Reloaded: a new cell takes the item's place.
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) !== cellOfTwo)
        host.runUntilIdle()
        Self.expectShowsData(screen)
        // The marks acted once: the data source's snapshot carries none.
        #expect(screen.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        #expect(screen.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func aSelectionNamesTheItemNowAtThatPlace() {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(1, Array(0..<6))]))
        host.runFrame()
        // Item 5 moves to the front of the grid, under the first cell's place.
        screen.dataSource.apply(screen.snapshot([(1, [5, 0, 1, 2, 3, 4])]))
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 50, y: 80))
        expectEqual(screen.selectedItems, [5])
        expectEqual(screen.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        // The selection follows the item when it moves again.
        screen.dataSource.apply(screen.snapshot([(1, [0, 1, 5, 2, 3, 4])]), animatingDifferences: false)
        expectEqual(screen.collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        expectEqual(screen.dataSource.itemIdentifier(for: screen.collectionView.indexPathsForSelectedItems![0]), 5)
    }

    @Test(arguments: [UInt64(1), 2])
    func randomSnapshotsKeepTheVisibleCellsMatchingTheData(seed: UInt64) {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        var editor = RandomSnapshotEditor(random: SeededGenerator(seed: seed))
        var snapshot = screen.snapshot([(1, Array(0..<12)), (2, Array(20..<27)), (3, [])])
        screen.dataSource.apply(snapshot)
        host.runFrame()
        for _ in 0..<40 {
            editor.edit(&snapshot, titles: &screen.titles)
            let animated = editor.chance(60)
            screen.dataSource.apply(snapshot, animatingDifferences: animated)
            snapshot = screen.dataSource.snapshot()
            if editor.chance(20) {
                // Scroll somewhere else (possibly while cells are still moving).
                let collectionView = screen.collectionView
                let range = max(collectionView.contentSize.height - collectionView.bounds.height, 0)
                collectionView.contentOffset.y = (CGFloat(editor.random.next() % 1000) / 1000 * range).rounded()
            }
            if editor.chance(30) {
                // The next snapshot arrives while this one still animates.
                host.advance(by: Double(editor.random.next() % 20) / 100)
                continue
            }
            host.runUntilIdle()
            Self.expectShowsData(screen)
        }
        host.runUntilIdle()
        Self.expectShowsData(screen)
    }

    @Test func sectionSnapshotsShowTheirVisibleItemsAndAreKept() {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(1, [0, 1])]))
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([100, 200])
        outline.append([101, 102], to: 100)
        for item in [100, 101, 102, 200] { screen.titles[item] = "item \(item)" }
        screen.dataSource.apply(outline, to: 2, animatingDifferences: false)
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: 2), [100, 200])
        outline.expand([100])
        screen.dataSource.apply(outline, to: 2)
        host.runUntilIdle()
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: 2), [100, 101, 102, 200])
        #expect(screen.dataSource.snapshot(for: 2).isExpanded(100))
        expectEqual(screen.dataSource.snapshot(for: 1).items, [0, 1])
        Self.expectShowsData(screen)
    }

    @Test func anApplyFromTheCompletionRunsAtOnce() {
        let host = HeadlessHost()
        let screen = PhotoGridScreen(host: host)
        screen.dataSource.apply(screen.snapshot([(1, [0, 1])]))
        host.runFrame()
        let next = screen.snapshot([(1, [1, 0, 2])])
        screen.dataSource.apply(screen.snapshot([(1, [1, 0])]), animatingDifferences: false) {
            screen.dataSource.apply(next, animatingDifferences: false)
        }
        expectEqual(screen.dataSource.snapshot().itemIdentifiers, [1, 0, 2])
        Self.expectShowsData(screen)
    }

    // UIKitBehaviour #201
    @Test func anApplyFromInsideTheCellProviderRunsAfterTheCurrentOne() {
        let host = HeadlessHost()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewFlowLayout())
        host.window.addSubview(collectionView)
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        var late = NSDiffableDataSourceSnapshot<Int, Int>()
        late.appendSections([0])
        late.appendItems([1, 2, 3, 4])
        var nested = false
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            if item == 9, !nested {
                nested = true
                dataSource.apply(late)  // misuse: during the apply that shows item 9
                // The nested apply waits: the data is still the one being applied.
                expectEqual(dataSource.snapshot().itemIdentifiers, [1, 9])
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TitleCell
            cell.shownItem = item
            return cell
        }
        var first = NSDiffableDataSourceSnapshot<Int, Int>()
        first.appendSections([0])
        first.appendItems([1])
        dataSource.apply(first)
        host.runFrame()
        var second = first
        second.appendItems([9])
        dataSource.apply(second)
        #expect(nested)
        expectEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3, 4])
        host.runUntilIdle()
        expectEqual(collectionView.visibleCells.compactMap { ($0 as? TitleCell)?.shownItem }.sorted(), [1, 2, 3, 4])
    }

    // UIKitBehaviour #199
    @Test func aSubclassAnswersWithItsOverrides() {
        final class CountingDataSource: UICollectionViewDiffableDataSource<Int, Int> {
            var cellRequests = 0
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                cellRequests += 1
                return super.collectionView(collectionView, cellForItemAt: indexPath)
            }
        }
        let host = HeadlessHost()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewFlowLayout())
        host.window.addSubview(collectionView)
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot)
        host.runFrame()
        expectEqual(dataSource.cellRequests, 3)
        // Moving an item interactively moves it in the data source's snapshot.
        dataSource.collectionView(
            collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        expectEqual(dataSource.snapshot().itemIdentifiers, [2, 3, 1])
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
    }
}
