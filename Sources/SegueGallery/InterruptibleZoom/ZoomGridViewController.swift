#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The interruptible zoom demo's screen: a title and a grid of six pictures; tapping one zooms
/// it into its detail screen, and a drag while the zoom runs catches it.
final class ZoomGridViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private var thumbnails: [ZoomThumbnailButton] = []
    /// The transitioning delegate of the detail screens (a controller's delegate is weak, so
    /// the grid keeps it).
    private let zoomTransition = ZoomTransitionController()

    /// The frame of the thumbnail at `index` (row by row, two per row) in the grid's view.
    static func thumbnailFrame(at index: Int) -> CGRect {
        let size = ZoomThumbnailButton.size
        return CGRect(
            x: 20 + CGFloat(index % 2) * (size.width + 20), y: 150 + CGFloat(index / 2) * (size.height + 20),
            width: size.width, height: size.height)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        titleLabel.text = "Interruptible zoom"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        subtitleLabel.text = "Tap a picture; drag to catch the zoom."
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        view.addSubview(titleLabel)
        view.addSubview(subtitleLabel)
        thumbnails = ZoomItem.all.enumerated().map { index, item in
            let thumbnail = ZoomThumbnailButton(item: item)
            thumbnail.addAction(
                UIAction { [weak self] _ in self?.showDetail(at: index, animated: true) }, for: .touchUpInside)
            view.addSubview(thumbnail)
            return thumbnail
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 20, y: 58, width: width - 40, height: 42)
        subtitleLabel.frame = CGRect(x: 20, y: 104, width: width - 40, height: 20)
        for (index, thumbnail) in thumbnails.enumerated() { thumbnail.frame = Self.thumbnailFrame(at: index) }
    }

    /// Presents the detail screen of the picture at `index`, zooming out of its thumbnail.
    func showDetail(at index: Int, animated: Bool) {
        guard thumbnails.indices.contains(index) else { return }
        let detail = ZoomDetailViewController(item: ZoomItem.all[index])
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = zoomTransition
        zoomTransition.thumbnail = thumbnails[index]
        present(detail, animated: animated)
    }
}
