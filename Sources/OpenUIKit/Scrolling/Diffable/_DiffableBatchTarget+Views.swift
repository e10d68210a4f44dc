import Foundation

/// A collection view's own batch-update methods are the target's requirements.
extension UICollectionView: _DiffableBatchTarget {}

/// Brings a table view to a diffable data source's snapshots: each target call forwarded to
/// the table's row or section method, with the data source's `defaultRowAnimation` for the
/// methods that take an animation.
///
/// The table data source owns it (the applier holds its target weakly); it holds the table
/// weakly, as a data source does.
@MainActor
final class _TableDiffableTarget: _DiffableBatchTarget {
    weak var tableView: UITableView?
    /// The animation for inserted, deleted and reloaded rows and sections.
    var rowAnimation: UITableView.RowAnimation = .automatic

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    func reloadData() { tableView?.reloadData() }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard let tableView else {
            updates?()
            completion?(false)
            return
        }
        tableView.performBatchUpdates(updates, completion: completion)
    }

    func insertSections(_ sections: IndexSet) { tableView?.insertSections(sections, with: rowAnimation) }
    func deleteSections(_ sections: IndexSet) { tableView?.deleteSections(sections, with: rowAnimation) }
    func reloadSections(_ sections: IndexSet) { tableView?.reloadSections(sections, with: rowAnimation) }
    func moveSection(_ section: Int, toSection newSection: Int) {
        tableView?.moveSection(section, toSection: newSection)
    }
    func insertItems(at indexPaths: [IndexPath]) { tableView?.insertRows(at: indexPaths, with: rowAnimation) }
    func deleteItems(at indexPaths: [IndexPath]) { tableView?.deleteRows(at: indexPaths, with: rowAnimation) }
    func reloadItems(at indexPaths: [IndexPath]) { tableView?.reloadRows(at: indexPaths, with: rowAnimation) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        tableView?.moveRow(at: indexPath, to: newIndexPath)
    }
    func reconfigureItems(at indexPaths: [IndexPath]) { tableView?.reconfigureRows(at: indexPaths) }
}

/// Stops the program when a diffable data source is used off the main thread.
///
/// UIKit lets an app apply snapshots from one background queue (never mixing queues) and
/// asserts when calls come from different queues. Segue confines diffable data sources to the
/// main actor, as their Swift declarations are: Swift 6 code cannot call them elsewhere, and
/// Swift 5 code (for which the main-actor annotation is only a warning) that does stops here
/// with a clear message instead of racing the view.
func _requireDiffableMainActor(_ type: String, _ api: String) {
    if !DispatchQueue._isMainContext {
        _programmerError(
            "\(type).\(api) was called off the main thread. Segue's diffable data sources are confined "
                + "to the main actor (apply snapshots from the main thread or with `await MainActor.run`)")
    }
}
