#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The zoom transition demo's album: a grid of square photos, three to a row. Tapping one
/// pushes its photo with iOS 18's zoom transition, written as Apple's documentation shows: the
/// detail's `preferredTransition` is a zoom whose source view provider finds the cell of the
/// photo the detail shows *now* (it is asked again on the way back).
final class ZoomAlbumViewController: UICollectionViewController {
    static let cellSide: CGFloat = 128
    static let spacing: CGFloat = 3
    private(set) var landscapes: [UIImage] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: Self.cellSide, height: Self.cellSide)
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Album"
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("ZoomAlbumViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        landscapes = Photo.drawLandscapes()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    }

    /// The centre of item `index` in the window, with the grid not scrolled.
    static func cellCenter(_ index: Int) -> CGPoint {
        let pitch = cellSide + spacing
        return CGPoint(x: CGFloat(index % 3) * pitch + cellSide / 2, y: 44 + CGFloat(index / 3) * pitch + cellSide / 2)
    }

    /// A photo screen for item `index` that zooms out of its cell and back into the cell of
    /// whatever photo it shows when it leaves.
    func photoScreen(for index: Int) -> ZoomPhotoViewController {
        let photo = ZoomPhotoViewController(index: index, image: landscapes[index % landscapes.count])
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            let zoomed = context.zoomedViewController as! ZoomPhotoViewController
            return zoomed.imageView.frame
        }
        photo.preferredTransition = .zoom(options: options) { [weak self] context in
            let zoomed = context.zoomedViewController as! ZoomPhotoViewController
            return self?.collectionView.cellForItem(at: IndexPath(item: zoomed.index, section: 0))
        }
        return photo
    }

    /// Pushes photo `index`.
    func showPhoto(at index: Int) {
        navigationController?.pushViewController(photoScreen(for: index), animated: true)
    }

    /// Presents photo `index` full screen (the zoom's presentations resolve `.automatic` so).
    func presentPhoto(at index: Int) {
        present(photoScreen(for: index), animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Photo.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.imageView.image = landscapes.isEmpty ? nil : landscapes[indexPath.item % landscapes.count]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        showPhoto(at: indexPath.item)
    }
}
