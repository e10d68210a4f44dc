// Status: partial — no reorderingHandlers or sectionSnapshotHandlers (interactive reordering and
// user expand/collapse), no index titles
import Foundation

/// The data source that keeps a collection view in step with snapshots of your data: you
/// apply a snapshot of section and item identifiers, and it animates the view from what it
/// shows to the snapshot, asking `cellProvider` for the cells of new items.
///
/// Creating one makes it the collection view's `dataSource`; the collection view does not
/// retain it, so keep it (usually in a property of the view controller). Every apply computes
/// the difference to the current snapshot and runs it as one batch update of the collection
/// view (animated unless `animatingDifferences` is false); the first apply, and
/// `applySnapshotUsingReloadData`, reload the data instead.
///
/// Subclasses may override the data source methods (`numberOfSections(in:)`,
/// `collectionView(_:cellForItemAt:)` …) and the apply methods, as in UIKit.
///
/// - Note: Differs from UIKit: confined to the main actor. UIKit also accepts applies from one
///   background queue; here an apply off the main thread stops the program with a message.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    /// Makes (usually dequeues) and configures the cell for an item; nil is a programmer error.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath,
        _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// Makes and configures a supplementary view (a header, footer …) of `elementKind`.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String,
        _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    let _cellProvider: CellProvider
    let _applier: _DiffableApplier<SectionIdentifierType, ItemIdentifierType>

    /// The closure that makes supplementary views; the layout asking for one while it is nil
    /// is a programmer error.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source that gives `collectionView` its data and cells, and becomes its
    /// `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _cellProvider = cellProvider
        _applier = _DiffableApplier(target: collectionView)
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// The sections and items the collection view shows now, to change and apply again.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _applier.snapshot
    }

    /// Brings the collection view to `snapshot`, animating the difference unless
    /// `animatingDifferences` is false; `completion` runs when the animations have ended.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        _requireDiffableMainActor("UICollectionViewDiffableDataSource", "apply(_:animatingDifferences:completion:)")
        _applier.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Brings the collection view to `snapshot` and returns when the animations have ended.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Makes `snapshot` current and reloads the collection view's data: no difference, no
    /// animation.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        _requireDiffableMainActor("UICollectionViewDiffableDataSource", "applySnapshotUsingReloadData(_:completion:)")
        _applier.applyUsingReloadData(snapshot, completion: completion)
    }

    /// Makes `snapshot` current and reloads the collection view's data, then returns.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { continuation in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// Brings section `section` to `snapshot`'s visible items (adding the section at the end
    /// when it is new), animated unless `animatingDifferences` is false; the tree is kept for
    /// `snapshot(for:)`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        _requireDiffableMainActor("UICollectionViewDiffableDataSource", "apply(_:to:animatingDifferences:completion:)")
        _applier.apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Brings section `section` to `snapshot` and returns when the animations have ended.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// The section snapshot last applied to `section`, or its items as root items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        _applier.snapshot(for: section)
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

    // MARK: UICollectionViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { _applier.snapshot.numberOfSections }

    /// The number of items of section `section` in the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _itemCount(inSection: section)
    }

    /// The cell from the cell provider for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        _cell(for: collectionView, at: indexPath)
    }

    /// The view from the supplementary view provider.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        _supplementaryView(for: collectionView, kind: kind, at: indexPath)
    }

    /// Whether the item may be moved interactively: false (reordering handlers are not built).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// The user moved an item: the current snapshot moves it too.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        _applier.recordMoveShown(from: sourceIndexPath, to: destinationIndexPath)
    }
}
