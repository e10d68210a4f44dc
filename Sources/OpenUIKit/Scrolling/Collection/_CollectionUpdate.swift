import Foundation

/// The changes recorded inside one `performBatchUpdates` (or one implicit update).
///
/// As in UIKit, deletes and reloads name index paths before the update, inserts name index
/// paths after it, and moves name one of each.
struct _BatchUpdate {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    /// Items to reconfigure once the update is applied, at their index paths before it.
    var reconfiguredItems: [IndexPath] = []
}

/// How the index paths before a batch update map to those after it; built from the recorded
/// changes and the data source's counts, trapping (as UIKit raises) when they disagree.
struct _CollectionUpdateMapping {
    /// New section for each old section (nil: deleted).
    private(set) var sectionMap: [Int?] = []
    /// New index path of each old item that survives (moved items included).
    private(set) var itemMap: [IndexPath: IndexPath] = [:]
    /// Old index path of each new item that existed before.
    private(set) var inverseItemMap: [IndexPath: IndexPath] = [:]
    /// Old index paths whose items are reloaded (a new cell replaces theirs).
    private(set) var reloadedOld: Set<IndexPath> = []
    /// New index paths of inserted items (and of every item of an inserted or reloaded section).
    private(set) var insertedNew: Set<IndexPath> = []
    /// The changes as the layout's update items.
    private(set) var updateItems: [(action: UICollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?)] =
        []

    init(old: [Int], new: [Int], batch: _BatchUpdate) {
        _mapSections(old: old, new: new, batch: batch)
        for (newSection, count) in new.enumerated() {
            guard let oldSection = sectionMap.firstIndex(of: newSection),
                !batch.reloadedSections.contains(oldSection)
            else {
                for item in 0..<count { insertedNew.insert(IndexPath(item: item, section: newSection)) }
                continue
            }
            _mapItems(
                oldSection: oldSection, newSection: newSection, oldCount: old[oldSection], newCount: count, batch: batch
            )
        }
        for (old, new) in itemMap { inverseItemMap[new] = old }
        for item in batch.deletedItems { updateItems.append((.delete, item, nil)) }
        for item in batch.insertedItems { updateItems.append((.insert, nil, item)) }
        for item in batch.reloadedItems { updateItems.append((.reload, item, itemMap[item])) }
        for move in batch.movedItems { updateItems.append((.move, move.from, move.to)) }
        for section in batch.deletedSections {
            updateItems.append((.delete, IndexPath(item: NSNotFound, section: section), nil))
        }
        for section in batch.insertedSections {
            updateItems.append((.insert, nil, IndexPath(item: NSNotFound, section: section)))
        }
        for section in batch.reloadedSections {
            updateItems.append(
                (.reload, IndexPath(item: NSNotFound, section: section), IndexPath(item: NSNotFound, section: section)))
        }
        for move in batch.movedSections {
            updateItems.append(
                (.move, IndexPath(item: NSNotFound, section: move.from), IndexPath(item: NSNotFound, section: move.to)))
        }
    }

    private mutating func _mapSections(old: [Int], new: [Int], batch: _BatchUpdate) {
        for section in batch.deletedSections where section < 0 || section >= old.count {
            _programmerError(
                "attempt to delete section \(section), but there are only \(old.count) sections before the update")
        }
        for section in batch.reloadedSections where section < 0 || section >= old.count {
            _programmerError(
                "attempt to reload section \(section), but there are only \(old.count) sections before the update")
        }
        for section in batch.insertedSections where section < 0 || section >= new.count {
            _programmerError(
                "attempt to insert section \(section) but there are only \(new.count) sections after the update")
        }
        for move in batch.movedSections
        where move.from < 0 || move.from >= old.count || move.to < 0 || move.to >= new.count {
            _programmerError(
                "attempt to move section \(move.from) to section \(move.to), but there are \(old.count) sections "
                    + "before the update and \(new.count) after it")
        }
        let expected = old.count - batch.deletedSections.count + batch.insertedSections.count
        guard new.count == expected else {
            _programmerError(
                "Invalid update: invalid number of sections. The number of sections contained in the collection "
                    + "view after the update (\(new.count)) must be equal to the number of sections contained in the "
                    + "collection view before the update (\(old.count)), plus or minus the number of sections inserted "
                    + "or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        sectionMap = Array(repeating: nil, count: old.count)
        var taken = batch.insertedSections
        for move in batch.movedSections {
            sectionMap[move.from] = move.to
            taken.insert(move.to)
        }
        let moved = Set(batch.movedSections.map(\.from))
        var free = (0..<new.count).filter { !taken.contains($0) }.makeIterator()
        for section in old.indices where !batch.deletedSections.contains(section) && !moved.contains(section) {
            sectionMap[section] = free.next()
        }
    }

    private mutating func _mapItems(oldSection: Int, newSection: Int, oldCount: Int, newCount: Int, batch: _BatchUpdate)
    {
        let deleted = Set(batch.deletedItems.filter { $0.section == oldSection }.map(\.item))
        let inserted = Set(batch.insertedItems.filter { $0.section == newSection }.map(\.item))
        let movesOut = batch.movedItems.filter { $0.from.section == oldSection }
        let movesIn = batch.movedItems.filter { $0.to.section == newSection }
        for item in deleted where item < 0 || item >= oldCount {
            _programmerError(
                "attempt to delete item \(item) from section \(oldSection) which only contains \(oldCount) items before the update"
            )
        }
        for item in inserted where item < 0 || item >= newCount {
            _programmerError(
                "attempt to insert item \(item) into section \(newSection), but there are only \(newCount) items "
                    + "in section \(newSection) after the update")
        }
        for reload in batch.reloadedItems
        where reload.section == oldSection && (reload.item < 0 || reload.item >= oldCount) {
            _programmerError(
                "attempt to reload item \(reload.item) from section \(oldSection) which only contains \(oldCount) items before the update"
            )
        }
        let expected = oldCount - deleted.count + inserted.count + movesIn.count - movesOut.count
        guard newCount == expected else {
            _programmerError(
                "Invalid update: invalid number of items in section \(newSection). The number of items contained "
                    + "in an existing section after the update (\(newCount)) must be equal to the number of items "
                    + "contained in that section before the update (\(oldCount)), plus or minus the number of items "
                    + "inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and "
                    + "plus or minus the number of items moved into or out of that section (\(movesIn.count) moved in, "
                    + "\(movesOut.count) moved out).")
        }
        for move in movesOut { itemMap[move.from] = move.to }
        let movedOut = Set(movesOut.map(\.from.item))
        let taken = inserted.union(movesIn.map(\.to.item))
        var free = (0..<newCount).filter { !taken.contains($0) }.makeIterator()
        for item in 0..<oldCount where !deleted.contains(item) && !movedOut.contains(item) {
            guard let slot = free.next() else { break }
            itemMap[IndexPath(item: item, section: oldSection)] = IndexPath(item: slot, section: newSection)
        }
        for item in inserted { insertedNew.insert(IndexPath(item: item, section: newSection)) }
        for reload in batch.reloadedItems where reload.section == oldSection {
            reloadedOld.insert(reload)
            if let new = itemMap[reload] { insertedNew.insert(new) }
        }
    }

    /// The new index path of an old item; nil when it was deleted or its section was.
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? { itemMap[indexPath] }

    /// The new index of an old section; nil when it was deleted.
    func newSection(forOld section: Int) -> Int? { sectionMap.indices.contains(section) ? sectionMap[section] : nil }
}
