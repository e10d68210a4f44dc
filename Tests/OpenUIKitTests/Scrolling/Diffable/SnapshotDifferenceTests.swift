import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

@Suite @BackgroundLane struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
    typealias Move = _SnapshotDifference.Move

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The difference, after checking that it takes `old` to `new` under batch-update rules.
    private func difference(_ old: Snapshot, _ new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation)
        -> _SnapshotDifference
    {
        let difference = _SnapshotDifference(from: old, to: new)
        let model = BatchUpdateModel(old: old.layout, new: new.layout, difference: difference)
        #expect(model.problems == [], sourceLocation: sourceLocation)
        return difference
    }

    @Test func identicalSnapshotsHaveNoDifference() {
        let a = snapshot([("A", [1, 2, 3]), ("B", [4])])
        #expect(difference(a, a).isEmpty)
        #expect(difference(Snapshot(), Snapshot()).isEmpty)
    }

    @Test func itemInsertsAndDeletesUseNewAndOldIndexPaths() {
        let d = difference(snapshot([("A", [1, 2, 3, 4])]), snapshot([("A", [0, 2, 4, 5])]))
        expectEqual(d.deletedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        expectEqual(d.insertedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        #expect(d.movedItems.isEmpty && d.reloadedItems.isEmpty)
        #expect(d.deletedSections.isEmpty && d.insertedSections.isEmpty)
    }

    @Test func oneItemMovedIsOneMove() {
        let old = Array(0..<100)
        var new = old
        new.insert(new.remove(at: 10), at: 70)
        let d = difference(snapshot([("A", old)]), snapshot([("A", new)]))
        expectEqual(d.movedItems, [Move(from: IndexPath(item: 10, section: 0), to: IndexPath(item: 70, section: 0))])
        #expect(d.deletedItems.isEmpty && d.insertedItems.isEmpty)
    }

    @Test func reversalMovesAllButOne() {
        let d = difference(snapshot([("A", [1, 2, 3, 4, 5])]), snapshot([("A", [5, 4, 3, 2, 1])]))
        expectEqual(d.movedItems.count, 4)
    }

    @Test func itemsMoveAcrossSurvivingSections() {
        let d = difference(snapshot([("A", [1, 2]), ("B", [3])]), snapshot([("A", [1]), ("B", [2, 3])]))
        expectEqual(d.movedItems, [Move(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))])
    }

    @Test func sectionChangesCarryTheirItems() {
        let old = snapshot([("A", [1]), ("B", [2, 3]), ("C", [4]), ("D", [5])])
        let new = snapshot([("D", [5]), ("A", [1]), ("E", [9]), ("B", [2, 3])])
        let d = difference(old, new)
        expectEqual(d.deletedSections, IndexSet([2]))
        expectEqual(d.insertedSections, IndexSet([2]))
        expectEqual(d.movedSections, [Move(from: 3, to: 0)])
        // Items of deleted, inserted and moved sections are not named one by one.
        #expect(d.deletedItems.isEmpty && d.insertedItems.isEmpty && d.movedItems.isEmpty)
    }

    @Test func itemsLeavingADeletedSectionAreDeletedAndInserted() {
        let d = difference(snapshot([("A", [1, 2]), ("B", [3])]), snapshot([("B", [3, 1])]))
        expectEqual(d.deletedSections, IndexSet([0]))
        expectEqual(d.insertedItems, [IndexPath(item: 1, section: 0)])
        #expect(d.movedItems.isEmpty && d.deletedItems.isEmpty)
    }

    @Test func reloadedItemsStayOrAreReplacedWhenTheyMove() {
        let old = snapshot([("A", [1, 2, 3])])
        var new = snapshot([("A", [3, 1, 2])])
        new.reloadItems([1, 3])
        let d = difference(old, new)
        // 1 and 2 keep their order (stay); 3 moves: a reloaded mover is deleted and inserted.
        expectEqual(d.reloadedItems, [IndexPath(item: 0, section: 0)])
        expectEqual(d.deletedItems, [IndexPath(item: 2, section: 0)])
        expectEqual(d.insertedItems, [IndexPath(item: 0, section: 0)])
        #expect(d.movedItems.isEmpty)
        let model = BatchUpdateModel(old: old.layout, new: new.layout, difference: d)
        #expect(model.isFresh(IndexPath(item: 1, section: 0)) && model.isFresh(IndexPath(item: 0, section: 0)))
        #expect(!model.isFresh(IndexPath(item: 2, section: 0)))
    }

    @Test func reconfiguredItemsUseNewIndexPaths() {
        var new = snapshot([("A", [0, 1, 2])])
        new.reconfigureItems([2])
        let d = difference(snapshot([("A", [1, 2])]), new)
        expectEqual(d.reconfiguredItems, [IndexPath(item: 2, section: 0)])
        #expect(d.hasStructuralChanges)
        var onlyReconfigure = snapshot([("A", [1, 2])])
        onlyReconfigure.reconfigureItems([1])
        let quiet = difference(snapshot([("A", [1, 2])]), onlyReconfigure)
        #expect(!quiet.hasStructuralChanges && !quiet.isEmpty)
    }

    @Test func reloadedSectionsReloadInPlaceOrAreReplacedWhenMoved() {
        let old = snapshot([("A", [1]), ("B", [2]), ("C", [3])])
        var stays = old
        stays.reloadSections(["B"])
        stays.appendItems([4], toSection: "B")
        let d = difference(old, stays)
        expectEqual(d.reloadedSections, IndexSet([1]))
        #expect(d.insertedItems.isEmpty)  // the reloaded section's items come with the reload
        var moves = old
        moves.moveSection("A", afterSection: "C")
        moves.reloadSections(["A"])
        let m = difference(old, moves)
        #expect(m.deletedSections == IndexSet([0]) && m.insertedSections == IndexSet([2]))
        #expect(m.movedSections.isEmpty && m.reloadedSections.isEmpty)
    }

    /// The model the property tests rely on rejects broken differences.
    @Test func theBatchUpdateModelCatchesBrokenDifferences() {
        let old = snapshot([("A", [1, 2, 3]), ("B", [4])])
        let new = snapshot([("A", [3, 1]), ("B", [4, 5])])
        let good = _SnapshotDifference(from: old, to: new)
        expectEqual(BatchUpdateModel(old: old.layout, new: new.layout, difference: good).problems, [])
        var noMove = good
        noMove.movedItems = []
        #expect(!BatchUpdateModel(old: old.layout, new: new.layout, difference: noMove).problems.isEmpty)
        var wrongMove = good
        wrongMove.movedItems = [Move(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 0))]
        #expect(!BatchUpdateModel(old: old.layout, new: new.layout, difference: wrongMove).problems.isEmpty)
        var missingInsert = good
        missingInsert.insertedItems = []
        #expect(!BatchUpdateModel(old: old.layout, new: new.layout, difference: missingInsert).problems.isEmpty)
        var reloadAndDelete = good
        reloadAndDelete.reloadedItems = good.deletedItems
        #expect(!BatchUpdateModel(old: old.layout, new: new.layout, difference: reloadAndDelete).problems.isEmpty)
        var itemInDeletedSection = _SnapshotDifference()
        itemInDeletedSection.deletedSections = [1]
        itemInDeletedSection.deletedItems = [IndexPath(item: 0, section: 1)]
        let shrunk = snapshot([("A", [1, 2, 3])])
        #expect(
            !BatchUpdateModel(old: old.layout, new: shrunk.layout, difference: itemInDeletedSection).problems.isEmpty)
    }

    @Test func longestIncreasingSubsequenceIsLongest() {
        var random = SeededGenerator(seed: 17)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<40, using: &random)
            }
            let picked = _longestIncreasingSubsequence(values).sorted()
            #expect(zip(picked, picked.dropFirst()).allSatisfy { values[$0] < values[$1] })
            // O(n²) reference length.
            var best = [Int](repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
            }
            #expect(picked.count == (best.max() ?? 0), "\(values)")
        }
    }

    /// Random sequences of snapshots made with UIKit's mutations: each difference, applied to
    /// the previous layout by the batch-update model, gives the next layout; moves are minimal
    /// within a section; nothing that stays is named.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomSnapshotSequences(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var nextItem = 0
        var nextSection = 0
        var current = NSDiffableDataSourceSnapshot<Int, Int>()
        for step in 0..<150 {
            let next = randomlyEdited(current, nextItem: &nextItem, nextSection: &nextSection, using: &random)
            let d = _SnapshotDifference(from: current, to: next)
            let model = BatchUpdateModel(old: current.layout, new: next.layout, difference: d)
            #expect(model.problems == [], "seed \(seed) step \(step): \(current.layout) → \(next.layout)")
            if model.problems.isEmpty {
                for item in next.reloadedItemIdentifiers where current.sectionIdentifier(containingItem: item) != nil {
                    #expect(model.isFresh(next._indexPath(of: item)!), "reloaded item \(item) kept its cell")
                }
                let reconfigured = Set(d.reconfiguredItems)
                for item in next.reconfiguredItemIdentifiers
                where current.sectionIdentifier(containingItem: item) != nil {
                    let path = next._indexPath(of: item)!
                    #expect(
                        reconfigured.contains(path) || model.isFresh(path), "reconfigured item \(item) not refreshed")
                }
            }
            if current.sectionIdentifiers == next.sectionIdentifiers && next.reloadedSectionIdentifiers.isEmpty {
                // Same sections: items that stay in their section move only off the longest kept order.
                for section in next.sectionIdentifiers {
                    let old = current.itemIdentifiers(inSection: section)
                    let oldRow = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
                    let rows = next.itemIdentifiers(inSection: section).compactMap { oldRow[$0] }
                    let sectionIndex = current.indexOfSection(section)!
                    let movedAway = Set(d.movedItems.map(\.from)).union(d.deletedItems)
                    let displaced = next.itemIdentifiers(inSection: section).filter { item in
                        oldRow[item].map { movedAway.contains(IndexPath(item: $0, section: sectionIndex)) } ?? false
                    }.count
                    expectEqual(displaced, rows.count - _longestIncreasingSubsequence(rows).count)
                }
            }
            current = next._withoutReloadMarks
        }
    }
}
