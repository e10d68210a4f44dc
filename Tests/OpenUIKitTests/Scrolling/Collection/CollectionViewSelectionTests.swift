import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Highlight and selection by taps (delegate histories) and by code.
@MainActor
@Suite struct CollectionViewSelectionTests {
    func grid(_ host: HeadlessHost, source: GridSource) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = makeCollectionView(host, layout: layout, source: source)
        host.runFrame()
        return collectionView
    }

    // UIKitBehaviour #167
    @Test func tapsSelectOneItemAtATime() {
        let host = HeadlessHost()
        let source = GridSource(counts: [12])
        let collectionView = grid(host, source: source)
        host.tap(at: CGPoint(x: 160, y: 50))  // item 1
        #expect(
            source.history == [
                "shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didUnhighlight 0-1", "didSelect 0-1"
            ])
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
        source.history = []
        host.tap(at: CGPoint(x: 160, y: 160))  // item 4
        #expect(
            source.history == [
                "shouldHighlight 0-4", "didHighlight 0-4", "shouldSelect 0-4", "didUnhighlight 0-4",
                "didDeselect 0-1", "didSelect 0-4"
            ])
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, false)
    }

    @Test func highlightLastsWhileTheFingerIsDown() {
        let host = HeadlessHost()
        let source = GridSource(counts: [12])
        let collectionView = grid(host, source: source)
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        cell.selectedBackgroundView = UIView()
        var highlightedWhileDown = false
        // Held past the scroll view's content-touch delay (0.15 s), as a finger that rests.
        host.perform(
            [.hold(at: CGPoint(x: 50, y: 50), duration: 0.3)],
            afterEachFrame: {
                if source.history.last == "didHighlight 0-0" {
                    highlightedWhileDown = cell.isHighlighted && cell.selectedBackgroundView?.isHidden == false
                }
            })
        #expect(highlightedWhileDown)
        #expect(!cell.isHighlighted && cell.isSelected && cell.selectedBackgroundView?.isHidden == false)
    }

    @Test func refusedSelectionAndMultipleSelection() {
        let host = HeadlessHost()
        let source = GridSource(counts: [12])
        source.shouldSelect = { $0.item != 2 }
        let collectionView = grid(host, source: source)
        host.tap(at: CGPoint(x: 270, y: 50))
        expectEqual(collectionView.indexPathsForSelectedItems, [])
        expectEqual(source.history.last, "didUnhighlight 0-2")
        collectionView.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 160, y: 50))
        #expect(
            collectionView.indexPathsForSelectedItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)
            ])
        source.history = []
        host.tap(at: CGPoint(x: 50, y: 50))  // a second tap deselects
        expectEqual(
            source.history, ["shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "didDeselect 0-0"])
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }

    @Test func selectingByCodeCallsNoDelegateAndSurvivesReuse() {
        let host = HeadlessHost()
        let source = GridSource(counts: [300])
        let collectionView = grid(host, source: source)
        source.history = []
        collectionView.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(source.history.isEmpty)
        #expect(collectionView.contentOffset.y == 1430)  // row 13
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected, true)
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 41, section: 0))?.isSelected, false)
        collectionView.deselectItem(at: IndexPath(item: 40, section: 0), animated: false)
        expectEqual(collectionView.indexPathsForSelectedItems, [])
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected, false)
        // Selecting an item that does not exist is reported and ignored.
        let before = host.reports.count
        collectionView.selectItem(at: IndexPath(item: 400, section: 0), animated: false, scrollPosition: [])
        #expect(host.reports.count == before + 1 && collectionView.indexPathsForSelectedItems == [])
    }

    @Test func controllerClearsTheSelectionWhenItsViewAppears() {
        final class PhotosController: UICollectionViewController {
            var selected: [IndexPath] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "color")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            { 20 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "color", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = PhotosController(collectionViewLayout: layout)
        #expect(controller.clearsSelectionOnViewWillAppear)
        host.window.rootViewController = controller
        host.runFrame()
        #expect(
            // 390 × 844: all 20
            controller.collectionView.dataSource === controller && controller.collectionView.visibleCells.count == 20)
        host.tap(at: CGPoint(x: 50, y: 50))
        expectEqual(controller.selected, [IndexPath(item: 0, section: 0)])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        expectEqual(controller.collectionView.indexPathsForSelectedItems, [])
        controller.endAppearanceTransition()
    }
}
