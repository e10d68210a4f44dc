import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Adds the items to the end of the section `sectionIdentifier`, or of the last section
    /// when it is nil.
    ///
    /// The snapshot must have a section, the named section must be in it, and the items must
    /// be new to the snapshot and unique; UIKit raises an exception otherwise.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType],
        toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let sectionIndex: Int
        if let sectionIdentifier {
            guard let index = _sectionIndex[sectionIdentifier] else {
                _programmerError(
                    "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): Invalid section identifier "
                        + "specified: \(sectionIdentifier) is not in the snapshot")
            }
            sectionIndex = index
        } else {
            guard !_sections.isEmpty else {
                _programmerError(
                    "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): There are currently no "
                        + "sections in the data source. Please add a section first.")
            }
            sectionIndex = _sections.count - 1
        }
        _adoptNewItems(identifiers, into: sectionIndex)
        _items[sectionIndex].append(contentsOf: identifiers)
    }

    /// Inserts the items just before the item `beforeIdentifier`, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let anchor = _requireItem(beforeIdentifier, "insertItems(_:beforeItem:)", role: "insert items before")
        _adoptNewItems(identifiers, into: anchor.section)
        _items[anchor.section].insert(contentsOf: identifiers, at: anchor.item)
    }

    /// Inserts the items just after the item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let anchor = _requireItem(afterIdentifier, "insertItems(_:afterItem:)", role: "insert items after")
        _adoptNewItems(identifiers, into: anchor.section)
        _items[anchor.section].insert(contentsOf: identifiers, at: anchor.item + 1)
    }

    /// Removes the items from the snapshot; identifiers that are not in it are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let section = _sectionOfItem.removeValue(forKey: identifier), let index = _sectionIndex[section]
            else { continue }
            doomed[index, default: []].insert(identifier)
            _reloadedItems.remove(identifier)
            _reconfiguredItems.remove(identifier)
        }
        for (index, items) in doomed { _items[index].removeAll { items.contains($0) } }
    }

    /// Removes every item and every section: the snapshot becomes empty.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item `identifier` to just before the item `toIdentifier` (possibly into
    /// another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` to just after the item `toIdentifier` (possibly into
    /// another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks the items for reloading: applying the snapshot replaces their cells with new ones.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where _sectionOfItem[identifier] == nil {
            _programmerError(
                "NSDiffableDataSourceSnapshot.reloadItems(_:): Attempted to reload item identifier that "
                    + "does not exist in the snapshot: \(identifier)")
        }
        _reloadedItems.formUnion(identifiers)
    }

    /// Marks the items for reconfiguring: applying the snapshot updates their existing cells in
    /// place (through the cell provider) instead of replacing them.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where _sectionOfItem[identifier] == nil {
            _programmerError(
                "NSDiffableDataSourceSnapshot.reconfigureItems(_:): Attempted to reconfigure item "
                    + "identifier that does not exist in the snapshot: \(identifier)")
        }
        _reconfiguredItems.formUnion(identifiers)
    }

    // MARK: Helpers

    /// Replaces the items of section `sectionIndex` with `identifiers` (what applying a section
    /// snapshot does: the section shows its visible items). Stops the program when one of them
    /// is in another section or repeats.
    mutating func _replaceItems(inSection sectionIndex: Int, with identifiers: [ItemIdentifierType]) {
        for item in _items[sectionIndex] {
            _sectionOfItem[item] = nil
            _reloadedItems.remove(item)
            _reconfiguredItems.remove(item)
        }
        _items[sectionIndex] = []
        _adoptNewItems(identifiers, into: sectionIndex)
        _items[sectionIndex] = identifiers
    }

    /// Records `identifiers` as members of section `sectionIndex`, stopping the program when
    /// one repeats or is already in the snapshot.
    mutating func _adoptNewItems(_ identifiers: [ItemIdentifierType], into sectionIndex: Int) {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || _sectionOfItem[identifier] != nil {
            duplicates.append(identifier)
        }
        if !duplicates.isEmpty {
            let list = duplicates.map { "\($0)" }.joined(separator: ", ")
            _programmerError(
                "NSDiffableDataSourceSnapshot: Fatal: supplied item identifiers are not unique. "
                    + "Duplicate identifiers: {(\(list))}")
        }
        let section = _sections[sectionIndex]
        for identifier in identifiers { _sectionOfItem[identifier] = section }
    }

    /// The index path of item `identifier`; stops the program with UIKit's reason when it is
    /// not in the snapshot.
    func _requireItem(_ identifier: ItemIdentifierType, _ api: String, role: String) -> IndexPath {
        guard let indexPath = _indexPath(of: identifier) else {
            _programmerError(
                "NSDiffableDataSourceSnapshot.\(api): Attempted to \(role) item identifier that does "
                    + "not exist in the snapshot: \(identifier)")
        }
        return indexPath
    }

    mutating func _moveItem(
        _ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, _ api: String
    ) {
        let source = _requireItem(identifier, api, role: "move")
        _ = _requireItem(anchor, api, role: "move an item relative to")
        if identifier == anchor {
            _programmerError(
                "NSDiffableDataSourceSnapshot.\(api): Attempted to move item identifier relative to "
                    + "itself: \(identifier)")
        }
        _items[source.section].remove(at: source.item)
        let target = _indexPath(of: anchor)!
        _items[target.section].insert(identifier, at: target.item + (after ? 1 : 0))
        _sectionOfItem[identifier] = _sections[target.section]
    }
}
