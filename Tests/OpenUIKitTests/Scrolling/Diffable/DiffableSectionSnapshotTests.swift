import Foundation
import OpenUIKit
import TestSupport
import Testing

@Suite struct DiffableSectionSnapshotTests {
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>

    /// Fruit ▸ apple, pear ▸ (conference, williams); Veg ▸ leek; Nuts (no children).
    private func outline() -> SectionSnapshot {
        var snapshot = SectionSnapshot()
        snapshot.append(["Fruit", "Veg", "Nuts"])
        snapshot.append(["apple", "pear"], to: "Fruit")
        snapshot.append(["conference", "williams"], to: "pear")
        snapshot.append(["leek"], to: "Veg")
        return snapshot
    }

    // UIKitBehaviour #190
    @Test func itemsAreDepthFirstAndParentsStartCollapsed() {
        let snapshot = outline()
        expectEqual(snapshot.items, ["Fruit", "apple", "pear", "conference", "williams", "Veg", "leek", "Nuts"])
        expectEqual(snapshot.rootItems, ["Fruit", "Veg", "Nuts"])
        expectEqual(snapshot.visibleItems, ["Fruit", "Veg", "Nuts"])
        #expect(!snapshot.isExpanded("Fruit"))
        #expect(snapshot.isVisible("Veg") && !snapshot.isVisible("apple"))
    }

    @Test func expandingShowsChildrenOfExpandedAncestorsOnly() {
        var snapshot = outline()
        snapshot.expand(["pear"])
        #expect(snapshot.visibleItems == ["Fruit", "Veg", "Nuts"])  // Fruit is still collapsed
        snapshot.expand(["Fruit", "ghost"])
        expectEqual(snapshot.visibleItems, ["Fruit", "apple", "pear", "conference", "williams", "Veg", "Nuts"])
        #expect(snapshot.isVisible("williams"))
        snapshot.collapse(["Fruit"])
        #expect(!snapshot.isVisible("williams"))
        #expect(snapshot.isExpanded("pear"))
    }

    @Test func levelsParentsAndIndexes() {
        let snapshot = outline()
        expectEqual(snapshot.level(of: "Fruit"), 0)
        expectEqual(snapshot.level(of: "pear"), 1)
        expectEqual(snapshot.level(of: "williams"), 2)
        expectEqual(snapshot.parent(of: "williams"), "pear")
        expectEqual(snapshot.parent(of: "Fruit"), nil)
        expectEqual(snapshot.parent(of: "ghost"), nil)
        expectEqual(snapshot.index(of: "Veg"), 5)
        expectEqual(snapshot.index(of: "ghost"), nil)
        #expect(snapshot.contains("leek") && !snapshot.contains("ghost"))
    }

    @Test func insertingBesideAnItemMakesSiblings() {
        var snapshot = outline()
        snapshot.insert(["fig"], before: "pear")
        snapshot.insert(["Grains"], after: "Veg")
        expectEqual(snapshot.parent(of: "fig"), "Fruit")
        expectEqual(snapshot.rootItems, ["Fruit", "Veg", "Grains", "Nuts"])
        expectEqual(snapshot.items.prefix(4), ["Fruit", "apple", "fig", "pear"])
    }

    @Test func deletingAnItemDeletesItsDescendants() {
        var snapshot = outline()
        snapshot.expand(["pear"])
        snapshot.delete(["pear", "ghost"])
        expectEqual(snapshot.items, ["Fruit", "apple", "Veg", "leek", "Nuts"])
        #expect(!snapshot.contains("williams") && !snapshot.isExpanded("pear"))
        // The identifiers are free again.
        snapshot.append(["williams"])
        expectEqual(snapshot.level(of: "williams"), 0)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
    }

    @Test func subSnapshotsWithAndWithoutTheirParent() {
        var snapshot = outline()
        snapshot.expand(["pear"])
        let below = snapshot.snapshot(of: "Fruit")
        expectEqual(below.rootItems, ["apple", "pear"])
        expectEqual(below.items, ["apple", "pear", "conference", "williams"])
        #expect(below.isExpanded("pear"))
        let withParent = snapshot.snapshot(of: "Fruit", includingParent: true)
        expectEqual(withParent.rootItems, ["Fruit"])
        expectEqual(withParent.level(of: "williams"), 2)
    }

    @Test func graftingAndReplacingTrees() {
        var snapshot = outline()
        var berries = SectionSnapshot()
        berries.append(["Berries"])
        berries.append(["raspberry"], to: "Berries")
        berries.expand(["Berries"])
        snapshot.insert(berries, after: "Fruit")
        expectEqual(snapshot.rootItems, ["Fruit", "Berries", "Veg", "Nuts"])
        #expect(snapshot.isExpanded("Berries") && snapshot.parent(of: "raspberry") == "Berries")
        var roots = SectionSnapshot()
        roots.append(["carrot", "parsnip"])
        snapshot.replace(childrenOf: "Veg", using: roots)
        expectEqual(snapshot.snapshot(of: "Veg").items, ["carrot", "parsnip"])
        #expect(!snapshot.contains("leek"))
        var more = SectionSnapshot()
        more.append(["almond"])
        snapshot.append(more, to: "Nuts")
        expectEqual(snapshot.parent(of: "almond"), "Nuts")
        var first = SectionSnapshot()
        first.append(["Herbs"])
        snapshot.insert(first, before: "Fruit")
        expectEqual(snapshot.rootItems.first, "Herbs")
    }

    @Test func visualDescriptionMarksExpansionAndVisibility() {
        var snapshot = outline()
        snapshot.expand(["Fruit"])
        #expect(
            snapshot.visualDescription() == """
                + Fruit *
                      apple *
                    - pear *
                          conference
                          williams
                - Veg *
                      leek
                  Nuts *
                """)
    }

    @Test func duplicateItemsTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a"])
            snapshot.append(["a"], to: "a")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("supplied item identifiers are not unique"))
    }

    @Test func anUnknownParentTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a"], to: "ghost")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("item identifier that does not exist in the section snapshot: ghost"))
    }
}
