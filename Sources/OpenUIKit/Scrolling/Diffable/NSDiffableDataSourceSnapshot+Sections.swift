import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections to the end of the snapshot.
    ///
    /// The identifiers must be unique and new to the snapshot; UIKit raises an exception
    /// otherwise.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _insertSections(identifiers, at: _sections.count)
    }

    /// Inserts empty sections just before the section `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        let anchor = _requireAnchorSection(
            toIdentifier, "insertSections(_:beforeSection:)", role: "insert sections before")
        _insertSections(identifiers, at: anchor)
    }

    /// Inserts empty sections just after the section `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        let anchor = _requireAnchorSection(
            toIdentifier, "insertSections(_:afterSection:)", role: "insert sections after")
        _insertSections(identifiers, at: anchor + 1)
    }

    /// Removes the sections and all their items; identifiers that are not in the snapshot are
    /// ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { _sectionIndex[$0] != nil })
        guard !doomed.isEmpty else { return }
        for (section, items) in zip(_sections, _items) where doomed.contains(section) {
            for item in items {
                _sectionOfItem[item] = nil
                _reloadedItems.remove(item)
                _reconfiguredItems.remove(item)
            }
        }
        let kept = zip(_sections, _items).filter { !doomed.contains($0.0) }
        _sections = kept.map { $0.0 }
        _items = kept.map { $0.1 }
        _reloadedSections.subtract(doomed)
        _reindexSections()
    }

    /// Moves the section `identifier` (with its items) to just before the section
    /// `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        _moveSection(identifier, relativeTo: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier` (with its items) to just after the section
    /// `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        _moveSection(identifier, relativeTo: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks the sections for reloading: applying the snapshot replaces their cells and
    /// supplementary views.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where _sectionIndex[identifier] == nil {
            _programmerError(
                "NSDiffableDataSourceSnapshot.reloadSections(_:): Attempted to reload section identifier "
                    + "that does not exist in the snapshot: \(identifier)")
        }
        _reloadedSections.formUnion(identifiers)
    }

    // MARK: Helpers

    mutating func _insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || _sectionIndex[identifier] != nil {
            duplicates.append(identifier)
        }
        if !duplicates.isEmpty {
            let list = duplicates.map { "\($0)" }.joined(separator: ", ")
            _programmerError(
                "NSDiffableDataSourceSnapshot: Fatal: supplied section identifiers are not unique. "
                    + "Duplicate identifiers: {(\(list))}")
        }
        _sections.insert(contentsOf: identifiers, at: index)
        _items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        if index == _sections.count - identifiers.count {
            for (offset, identifier) in identifiers.enumerated() { _sectionIndex[identifier] = index + offset }
        } else {
            _reindexSections()
        }
    }

    func _requireAnchorSection(_ identifier: SectionIdentifierType, _ api: String, role: String) -> Int {
        guard let index = _sectionIndex[identifier] else {
            _programmerError(
                "NSDiffableDataSourceSnapshot.\(api): Attempted to \(role) section identifier that does "
                    + "not exist in the snapshot: \(identifier)")
        }
        return index
    }

    mutating func _moveSection(
        _ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType,
        after: Bool, _ api: String
    ) {
        let source = _requireAnchorSection(identifier, api, role: "move")
        _ = _requireAnchorSection(anchor, api, role: "move a section relative to")
        if identifier == anchor {
            _programmerError(
                "NSDiffableDataSourceSnapshot.\(api): Attempted to move section identifier relative to "
                    + "itself: \(identifier)")
        }
        let items = _items.remove(at: source)
        _sections.remove(at: source)
        _reindexSections()
        let target = _sectionIndex[anchor]! + (after ? 1 : 0)
        _sections.insert(identifier, at: target)
        _items.insert(items, at: target)
        _reindexSections()
    }
}
