import Foundation
import OpenUIKit
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
        #expect(snapshot.sectionIdentifier(containingItem: "a") == nil)
    }

    @Test func queriesCountThroughSections() {
        let snapshot = sample()
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.sectionIdentifiers == [.main, .favourites])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "x", "y"])
        #expect(snapshot.numberOfItems(inSection: .favourites) == 2)
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["a", "b", "c"])
        #expect(snapshot.sectionIdentifier(containingItem: "y") == .favourites)
        #expect(snapshot.indexOfItem("x") == 3)
        #expect(snapshot.indexOfItem("a") == 0)
        #expect(snapshot.indexOfItem("zzz") == nil)
        #expect(snapshot.indexOfSection(.favourites) == 1)
        #expect(snapshot.indexOfSection(.archive) == nil)
    }

    @Test func insertingItemsBeforeAndAfterAnAnchor() {
        var snapshot = sample()
        snapshot.insertItems(["p", "q"], beforeItem: "b")
        snapshot.insertItems(["z"], afterItem: "y")
        snapshot.insertItems(["w"], afterItem: "c")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["a", "p", "q", "b", "c", "w"])
        #expect(snapshot.itemIdentifiers(inSection: .favourites) == ["x", "y", "z"])
        #expect(snapshot.sectionIdentifier(containingItem: "w") == .main)
    }

    @Test func deletingItemsIgnoresUnknownOnes() {
        var snapshot = sample()
        snapshot.deleteItems(["b", "x", "not there"])
        #expect(snapshot.itemIdentifiers == ["a", "c", "y"])
        #expect(snapshot.sectionIdentifier(containingItem: "b") == nil)
        #expect(snapshot.numberOfItems == 3)
        // A deleted identifier may be appended again.
        snapshot.appendItems(["b"], toSection: .favourites)
        #expect(snapshot.itemIdentifiers(inSection: .favourites) == ["y", "b"])
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
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["b", "c", "a"])
        snapshot.moveItem("c", beforeItem: "b")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["c", "b", "a"])
        snapshot.moveItem("b", beforeItem: "y")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["c", "a"])
        #expect(snapshot.itemIdentifiers(inSection: .favourites) == ["x", "b", "y"])
        #expect(snapshot.sectionIdentifier(containingItem: "b") == .favourites)
        #expect(snapshot.indexOfItem("b") == 3)
    }

    @Test func sectionsInsertMoveAndDelete() {
        var snapshot = sample()
        snapshot.insertSections([.archive], beforeSection: .favourites)
        #expect(snapshot.sectionIdentifiers == [.main, .archive, .favourites])
        #expect(snapshot.numberOfItems(inSection: .archive) == 0)
        snapshot.appendItems(["old"], toSection: .archive)
        snapshot.moveSection(.main, afterSection: .favourites)
        #expect(snapshot.sectionIdentifiers == [.archive, .favourites, .main])
        #expect(snapshot.itemIdentifiers == ["old", "x", "y", "a", "b", "c"])
        snapshot.moveSection(.main, beforeSection: .archive)
        #expect(snapshot.sectionIdentifiers == [.main, .archive, .favourites])
        #expect(snapshot.indexOfSection(.favourites) == 2)
        snapshot.deleteSections([.archive, .archive])
        #expect(snapshot.sectionIdentifiers == [.main, .favourites])
        #expect(snapshot.sectionIdentifier(containingItem: "old") == nil)
        #expect(snapshot.numberOfItems == 5)
        snapshot.insertSections([.archive], afterSection: .favourites)
        #expect(snapshot.sectionIdentifiers == [.main, .favourites, .archive])
        // Appending with no section now goes to the new last section.
        snapshot.appendItems(["new"])
        #expect(snapshot.itemIdentifiers(inSection: .archive) == ["new"])
    }

    @Test func reloadAndReconfigureMarksFollowDisplayOrderAndDeletion() {
        var snapshot = sample()
        snapshot.reloadItems(["y", "a"])
        snapshot.reconfigureItems(["c", "b"])
        snapshot.reloadSections([.favourites])
        #expect(snapshot.reloadedItemIdentifiers == ["a", "y"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b", "c"])
        #expect(snapshot.reloadedSectionIdentifiers == [.favourites])
        snapshot.deleteItems(["a", "b"])
        #expect(snapshot.reloadedItemIdentifiers == ["y"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["c"])
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
        #expect(sent == 5)
    }

    @Test func largeSnapshotsStayConsistent() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 {
            snapshot.appendItems(Array(section * 1_000..<(section + 1) * 1_000), toSection: section)
        }
        #expect(snapshot.numberOfItems == 10_000)
        #expect(snapshot.indexOfItem(9_999) == 9_999)
        #expect(snapshot.sectionIdentifier(containingItem: 4_321) == 4)
        snapshot.deleteSections([0])
        #expect(snapshot.indexOfItem(1_000) == 0)
        #expect(snapshot.numberOfItems == 9_000)
    }
}
