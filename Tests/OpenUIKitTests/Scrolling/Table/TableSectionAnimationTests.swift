import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A client-style source of titled sections: plain NSObject, 44-pt rows, 30-pt header views of
/// a solid colour made by the delegate, display events recorded.
final class SectionsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var events: [String] = []

    init(sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        header.backgroundColor = .systemBlue
        return header
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        events.append("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        events.append("didEndDisplayingHeader \(section)")
    }
}

/// Section headers in batch updates: those of deleted sections leave with the row animation,
/// like the rows; those of inserted sections come in with theirs; collection view headers fade
/// like cells. Instants on the manual clock: the animation is 0.3 s ease-in-out, so at 0.15 s
/// every value is halfway.
@MainActor
@Suite struct TableSectionAnimationTests {
    /// Three sections of two rows: headers at y = 0, 118 and 236.
    func make(_ host: HeadlessHost, _ source: SectionsSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.runFrame()
        return table
    }

    func threeSections() -> SectionsSource {
        SectionsSource(sections: [["A", "B"], ["C", "D"], ["E", "F"]])
    }

    func presented(_ view: UIView) -> (frame: CGRect, opacity: Double) {
        let layer = view.layer.presentation() ?? view.layer
        return (layer.frame, Double(layer.opacity))
    }

    // UIKitBehaviour #207
    @Test func aDeletedSectionsHeaderFadesOutInPlaceWhileTheNextMovesUp() {
        let host = HeadlessHost()
        let source = threeSections()
        let table = make(host, source)
        let doomed = table.rectForHeader(inSection: 1)
        expectEqual(doomed, CGRect(x: 0, y: 118, width: 320, height: 30))
        let header = table.subviews.first { $0.backgroundColor == .systemBlue && $0.frame == doomed }!
        let next = table.subviews.first { $0.backgroundColor == .systemBlue && $0.frame.minY == 236 }!
        source.sections.remove(at: 1)
        source.events = []
        table.deleteSections([1], with: .fade)
        #expect(header.superview === table, "still on screen, leaving")
        expectEqual(next.frame.minY, 118)
        host.advance(by: 0.15)
        #expect(isClose(presented(header).opacity, 0.5, tolerance: 1e-3))
        expectEqual(presented(header).frame, doomed)
        #expect(isClose(presented(next).frame.minY, 177, tolerance: 1e-3))
        #expect(source.events.isEmpty, "ends displaying when its animation ends")
        host.advance(by: 0.2)
        expectEqual(header.superview, nil)
        expectEqual(source.events, ["didEndDisplayingHeader 1"])
    }

    @Test(arguments: [
        (UITableView.RowAnimation.left, CGPoint(x: -160, y: 118), 1.0),
        (.right, CGPoint(x: 160, y: 118), 1.0),
        (.top, CGPoint(x: 0, y: 103), 0.5),
        (.bottom, CGPoint(x: 0, y: 133), 0.5),
        (.automatic, CGPoint(x: 0, y: 118), 0.5)
    ])
    func aDeletedSectionsHeaderLeavesLikeItsRows(animation: UITableView.RowAnimation, halfway: CGPoint, opacity: Double)
    {
        let host = HeadlessHost()
        let source = threeSections()
        let table = make(host, source)
        let header = table.subviews.first { $0.backgroundColor == .systemBlue && $0.frame.minY == 118 }!
        let row = table.cellForRow(at: IndexPath(row: 0, section: 1))!
        source.sections.remove(at: 1)
        table.performBatchUpdates({ table.deleteSections([1], with: animation) })
        host.advance(by: 0.15)
        #expect(isClose(presented(header).frame.origin, halfway, tolerance: 1e-3))
        #expect(isClose(presented(header).opacity, opacity, tolerance: 1e-3))
        #expect(isClose(presented(row).opacity, opacity, tolerance: 1e-3), "the same as the section's rows")
        host.runUntilIdle()
        expectEqual(header.superview, nil)
    }

    @Test func noneRemovesTheHeaderAtOnce() {
        let host = HeadlessHost()
        let source = threeSections()
        let table = make(host, source)
        let header = table.subviews.first { $0.backgroundColor == .systemBlue && $0.frame.minY == 118 }!
        source.sections.remove(at: 1)
        table.deleteSections([1], with: .none)
        expectEqual(header.superview, nil)
    }

