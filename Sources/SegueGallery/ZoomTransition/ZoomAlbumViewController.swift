#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The zoom transition demo's album: the photo grid demo's grid (three square photos to a
/// row), where tapping a photo pushes it with iOS 18's zoom transition, written as Apple's
/// documentation shows: the photo screen's `preferredTransition` is a zoom whose source view
/// provider finds the cell of the photo the screen shows *now* (it is asked again on the way
/// back).
final class ZoomAlbumViewController: PhotoGridViewController {
    override init() {
        super.init()
        title = "Album"
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("ZoomAlbumViewController.init(coder:) is not supported")
    }

    /// The centre of item `index` in the window, with the grid not scrolled.
    static func cellCenter(_ index: Int) -> CGPoint {
        let frame = cellFrame(index)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A photo screen for item `index` that zooms out of its cell and back into the cell of
    /// whatever photo it shows when it leaves.
    func photoScreen(for index: Int) -> ZoomPhotoViewController {
        let photo = ZoomPhotoViewController(index: index, image: image(at: index) ?? UIImage())
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

    /// Pushes photo `index` with the zoom.
    override func showPhoto(at index: Int, animated: Bool) {
        navigationController?.pushViewController(photoScreen(for: index), animated: animated)
    }

    /// Presents photo `index` full screen (the zoom's presentations resolve `.automatic` so).
    func presentPhoto(at index: Int) {
        present(photoScreen(for: index), animated: true)
    }
}
