import Foundation
import OpenUIKit
import SegueTesting
import TestSupport

/// A cell as apps write them for the modern collection view pattern: a label in the content
/// view, and what it was last configured with.
final class TitleCell: UICollectionViewCell {
    let label = UILabel()
    var shownItem: Int?
    var resets = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
        shownItem = nil
    }
}

/// A section header showing its section's identifier.
final class TitleHeader: UICollectionReusableView {
    var title = ""
}

/// A photo-grid screen written as Apple's "Implementing Modern Collection Views" sample writes
/// them (iOS 15 style): identifiers are ids, the model lives in a store the cell registration
/// reads, a diffable data source with a cell and a supplementary registration, and a plain
/// NSObject delegate that turns a selection into an item through the data source.
@MainActor
final class PhotoGridScreen: NSObject {
    /// The model: each item's title, by id.
    var titles: [Int: String] = [:]
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    /// The items the user selected, in order.
    var selectedItems: [Int] = []
    /// How many times the cell registration's handler ran.
    var configurations = 0

    init(host: HeadlessHost, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.delegate = self
        host.window.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<TitleCell, Int> { [unowned self] cell, _, item in
            cell.label.text = titles[item]
            cell.shownItem = item
            configurations += 1
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            header.title = "section \(dataSource.sectionIdentifier(for: indexPath.section).map(String.init) ?? "?")"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    /// A snapshot of `sections` (section id → item ids), giving new items a title.
    func snapshot(_ sections: [(Int, [Int])]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
            for item in items where titles[item] == nil { titles[item] = "item \(item)" }
        }
        return snapshot
    }
}

extension PhotoGridScreen: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        selectedItems.append(item)
    }
}

/// Random edits of a snapshot as an app makes them: items and sections added, deleted and
/// moved, titles changed and the items reconfigured or reloaded. New ids come from `nextID`.
struct RandomSnapshotEditor {
    var random: SeededGenerator
    var nextID = 1_000

    mutating func pick<T>(_ values: [T]) -> T? {
        values.isEmpty ? nil : values[Int(random.next() % UInt64(values.count))]
    }

    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// Applies one to four random edits to `snapshot`, changing `titles` for reconfigured and
    /// reloaded items.
    mutating func edit(_ snapshot: inout NSDiffableDataSourceSnapshot<Int, Int>, titles: inout [Int: String]) {
        for _ in 0..<(1 + random.next() % 4) {
            let items = snapshot.itemIdentifiers
            let sections = snapshot.sectionIdentifiers
            switch random.next() % 8 {
            case 0:
                let doomed = (0..<(1 + random.next() % 3)).compactMap { _ in pick(items) }
                snapshot.deleteItems(doomed)
            case 1:
                let new = (0..<(1 + random.next() % 3)).map { _ in makeID(&titles) }
                if let anchor = pick(items), chance(70) {
                    if chance(50) {
                        snapshot.insertItems(new, afterItem: anchor)
                    } else {
                        snapshot.insertItems(new, beforeItem: anchor)
                    }
                } else if let section = pick(sections) {
                    snapshot.appendItems(new, toSection: section)
                }
            case 2:
                if let item = pick(items), let anchor = pick(items), item != anchor {
                    if chance(50) {
                        snapshot.moveItem(item, afterItem: anchor)
                    } else {
                        snapshot.moveItem(item, beforeItem: anchor)
                    }
                }
            case 3:
                let section = nextID
                nextID += 1
                if let anchor = pick(sections), chance(60) {
                    snapshot.insertSections([section], beforeSection: anchor)
                } else {
                    snapshot.appendSections([section])
                }
                snapshot.appendItems((0..<(random.next() % 4)).map { _ in makeID(&titles) }, toSection: section)
            case 4:
                if sections.count > 1, let section = pick(sections) { snapshot.deleteSections([section]) }
            case 5:
                if let section = pick(sections), let anchor = pick(sections), section != anchor {
                    if chance(50) {
                        snapshot.moveSection(section, afterSection: anchor)
                    } else {
                        snapshot.moveSection(section, beforeSection: anchor)
                    }
                }
            case 6:
                let changed = Array(Set((0..<(1 + random.next() % 3)).compactMap { _ in pick(items) }))
                for item in changed { titles[item] = "item \(item) v\(random.next() % 1000)" }
                snapshot.reconfigureItems(changed)
            default:
                let changed = Array(Set((0..<(1 + random.next() % 2)).compactMap { _ in pick(items) }))
                for item in changed { titles[item] = "item \(item) r\(random.next() % 1000)" }
                snapshot.reloadItems(changed)
            }
        }
    }

    private mutating func makeID(_ titles: inout [Int: String]) -> Int {
        nextID += 1
        titles[nextID] = "item \(nextID)"
        return nextID
    }
}
