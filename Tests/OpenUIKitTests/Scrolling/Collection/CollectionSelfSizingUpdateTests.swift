import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A self-sizing note cell as apps write it: a multi-line label pinned 10 pt inside the content
/// view, 280 pt wide, so the cell is 300 wide and as tall as its text.
final class NoteCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.widthAnchor.constraint(equalToConstant: 280)
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// The height a note of `text` needs, from the label alone (not through Auto Layout).
    @MainActor static func height(of text: String) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height + 20
    }
}

/// A plain NSObject data source of notes.
final class NoteSource: NSObject, UICollectionViewDataSource {
    var notes: [String]
    var cellsMade = 0

    init(notes: [String]) { self.notes = notes }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        cell.label.text = notes[indexPath.item]
        cellsMade += 1
        return cell
    }
}

/// Self-sizing cells whose content changes are measured again — after `reloadItems`,
/// `reconfigureItems`, diffable reloads and reconfigures, and `invalidateLayout()` — and the
/// new sizes animate inside batch updates (0.3 s, ease-in-out; halfway is half the move).
@MainActor
@Suite struct CollectionSelfSizingUpdateTests {
    static let short = "Milk"
    static let long =
        "Milk, eggs, flour, butter, sugar, vanilla, baking powder and a pinch of salt for the cake on Sunday"

