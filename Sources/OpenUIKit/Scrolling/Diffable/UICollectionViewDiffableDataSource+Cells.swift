import Foundation

/// Answering the collection view from the current snapshot and the providers.
extension UICollectionViewDiffableDataSource {
    func _itemCount(inSection section: Int) -> Int {
        let items = _applier.snapshot._items
        guard items.indices.contains(section) else {
            UIView._report(
                "UICollectionViewDiffableDataSource: asked for the items of section \(section), "
                    + "but the snapshot has \(items.count) sections; answered 0")
            return 0
        }
        return items[section].count
    }

    func _cell(for collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = _applier.itemIdentifier(for: indexPath) else {
            _programmerError(
                "UICollectionViewDiffableDataSource: the collection view asked for a cell at index path "
                    + "(\(indexPath.section)-\(indexPath.item)), which is not in the current snapshot")
        }
        guard let cell = _cellProvider(collectionView, indexPath, item) else {
            _programmerError(
                "UICollectionView dataSource returned a nil cell for item at index path: "
                    + "(\(indexPath.section)-\(indexPath.item)), item identifier: \(item). The cell provider "
                    + "must return a cell from dequeueReusableCell or dequeueConfiguredReusableCell")
        }
        return cell
    }

    func _supplementaryView(for collectionView: UICollectionView, kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        guard let supplementaryViewProvider else {
            _programmerError(
                "UICollectionViewDiffableDataSource: the layout asks for a supplementary view of kind \(kind) "
                    + "at (\(indexPath.section)-\(indexPath.item)), but the data source has no supplementaryViewProvider"
            )
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            _programmerError(
                "UICollectionViewDiffableDataSource: the supplementaryViewProvider returned nil for the "
                    + "supplementary view of kind \(kind) at (\(indexPath.section)-\(indexPath.item))")
        }
        return view
    }
}
