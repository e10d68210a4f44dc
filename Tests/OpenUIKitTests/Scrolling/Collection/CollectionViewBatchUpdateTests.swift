import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// performBatchUpdates: validation against the data source, and the animations at exact
/// instants (0.3 s, ease-in-out, on the media clock).
@MainActor
@Suite struct CollectionViewBatchUpdateTests {
    /// 100 × 100 items three a row: item i at x = 110 × (i % 3), y = 110 × (i / 3).
    func grid(_ host: HeadlessHost, source: GridSource) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = makeCollectionView(host, layout: layout, source: source)
        host.runFrame()
        return collectionView
    }

    func center(_ item: Int) -> CGPoint { CGPoint(x: 50 + 110 * CGFloat(item % 3), y: 50 + 110 * CGFloat(item / 3)) }

    func presented(_ view: UIView) -> (position: CGPoint, opacity: Double) {
        let layer = view.layer.presentation() ?? view.layer
        return (layer.position, Double(layer.opacity))
    }

    // UIKitBehaviour #164
    @Test func insertingMovesTheOthersAndFadesTheNewCellIn() {
        let host = HeadlessHost()
        let source = GridSource(counts: [6])
        let collectionView = grid(host, source: source)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        var completed: [Bool] = []
        source.counts = [7]
        collectionView.performBatchUpdates(
            {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { completed.append($0) })
        // The model is final at once; the cells keep their identities at the new index paths.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === third)
        let inserted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(inserted !== first && inserted.center == center(0) && inserted.alpha == 1)
        let p = ReferenceMotion.bezier(0.1 / 0.3, ReferenceMotion.easeInEaseOut)
        host.advance(by: 0.1)
        #expect(isClose(presented(first).position.x, 50 + 110 * CGFloat(p), tolerance: 1e-4))
        #expect(
            isClose(
                presented(third).position, CGPoint(x: 270 - 220 * CGFloat(p), y: 50 + 110 * CGFloat(p)), tolerance: 1e-4
            ))
        #expect(isClose(presented(inserted).opacity, p, tolerance: 1e-4))
        host.advance(by: 0.1)
        #expect(completed.isEmpty)
        host.advance(by: 0.1 + 1.0 / 60)
        expectEqual(completed, [true])
        #expect(presented(first).position == center(1) && presented(inserted).opacity == 1)
        expectEqual(collectionView.visibleCells.count, 7)
    }

    @Test func deletingFadesTheCellOutThenReusesIt() {
        let host = HeadlessHost()
        let source = GridSource(counts: [6])
        source.recordsDisplay = true
        let collectionView = grid(host, source: source)
        let doomed = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let next = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        source.counts = [5]
        source.history = []
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === next)
        #expect(doomed.superview === collectionView)
        host.advance(by: 0.15)
        #expect(isClose(presented(doomed).opacity, 0.5, tolerance: 1e-4))
        #expect(isClose(presented(next).position.x, 215, tolerance: 1e-4))
        #expect(source.history.isEmpty)
        host.advance(by: 0.15 + 1.0 / 60)
        expectEqual(doomed.superview, nil)
        expectEqual(source.history, ["didEndDisplaying 0-1"])
        expectEqual(collectionView.indexPathsForVisibleItems.count, 5)
    }

    @Test func movesAndSelectionFollowTheItems() {
        let host = HeadlessHost()
        let source = GridSource(counts: [6])
        let collectionView = grid(host, source: source)
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let moving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === moving)
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        host.advance(by: 0.15)
        #expect(isClose(presented(moving).position, CGPoint(x: 160, y: 105), tolerance: 1e-4))
        host.runUntilIdle()
        expectEqual(moving.center, center(5))
    }

    @Test func sectionsInsertAndDelete() {
        let host = HeadlessHost()
        let source = GridSource(counts: [3])
        let collectionView = grid(host, source: source)
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        source.counts = [3, 3]
        collectionView.performBatchUpdates({ collectionView.insertSections(IndexSet(integer: 0)) })
        expectEqual(collectionView.numberOfSections, 2)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === cell)
        host.runUntilIdle()
        #expect(cell.frame == CGRect(x: 0, y: 100, width: 100, height: 100))  // no line spacing between sections
        source.counts = [3]
        collectionView.deleteSections(IndexSet(integer: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        host.runUntilIdle()
        #expect(cell.frame.origin == .zero && collectionView.visibleCells.count == 3)
    }

    @Test func reloadingReplacesTheCell() {
        let host = HeadlessHost()
        let source = GridSource(counts: [3])
        let collectionView = grid(host, source: source)
        let old = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        let new = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(new !== old && new.frame == old.frame)
        host.runUntilIdle()
        #expect(old.superview == nil && new.superview === collectionView)
    }

    // UIKitBehaviour #166
    @Test func aMismatchedCountIsUIKitsInvalidUpdate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let source = GridSource(counts: [6])
                let collectionView = makeCollectionView(host, layout: UICollectionViewFlowLayout(), source: source)
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])  // the data still has 6
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                """
                Invalid update: invalid number of items in section 0. The number of items contained in an \
                existing section after the update (6) must be equal to the number of items contained in that \
                section before the update (6), plus or minus the number of items inserted or deleted from that \
                section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of \
                that section (0 moved in, 0 moved out).
                """))
    }

    @Test func aMismatchedSectionCountTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let source = GridSource(counts: [6])
                let collectionView = makeCollectionView(host, layout: UICollectionViewFlowLayout(), source: source)
                source.counts = [6, 1, 1]
                collectionView.insertSections(IndexSet(integer: 1))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                """
                Invalid update: invalid number of sections. The number of sections contained in the collection \
                view after the update (3) must be equal to the number of sections contained in the collection \
                view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).
                """))
    }
}