    @Test func anInsertedSectionsHeaderComesInWithItsAnimation() {
        let host = HeadlessHost()
        let source = threeSections()
        let table = make(host, source)
        source.sections.insert(["X"], at: 1)
        source.events = []
        table.insertSections([1], with: .right)
        expectEqual(source.events, ["willDisplayHeader 1"])
        let header = table.subviews.first {
            $0.backgroundColor == .systemBlue && $0.frame.minY == 118 && $0.alpha == 1
                && $0.layer.presentation()?.frame.minX != 0
        }!
        expectEqual(header.frame, CGRect(x: 0, y: 118, width: 320, height: 30))
        host.advance(by: 0.15)
        #expect(isClose(presented(header).frame.minX, 160, tolerance: 1e-3))
        expectEqual(presented(header).opacity, 1)
        host.runUntilIdle()
        expectEqual(presented(header).frame.minX, 0)

        // Fading: transparent at first, half-way at half time.
        source.sections.insert(["Y"], at: 0)
        table.insertSections([0], with: .fade)
        let faded = table.subviews.first { $0.backgroundColor == .systemBlue && $0.frame.minY == 0 }!
        host.advance(by: 0.15)
        #expect(isClose(presented(faded).opacity, 0.5, tolerance: 1e-3))
    }

    /// A diffable data source deletes a section with its `defaultRowAnimation`.
    @Test func diffableSectionDeletesFadeTheHeader() {
        let host = HeadlessHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let headers = SectionsSource(sections: [])
        table.delegate = headers
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        host.window.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        dataSource.apply(snapshot, animatingDifferences: false)
        host.runFrame()
        let header = table.subviews.first { $0.backgroundColor == .systemBlue && $0.frame.minY == 0 }!
        snapshot.deleteSections(["fruit"])
        dataSource.apply(snapshot)
        host.advance(by: 0.15)
        #expect(header.superview === table)
        #expect(isClose(presented(header).opacity, 0.5, tolerance: 1e-3))
        host.runUntilIdle()
        expectEqual(header.superview, nil)
    }

    /// The picture halfway through deleting the middle section with `.left`: its header and
    /// rows half slid off to the left, the last section half-way up.
    @Test func aDeletedSectionRendersHalfGone() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 480), scale: 1)
        let source = threeSections()
        let table = make(host, source)
        table.backgroundColor = .white
        source.sections.remove(at: 1)
        table.deleteSections([1], with: .left)
        host.advance(by: 0.15)
        let image = host.render()
        try writeContactSheet([image], to: "/tmp/segue-table/deleted-section-halfway.png")
        let pixels = image._premultipliedRGBA
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(pixels[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)])
        }
        // The deleted header (y 118…148) covers x < 160 and has left x ≥ 160 white.
        #expect(pixel(80, 125) == pixel(10, 5), "blue, as the first header")
        expectEqual(pixel(240, 125), [255, 255, 255, 255])
    }
}

/// Collection view headers of deleted and inserted sections fade like cells.
@MainActor
@Suite struct CollectionSectionAnimationTests {
    func make(_ host: HeadlessHost, _ source: GridSource) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = makeCollectionView(host, layout: layout, source: source)
        host.runFrame()
        return collectionView
    }

    @Test func headersOfDeletedSectionsFadeOutAndOfInsertedOnesFadeIn() {
        let host = HeadlessHost()
        let source = GridSource(counts: [3, 3, 3])
        let collectionView = make(host, source)
        let kind = UICollectionView.elementKindSectionHeader
        let doomed = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))!
        expectEqual(doomed.frame, CGRect(x: 0, y: 130, width: 320, height: 30))
        source.counts = [3, 3]
        collectionView.deleteSections([1])
        host.advance(by: 0.15)
        #expect(doomed.superview === collectionView)
        #expect(isClose(Double(doomed.layer.presentation()!.opacity), 0.5, tolerance: 1e-3))
        expectEqual(doomed.layer.presentation()!.frame, CGRect(x: 0, y: 130, width: 320, height: 30))
        host.runUntilIdle()
        expectEqual(doomed.superview, nil)

        source.counts = [3, 2, 3]
        collectionView.insertSections([1])
        let arriving = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))!
        host.advance(by: 0.15)
        #expect(isClose(Double(arriving.layer.presentation()!.opacity), 0.5, tolerance: 1e-3))
        host.runUntilIdle()
        expectEqual(arriving.layer.presentation()!.opacity, 1)
    }
}
