import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// UICollectionViewCompositionalLayoutConfiguration: horizontal scrolling, the spacing
/// between sections, and the layout's own headers and footers.
@MainActor
@Suite struct CollectionCompositionalHorizontalTests {
    /// Columns of two items (vertical groups 100 wide), 10 apart, sections 20 apart, between a
    /// 50-wide leading header and a 30-wide trailing footer of the whole layout.
    private func horizontalLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(100),
                heightDimension: .fractionalHeight(1)),
            subitem: item, count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .trailing)
        ]
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    // UIKitBehaviour #220
    @Test func horizontalSectionsRunLeftToRight() {
        let host = HeadlessHost()
        let (collectionView, _) = Orthogonal.collectionView(host, horizontalLayout(), counts: [4, 3])
        // Section 0 from 50: columns at 55 and 165; it ends at 270.
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 55, y: 0, width: 100, height: 240))
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 55, y: 240, width: 100, height: 240))
        expectEqual(itemFrame(collectionView, 2), CGRect(x: 165, y: 0, width: 100, height: 240))
        expectEqual(itemFrame(collectionView, 3), CGRect(x: 165, y: 240, width: 100, height: 240))
        // Section 1 from 290: columns at 295 and 405; it ends at 510, the footer after it.
        expectEqual(itemFrame(collectionView, 0, section: 1), CGRect(x: 295, y: 0, width: 100, height: 240))
        expectEqual(itemFrame(collectionView, 2, section: 1), CGRect(x: 405, y: 0, width: 100, height: 240))
        expectEqual(collectionView.contentSize, CGSize(width: 540, height: 480))
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        expectEqual(header?.frame, CGRect(x: 0, y: 0, width: 50, height: 480))
        let footer = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0))
        expectEqual(footer?.frame, CGRect(x: 510, y: 0, width: 30, height: 480))
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0)) != nil)
        // A horizontal drag scrolls it.
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.5)
        host.runUntilIdle()
        #expect(collectionView.contentOffset.x > 50 && collectionView.contentOffset.y == 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) != nil)
    }

    /// A vertical layout's `.top` layout item: a pinned header above every section, sections
    /// `interSectionSpacing` apart.
    @Test func verticalLayoutHeaderAndSpacing() {
        let host = HeadlessHost()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(40)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let (collectionView, _) = Orthogonal.collectionView(host, layout, counts: [3, 20])
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 0, y: 60, width: 320, height: 40))
        expectEqual(itemFrame(collectionView, 0, section: 1), CGRect(x: 0, y: 60 + 120 + 12, width: 320, height: 40))
        expectEqual(collectionView.contentSize.height, CGFloat(60 + 120 + 12 + 800))
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        // Pinned: it stays at the top of the visible bounds.
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 300, width: 320, height: 60))
    }

    /// In a horizontal layout an orthogonal section scrolls vertically, in a band as wide as
    /// its groups.
    @Test func orthogonalSectionOfAHorizontalLayoutScrollsVertically() {
        let host = HeadlessHost()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(150),
                heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (collectionView, _) = Orthogonal.collectionView(host, layout, counts: [6, 6])
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 0, y: 210, width: 150, height: 200))
        expectEqual(itemFrame(collectionView, 0, section: 1), CGRect(x: 150, y: 0, width: 150, height: 200))
        let scroller = Orthogonal.scroller(collectionView)
        expectEqual(scroller.frame, CGRect(x: 0, y: 0, width: 150, height: 480))
        host.drag(from: CGPoint(x: 75, y: 400), to: CGPoint(x: 75, y: 300), duration: 0.1)
        host.runUntilIdle()
        expectEqual(scroller.contentOffset, CGPoint(x: 0, y: 210))
        expectEqual(collectionView.contentOffset, .zero)
    }
}
