import Foundation
import TestSupport

@testable import OpenUIKit

/// A slow, obviously correct model of how a list view applies a batch update: what each
/// position shows afterwards, and every rule of UIKit's batch updates that a difference broke.
///
/// A position either carries over a cell from before the update (with the item it showed) or
/// is fresh (a new cell, asked from the data source). Applying a correct difference to the old
/// layout gives exactly the new layout: every carried cell shows the item the data source now
/// has at its position, and counts agree.
struct BatchUpdateModel<Item: Hashable> {
    enum Slot: Equatable {
        case carried(Item)
        case fresh
    }

    /// The layout after the update, section by section.
    var slots: [[Slot]] = []
    /// Every broken rule or mismatch found.
    var problems: [String] = []

    /// Applies `difference` to a view showing `old`, whose data source now answers with `new`.
    init(old: [[Item]], new: [[Item]], difference d: _SnapshotDifference) {
        let movedSectionSources = d.movedSections.map(\.from)
        let movedSectionDestinations = d.movedSections.map(\.to)
        check(Set(movedSectionSources).count == movedSectionSources.count, "a section moves twice")
        check(Set(movedSectionDestinations).count == movedSectionDestinations.count, "two sections move to one place")
        let goneSections = d.deletedSections.union(IndexSet(movedSectionSources))
        check(d.deletedSections.intersection(IndexSet(movedSectionSources)).isEmpty, "a section is deleted and moved")
        check(d.reloadedSections.intersection(goneSections).isEmpty, "a section is reloaded and deleted or moved")
        check(
            d.insertedSections.intersection(IndexSet(movedSectionDestinations)).isEmpty,
            "a section is inserted and moved in")
        check(goneSections.union(d.reloadedSections).allSatisfy { $0 < old.count }, "old section index out of range")

        // Sections: inserted and moved-in ones at their new index, the rest in their old order.
        let stationary = old.indices.filter { !goneSections.contains($0) }
        let count = stationary.count + d.insertedSections.count + d.movedSections.count
        guard check(count == new.count, "section count \(count) after the update, data source has \(new.count)") else {
            return
        }
        var sources = [Int?](repeating: nil, count: count)  // old section index, or nil when fresh
        var placed = [Bool](repeating: false, count: count)
        for index in d.insertedSections {
            guard check(index < count, "inserted section out of range") else { return }
            placed[index] = true
        }
        for move in d.movedSections {
            guard check(move.to < count && !placed[move.to], "bad section move \(move)") else { return }
            placed[move.to] = true
            sources[move.to] = move.from
        }
        var stationaryIterator = stationary.makeIterator()
        for index in 0..<count where !placed[index] {
            let oldIndex = stationaryIterator.next()!
            sources[index] = d.reloadedSections.contains(oldIndex) ? nil : oldIndex
        }

        // Items.
        let deleted = Set(d.deletedItems)
        let reloaded = Set(d.reloadedItems)
        let movedFrom = d.movedItems.map(\.from)
        let movedTo = d.movedItems.map(\.to)
        check(
            deleted.count == d.deletedItems.count && reloaded.count == d.reloadedItems.count, "an item is named twice")
        check(Set(movedFrom).count == movedFrom.count && Set(movedTo).count == movedTo.count, "an item moves twice")
        let oldGone = deleted.union(movedFrom)
        check(
            deleted.isDisjoint(with: movedFrom) && reloaded.isDisjoint(with: oldGone),
            "an item is deleted, moved or reloaded at once")
        let itemSectionsOld = Set(oldGone.union(reloaded).map(\.section))
        check(
            itemSectionsOld.allSatisfy {
                $0 < old.count && !d.deletedSections.contains($0) && !d.reloadedSections.contains($0)
            },
            "an item change in a deleted or reloaded old section (items there must not be named)")
        for path in oldGone.union(reloaded) where path.section < old.count {
            check(path.item < old[path.section].count, "old index path \(path) out of range")
        }
        let newTargets = Set(d.insertedItems).union(movedTo)
        check(Set(d.insertedItems).isDisjoint(with: movedTo), "an item is inserted where another moves")
        for path in newTargets {
            guard
                check(path.section < count && sources[path.section] != nil, "an item goes into a fresh section \(path)")
            else { return }
        }

        for (newSection, source) in sources.enumerated() {
            guard let oldSection = source else {
                slots.append([Slot](repeating: .fresh, count: new[newSection].count))
                continue
            }
            let remaining: [Slot] = old[oldSection].indices.compactMap { row in
                let path = IndexPath(item: row, section: oldSection)
                if oldGone.contains(path) { return nil }
                return reloaded.contains(path) ? .fresh : .carried(old[oldSection][row])
            }
            let incoming =
                d.insertedItems.filter { $0.section == newSection }.map { ($0.item, Slot.fresh) }
                + d.movedItems.filter { $0.to.section == newSection }.map {
                    ($0.to.item, Slot.carried(old[$0.from.section][$0.from.item]))
                }
            let total = remaining.count + incoming.count
            guard
                check(
                    total == new[newSection].count,
                    "section \(newSection): \(total) items after the update, data source has \(new[newSection].count)")
            else { return }
            var section = [Slot?](repeating: nil, count: total)
            for (row, slot) in incoming {
                guard check(row < total && section[row] == nil, "bad item destination \(row) in section \(newSection)")
                else { return }
                section[row] = slot
            }
            var rest = remaining.makeIterator()
            slots.append(section.map { $0 ?? rest.next()! })
        }
        for (section, items) in slots.enumerated() {
            for (row, slot) in items.enumerated() {
                if case .carried(let item) = slot {
                    check(
                        item == new[section][row],
                        "position \(section).\(row) shows \(item), data source has \(new[section][row])")
                }
            }
        }
    }

