#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The zoom transition demo's photo: the picture as wide as the screen on black, its title
/// under it. Dragging down, pinching, or the back swipe zooms it back into its cell; a swipe
/// sideways (`show(next:)`) moves to the neighbouring photo, so the way back ends elsewhere.
final class ZoomPhotoViewController: UIViewController {
    private(set) var index: Int
    let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let image: UIImage

    init(index: Int, image: UIImage) {
        self.index = index
        self.image = image
        super.init(nibName: nil, bundle: nil)
        title = "Photo \(index + 1)"
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("ZoomPhotoViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        titleLabel.text = Photo.title(index)
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 22)
        titleLabel.textAlignment = .center
        view.addSubview(imageView)
        view.addSubview(titleLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        let height = (width / Photo.aspectRatio).rounded()
        imageView.frame = CGRect(x: 0, y: ((view.bounds.height - height) / 2).rounded(), width: width, height: height)
        titleLabel.frame = CGRect(x: 0, y: imageView.frame.maxY + 16, width: width, height: 28)
    }

    /// Shows photo `index` in place of this one (as a swipe through the album would).
    func show(photoAt index: Int, image: UIImage) {
        self.index = index
        imageView.image = image
        titleLabel.text = Photo.title(index)
        title = "Photo \(index + 1)"
    }
}