    func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 44)
        layout.minimumLineSpacing = 10
        return layout
    }

    func make(_ host: HeadlessHost, layout: UICollectionViewLayout, source: NoteSource) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        host.runFrame()
        return collectionView
    }

    func presentedFrame(_ view: UIView) -> CGRect { (view.layer.presentation() ?? view.layer).frame }

    @Test func theLongTextIsSeveralLinesTall() {
        #expect(NoteCell.height(of: Self.long) > 2 * NoteCell.height(of: Self.short) - 20)
    }

    @Test func reloadWithLongerTextMeasuresTheNewCellAndAnimatesTheMove() {
        let host = HeadlessHost()
        let source = NoteSource(notes: [Self.short, Self.short, Self.short])
        let collectionView = make(host, layout: flowLayout(), source: source)
        let shortHeight = NoteCell.height(of: Self.short)
        let longHeight = NoteCell.height(of: Self.long)
        expectEqual(itemFrame(collectionView, 0)?.height, shortHeight)
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        expectEqual(second.frame.minY, shortHeight + 10)
        source.notes[0] = Self.long
        collectionView.performBatchUpdates({ collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)]) })
        // The model is final at once: the new cell has its measured size, the others moved down.
        let reloaded = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        expectEqual(itemFrame(collectionView, 0)?.size, CGSize(width: 300, height: longHeight))
        expectEqual(reloaded.frame.height, longHeight)
        expectEqual(second.frame.minY, longHeight + 10)
        expectEqual(collectionView.contentSize.height, longHeight + 2 * shortHeight + 20)
        host.advance(by: 0.15)
        #expect(isClose(presentedFrame(second).minY, (shortHeight + longHeight) / 2 + 10, tolerance: 1e-3))
        #expect(isClose(presentedFrame(reloaded).height, (shortHeight + longHeight) / 2, tolerance: 1e-3))
        host.advance(by: 0.2)
        expectEqual(presentedFrame(second).minY, longHeight + 10)
    }

    @Test func lonelyReloadItemsOutsideABatchIsMeasuredToo() {
        let host = HeadlessHost()
        let source = NoteSource(notes: [Self.short, Self.short])
        let collectionView = make(host, layout: flowLayout(), source: source)
        source.notes[1] = Self.long
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        host.runUntilIdle()
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height
                == NoteCell.height(of: Self.long))
    }

    /// Compositional layout, estimated heights: the reconfigured cell keeps its identity, grows,
    /// and the cell below moves, both animated.
    @Test func reconfigureInABatchKeepsTheCellAndAnimatesItsNewHeight() {
        let host = HeadlessHost()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = NoteSource(notes: [Self.short, Self.short, Self.short])
        let collectionView = make(host, layout: layout, source: source)
        let shortHeight = NoteCell.height(of: Self.short)
        let longHeight = NoteCell.height(of: Self.long)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        expectEqual(third.frame.minY, 2 * shortHeight)
        source.notes[1] = Self.long
        let made = source.cellsMade
        var finished: [Bool] = []
        collectionView.performBatchUpdates(
            {
                collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { finished.append($0) })
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! NoteCell
        #expect(source.cellsMade == made + 1 && second.label.text == Self.long)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(second.frame.height == longHeight && third.frame.minY == shortHeight + longHeight)
        host.advance(by: 0.15)
        #expect(isClose(presentedFrame(third).minY, shortHeight + (shortHeight + longHeight) / 2, tolerance: 1e-3))
        #expect(isClose(presentedFrame(second).height, (shortHeight + longHeight) / 2, tolerance: 1e-3))
        host.advance(by: 0.2)
        expectEqual(finished, [true])
    }

    /// The app changes a visible cell's text itself, then invalidates the layout: the cell is
    /// asked for its size again (no animation outside a batch update)…
    @Test func invalidateLayoutMeasuresVisibleCellsAgain() {
        let host = HeadlessHost()
        let layout = flowLayout()
        let source = NoteSource(notes: [Self.short, Self.short])
        let collectionView = make(host, layout: layout, source: source)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! NoteCell
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        first.label.text = Self.long
        collectionView.layoutIfNeeded()
        #expect(first.frame.height == NoteCell.height(of: Self.short), "not measured again without an invalidation")
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(first.frame.height, NoteCell.height(of: Self.long))
        expectEqual(second.frame.minY, NoteCell.height(of: Self.long) + 10)
    }

    /// …and inside `performBatchUpdates` (the idiom for animating a size change) it animates.
    @Test func anEmptyBatchUpdateAnimatesAChangedSize() {
        let host = HeadlessHost()
        let source = NoteSource(notes: [Self.short, Self.short])
        let collectionView = make(host, layout: flowLayout(), source: source)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! NoteCell
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let shortHeight = NoteCell.height(of: Self.short)
        let longHeight = NoteCell.height(of: Self.long)
        first.label.text = Self.long
        collectionView.performBatchUpdates(nil)
        expectEqual(second.frame.minY, longHeight + 10)
        host.advance(by: 0.15)
        #expect(isClose(presentedFrame(second).minY, (shortHeight + longHeight) / 2 + 10, tolerance: 1e-3))
    }

    /// Diffable data sources: a snapshot's `reloadItems` and `reconfigureItems` re-measure the
    /// cells, animated when the apply animates.
    @Test func diffableReloadAndReconfigureMeasureAgain() {
        let host = HeadlessHost()
        var notes = ["a": Self.short, "b": Self.short, "c": Self.short]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flowLayout())
        let registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, id in
            cell.label.text = notes[id]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        host.window.addSubview(collectionView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.runFrame()
        let shortHeight = NoteCell.height(of: Self.short)
        let longHeight = NoteCell.height(of: Self.long)
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        notes["b"] = Self.long
        snapshot.reconfigureItems(["b"])
        dataSource.apply(snapshot)
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height, longHeight)
        expectEqual(third.frame.minY, shortHeight + longHeight + 20)
        host.advance(by: 0.15)
        #expect(isClose(presentedFrame(third).minY, shortHeight + 20 + (shortHeight + longHeight) / 2, tolerance: 1e-3))
        host.runUntilIdle()
        notes["a"] = Self.long
        snapshot = dataSource.snapshot()
        snapshot.reloadItems(["a"])
        dataSource.apply(snapshot)
        host.runUntilIdle()
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height, longHeight)
        expectEqual(third.frame.minY, 2 * longHeight + 20)
    }
}
