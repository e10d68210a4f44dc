#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The photo grid → detail demo's detail screen: the photo as large as fits, centred below
/// the navigation bar, with its title and number under it. Dragging down pops it, the photo
/// shrinking back into its cell as the finger goes.
final class PhotoDetailViewController: _GalleryViewController {
    /// The photo's index in the grid.
    let index: Int
    /// The photo, which the zoom hides while a copy of it travels.
    let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let captionLabel = UILabel()
    /// The room kept under the photo for its title and caption.
    static let captionRoom: CGFloat = 100

    /// Creates the detail screen of photo `index`, showing `image`.
    init(index: Int, image: UIImage) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        imageView.image = image
        title = "Photo \(index + 1)"
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("PhotoDetailViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        titleLabel.text = Photo.title(index)
        titleLabel.font = .boldSystemFont(ofSize: 22)
        titleLabel.textAlignment = .center
        captionLabel.text = "Photo \(index + 1) of \(Photo.count) · drag down to go back"
        captionLabel.font = .systemFont(ofSize: 15)
        captionLabel.textColor = .secondaryLabel
        captionLabel.textAlignment = .center
        for subview in [imageView, titleLabel, captionLabel] { view.addSubview(subview) }
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .began, let pan = recognizer as? UIPanGestureRecognizer,
                pan.velocity(in: self.view).y > abs(pan.velocity(in: self.view).x),
                let navigationController = self.navigationController as? PhotoNavigationController
            else { return }
            navigationController.transitions.beginInteractivePop(with: pan, in: navigationController)
        }
        view.addGestureRecognizer(pan)
    }

    /// The photo's frame in a view of `size` under a bar ending at `top`: 3 : 2, as large as
    /// fits above the caption, centred.
    static func photoFrame(in size: CGSize, top: CGFloat) -> CGRect {
        let room = CGRect(x: 0, y: top, width: size.width, height: max(size.height - top - captionRoom, 1))
        let width = min(room.width, room.height * Photo.aspectRatio)
        let height = (width / Photo.aspectRatio).rounded()
        return CGRect(
            x: ((room.width - width) / 2).rounded(), y: (room.midY - height / 2).rounded(), width: width, height: height
        )
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let photo = Self.photoFrame(in: size, top: view.safeAreaInsets.top)
        imageView.frame = photo
        titleLabel.frame = CGRect(x: 20, y: photo.maxY + 16, width: size.width - 40, height: 28)
        captionLabel.frame = CGRect(x: 20, y: photo.maxY + 48, width: size.width - 40, height: 20)
    }
}
