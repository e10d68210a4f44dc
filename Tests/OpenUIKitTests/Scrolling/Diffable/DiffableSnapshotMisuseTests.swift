import Foundation
import OpenUIKit
import Testing

/// The misuses UIKit raises as exceptions stop the program with UIKit's reason.
@Suite struct DiffableSnapshotMisuseTests {
    /// What an exit test's child process wrote to standard error.
    private func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    // UIKitBehaviour #185
    @Test func duplicateItemIdentifiers() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a", "b", "a"])
            })
        #expect(message.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"))
    }

    @Test func appendingAnItemAlreadyInAnotherSection() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0, 1])
                snapshot.appendItems(["a"], toSection: 0)
                snapshot.insertItems(["a"], beforeItem: "a")
            })
        #expect(message.contains("supplied item identifiers are not unique"))
    }

    @Test func duplicateSectionIdentifiers() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0, 1])
                snapshot.appendSections([1])
            })
        #expect(message.contains("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(1)}"))
    }

    @Test func appendingItemsWithNoSection() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendItems(["a"])
            })
        #expect(message.contains("There are currently no sections in the data source. Please add a section first."))
    }

    @Test func appendingItemsToAnUnknownSection() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a"], toSection: 7)
            })
        #expect(message.contains("Invalid section identifier specified: 7"))
    }

    @Test func insertingRelativeToAnUnknownItem() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.insertItems(["a"], afterItem: "ghost")
            })
        #expect(message.contains("item identifier that does not exist in the snapshot: ghost"))
    }

    @Test func movingAnUnknownItem() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a"])
                snapshot.moveItem("ghost", beforeItem: "a")
            })
        #expect(message.contains("Attempted to move item identifier that does not exist in the snapshot: ghost"))
    }

    // UIKitBehaviour #186
    @Test func reloadingAnUnknownItem() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.reloadItems(["ghost"])
            })
        #expect(message.contains("Attempted to reload item identifier that does not exist in the snapshot: ghost"))
    }

    @Test func reconfiguringAnUnknownItem() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.reconfigureItems(["ghost"])
            })
        #expect(message.contains("Attempted to reconfigure item identifier that does not exist in the snapshot: ghost"))
    }

    @Test func sectionOperationsOnAnUnknownSection() async {
        let reload = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.reloadSections([3])
            })
        #expect(reload.contains("Attempted to reload section identifier that does not exist in the snapshot: 3"))
        let move = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.moveSection(0, afterSection: 3)
            })
        #expect(move.contains("section identifier that does not exist in the snapshot: 3"))
        let insert = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.insertSections([1], beforeSection: 3)
            })
        #expect(
            insert.contains(
                "Attempted to insert sections before section identifier that does not exist in the snapshot: 3"))
    }

    @Test func queryingAnUnknownSection() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                _ = snapshot.numberOfItems(inSection: 9)
            })
        #expect(message.contains("Invalid parameter not satisfying: section != NSNotFound"))
    }

    @Test func movingAnItemRelativeToItself() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a"])
                snapshot.moveItem("a", afterItem: "a")
            })
        #expect(message.contains("relative to itself"))
    }
}
