import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code in the shape of countless photo-grid screens: a
/// `UICollectionViewController` on a flow layout, its cell class registered in `viewDidLoad`,
/// and the sizes computed in a `UICollectionViewDelegateFlowLayout` conformance added in an
/// extension (three columns that fill the width, with insets and spacing).
class PhotoGridViewController: UICollectionViewController {
    static let reuseIdentifier = "PhotoCell"
    let columns: CGFloat = 3
    let spacing: CGFloat = 2
    let inset: CGFloat = 8
    var photoCount = 60
    var tappedItems: [Int] = []

    class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .black
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photoCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath) as! PhotoCell
        let hue = CGFloat(indexPath.item % 12) / 12
        cell.imageView.backgroundColor = UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tappedItems.append(indexPath.item)
    }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let available = collectionView.bounds.width - inset * 2 - spacing * (columns - 1)
        let side = (available / columns).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        return UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        return spacing
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        return spacing
    }
}

@MainActor
@Suite struct PhotoGridFlowClientTests {
    @Test func theExtensionsSizesLayOutThreeColumnsAndTapsFindTheirItems() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 480))
        let grid = PhotoGridViewController()
        host.window.rootViewController = grid
        host.runUntilIdle()
        let collectionView = try #require(grid.collectionView)
        // (320 − 16 − 4) / 3 = 100: three 100-point squares per row, 2 points apart.
        let frames = (0..<4).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(
            frames == [
                CGRect(x: 8, y: 8, width: 100, height: 100), CGRect(x: 110, y: 8, width: 100, height: 100),
                CGRect(x: 212, y: 8, width: 100, height: 100), CGRect(x: 8, y: 110, width: 100, height: 100)
            ])
        #expect(collectionView.contentSize == CGSize(width: 320, height: 8 + 20 * 100 + 19 * 2 + 8))

        host.tap(at: CGPoint(x: 260, y: 160))
        #expect(grid.tappedItems == [5])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? PhotoGridViewController.PhotoCell)
        #expect(cell.imageView.frame.size == CGSize(width: 100, height: 100))
    }
}
