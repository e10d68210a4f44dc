#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The detail screen of the interruptible zoom demo: the picture across the top, its name,
/// where it was taken, a few lines about it and a Close button.
///
/// Its layout is a function of its view's size, so that the zoom can animate the view's frame
/// between a thumbnail's and the screen's and lay it out inside the animation: at the size of
/// a grid thumbnail it looks like the thumbnail (the picture on top, the name below it, in the
/// same size), at full size like the detail screen. `showsDetails` fades what a thumbnail does
/// not show.
final class ZoomDetailViewController: UIViewController {
    let item: ZoomItem
    private let pictureView = UIImageView()
    private let nameLabel = UILabel()
    private let placeLabel = UILabel()
    private let storyLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    /// The width of the screen the layout is designed for; narrower views shrink the name.
    static let fullWidth: CGFloat = 390
    /// The point size of the name at full width.
    static let nameSize: CGFloat = 28

    /// The Close button's frame in the screen's view, for a view of `size`.
    static func closeButtonFrame(in size: CGSize) -> CGRect {
        CGRect(x: 20, y: size.height - 100, width: size.width - 40, height: 54)
    }

    /// Whether the place, the story and the Close button are visible (they fade with the zoom).
    var showsDetails = true {
        didSet {
            for view in [placeLabel, storyLabel, closeButton] as [UIView] { view.alpha = showsDetails ? 1 : 0 }
        }
    }

    /// Creates the detail screen of `item`.
    init(item: ZoomItem) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("ZoomDetailViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.clipsToBounds = true

        pictureView.image = SceneryImage.make(
            size: CGSize(width: Self.fullWidth, height: Self.fullWidth * 2 / 3), palette: item.palette)
        nameLabel.text = item.name
        nameLabel.font = .boldSystemFont(ofSize: Self.nameSize)
        placeLabel.text = item.place
        placeLabel.font = .systemFont(ofSize: 15, weight: .medium)
        placeLabel.textColor = .secondaryLabel
        storyLabel.text = item.story
        storyLabel.font = .systemFont(ofSize: 17)
        storyLabel.numberOfLines = 4
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        closeButton.backgroundColor = .systemBlue
        closeButton.layer.cornerRadius = 14
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        for subview in [pictureView, nameLabel, placeLabel, storyLabel, closeButton] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let width = size.width
        let pictureHeight = (width * 2 / 3).rounded()
        pictureView.frame = CGRect(x: 0, y: 0, width: width, height: pictureHeight)
        // The margin grows with the width, from a thumbnail's 12 points to the screen's 20.
        let thumbnailWidth = ZoomThumbnailButton.size.width
        let margin = min(max(12 + (width - thumbnailWidth) * 8 / (Self.fullWidth - thumbnailWidth), 12), 20)
        // The text keeps its full-width size and is scaled with a transform instead, so that
        // the zoom shrinks and grows it with the picture rather than stretching what the labels
        // drew: the name down to the thumbnail's point size, the rest in proportion.
        let nameScale = min(max(width / Self.fullWidth, ZoomThumbnailButton.nameSize / Self.nameSize), 1)
        let textScale = min(width / Self.fullWidth, 1)
        let textWidth = Self.fullWidth - 40
        let nameHeight: CGFloat = 34
        place(
            nameLabel, size: CGSize(width: textWidth, height: nameHeight),
            at: CGPoint(x: margin, y: pictureHeight + margin), scale: nameScale)
        let below = pictureHeight + margin + nameHeight * nameScale
        place(
            placeLabel, size: CGSize(width: textWidth, height: 20), at: CGPoint(x: margin, y: below + 4 * textScale),
            scale: textScale)
        place(
            storyLabel, size: CGSize(width: textWidth, height: 96), at: CGPoint(x: margin, y: below + 36 * textScale),
            scale: textScale)
        let close = Self.closeButtonFrame(in: CGSize(width: Self.fullWidth, height: size.height))
        place(
            closeButton, size: close.size,
            at: CGPoint(x: (width - close.width * textScale) / 2, y: size.height - 100 * textScale),
            scale: textScale)
    }

    /// Gives `subview` bounds of `size`, scaled by `scale` about its centre, with its top-left
    /// corner at `origin` (a transformed view is placed through bounds and center, not frame).
    private func place(_ subview: UIView, size: CGSize, at origin: CGPoint, scale: CGFloat) {
        subview.transform = CGAffineTransform(scaleX: scale, y: scale)
        subview.bounds = CGRect(origin: .zero, size: size)
        subview.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
    }
}
