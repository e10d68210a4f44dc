import Foundation
import OpenUIKit
import SegueTesting

/// A cell written the way apps write them: a subclass with its own designated initializer
/// override and a label-like subview, counting its resets.
final class ColorCell: UICollectionViewCell {
    let swatch = UIView()
    var prepareForReuseCount = 0
    var configuredItem: IndexPath?

    override init(frame: CGRect) {
        super.init(frame: frame)
        swatch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(swatch)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        configuredItem = nil
    }
}

/// A header with no initializers of its own (inherits them all).
final class SectionHeader: UICollectionReusableView {
    var title = ""
}

/// A plain NSObject data source and flow delegate, recording what the collection view asks
/// and tells (as `"didSelect 0-3"` strings).
final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var history: [String] = []
    var recordsDisplay = false
    var sizeForItem: ((IndexPath) -> CGSize)?
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    /// Every cell object the data source was handed.
    var cellsSeen = Set<ObjectIdentifier>()

    init(counts: [Int]) { self.counts = counts }

    /// Sources the tests hand over inline, held as a view controller would hold them.
    @MainActor static var keptAlive: [GridSource] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "color", for: indexPath) as! ColorCell
        cell.configuredItem = indexPath
        cellsSeen.insert(ObjectIdentifier(cell))
        let hue = CGFloat((indexPath.item * 37 + indexPath.section * 101) % 360) / 360
        cell.swatch.backgroundColor = UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? SectionHeader)?.title =
            "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        view.backgroundColor = .darkGray
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeForItem?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        history.append("shouldHighlight \(indexPath.section)-\(indexPath.item)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        history.append("didHighlight \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        history.append("didUnhighlight \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        history.append("shouldSelect \(indexPath.section)-\(indexPath.item)")
        return shouldSelect(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        history.append("didSelect \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        history.append("didDeselect \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if recordsDisplay { history.append("willDisplay \(indexPath.section)-\(indexPath.item)") }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if recordsDisplay { history.append("didEndDisplaying \(indexPath.section)-\(indexPath.item)") }
    }
}

/// A collection view in the host's window with `source` as data source and delegate.
@MainActor
func makeCollectionView(
    _ host: HeadlessHost, layout: UICollectionViewLayout, source: GridSource,
    frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
) -> UICollectionView {
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "color")
    collectionView.register(
        SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    collectionView.register(
        SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        withReuseIdentifier: "header")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.backgroundColor = .white
    GridSource.keptAlive.append(source)  // a controller would hold it; the collection view does not
    host.window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return collectionView
}

@MainActor
func itemFrame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
