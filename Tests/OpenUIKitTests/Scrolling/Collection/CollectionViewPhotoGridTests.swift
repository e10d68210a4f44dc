import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A photo grid as apps build it: rendered, and a cell's frame carried into another view the
/// way a zoom transition starts.
@MainActor
@Suite struct CollectionViewPhotoGridTests {
    /// Three columns of square "photos" 2 pt apart under a navigation-bar-like strip.
    func photoGrid(_ host: HeadlessHost) -> (container: UIView, grid: UICollectionView, source: GridSource) {
        let container = UIView(frame: host.window.bounds)
        container.backgroundColor = .black
        host.window.addSubview(container)
        let layout = UICollectionViewFlowLayout()
        let side = (390 - 2 * 2) / 3.0
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let source = GridSource(counts: [60])
        let grid = UICollectionView(frame: CGRect(x: 0, y: 64, width: 390, height: 780), collectionViewLayout: layout)
        grid.register(ColorCell.self, forCellWithReuseIdentifier: "color")
        grid.dataSource = source
        grid.delegate = source
        grid.backgroundColor = .white
        container.addSubview(grid)
        return (container, grid, source)
    }

    @Test func cellFrameConvertsIntoTheTransitionContainer() {
        let host = HeadlessHost()
        let (container, grid, source) = photoGrid(host)
        grid.contentOffset = CGPoint(x: 0, y: 100)
        grid.layoutIfNeeded()
        let indexPath = IndexPath(item: 7, section: 0)  // row 2, column 1
        let side = (390 - 4) / 3.0
        let attributes = grid.layoutAttributesForItem(at: indexPath)!
        #expect(
            isClose(
                attributes.frame, CGRect(x: side + 2, y: 2 * (side + 2), width: side, height: side), tolerance: 1e-9))
        let cell = grid.cellForItem(at: indexPath)!
        let expected = CGRect(x: side + 2, y: 64 + 2 * (side + 2) - 100, width: side, height: side)
        #expect(isClose(cell.convert(cell.bounds, to: container), expected, tolerance: 1e-9))
        #expect(isClose(grid.convert(attributes.frame, to: container), expected, tolerance: 1e-9))
        #expect(isClose(grid.convert(attributes.frame, to: nil), expected, tolerance: 1e-9))
        #expect(source.cellsSeen.contains(ObjectIdentifier(cell)))
    }

    @Test func rendersAPhotoGrid() throws {
        let host = HeadlessHost()
        let (_, grid, source) = photoGrid(host)
        grid.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        host.runFrame()
        let image = host.render()
        let path = NSTemporaryDirectory() + "segue-collection-photo-grid.png"
        try writeContactSheet([image], gap: 0, to: path)
        let pixel = { (x: Int, y: Int) in
            Array(image._premultipliedRGBA[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3])
        }
        #expect(pixel(200, 10) == [0, 0, 0])  // the container above the grid
        #expect(pixel(129, 100) == [255, 255, 255])  // the 2 pt gap between columns 0 and 1
        #expect(pixel(60, 120) != [255, 255, 255] && pixel(60, 120) != pixel(190, 120))  // two different photos
        expectEqual(grid.visibleCells.count, 3 * 6)
        expectEqual(source.cellsSeen.count, 18)
    }
}
