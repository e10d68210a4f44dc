import Foundation

/// The changes that take a list view from one snapshot's layout to another's, in the form a
/// table or collection view's batch update takes them.
///
/// Index spaces follow `performBatchUpdates(_:completion:)`: deletes, reloads and the sources
/// of moves name positions in the *old* layout; inserts and the destinations of moves name
/// positions in the *new* layout. A batch update applies them as if all at once: it removes
/// what is deleted (and moved away), then places what is inserted (and moved in), and every
/// other section and item keeps its relative order. Reconfigures alone are in the new layout
/// and are meant to be applied once the batch update's data is in place (they change no
/// positions).
///
/// The difference follows UIKit's rules for a valid batch update: items of deleted,
/// inserted or reloaded sections are never named one by one; a section or item is never both
/// moved and reloaded (it is deleted at its old place and inserted at its new one instead);
/// items only move between sections that both survive unreloaded.
///
/// Computed in O(n log n) for n sections plus items: identifiers are matched by hashing, and
/// what stays in place is the longest run of matched elements that kept their relative order
/// (a longest increasing subsequence), so the moves are as few as possible.
struct _SnapshotDifference: Equatable, Sendable {
    /// One section or item that moves from an old position to a new one.
    struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// The position in the old layout.
        var from: Position
        /// The position in the new layout.
        var to: Position
    }

    /// Sections removed, at their old indexes.
    var deletedSections = IndexSet()
    /// Sections added, at their new indexes.
    var insertedSections = IndexSet()
    /// Sections that move, old index to new index, with their items.
    var movedSections: [Move<Int>] = []
    /// Sections whose contents are replaced, at their old indexes (they keep their place).
    var reloadedSections = IndexSet()
    /// Items removed, at their old index paths (ascending).
    var deletedItems: [IndexPath] = []
    /// Items added, at their new index paths (ascending).
    var insertedItems: [IndexPath] = []
    /// Items that move, old index path to new index path (ordered by destination).
    var movedItems: [Move<IndexPath>] = []
    /// Items whose cells are replaced, at their old index paths (they keep their place).
    var reloadedItems: [IndexPath] = []
    /// Items whose existing cells are updated in place, at their new index paths.
    var reconfiguredItems: [IndexPath] = []

    /// Whether the difference needs a batch update (anything but reconfigures).
    var hasStructuralChanges: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty || !reloadedSections.isEmpty
            || !deletedItems.isEmpty || !insertedItems.isEmpty || !movedItems.isEmpty || !reloadedItems.isEmpty
    }

    /// Whether applying the difference changes nothing at all.
    var isEmpty: Bool { !hasStructuralChanges && reconfiguredItems.isEmpty }

    /// An empty difference (to be filled by hand, e.g. from a recorded batch update).
    init() {}

    /// The difference that takes a view showing `old` to `new`, honouring `new`'s reload and
    /// reconfigure marks (`old`'s marks are ignored).
    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>,
        to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        // Sections: present in both snapshots, in new order, with their old index.
        var commonSections: [(old: Int, new: Int)] = []
        for (newIndex, section) in new._sections.enumerated() {
            if let oldIndex = old._sectionIndex[section] {
                commonSections.append((oldIndex, newIndex))
            } else {
                insertedSections.insert(newIndex)
            }
        }
        for (oldIndex, section) in old._sections.enumerated() where new._sectionIndex[section] == nil {
            deletedSections.insert(oldIndex)
        }
        let stationarySections = _longestIncreasingSubsequence(commonSections.map { $0.old })
        // Old section index → new section index for sections whose items are diffed one by one.
        var carried: [Int: Int] = [:]
        for (position, pair) in commonSections.enumerated() {
            let stays = stationarySections.contains(position)
            let reloaded = new._reloadedSections.contains(new._sections[pair.new])
            switch (stays, reloaded) {
            case (true, false): carried[pair.old] = pair.new
            case (false, false):
                carried[pair.old] = pair.new
                movedSections.append(Move(from: pair.old, to: pair.new))
            case (true, true): reloadedSections.insert(pair.old)
            case (false, true):
                deletedSections.insert(pair.old)
                insertedSections.insert(pair.new)
            }
        }
        diffItems(old, new, carried: carried)
    }

    /// Fills the item changes of the sections in `carried` (old index → new index).
    private mutating func diffItems<Section, Item>(
        _ old: NSDiffableDataSourceSnapshot<Section, Item>,
        _ new: NSDiffableDataSourceSnapshot<Section, Item>,
        carried: [Int: Int]
    ) {
        // Where each item of a carried old section was.
        var oldPaths: [Item: IndexPath] = [:]
        oldPaths.reserveCapacity(old.numberOfItems)
        for oldSection in carried.keys {
            for (row, item) in old._items[oldSection].enumerated() {
                oldPaths[item] = IndexPath(item: row, section: oldSection)
            }
        }
        var survivors = Set<Item>()
        survivors.reserveCapacity(oldPaths.count)
        for (oldSection, newSection) in carried.sorted(by: { $0.value < $1.value }) {
            let items = new._items[newSection]
            // Items that were in this same section: the longest run in old order stays put.
            var sameSectionRows: [(row: Int, oldRow: Int)] = []
            for (row, item) in items.enumerated() {
                if let path = oldPaths[item] {
                    survivors.insert(item)
                    if path.section == oldSection { sameSectionRows.append((row, path.item)) }
                }
            }
            let stays = _longestIncreasingSubsequence(sameSectionRows.map { $0.oldRow })
            var staying = Set<Int>(minimumCapacity: stays.count)
            for position in stays { staying.insert(sameSectionRows[position].row) }
            for (row, item) in items.enumerated() {
                let newPath = IndexPath(item: row, section: newSection)
                guard let oldPath = oldPaths[item] else {
                    insertedItems.append(newPath)
                    continue
                }
                let reloaded = new._reloadedItems.contains(item)
                if staying.contains(row) {
                    if reloaded { reloadedItems.append(oldPath) }
                } else if reloaded {
                    deletedItems.append(oldPath)
                    insertedItems.append(newPath)
                } else {
                    movedItems.append(Move(from: oldPath, to: newPath))
                }
                if !reloaded && new._reconfiguredItems.contains(item) { reconfiguredItems.append(newPath) }
            }
        }
        for (item, path) in oldPaths where !survivors.contains(item) {
            deletedItems.append(path)
        }
        deletedItems.sort()
        insertedItems.sort()
        reloadedItems.sort()
    }
}

/// The positions (indexes into `values`) of one longest strictly increasing subsequence of
/// `values`, in O(n log n) (patience sorting with back links).
func _longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
    guard !values.isEmpty else { return [] }
    // Fast path: already increasing (the common case of an unchanged order).
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return Set(values.indices) }
    var tails: [Int] = []  // tails[k]: position of the smallest tail of an increasing run of length k + 1
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>(minimumCapacity: tails.count)
    var position = tails.last!
    while position >= 0 {
        result.insert(position)
        position = previous[position]
    }
    return result
}
