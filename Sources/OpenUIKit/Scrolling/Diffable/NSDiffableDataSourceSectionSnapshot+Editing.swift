import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    /// Adds the items at the end of the root items, or of `parent`'s children.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { _requireItem(parent, "append(_:to:)") }
        _adopt(items, under: parent)
    }

    /// Inserts the items just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        let (parent, index) = _siblingPosition(of: item, "insert(_:before:)")
        _adopt(items, under: parent, placeAt: index)
    }

    /// Inserts the items just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        let (parent, index) = _siblingPosition(of: item, "insert(_:after:)")
        _adopt(items, under: parent, placeAt: index + 1)
    }

    /// Adds `snapshot`'s root items (with their descendants and expansion) at the end of the
    /// root items, or of `parent`'s children.
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        if let parent { _requireItem(parent, "append(_:to:)") }
        _graft(snapshot, under: parent, at: nil)
    }

    /// Inserts `snapshot`'s tree just before `item`, its roots becoming `item`'s siblings.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        let (parent, index) = _siblingPosition(of: item, "insert(_:before:)")
        _graft(snapshot, under: parent, at: index)
    }

    /// Inserts `snapshot`'s tree just after `item`, its roots becoming `item`'s siblings.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        let (parent, index) = _siblingPosition(of: item, "insert(_:after:)")
        _graft(snapshot, under: parent, at: index + 1)
    }

    /// Removes the items and all their descendants; items not in the snapshot are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let parent = _parent[item] else { continue }
            _children[parent]?.removeAll { $0 == item }
            _removeSubtree(item)
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Shows the children of the items (items not in the snapshot are ignored).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { _expanded.insert(item) }
    }

    /// Hides the children of the items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        _expanded.subtract(items)
    }

    /// Replaces `parent`'s descendants with `snapshot`'s tree (its roots become `parent`'s
    /// children).
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        _requireItem(parent, "replace(childrenOf:using:)")
        for child in _children[parent] ?? [] { _removeSubtree(child) }
        _children[parent] = nil
        _graft(snapshot, under: parent, at: nil)
    }

    // MARK: Helpers

    /// The parent and index among its siblings of `item`.
    func _siblingPosition(of item: ItemIdentifierType, _ api: String) -> (ItemIdentifierType?, Int) {
        _requireItem(item, api)
        let parent = _parent[item] ?? nil
        return (parent, _children[parent]!.firstIndex(of: item)!)
    }

    /// Forgets `item` and its descendants (the caller removes `item` from its parent's list).
    mutating func _removeSubtree(_ item: ItemIdentifierType) {
        _parent[item] = nil
        _expanded.remove(item)
        for child in _children.removeValue(forKey: item) ?? [] { _removeSubtree(child) }
    }

    /// Places `snapshot`'s roots under `parent` at `index` (the end when nil), with their trees.
    mutating func _graft(_ snapshot: Self, under parent: ItemIdentifierType?, at index: Int?) {
        let roots = snapshot.rootItems
        let duplicates = snapshot._parent.keys.filter { _parent[$0] != nil }
        if !duplicates.isEmpty {
            let list = duplicates.map { "\($0)" }.joined(separator: ", ")
            _programmerError(
                "NSDiffableDataSourceSectionSnapshot: Fatal: supplied item identifiers are not unique. "
                    + "Duplicate identifiers: {(\(list))}")
        }
        _adopt(roots, under: parent, placeAt: index)
        for root in roots {
            if snapshot._expanded.contains(root) { _expanded.insert(root) }
            _copySubtree(of: root, from: snapshot, under: root)
        }
    }
}