    /// Records `message` when `condition` fails; returns `condition`.
    @discardableResult
    private mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
        if !condition { problems.append(message()) }
        return condition
    }

    /// Whether the item at `path` of the new layout got a new cell.
    func isFresh(_ path: IndexPath) -> Bool { slots[path.section][path.item] == .fresh }
}

extension NSDiffableDataSourceSnapshot {
    /// The items of every section, in order.
    var layout: [[ItemIdentifierType]] { sectionIdentifiers.map { itemIdentifiers(inSection: $0) } }
}

/// A random snapshot edit script: starting from `snapshot`, a few random UIKit mutations
/// (appends, inserts, deletes, moves of items and sections, reloads, reconfigures).
func randomlyEdited(
    _ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, nextItem: inout Int, nextSection: inout Int,
    using random: inout SeededGenerator
) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var s = snapshot._withoutReloadMarks
    for _ in 0..<Int.random(in: 1...6, using: &random) {
        let items = s.itemIdentifiers
        let sections = s.sectionIdentifiers
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            s.appendSections([nextSection])
            nextSection += 1
        case 1 where !sections.isEmpty:
            let anchor = sections.randomElement(using: &random)!
            if Bool.random(using: &random) {
                s.insertSections([nextSection], beforeSection: anchor)
            } else {
                s.insertSections([nextSection], afterSection: anchor)
            }
            nextSection += 1
        case 2 where !sections.isEmpty:
            s.deleteSections([sections.randomElement(using: &random)!])
        case 3 where sections.count > 1:
            let a = sections.randomElement(using: &random)!
            let b = sections.filter { $0 != a }.randomElement(using: &random)!
            if Bool.random(using: &random) {
                s.moveSection(a, beforeSection: b)
            } else {
                s.moveSection(a, afterSection: b)
            }
        case 4 where !sections.isEmpty:
            s.reloadSections([sections.randomElement(using: &random)!])
        case 5...6 where !sections.isEmpty:
            let count = Int.random(in: 1...5, using: &random)
            s.appendItems(Array(nextItem..<nextItem + count), toSection: sections.randomElement(using: &random)!)
            nextItem += count
        case 7 where !items.isEmpty:
            let anchor = items.randomElement(using: &random)!
            if Bool.random(using: &random) {
                s.insertItems([nextItem], beforeItem: anchor)
            } else {
                s.insertItems([nextItem], afterItem: anchor)
            }
            nextItem += 1
        case 8 where !items.isEmpty:
            s.deleteItems((0..<Int.random(in: 1...3, using: &random)).map { _ in items.randomElement(using: &random)! })
        case 9...10 where items.count > 1:
            let a = items.randomElement(using: &random)!
            let b = items.filter { $0 != a }.randomElement(using: &random)!
            if Bool.random(using: &random) { s.moveItem(a, beforeItem: b) } else { s.moveItem(a, afterItem: b) }
        case 11 where !items.isEmpty:
            let picked = (0..<Int.random(in: 1...3, using: &random)).map { _ in items.randomElement(using: &random)! }
            if Bool.random(using: &random) { s.reloadItems(picked) } else { s.reconfigureItems(picked) }
        default:
            break
        }
    }
    return s
}
