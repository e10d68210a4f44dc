#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A picture of the interruptible zoom demo's grid: a rounded white card with the picture on
/// top and its name below, tappable.
///
/// Laid out like `ZoomDetailViewController`'s view at the same size, so that the zoom starts
/// and ends on exactly what the grid shows.
final class ZoomThumbnailButton: UIButton {
    /// The size of a thumbnail.
    static let size = CGSize(width: 165, height: 156)
    /// The point size of the name.
    static let nameSize: CGFloat = 15

    private let pictureView = UIImageView()
    private let nameLabel = UILabel()

    /// Creates the thumbnail of `item`.
    init(item: ZoomItem) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        backgroundColor = .white
        layer.cornerRadius = 16
        clipsToBounds = true
        pictureView.image = SceneryImage.make(
            size: CGSize(width: Self.size.width, height: Self.size.width * 2 / 3), palette: item.palette)
        nameLabel.text = item.name
        nameLabel.font = .boldSystemFont(ofSize: Self.nameSize)
        addSubview(pictureView)
        addSubview(nameLabel)
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("ZoomThumbnailButton.init(coder:) is not supported")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let pictureHeight = (width * 2 / 3).rounded()
        pictureView.frame = CGRect(x: 0, y: 0, width: width, height: pictureHeight)
        // The name as the detail screen places it at this size: 34 points tall at 28 points,
        // scaled to this font size, 12 points below the picture.
        let height = 34 * Self.nameSize / ZoomDetailViewController.nameSize
        nameLabel.frame = CGRect(x: 12, y: pictureHeight + 12, width: max(width - 24, 0), height: height)
    }
}
