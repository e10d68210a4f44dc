import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A cell whose height comes from Auto Layout: a bar pinned to the content view's edges.
final class SizingCell: UICollectionViewCell {
    let bar = UIView()
    var barHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 20)
        // 100 wide unless the layout fixes the width (999 loses only to a required width).
        let width = bar.widthAnchor.constraint(equalToConstant: 100)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            width, barHeight
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source using cell registrations, the modern way.
final class RegistrationSource: NSObject, UICollectionViewDataSource {
    var count: Int
    let registration = UICollectionView.CellRegistration<SizingCell, Int> { cell, _, item in
        cell.barHeight.constant = CGFloat(20 + 10 * item)
    }
    let header = UICollectionView.SupplementaryRegistration<SectionHeader>(elementKind: "header") {
        view, kind, indexPath in
        view.title = "\(kind) \(indexPath.section)"
    }

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
}

/// UICollectionViewCompositionalLayout's list and grid cases, and self-sizing.
@MainActor
@Suite struct CollectionCompositionalLayoutTests {
    /// Rows 44 high, 1 apart, inset 16 at the sides and 10 above and below, under a 30 header.
    @Test func listWithHeader() {
        let host = HeadlessHost()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        section.supplementariesFollowContentInsets = false
        let collectionView = makeCollectionView(
            host, layout: UICollectionViewCompositionalLayout(section: section),
            source: GridSource(counts: [5]))
        for row in 0..<5 {
            #expect(
                itemFrame(collectionView, row) == CGRect(x: 16, y: 30 + 10 + CGFloat(row) * 45, width: 288, height: 44))
        }
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 274))  // 30 + 10 + 5 × 44 + 4 + 10
        expectEqual(collectionView.visibleCells.count, 5)
    }

    /// Thirds of a 300-wide view: square 100 slots, each cell inset by 2.
    @Test func gridOfFractionalItems() {
        let host = HeadlessHost()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3),
                heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = makeCollectionView(
            host, layout: layout, source: GridSource(counts: [7]),
            frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(isClose(itemFrame(collectionView, 0)!, CGRect(x: 2, y: 2, width: 96, height: 96), tolerance: 1e-9))
        #expect(isClose(itemFrame(collectionView, 2)!, CGRect(x: 202, y: 2, width: 96, height: 96), tolerance: 1e-9))
        #expect(isClose(itemFrame(collectionView, 4)!, CGRect(x: 102, y: 102, width: 96, height: 96), tolerance: 1e-9))
        #expect(isClose(itemFrame(collectionView, 6)!, CGRect(x: 2, y: 202, width: 96, height: 96), tolerance: 1e-9))
        #expect(isClose(collectionView.contentSize.height, 300, tolerance: 1e-9))
    }

    /// `subitem:count:` shares the width: (300 − 3 × 4) / 4 = 72 per item; groups stack 8 apart.
    @Test func countedGroupWithFixedSpacing() {
        let host = HeadlessHost()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(999),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(80)),
            subitem: item, count: 4)
        group.interItemSpacing = .fixed(4)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let collectionView = makeCollectionView(
            host, layout: UICollectionViewCompositionalLayout(section: section),
            source: GridSource(counts: [6]), frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 76, y: 0, width: 72, height: 80))
        expectEqual(itemFrame(collectionView, 3), CGRect(x: 228, y: 0, width: 72, height: 80))
        expectEqual(itemFrame(collectionView, 5), CGRect(x: 76, y: 88, width: 72, height: 80))
    }

    @Test func sectionProviderGetsTheContainer() {
        let host = HeadlessHost()
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let height: CGFloat = index == 0 ? 50 : 20
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5),
                    heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .absolute(height)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let collectionView = makeCollectionView(host, layout: layout, source: GridSource(counts: [3, 2]))
        expectEqual(widths.first, 320)
        expectEqual(itemFrame(collectionView, 2), CGRect(x: 0, y: 50, width: 160, height: 50))
        expectEqual(itemFrame(collectionView, 1, section: 1), CGRect(x: 160, y: 100, width: 160, height: 20))
    }

    /// Estimated heights: each row takes the height its constraints give (20 + 10 × item).
    @Test func estimatedRowsSizeThemselves() {
        let host = HeadlessHost()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                elementKind: "header", alignment: .top)
        ]
        let source = RegistrationSource(count: 4)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 0, y: 10, width: 320, height: 20))
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 0, y: 30, width: 320, height: 30))
        expectEqual(itemFrame(collectionView, 3), CGRect(x: 0, y: 100, width: 320, height: 50))
        expectEqual(collectionView.contentSize.height, 150)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 100, width: 320, height: 50))
        #expect(
            (collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))
                as? SectionHeader)?.title
                == "header 0")
    }

    /// Flow layout with `automaticSize`: both sides come from the constraints (100 wide).
    @Test func flowLayoutAutomaticSize() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        let source = RegistrationSource(count: 4)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        // Three 100-wide cells a row (justified: 0, 110, 220), the row as high as its tallest (40).
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 0, y: 10, width: 100, height: 20))
        expectEqual(itemFrame(collectionView, 2), CGRect(x: 220, y: 0, width: 100, height: 40))
        expectEqual(itemFrame(collectionView, 3), CGRect(x: 110, y: 50, width: 100, height: 50))
        expectEqual(collectionView.contentSize.height, 100)
    }
}
