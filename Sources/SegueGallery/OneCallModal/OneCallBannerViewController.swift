#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The banner the one-call modal demo presents: a short rounded strip with a thumbnail, a
/// title, a line of text and a Close button that dismisses it.
final class OneCallBannerViewController: UIViewController {
    private let thumbnailView = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    /// The Close button's frame in the banner's coordinates, for a banner of `size`.
    static func closeButtonFrame(in size: CGSize) -> CGRect {
        CGRect(x: size.width - 78, y: (size.height - 44) / 2, width: 66, height: 44)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.13, green: 0.16, blue: 0.22, alpha: 1)
        view.layer.cornerRadius = 20
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 12
        view.layer.shadowOffset = CGSize(width: 0, height: 6)

        thumbnailView.image = SceneryImage.make(size: CGSize(width: 76, height: 76), palette: SceneryImage.dusk)
        thumbnailView.layer.cornerRadius = 12
        thumbnailView.clipsToBounds = true
        titleLabel.text = "Photos ready"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .white
        messageLabel.text = "12 new photos"
        messageLabel.font = .systemFont(ofSize: 14)
        messageLabel.textColor = UIColor(white: 1, alpha: 0.7)
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.systemTeal, for: .normal)
        closeButton.titleLabel?.font = .boldSystemFont(ofSize: 16)
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        for subview in [thumbnailView, titleLabel, messageLabel, closeButton] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        thumbnailView.frame = CGRect(x: 12, y: 12, width: size.height - 24, height: size.height - 24)
        let textX = thumbnailView.frame.maxX + 12
        let textWidth = max(Self.closeButtonFrame(in: size).minX - textX - 4, 0)
        titleLabel.frame = CGRect(x: textX, y: size.height / 2 - 24, width: textWidth, height: 22)
        messageLabel.frame = CGRect(x: textX, y: size.height / 2 + 2, width: textWidth, height: 20)
        closeButton.frame = Self.closeButtonFrame(in: size)
    }
}
