#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The list → detail demo's detail screen: the place's picture across the top (below the
/// navigation bar), its name, its region and a few lines about it.
///
/// Swiping in from the left edge pops it interactively (see `ListNavigationController`).
final class PlaceDetailViewController: _GalleryViewController {
    let place: Place
    private let pictureView = UIImageView()
    private let nameLabel = UILabel()
    private let regionLabel = UILabel()
    private let storyLabel = UILabel()

    /// Creates the detail screen of `place`.
    init(place: Place) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
        title = place.name
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("PlaceDetailViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pictureView.image = Place.picture(place.pictureIndex, size: CGSize(width: 390, height: 260))
        pictureView.contentMode = .scaleAspectFill
        pictureView.clipsToBounds = true
        nameLabel.text = place.name
        nameLabel.font = .boldSystemFont(ofSize: 28)
        regionLabel.text = place.region
        regionLabel.font = .systemFont(ofSize: 15, weight: .medium)
        regionLabel.textColor = .secondaryLabel
        storyLabel.text =
            "Swipe in from the left edge to go back: let go before half-way and the list keeps "
            + "this row selected; go further and the selection fades with the slide."
        storyLabel.font = .systemFont(ofSize: 17)
        storyLabel.numberOfLines = 0
        for subview in [pictureView, nameLabel, regionLabel, storyLabel] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        let top = view.safeAreaInsets.top
        let pictureHeight = min((width * 2 / 3).rounded(), 260)
        pictureView.frame = CGRect(x: 0, y: top, width: width, height: pictureHeight)
        let below = top + pictureHeight
        nameLabel.frame = CGRect(x: 20, y: below + 20, width: width - 40, height: 34)
        regionLabel.frame = CGRect(x: 20, y: below + 58, width: width - 40, height: 20)
        storyLabel.frame = CGRect(x: 20, y: below + 92, width: width - 40, height: 100)
    }
}
