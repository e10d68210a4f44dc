import Foundation
import SegueTesting

@testable import OpenUIKit

/// Layouts and helpers for the orthogonal-section suites.
@MainActor
enum Orthogonal {
    /// Section 0 scrolls orthogonally with `behavior`: one item per group, groups `groupWidth`
    /// × 80 (100 × 80 by default), 10 apart, section insets 5 (top/bottom) and 20 (sides).
    /// Section 1 is a list of 44-point rows.
    static func layout(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
        groupWidth: NSCollectionLayoutDimension = .absolute(100),
        handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let fill = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            if section == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: .absolute(80)),
                    subitems: [NSCollectionLayoutItem(layoutSize: fill)])
                let carousel = NSCollectionLayoutSection(group: group)
                carousel.orthogonalScrollingBehavior = behavior
                carousel.interGroupSpacing = 10
                carousel.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
                carousel.visibleItemsInvalidationHandler = handler
                return carousel
            }
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [NSCollectionLayoutItem(layoutSize: fill)])
            return NSCollectionLayoutSection(group: row)
        }
    }

    /// A 320 × 480 collection view in the host's window with `counts` items per section.
    static func collectionView(
        _ host: HeadlessHost, _ layout: UICollectionViewLayout,
        counts: [Int] = [10, 30]
    ) -> (UICollectionView, GridSource) {
        let source = GridSource(counts: counts)
        return (makeCollectionView(host, layout: layout, source: source), source)
    }

    /// The scroll view hosting section 0's cells.
    static func scroller(_ collectionView: UICollectionView) -> UIScrollView {
        collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            ?? collectionView.subviews.compactMap { $0 as? _OrthogonalScrollView }.first!
    }

    /// The items of `section` that have a cell on screen.
    static func visibleItems(_ collectionView: UICollectionView, section: Int = 0) -> [Int] {
        collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
    }

    /// The items of the default carousel (100 wide, 110 apart from 20) on a 320-point screen
    /// when it has scrolled to `offset`.
    static func itemsOnScreen(count: Int, offset: CGFloat) -> [Int] {
        (0..<count).filter { (item: Int) -> Bool in
            let minX: CGFloat = 20 + 110 * CGFloat(item) - offset
            return minX < 320 && minX + 100 > 0
        }
    }
}
