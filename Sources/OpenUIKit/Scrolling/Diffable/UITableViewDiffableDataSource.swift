import Foundation

/// The data source that keeps a table view in step with snapshots of your data: you apply a
/// snapshot of section and item identifiers, and it animates the table from what it shows to
/// the snapshot with `defaultRowAnimation`, asking `cellProvider` for the cells of new rows.
///
/// Creating one makes it the table view's `dataSource`; the table does not retain it, so keep
/// it. Every apply computes the difference to the current snapshot and runs it as one batch
/// update of the table (animated unless `animatingDifferences` is false); the first apply, and
/// `applySnapshotUsingReloadData`, reload the data instead.
///
/// Section titles, editing and moving are answered by open methods that subclasses override,
/// as in UIKit (`tableView(_:titleForHeaderInSection:)` returns nil, `tableView(_:canEditRowAt:)`
/// and `tableView(_:canMoveRowAt:)` false).
///
/// - Note: Differs from UIKit: confined to the main actor. UIKit also accepts applies from one
///   background queue; here an apply off the main thread stops the program with a message.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    /// Makes (usually dequeues) and configures the cell for a row's item; nil is a programmer
    /// error.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath,
        _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    let _cellProvider: CellProvider
    let _target: _TableDiffableTarget
    let _applier: _DiffableApplier<SectionIdentifierType, ItemIdentifierType>

    /// The animation of inserted, deleted and reloaded rows and sections (`.automatic` by
    /// default); a change takes effect on the next apply.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic {
        didSet { _target.rowAnimation = defaultRowAnimation }
    }

    /// Creates a data source that gives `tableView` its data and cells, and becomes its
    /// `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _cellProvider = cellProvider
        _target = _TableDiffableTarget(tableView: tableView)
        _applier = _DiffableApplier(target: _target)
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// The sections and items the table shows now, to change and apply again.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _applier.snapshot
    }

    /// Brings the table to `snapshot`, animating the difference unless `animatingDifferences`
    /// is false; `completion` runs when the animations have ended.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        _requireDiffableMainActor("UITableViewDiffableDataSource", "apply(_:animatingDifferences:completion:)")
        _applier.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Brings the table to `snapshot` and returns when the animations have ended.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Makes `snapshot` current and reloads the table's data: no difference, no animation.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        _requireDiffableMainActor("UITableViewDiffableDataSource", "applySnapshotUsingReloadData(_:completion:)")
        _applier.applyUsingReloadData(snapshot, completion: completion)
    }

    /// Makes `snapshot` current and reloads the table's data, then returns.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { continuation in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    // MARK: Identifiers and positions

    /// The item at `indexPath` in the current snapshot, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        _applier.itemIdentifier(for: indexPath)
    }

    /// Where `itemIdentifier` is in the current snapshot, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        _applier.indexPath(for: itemIdentifier)
    }

    /// The section at `index` in the current snapshot, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { _applier.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier` in the current snapshot, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _applier.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { _applier.snapshot.numberOfSections }

    /// The number of items of section `section` in the current snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _rowCount(inSection: section)
    }

    /// The cell from the cell provider for the row's item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        _cell(for: tableView, at: indexPath)
    }

    /// No header title (override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title (override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows are not editable (override to allow swipe actions and editing).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Rows are not movable (override to allow reordering).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing (override to delete or insert the item and apply a snapshot).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// The user moved a row: the current snapshot moves its item too.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        _applier.recordMoveShown(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// No section index (override to give one).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
