import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// A list view stand-in: records every call, shows what the data source answered at the last
/// reload, and applies batch updates through `BatchUpdateModel`, so a test can check that what
/// it shows always matches the data.
@MainActor
private final class RecordingListView: _DiffableBatchTarget {
    var log: [String] = []
    /// The items shown, section by section (what cells the view would have).
    var shown: [[Int]] = []
    /// Whether animations were enabled for the last batch update.
    var lastBatchAnimated: Bool?
    /// Problems found applying batch updates.
    var problems: [String] = []
    /// Completions of batch updates, run when the test says the animation ended.
    var pendingCompletions: [(Bool) -> Void] = []
    /// The data source: what the diffable data source would answer.
    var dataSource: () -> [[Int]] = { [] }

    private var recording: _SnapshotDifference?

    func reloadData() {
        log.append("reloadData")
        shown = dataSource()
    }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        log.append("performBatchUpdates")
        lastBatchAnimated = UIView.areAnimationsEnabled
        recording = _SnapshotDifference()
        updates?()
        let model = BatchUpdateModel(old: shown, new: dataSource(), difference: recording!)
        problems += model.problems
        shown = dataSource()
        recording = nil
        if let completion { pendingCompletions.append(completion) }
        log.append("end batch")
    }

    func insertSections(_ sections: IndexSet) {
        log.append("insertSections \(Array(sections))")
        recording!.insertedSections.formUnion(sections)
    }
    func deleteSections(_ sections: IndexSet) {
        log.append("deleteSections \(Array(sections))")
        recording!.deletedSections.formUnion(sections)
    }
    func reloadSections(_ sections: IndexSet) {
        log.append("reloadSections \(Array(sections))")
        recording!.reloadedSections.formUnion(sections)
    }
    func moveSection(_ section: Int, toSection newSection: Int) {
        log.append("moveSection \(section)→\(newSection)")
        recording!.movedSections.append(.init(from: section, to: newSection))
    }
    func insertItems(at indexPaths: [IndexPath]) {
        log.append("insertItems \(indexPaths.map(Self.text))")
        recording!.insertedItems += indexPaths
    }
    func deleteItems(at indexPaths: [IndexPath]) {
        log.append("deleteItems \(indexPaths.map(Self.text))")
        recording!.deletedItems += indexPaths
    }
    func reloadItems(at indexPaths: [IndexPath]) {
        log.append("reloadItems \(indexPaths.map(Self.text))")
        recording!.reloadedItems += indexPaths
    }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        log.append("moveItem \(Self.text(indexPath))→\(Self.text(newIndexPath))")
        recording!.movedItems.append(.init(from: indexPath, to: newIndexPath))
    }
    func reconfigureItems(at indexPaths: [IndexPath]) {
        log.append("reconfigureItems \(indexPaths.map(Self.text))")
        #expect(recording == nil, "reconfigure comes after the batch update")
    }

    static func text(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}

