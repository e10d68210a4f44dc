import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Orthogonal sections of UICollectionViewCompositionalLayout: their frames, the scroll view
/// hosting their cells, dragging them, reuse, selection, and the interplay with the
/// collection view's own scrolling.
@MainActor
@Suite struct CollectionOrthogonalSectionTests {
    /// Groups run left to right from the leading inset; the section is as tall as a group plus
    /// its insets; the next section follows below.
    /// UIKitBehaviour #217
    @Test func framesOfAnOrthogonalSection() {
        let host = HeadlessHost()
        let (collectionView, _) = Orthogonal.collectionView(host, Orthogonal.layout(.continuous))
        for item in 0..<10 {
            #expect(
                itemFrame(collectionView, item) == CGRect(x: 20 + 110 * CGFloat(item), y: 5, width: 100, height: 80))
        }
        expectEqual(itemFrame(collectionView, 0, section: 1), CGRect(x: 0, y: 90, width: 320, height: 44))
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 90 + 30 * 44))
        let scroller = Orthogonal.scroller(collectionView)
        #expect(scroller.superview === collectionView)
        expectEqual(scroller.frame, CGRect(x: 0, y: 0, width: 320, height: 90))
        expectEqual(scroller.contentSize, CGSize(width: 20 + 10 * 100 + 9 * 10 + 20, height: 90))
        #expect(Orthogonal.visibleItems(collectionView) == [0, 1, 2])  // 20…120, 130…230, 240…340
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(cell.superview === scroller)
        expectEqual(cell.frame, CGRect(x: 240, y: 5, width: 100, height: 80))
        expectEqual(collectionView.indexPath(for: cell), IndexPath(item: 2, section: 0))
        // The list's cells stay in the collection view itself.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collectionView)
    }

    /// A horizontal drag in the carousel scrolls the carousel, not the collection view; the
    /// layout still reports the items where they were laid out, while the cells move.
    @Test func horizontalDragScrollsOnlyTheCarousel() {
        let host = HeadlessHost()
        let (collectionView, _) = Orthogonal.collectionView(host, Orthogonal.layout(.continuous))
        let scroller = Orthogonal.scroller(collectionView)
        var outerOffsets: Set<CGFloat> = []
        host.drag(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 100, y: 40), duration: 0.5) {
            outerOffsets.insert(collectionView.contentOffset.y)
        }
        host.runUntilIdle()
        expectEqual(outerOffsets, [0])
        expectEqual(collectionView.contentOffset, .zero)
        let offset = scroller.contentOffset.x
        #expect(offset > 150 && offset <= 810)
        expectEqual(scroller.contentOffset.y, 0)
        expectEqual(itemFrame(collectionView, 3), CGRect(x: 350, y: 5, width: 100, height: 80))
        let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(
            isClose(
                cell.convert(cell.bounds, to: collectionView), CGRect(x: 350 - offset, y: 5, width: 100, height: 80),
                tolerance: 1e-9))
        let expected = Orthogonal.itemsOnScreen(count: 10, offset: offset)
        expectEqual(Orthogonal.visibleItems(collectionView), expected)
    }

    /// A vertical drag that starts in the carousel scrolls the collection view; the carousel
    /// stays where it was.
    @Test func verticalDragInTheCarouselScrollsTheCollectionView() {
        let host = HeadlessHost()
        let (collectionView, _) = Orthogonal.collectionView(host, Orthogonal.layout(.continuous))
        let scroller = Orthogonal.scroller(collectionView)
        host.drag(from: CGPoint(x: 160, y: 80), to: CGPoint(x: 160, y: 20), duration: 0.5)
        host.runUntilIdle()
        #expect(collectionView.contentOffset.y > 30)
        expectEqual(scroller.contentOffset, .zero)
    }

    /// After scrolling through 50 items only the visible ones have cells; the rest went back
    /// to the queue and came out again.
    @Test func reuseKeepsOnlyVisibleCells() {
        let host = HeadlessHost()
        let (collectionView, source) = Orthogonal.collectionView(host, Orthogonal.layout(.continuous), counts: [50, 30])
        let scroller = Orthogonal.scroller(collectionView)
        let cellsBefore = source.cellsSeen.count  // the carousel's and the list's
        for _ in 0..<5 {
            host.drag(from: CGPoint(x: 310, y: 40), to: CGPoint(x: 10, y: 40), duration: 0.1)
            host.runUntilIdle()
        }
        let offset = scroller.contentOffset.x
        let end: CGFloat = 20 + 50 * 100 + 49 * 10 + 20 - 320
        expectEqual(offset, end)
        let expected = Orthogonal.itemsOnScreen(count: 50, offset: offset)
        expectEqual(Orthogonal.visibleItems(collectionView), expected)
        #expect(expected.contains(49))
        let cellsInScroller = scroller.subviews.filter { $0 is UICollectionViewCell }
        expectEqual(cellsInScroller.count, expected.count)
        #expect(source.cellsSeen.count <= cellsBefore + 2)  // at most two more cells made while scrolling
        for item in expected {
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! ColorCell
            expectEqual(cell.configuredItem, IndexPath(item: item, section: 0))
        }
    }

    /// A tap after the carousel scrolled selects the item under the finger.
    @Test func tapSelectsTheRightItemAfterScrolling() {
        let host = HeadlessHost()
        let (collectionView, source) = Orthogonal.collectionView(
            host, Orthogonal.layout(.groupPaging, groupWidth: .absolute(200)))
        host.drag(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 200, y: 40), duration: 0.1)
        host.runUntilIdle()
        expectEqual(Orthogonal.scroller(collectionView).contentOffset.x, 210)
        source.history = []
        host.tap(at: CGPoint(x: 100, y: 40))  // item 1 (230…430) is at 20…220 on screen
        host.runUntilIdle()
        #expect(source.history.contains("didSelect 0-1"))
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
        expectEqual(collectionView.indexPathForItem(at: CGPoint(x: 100, y: 40)), IndexPath(item: 1, section: 0))
        host.tap(at: CGPoint(x: 160, y: 150))  // the list, row 1 (134…178)
        host.runUntilIdle()
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 1)])
    }

    /// Turning orthogonal scrolling off moves the section's cells back into the collection
    /// view and removes the scroll view.
    @Test func replacingTheLayoutRetiresTheScrollView() {
        let host = HeadlessHost()
        let (collectionView, _) = Orthogonal.collectionView(host, Orthogonal.layout(.continuous))
        collectionView.setCollectionViewLayout(Orthogonal.layout(.none), animated: false)
        collectionView.layoutIfNeeded()
        #expect(!collectionView.subviews.contains { $0 is _OrthogonalScrollView })
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === collectionView)
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 20, y: 95, width: 100, height: 80))
    }
}
