import Foundation

/// What a list view (a table or collection view) offers so that a diffable data source can
/// bring it from one snapshot to the next: a full reload, and a batch update made of section
/// and item inserts, deletes, moves and reloads.
///
/// The requirements are spelled as `UICollectionView`'s own methods, so a collection view
/// conforms with an empty extension. `UITableView` conforms through a small extension that
/// forwards each call to its row and section method (`insertRows(at:with:)`,
/// `deleteSections(_:with:)`, `moveRow(at:to:)`, `reconfigureRows(at:)` …) with the diffable
/// data source's `defaultRowAnimation` (the table data source can hand that value to the
/// extension through a stored property, or wrap the table in a small adapter class that
/// conforms instead).
///
/// `_DiffableApplier` drives a target like this:
///
/// 1. First apply, and `applySnapshotUsingReloadData`: the applier makes the new snapshot
///    current, then calls `reloadData()`. The target asks its data source for everything
///    again.
/// 2. Later applies: the applier calls `performBatchUpdates(_:completion:)`. Inside the
///    `updates` closure it first makes the new snapshot current — from then on the data
///    source answers with the new counts and cells — then calls the section and item methods
///    below with the positions of a `_SnapshotDifference`: `deleteSections`, `insertSections`,
///    `moveSection`, `reloadSections`, `deleteItems`, `insertItems`, `moveItem`, `reloadItems`.
///    As with UIKit's batch updates, deletes, reloads and move sources are positions *before*
///    the update and inserts and move destinations are positions *after* it, whatever the
///    order of the calls; the target applies them together when the closure returns (checking,
///    as UIKit does, that the data source's new counts equal the old ones plus inserts minus
///    deletes) and animates the change. It calls `completion` when the animations end (`true`
///    when they ran to the end).
/// 3. After `performBatchUpdates` returns, the applier calls `reconfigureItems(at:)` with *new*
///    index paths for items whose existing cells should be refreshed in place.
/// 4. `apply(_:animatingDifferences: false)` does steps 2–3 inside
///    `UIView.performWithoutAnimation`; the target must then change its layout at once, as
///    UIKit's views do when `UIView.areAnimationsEnabled` is false.
///
/// An empty difference calls nothing on the target. The target does not keep the applier
/// alive (the applier holds the target weakly and the data source owns the applier).
@MainActor
protocol _DiffableBatchTarget: AnyObject {
    /// Discards every cell and asks the data source for all sections and items again.
    func reloadData()

    /// Runs `updates` (which changes the data and names the changed positions) and applies the
    /// named changes together, animated unless animations are disabled; then calls
    /// `completion` when the animations end.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

    /// Inserts sections at these new indexes (within a batch update).
    func insertSections(_ sections: IndexSet)

    /// Deletes the sections at these old indexes, with their items (within a batch update).
    func deleteSections(_ sections: IndexSet)

    /// Replaces the contents of the sections at these old indexes, which keep their place
    /// (within a batch update).
    func reloadSections(_ sections: IndexSet)

    /// Moves the section at old index `section` to new index `newSection`, with its items
    /// (within a batch update).
    func moveSection(_ section: Int, toSection newSection: Int)

    /// Inserts items at these new index paths (within a batch update).
    func insertItems(at indexPaths: [IndexPath])

    /// Deletes the items at these old index paths (within a batch update).
    func deleteItems(at indexPaths: [IndexPath])

    /// Replaces the cells of the items at these old index paths; the items keep their place
    /// (within a batch update).
    func reloadItems(at indexPaths: [IndexPath])

    /// Moves the item at old index path `indexPath` to new index path `newIndexPath`, keeping
    /// its cell (within a batch update).
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)

    /// Asks the data source to configure the existing cells of the items at these (current)
    /// index paths again, without replacing the cells.
    func reconfigureItems(at indexPaths: [IndexPath])
}
