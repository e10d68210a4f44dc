import Foundation

/// The state of a table or collection view's data at one moment: its sections and the items
/// in each, identified by unique hashable values, in display order.
///
/// You fill a snapshot (append sections, then items), apply it to a diffable data source, and
/// the data source animates the view from its current state to the snapshot's. Every section
/// identifier and every item identifier must be unique in the whole snapshot; a misuse that
/// UIKit raises as an exception (a duplicate identifier, items appended with no section, an
/// unknown item named as an anchor) stops the program with UIKit's reason.
///
/// Queries and mutations cost what UIKit's do: counts and membership are O(1) (hashed),
/// positional edits are linear in the section they touch.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The section identifiers in display order.
    var _sections: [SectionIdentifierType] = []
    /// The items of each section, parallel to `_sections`.
    var _items: [[ItemIdentifierType]] = []
    /// Where each section is in `_sections`.
    var _sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The section each item belongs to.
    var _sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked with `reloadItems(_:)` since the snapshot was made.
    var _reloadedItems: Set<ItemIdentifierType> = []
    /// Items marked with `reconfigureItems(_:)` since the snapshot was made.
    var _reconfiguredItems: Set<ItemIdentifierType> = []
    /// Sections marked with `reloadSections(_:)` since the snapshot was made.
    var _reloadedSections: Set<SectionIdentifierType> = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Counts

    /// The number of items in the snapshot, over all sections.
    public var numberOfItems: Int { _sectionOfItem.count }

    /// The number of sections in the snapshot.
    public var numberOfSections: Int { _sections.count }

    /// The number of items in the section `identifier`.
    ///
    /// The section must be in the snapshot; UIKit raises an exception otherwise.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        _items[_requireSection(identifier, "numberOfItems(inSection:)")].count
    }

    // MARK: Identifiers

    /// The identifiers of all sections, in display order.
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }

    /// The identifiers of all items, section after section, in display order.
    public var itemIdentifiers: [ItemIdentifierType] { Array(_items.joined()) }

    /// The identifiers of the items in the section `identifier`, in display order.
    ///
    /// The section must be in the snapshot; UIKit raises an exception otherwise.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _items[_requireSection(identifier, "itemIdentifiers(inSection:)")]
    }

    /// The identifier of the section that holds the item `identifier`, or nil when the item is
    /// not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _sectionOfItem[identifier]
    }

    /// The position of the item `identifier` among all items of the snapshot (counting through
    /// the sections in order), or nil when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = _sectionOfItem[identifier], let sectionIndex = _sectionIndex[section],
            let row = _items[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return _items[..<sectionIndex].reduce(row) { $0 + $1.count }
    }

    /// The position of the section `identifier`, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionIndex[identifier]
    }

    // MARK: Reload marks

    /// The items marked for reloading (`reloadItems(_:)`) in this snapshot, in display order:
    /// the items whose cells are replaced when the snapshot is applied.
    public var reloadedItemIdentifiers: [ItemIdentifierType] {
        _reloadedItems.isEmpty ? [] : itemIdentifiers.filter { _reloadedItems.contains($0) }
    }

    /// The items marked for reconfiguring (`reconfigureItems(_:)`) in this snapshot, in display
    /// order: the items whose existing cells are updated in place when the snapshot is applied.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
        _reconfiguredItems.isEmpty ? [] : itemIdentifiers.filter { _reconfiguredItems.contains($0) }
    }

    /// The sections marked for reloading (`reloadSections(_:)`) in this snapshot, in display
    /// order.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        _reloadedSections.isEmpty ? [] : _sections.filter { _reloadedSections.contains($0) }
    }

    // MARK: Internal helpers

    /// The index of section `identifier`; stops the program with UIKit's reason when it is not
    /// in the snapshot.
    func _requireSection(_ identifier: SectionIdentifierType, _ api: String) -> Int {
        guard let index = _sectionIndex[identifier] else {
            _programmerError(
                "NSDiffableDataSourceSnapshot.\(api): Invalid parameter not satisfying: section != NSNotFound "
                    + "(section identifier \(identifier) is not in the snapshot)")
        }
        return index
    }

    /// The index path of item `identifier`, found by a scan of its section; nil when absent.
    func _indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = _sectionOfItem[identifier], let sectionIndex = _sectionIndex[section],
            let row = _items[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: row, section: sectionIndex)
    }

    /// Rebuilds `_sectionIndex` after sections were inserted, deleted or moved.
    mutating func _reindexSections() {
        _sectionIndex.removeAll(keepingCapacity: true)
        for (index, section) in _sections.enumerated() { _sectionIndex[section] = index }
    }

    /// The same sections and items without reload and reconfigure marks: what a data source
    /// keeps (and hands back from `snapshot()`) once the marks have been acted on.
    var _withoutReloadMarks: Self {
        var copy = self
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        copy._reloadedSections = []
        return copy
    }

    /// Whether both snapshots hold the same sections with the same items in the same order
    /// (reload marks are not compared).
    func _hasSameLayout(as other: Self) -> Bool {
        _sections == other._sections && _items == other._items
    }
}
