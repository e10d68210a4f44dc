import Foundation
import OpenUIKit
import TestSupport
import Testing

/// A section type as apps write them.
enum GrocerySection: Hashable, Sendable { case main, favourites, archive }

@Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<GrocerySection, String>

    private func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([.main, .favourites])
        snapshot.appendItems(["a", "b", "c"], toSection: .main)
        snapshot.appendItems(["x", "y"])  // to the last section
        return snapshot
    }

    @Test func emptySnapshot() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty && snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem("a") == nil && snapshot.indexOfSection(.main) == nil)
        expectEqual(snapshot.sectionIdentifier(containingItem: "a"), nil)
    }

    @Test func queriesCountThroughSections() {
        let snapshot = sample()
        expectEqual(snapshot.numberOfItems, 5)
        expectEqual(snapshot.numberOfSections, 2)
        expectEqual(snapshot.sectionIdentifiers, [.main, .favourites])
        expectEqual(snapshot.itemIdentifiers, ["a", "b", "c", "x", "y"])
        expectEqual(snapshot.numberOfItems(inSection: .favourites), 2)
        expectEqual(snapshot.itemIdentifiers(inSection: .main), ["a", "b", "c"])
        expectEqual(snapshot.sectionIdentifier(containingItem: "y"), .favourites)
        expectEqual(snapshot.indexOfItem("x"), 3)
        expectEqual(snapshot.indexOfItem("a"), 0)
        expectEqual(snapshot.indexOfItem("zzz"), nil)
        expectEqual(snapshot.indexOfSection(.favourites), 1)
        expectEqual(snapshot.indexOfSection(.archive), nil)
    }

    @Test func insertingItemsBeforeAndAfterAnAnchor() {
        var snapshot = sample()
        snapshot.insertItems(["p", "q"], beforeItem: "b")
        snapshot.insertItems(["z"], afterItem: "y")
        snapshot.insertItems(["w"], afterItem: "c")
        expectEqual(snapshot.itemIdentifiers(inSection: .main), ["a", "p", "q", "b", "c", "w"])
        expectEqual(snapshot.itemIdentifiers(inSection: .favourites), ["x", "y", "z"])
        expectEqual(snapshot.sectionIdentifier(containingItem: "w"), .main)
    }

    @Test func deletingItemsIgnoresUnknownOnes() {
        var snapshot = sample()
        snapshot.deleteItems(["b", "x", "not there"])
        expectEqual(snapshot.itemIdentifiers, ["a", "c", "y"])
        expectEqual(snapshot.sectionIdentifier(containingItem: "b"), nil)
        expectEqual(snapshot.numberOfItems, 3)
        // A deleted identifier may be appended again.
        snapshot.appendItems(["b"], toSection: .favourites)
        expectEqual(snapshot.itemIdentifiers(inSection: .favourites), ["y", "b"])
    }

    // UIKitBehaviour #187
    @Test func deleteAllItemsEmptiesTheSnapshotSectionsToo() {
        var snapshot = sample()
        snapshot.reloadItems(["a"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func movingItemsWithinAndAcrossSections() {
        var snapshot = sample()
        snapshot.moveItem("a", afterItem: "c")
        expectEqual(snapshot.itemIdentifiers(inSection: .main), ["b", "c", "a"])
        snapshot.moveItem("c", beforeItem: "b")
        expectEqual(snapshot.itemIdentifiers(inSection: .main), ["c", "b", "a"])
        snapshot.moveItem("b", beforeItem: "y")
        expectEqual(snapshot.itemIdentifiers(inSection: .main), ["c", "a"])
        expectEqual(snapshot.itemIdentifiers(inSection: .favourites), ["x", "b", "y"])
        expectEqual(snapshot.sectionIdentifier(containingItem: "b"), .favourites)
        expectEqual(snapshot.indexOfItem("b"), 3)
    }

    @Test func sectionsInsertMoveAndDelete() {
        var snapshot = sample()
        snapshot.insertSections([.archive], beforeSection: .favourites)
        expectEqual(snapshot.sectionIdentifiers, [.main, .archive, .favourites])
        expectEqual(snapshot.numberOfItems(inSection: .archive), 0)
        snapshot.appendItems(["old"], toSection: .archive)
        snapshot.moveSection(.main, afterSection: .favourites)
        expectEqual(snapshot.sectionIdentifiers, [.archive, .favourites, .main])
        expectEqual(snapshot.itemIdentifiers, ["old", "x", "y", "a", "b", "c"])
        snapshot.moveSection(.main, beforeSection: .archive)
        expectEqual(snapshot.sectionIdentifiers, [.main, .archive, .favourites])
        expectEqual(snapshot.indexOfSection(.favourites), 2)
        snapshot.deleteSections([.archive, .archive])
        expectEqual(snapshot.sectionIdentifiers, [.main, .favourites])
        expectEqual(snapshot.sectionIdentifier(containingItem: "old"), nil)
        expectEqual(snapshot.numberOfItems, 5)
        snapshot.insertSections([.archive], afterSection: .favourites)
        expectEqual(snapshot.sectionIdentifiers, [.main, .favourites, .archive])
        // Appending with no section now goes to the new last section.
        snapshot.appendItems(["new"])
        expectEqual(snapshot.itemIdentifiers(inSection: .archive), ["new"])
    }

    @Test func reloadAndReconfigureMarksFollowDisplayOrderAndDeletion() {
        var snapshot = sample()
        snapshot.reloadItems(["y", "a"])
        snapshot.reconfigureItems(["c", "b"])
        snapshot.reloadSections([.favourites])
        expectEqual(snapshot.reloadedItemIdentifiers, ["a", "y"])
        expectEqual(snapshot.reconfiguredItemIdentifiers, ["b", "c"])
        expectEqual(snapshot.reloadedSectionIdentifiers, [.favourites])
        snapshot.deleteItems(["a", "b"])
        expectEqual(snapshot.reloadedItemIdentifiers, ["y"])
        expectEqual(snapshot.reconfiguredItemIdentifiers, ["c"])
        snapshot.deleteSections([.favourites])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func snapshotsAreValuesAndSendable() async {
        let original = sample()
        var copy = original
        copy.deleteItems(["a"])
        #expect(original.numberOfItems == 5 && copy.numberOfItems == 4)
        let sent = await Task.detached { original.itemIdentifiers.count }.value
        expectEqual(sent, 5)
    }

    @Test func largeSnapshotsStayConsistent() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 {
            snapshot.appendItems(Array(section * 1_000..<(section + 1) * 1_000), toSection: section)
        }
        expectEqual(snapshot.numberOfItems, 10_000)
        expectEqual(snapshot.indexOfItem(9_999), 9_999)
        expectEqual(snapshot.sectionIdentifier(containingItem: 4_321), 4)
        snapshot.deleteSections([0])
        expectEqual(snapshot.indexOfItem(1_000), 0)
        expectEqual(snapshot.numberOfItems, 9_000)
    }
}
