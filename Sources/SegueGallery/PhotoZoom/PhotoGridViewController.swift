#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The photo grid → detail demo's grid: a `UICollectionViewController` with a flow layout of
/// square photos, three to a row, 3 points apart; tapping one pushes its detail, which zooms
/// out of the cell (see `PhotoZoomAnimator`). The zoom transition demo's album reuses it.
class PhotoGridViewController: UICollectionViewController {
    /// The side of a cell and the gap between cells, on a 390-point-wide screen.
    static let cellSide: CGFloat = 128
    static let spacing: CGFloat = 3
    /// The ten landscapes, drawn once.
    private(set) var landscapes: [UIImage] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: Self.cellSide, height: Self.cellSide)
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("PhotoGridViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        landscapes = Photo.drawLandscapes()
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        // The grid extends under the navigation bar; the bar is in its safe area, so the
        // automatic content-inset adjustment starts the grid below it.
    }

    /// The photo at `index`.
    func image(at index: Int) -> UIImage? {
        landscapes.isEmpty ? nil : landscapes[index % landscapes.count]
    }

    /// The frame of item `index` in the window, with the grid scrolled by `offset` points
    /// from its initial position.
    static func cellFrame(_ index: Int, scrolledBy offset: CGFloat = 0) -> CGRect {
        let pitch = cellSide + spacing
        return CGRect(
            x: CGFloat(index % 3) * pitch, y: 44 + CGFloat(index / 3) * pitch - offset, width: cellSide,
            height: cellSide)
    }

    /// Scrolls the grid `offset` points down from its initial position, without animation.
    func scroll(by offset: CGFloat) {
        collectionView.setContentOffset(
            CGPoint(x: 0, y: offset - collectionView.adjustedContentInset.top), animated: false)
    }

    /// Pushes the detail of photo `index`.
    func showPhoto(at index: Int, animated: Bool) {
        guard let image = image(at: index) else { return }
        let detail = PhotoDetailViewController(index: index, image: image)
        navigationController?.pushViewController(detail, animated: animated)
    }

    /// The frame of the cell of item `indexPath` in `view`'s coordinates, scrolling the grid
    /// first if the cell is off screen (the grid may have scrolled since the zoom in).
    func frameOfItem(at indexPath: IndexPath, in view: UIView) -> CGRect? {
        guard let attributes = collectionView.layoutAttributesForItem(at: indexPath) else { return nil }
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        if !visible.intersects(attributes.frame) {
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
            collectionView.layoutIfNeeded()
        }
        return collectionView.convert(attributes.frame, to: view)
    }

    // MARK: Data source and delegate

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Photo.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.imageView.image = image(at: indexPath.item)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        showPhoto(at: indexPath.item, animated: true)
    }
}