@MainActor @Suite struct DiffableApplierTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    private func make() -> (RecordingListView, _DiffableApplier<Int, Int>) {
        let view = RecordingListView()
        let applier = _DiffableApplier<Int, Int>(target: view)
        view.dataSource = { [unowned applier] in applier.snapshot.layout }
        return (view, applier)
    }

    private func snapshot(_ sections: [[Int]]) -> Snapshot {
        var snapshot = Snapshot()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        return snapshot
    }

    @Test func firstApplyReloadsData() {
        let (view, applier) = make()
        var completed = 0
        applier.apply(snapshot([[1, 2], [3]]), animatingDifferences: true) { completed += 1 }
        expectEqual(view.log, ["reloadData"])
        expectEqual(view.shown, [[1, 2], [3]])
        expectEqual(completed, 1)
        #expect(applier.hasAppliedSnapshot)
    }

    @Test func animatedApplyIsOneBatchUpdateWithTheNewDataInside() {
        let (view, applier) = make()
        applier.apply(snapshot([[1, 2, 3], [4]]))
        view.log = []
        var completed = 0
        applier.apply(snapshot([[3, 1], [4, 5]]), animatingDifferences: true) { completed += 1 }
        #expect(
            view.log == [
                "performBatchUpdates", "deleteItems [\"0.1\"]", "insertItems [\"1.1\"]", "moveItem 0.2→0.0", "end batch"
            ])
        expectEqual(view.lastBatchAnimated, true)
        expectEqual(view.problems, [])
        expectEqual(view.shown, [[3, 1], [4, 5]])
        // The completion waits for the animations.
        expectEqual(completed, 0)
        view.pendingCompletions.forEach { $0(true) }
        expectEqual(completed, 1)
    }

    // UIKitBehaviour #189
    @Test func nonAnimatedApplyStillDiffsButWithoutAnimation() {
        let (view, applier) = make()
        applier.apply(snapshot([[1, 2]]))
        view.log = []
        applier.apply(snapshot([[2, 1, 9]]), animatingDifferences: false)
        expectEqual(view.log.first, "performBatchUpdates")
        #expect(!view.log.contains("reloadData"))
        expectEqual(view.lastBatchAnimated, false)
        #expect(UIView.areAnimationsEnabled)
        expectEqual(view.shown, [[2, 1, 9]])
    }

    @Test func applyUsingReloadDataSkipsTheDifference() {
        let (view, applier) = make()
        applier.apply(snapshot([[1, 2]]))
        view.log = []
        var completed = false
        applier.applyUsingReloadData(snapshot([[5]])) { completed = true }
        expectEqual(view.log, ["reloadData"])
        #expect(view.shown == [[5]] && completed)
    }

    @Test func anUnchangedSnapshotCallsNothing() {
        let (view, applier) = make()
        applier.apply(snapshot([[1, 2]]))
        view.log = []
        var completed = false
        applier.apply(snapshot([[1, 2]])) { completed = true }
        #expect(view.log.isEmpty && completed)
    }

    // UIKitBehaviour #188
    @Test func reloadAndReconfigureMarksActOnceAndAreNotKept() {
        let (view, applier) = make()
        applier.apply(snapshot([[1, 2, 3]]))
        var next = applier.snapshot
        next.reloadItems([1])
        next.reconfigureItems([3])
        view.log = []
        applier.apply(next)
        expectEqual(
            view.log, ["performBatchUpdates", "reloadItems [\"0.0\"]", "end batch", "reconfigureItems [\"0.2\"]"])
        #expect(
            applier.snapshot.reloadedItemIdentifiers.isEmpty && applier.snapshot.reconfiguredItemIdentifiers.isEmpty)
        // Only a reconfigure: no batch update, the completion runs at once.
        var again = applier.snapshot
        again.reconfigureItems([2])
        view.log = []
        var completed = false
        applier.apply(again) { completed = true }
        #expect(view.log == ["reconfigureItems [\"0.1\"]"] && completed)
    }

    @Test func lookupsFollowTheAppliedSnapshot() {
        let (_, applier) = make()
        applier.apply(snapshot([[10, 11], [12]]))
        expectEqual(applier.itemIdentifier(for: IndexPath(item: 0, section: 1)), 12)
        expectEqual(applier.itemIdentifier(for: IndexPath(item: 5, section: 1)), nil)
        expectEqual(applier.indexPath(for: 11), IndexPath(item: 1, section: 0))
        #expect(applier.sectionIdentifier(for: 1) == 1 && applier.sectionIdentifier(for: 2) == nil)
        expectEqual(applier.index(for: 0), 0)
        applier.apply(snapshot([[12], [11, 10]]))
        expectEqual(applier.indexPath(for: 11), IndexPath(item: 0, section: 1))
        expectEqual(applier.indexPath(for: 99), nil)
    }

    @Test func sectionSnapshotsShowTheirVisibleItems() {
        let (view, applier) = make()
        applier.apply(snapshot([[1], [2]]))
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([10, 20])
        outline.append([11, 12], to: 10)
        applier.apply(outline, to: 1)
        expectEqual(view.shown, [[1], [10, 20]])
        expectEqual(view.problems, [])
        outline.expand([10])
        view.log = []
        applier.apply(outline, to: 1)
        expectEqual(view.log, ["performBatchUpdates", "insertItems [\"1.1\", \"1.2\"]", "end batch"])
        expectEqual(view.shown, [[1], [10, 11, 12, 20]])
        #expect(applier.snapshot(for: 1).isExpanded(10))
        expectEqual(applier.snapshot(for: 0).items, [1])
        #expect(applier.snapshot(for: 7).items.isEmpty)
        // A section that is not there yet is appended.
        var extra = NSDiffableDataSourceSectionSnapshot<Int>()
        extra.append([30])
        applier.apply(extra, to: 2, animatingDifferences: false)
        expectEqual(view.shown, [[1], [10, 11, 12, 20], [30]])
        #expect(applier.snapshot(for: 1).isExpanded(10))
        // A full snapshot forgets the trees.
        applier.apply(applier.snapshot)
        #expect(!applier.snapshot(for: 1).isExpanded(10))
    }

    @Test func withoutATargetTheSnapshotIsStillKept() {
        let applier = _DiffableApplier<Int, Int>(target: nil)
        var completed = false
        applier.apply(snapshot([[1]])) { completed = true }
        #expect(applier.snapshot.itemIdentifiers == [1] && completed)
    }

    /// Random sequences of snapshots applied, animated or not: what the view shows always
    /// matches the data source, and no batch update breaks UIKit's rules.
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomSequencesKeepTheViewInStepWithTheData(seed: UInt64) {
        let (view, applier) = make()
        var random = SeededGenerator(seed: seed)
        var nextItem = 0
        var nextSection = 0
        for _ in 0..<200 {
            let next = randomlyEdited(applier.snapshot, nextItem: &nextItem, nextSection: &nextSection, using: &random)
            applier.apply(next, animatingDifferences: Bool.random(using: &random))
            expectEqual(view.problems, [])
            expectEqual(view.shown, next.layout)
            if !view.problems.isEmpty { break }
        }
        expectEqual(view.log.filter { $0 == "reloadData" }.count, 1)
    }
}
