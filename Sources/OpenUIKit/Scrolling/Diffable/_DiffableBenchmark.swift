import Foundation

/// The diffable snapshot benchmark's workloads, for the separate `Benchmarks/` package
/// (`DiffableBenchmarks`), which cannot see the internal difference and applier.
///
/// Segue addition, not UIKit API: an SPI entry point (`@_spi(DiffableBenchmarks) import
/// OpenUIKit`). It builds the snapshots and runs the operations; it times nothing (the
/// benchmark reads the clock around the calls).
@_spi(DiffableBenchmarks)
public enum _DiffableBenchmark {
    /// A pair of snapshots of `itemCount` items in `sectionCount` sections, the second a typical
    /// edit of the first: about 5 % of the items deleted, 5 % inserted, 2 % moved (some across
    /// sections), 2 % reloaded and 2 % reconfigured; one section moved when there are several.
    public final class Run {
        let old: NSDiffableDataSourceSnapshot<Int, Int>
        let new: NSDiffableDataSourceSnapshot<Int, Int>

        /// Builds the pair; the edit is the same for the same arguments (seeded).
        public init(itemCount: Int, sectionCount: Int, seed: UInt64 = 1) {
            var random = _SplitMixRandom(seed: seed)
            var old = NSDiffableDataSourceSnapshot<Int, Int>()
            old.appendSections(Array(0..<sectionCount))
            let perSection = max(itemCount / sectionCount, 1)
            for section in 0..<sectionCount {
                old.appendItems(Array(section * perSection..<(section + 1) * perSection), toSection: section)
            }
            var new = old
            let items = old.itemIdentifiers
            let share = { (percent: Int) in max(items.count * percent / 100, 1) }
            new.deleteItems((0..<share(5)).map { _ in items[Int(random.next() % UInt64(items.count))] })
            var next = items.count
            for _ in 0..<share(5) {
                let remaining = new.itemIdentifiers
                new.insertItems([next], afterItem: remaining[Int(random.next() % UInt64(remaining.count))])
                next += 1
            }
            for _ in 0..<share(2) {
                let remaining = new.itemIdentifiers
                let a = remaining[Int(random.next() % UInt64(remaining.count))]
                let b = remaining[Int(random.next() % UInt64(remaining.count))]
                if a != b { new.moveItem(a, beforeItem: b) }
            }
            let remaining = new.itemIdentifiers
            new.reloadItems((0..<share(2)).map { _ in remaining[Int(random.next() % UInt64(remaining.count))] })
            new.reconfigureItems((0..<share(2)).map { _ in remaining[Int(random.next() % UInt64(remaining.count))] })
            if sectionCount > 1 { new.moveSection(0, afterSection: sectionCount - 1) }
            self.old = old
            self.new = new
        }

        /// Computes the difference; returns the number of changes it names (a checksum).
        @discardableResult
        public func difference() -> Int {
            let d = _SnapshotDifference(from: old, to: new)
            return d.deletedSections.count + d.insertedSections.count + d.movedSections.count + d.reloadedSections.count
                + d.deletedItems.count + d.insertedItems.count + d.movedItems.count + d.reloadedItems.count
                + d.reconfiguredItems.count
        }

        /// Applies the old snapshot and then, animated, the new one through a `_DiffableApplier`
        /// driving a target that only counts the calls; returns the count.
        @MainActor @discardableResult
        public func apply() -> Int {
            let target = _CountingTarget()
            let applier = _DiffableApplier<Int, Int>(target: target)
            applier.apply(old)
            applier.apply(new, animatingDifferences: true)
            return target.calls
        }

        /// Both snapshots' items, flattened (for a baseline that knows no sections).
        public var flattenedItems: (old: [Int], new: [Int]) { (old.itemIdentifiers, new.itemIdentifiers) }

        /// The number of items in the old snapshot.
        public var itemCount: Int { old.numberOfItems }
    }
}

/// A `_DiffableBatchTarget` that counts calls and does nothing else.
@MainActor
private final class _CountingTarget: _DiffableBatchTarget {
    var calls = 0
    func reloadData() { calls += 1 }
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        calls += 1
        updates?()
        completion?(true)
    }
    func insertSections(_ sections: IndexSet) { calls += 1 }
    func deleteSections(_ sections: IndexSet) { calls += 1 }
    func reloadSections(_ sections: IndexSet) { calls += 1 }
    func moveSection(_ section: Int, toSection newSection: Int) { calls += 1 }
    func insertItems(at indexPaths: [IndexPath]) { calls += 1 }
    func deleteItems(at indexPaths: [IndexPath]) { calls += 1 }
    func reloadItems(at indexPaths: [IndexPath]) { calls += 1 }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { calls += 1 }
    func reconfigureItems(at indexPaths: [IndexPath]) { calls += 1 }
}
