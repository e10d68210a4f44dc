import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `visibleItemsInvalidationHandler`: called at each layout pass with the section's visible
/// items (frames as laid out), the section's scroll offset and the environment; what it sets
/// is what the cells show.
@MainActor
@Suite struct CollectionVisibleItemsHandlerTests {
    /// The classic carousel effect: items shrink with their distance from the middle.
    private static func scale(
        _ item: any NSCollectionLayoutVisibleItem, _ offset: CGPoint,
        _ environment: any NSCollectionLayoutEnvironment
    ) -> CGFloat {
        let middle = environment.container.contentSize.width / 2
        return max(0.7, 1 - abs(item.frame.midX - offset.x - middle) / environment.container.contentSize.width)
    }

    // UIKitBehaviour #218
    @Test func handlerScalesTheVisibleItemsAsTheSectionScrolls() {
        let host = HeadlessHost()
        var calls: [(items: [Int], offset: CGPoint)] = []
        let layout = Orthogonal.layout(.continuous) { items, offset, environment in
            calls.append((items.map(\.indexPath.item), offset))
            for item in items {
                let scale = Self.scale(item, offset, environment)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        let (collectionView, _) = Orthogonal.collectionView(host, layout)
        expectEqual(calls.first?.items, [0, 1, 2])
        expectEqual(calls.first?.offset, .zero)
        // Item 0's middle is 70: 90 from the middle, scale 1 − 90/320.
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        expectEqual(first.transform, CGAffineTransform(scaleX: 0.71875, y: 0.71875))
        expectEqual(first.alpha, 0.71875)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform
                == CGAffineTransform(scaleX: 0.9375, y: 0.9375))
        // The bounds stay the item's size under the transform.
        expectEqual(first.bounds.size, CGSize(width: 100, height: 80))

        let scroller = Orthogonal.scroller(collectionView)
        let before = calls.count
        var offsetsDuringDrag: [CGFloat] = []
        host.drag(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 150, y: 40), duration: 0.5) {
            offsetsDuringDrag.append(scroller.contentOffset.x)
        }
        host.runUntilIdle()
        #expect(calls.count > before + 5)  // called as the section scrolls
        let offset = scroller.contentOffset
        expectEqual(calls.last?.offset, offset)
        expectEqual(calls.last?.items, Orthogonal.visibleItems(collectionView))
        for item in Orthogonal.visibleItems(collectionView) {
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
            let midX = 70 + 110 * CGFloat(item)
            let scale = max(0.7, 1 - abs(midX - offset.x - 160) / 320)
            expectEqual(cell.transform, CGAffineTransform(scaleX: scale, y: scale))
            // Frames as laid out: the handler's items do not move with the scrolling.
            #expect(
                collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.center
                    == CGPoint(x: midX, y: 45))
        }
    }

    /// A section that scrolls with the layout gets the collection view's offset.
    @Test func handlerOfAnOrdinarySectionGetsTheCollectionViewsOffset() {
        let host = HeadlessHost()
        var offsets: [CGPoint] = []
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            for item in items where item.indexPath.item % 2 == 1 { item.isHidden = true }
        }
        let (collectionView, _) = Orthogonal.collectionView(
            host, UICollectionViewCompositionalLayout(section: section), counts: [40])
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        collectionView.layoutIfNeeded()
        expectEqual(offsets.last, CGPoint(x: 0, y: 120))
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isHidden, true)
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHidden, false)
        // A hidden item is not hit.
        expectEqual(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 175)), nil)
    }

    /// A z-index the handler raises orders the cell inside its section's scroll view.
    @Test func handlerZIndexOrdersCellsInTheCarousel() {
        let host = HeadlessHost()
        let layout = Orthogonal.layout(.continuous) { items, _, _ in
            for item in items where item.indexPath.item == 1 { item.zIndex = 10 }
        }
        let (collectionView, _) = Orthogonal.collectionView(host, layout)
        let scroller = Orthogonal.scroller(collectionView)
        let raised = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(scroller.subviews.last === raised)
        expectEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex, 10)
    }
}
