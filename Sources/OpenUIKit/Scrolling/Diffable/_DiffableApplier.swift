import Foundation

/// The engine of a diffable data source: holds the snapshot the list view shows, and brings
/// the view (a `_DiffableBatchTarget`) to each new snapshot applied.
///
/// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` own one applier
/// each, answer their view's data source questions from `snapshot` (`numberOfSections`,
/// `numberOfItems(inSection:)`, `itemIdentifier(for:)` for the cell provider) and forward
/// `apply(_:animatingDifferences:completion:)`, `applySnapshotUsingReloadData(_:completion:)`
/// and `snapshot()` to it. See `_DiffableBatchTarget` for the exact calls a view receives.
///
/// Behaviour, as UIKit's (iOS 15 and later):
/// - the first apply reloads the view's data (there is no previous state to animate from);
/// - `animatingDifferences: true` animates the difference in one batch update;
/// - `animatingDifferences: false` applies the same difference without animation (since
///   iOS 15 it no longer reloads all data; `applySnapshotUsingReloadData` does);
/// - the snapshot kept (and returned by `snapshot()`) carries no reload or reconfigure marks:
///   they act once, on the apply that carries them.
@MainActor
final class _DiffableApplier<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The view brought up to date (not retained).
    weak var target: (any _DiffableBatchTarget)?

    /// The snapshot the view shows: what the data source answers from.
    private(set) var snapshot = Snapshot()

    /// Whether a snapshot was applied yet (the first apply reloads).
    private(set) var hasAppliedSnapshot = false

    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)` since
    /// the last full snapshot (which forgets them).
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Item → index path in `snapshot`, built on first use after each apply.
    private var indexPathCache: [ItemIdentifierType: IndexPath]?

    /// Whether an apply is bringing the view up to date right now.
    private var isApplying = false

    /// Applies asked for while another was in progress, run in order once it is done.
    private var deferredApplies: [() -> Void] = []

    /// Completions that came due during an apply, run once it is done (so that they may apply
    /// again, as apps do).
    private var dueCompletions: [() -> Void] = []

    /// An applier driving `target`.
    init(target: (any _DiffableBatchTarget)?) {
        self.target = target
    }

    // MARK: Applying

    /// Brings the view to `newSnapshot`: a reload the first time, otherwise the difference from
    /// the current snapshot in one batch update (animated or not). `completion` runs when the
    /// view's update has finished (after the batch update's animations).
    ///
    /// An apply asked for while another is bringing the view up to date (from a cell provider,
    /// say) is reported and runs right after it, as UIKit's serial apply queue would.
    func apply(_ newSnapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        serialized {
            self.applyNow(
                newSnapshot, animatingDifferences: animatingDifferences, completion: self.afterApplying(completion))
        }
    }

    /// `completion`, postponed to the end of the apply when it comes due during one.
    private func afterApplying(_ completion: (() -> Void)?) -> (() -> Void)? {
        guard let completion else { return nil }
        return { if self.isApplying { self.dueCompletions.append(completion) } else { completion() } }
    }

    /// Runs `work` now, or after the apply in progress.
    private func serialized(_ work: @escaping () -> Void) {
        if isApplying {
            UIView._report(
                "diffable data source: a snapshot was applied while another apply was in progress "
                    + "(from a cell provider or a layout pass?); it is applied after that one")
            deferredApplies.append(work)
            return
        }
        isApplying = true
        work()
        while !deferredApplies.isEmpty { deferredApplies.removeFirst()() }
        isApplying = false
        let due = dueCompletions
        dueCompletions = []
        for completion in due { completion() }
    }

    private func applyNow(_ newSnapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        guard hasAppliedSnapshot, let target else {
            reloadNow(newSnapshot, completion: completion)
            return
        }
        let difference = _SnapshotDifference(from: snapshot, to: newSnapshot)
        guard !difference.isEmpty else {
            adopt(newSnapshot)
            completion?()
            return
        }
        let update = {
            self.performUpdates(difference, newSnapshot, on: target, completion: completion)
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Makes `newSnapshot` current and reloads the view's data, without computing a difference
    /// or animating; then runs `completion`.
    func applyUsingReloadData(_ newSnapshot: Snapshot, completion: (() -> Void)? = nil) {
        serialized { self.reloadNow(newSnapshot, completion: self.afterApplying(completion)) }
    }

    private func reloadNow(_ newSnapshot: Snapshot, completion: (() -> Void)?) {
        adopt(newSnapshot)
        hasAppliedSnapshot = true
        target?.reloadData()
        completion?()
    }

    /// Brings section `section` to `sectionSnapshot`'s visible items (appending the section
    /// when the snapshot lacks it), as `apply(_:animatingDifferences:completion:)` would, and
    /// keeps the tree for `snapshot(for:)`.
    func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        serialized {
            var next = self.snapshot
            if next.indexOfSection(section) == nil { next.appendSections([section]) }
            next._replaceItems(inSection: next.indexOfSection(section)!, with: sectionSnapshot.visibleItems)
            let kept = self.sectionSnapshots
            self.applyNow(next, animatingDifferences: animatingDifferences, completion: self.afterApplying(completion))
            self.sectionSnapshots = kept
            self.sectionSnapshots[section] = sectionSnapshot
        }
    }

    /// The section snapshot last applied to `section`, or one made of the section's items (all
    /// roots) when none was; empty when the section is not in the snapshot.
    func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let kept = sectionSnapshots[section] { return kept }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if let index = snapshot.indexOfSection(section) { flat.append(snapshot._items[index]) }
        return flat
    }

    /// The batch update of `difference`, then its reconfigures.
    private func performUpdates(
        _ difference: _SnapshotDifference, _ newSnapshot: Snapshot,
        on target: any _DiffableBatchTarget, completion: (() -> Void)?
    ) {
        if difference.hasStructuralChanges {
            target.performBatchUpdates(
                {
                    self.adopt(newSnapshot)
                    if !difference.deletedSections.isEmpty { target.deleteSections(difference.deletedSections) }
                    if !difference.insertedSections.isEmpty { target.insertSections(difference.insertedSections) }
                    for move in difference.movedSections { target.moveSection(move.from, toSection: move.to) }
                    if !difference.reloadedSections.isEmpty { target.reloadSections(difference.reloadedSections) }
                    if !difference.deletedItems.isEmpty { target.deleteItems(at: difference.deletedItems) }
                    if !difference.insertedItems.isEmpty { target.insertItems(at: difference.insertedItems) }
                    for move in difference.movedItems { target.moveItem(at: move.from, to: move.to) }
                    if !difference.reloadedItems.isEmpty { target.reloadItems(at: difference.reloadedItems) }
                }, completion: { _ in completion?() })
        } else {
            adopt(newSnapshot)
        }
        if !difference.reconfiguredItems.isEmpty { target.reconfigureItems(at: difference.reconfiguredItems) }
        if !difference.hasStructuralChanges { completion?() }
    }

    /// Moves the item at `source` to `destination` in the current snapshot without touching
    /// the view, which already shows the move (the user reordered it). Index paths that name
    /// no item are reported and ignored.
    func recordMoveShown(from source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(for: source), snapshot._items.indices.contains(destination.section) else {
            UIView._report(
                "diffable data source: ignored a move from \(source) to \(destination): no such item or section")
            return
        }
        var next = snapshot
        next._items[source.section].remove(at: source.item)
        let row = min(max(destination.item, 0), next._items[destination.section].count)
        next._items[destination.section].insert(item, at: row)
        next._sectionOfItem[item] = next._sections[destination.section]
        adopt(next)
    }

    private func adopt(_ newSnapshot: Snapshot) {
        snapshot = newSnapshot._withoutReloadMarks
        sectionSnapshots = [:]
        indexPathCache = nil
    }

    // MARK: Lookups for the data source

    /// The item at `indexPath` of the current snapshot, or nil when there is none.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, snapshot._items.indices.contains(indexPath.section),
            snapshot._items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return snapshot._items[indexPath.section][indexPath.item]
    }

    /// The index path of `itemIdentifier` in the current snapshot, or nil when it is not there.
    /// O(1) after the first lookup following an apply.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        if let indexPathCache { return indexPathCache[itemIdentifier] }
        var cache: [ItemIdentifierType: IndexPath] = [:]
        cache.reserveCapacity(snapshot.numberOfItems)
        for (section, items) in snapshot._items.enumerated() {
            for (row, item) in items.enumerated() { cache[item] = IndexPath(item: row, section: section) }
        }
        indexPathCache = cache
        return cache[itemIdentifier]
    }

    /// The section at `index` of the current snapshot, or nil when there is none.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        snapshot._sections.indices.contains(index) ? snapshot._sections[index] : nil
    }

    /// The index of `sectionIdentifier` in the current snapshot, or nil when it is not there.
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        snapshot._sectionIndex[sectionIdentifier]
    }
}
