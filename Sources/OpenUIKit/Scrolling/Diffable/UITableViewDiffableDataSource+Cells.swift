import Foundation

/// Answering the table from the current snapshot and the cell provider.
extension UITableViewDiffableDataSource {
    func _rowCount(inSection section: Int) -> Int {
        let items = _applier.snapshot._items
        guard items.indices.contains(section) else {
            UIView._report(
                "UITableViewDiffableDataSource: asked for the rows of section \(section), "
                    + "but the snapshot has \(items.count) sections; answered 0")
            return 0
        }
        return items[section].count
    }

    func _cell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        guard let item = _applier.itemIdentifier(for: indexPath) else {
            _programmerError(
                "UITableViewDiffableDataSource: the table asked for a cell at index path "
                    + "(\(indexPath.section)-\(indexPath.row)), which is not in the current snapshot")
        }
        guard let cell = _cellProvider(tableView, indexPath, item) else {
            _programmerError(
                "UITableView dataSource returned a nil cell for row at index path: "
                    + "(\(indexPath.section)-\(indexPath.row)), item identifier: \(item). The cell provider "
                    + "must return a cell from dequeueReusableCell(withIdentifier:for:)")
        }
        return cell
    }
}
