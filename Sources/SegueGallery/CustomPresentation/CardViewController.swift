#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The card the custom-presentation demo presents: a white sheet with a grabber, a title, a
/// picture and a Close button, which asks for its height through `preferredContentSize`.
///
/// The card knows nothing about how it is shown: the presentation controller reads its
/// preferred size, rounds its corners and dims what is behind it.
@MainActor
final class CardViewController: _GalleryViewController {
    /// The height the card asks for.
    static let preferredHeight: CGFloat = 420

    private let grabber = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let pictureView = UIImageView(image: nil)
    private let closeButton = UIButton(type: .custom)

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        preferredContentSize = CGSize(width: 390, height: Self.preferredHeight)
    }

    /// Not supported (no nibs).
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        grabber.backgroundColor = .systemGray4
        grabber.layer.cornerRadius = 2.5

        titleLabel.text = "A Lower Card"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 28)
        titleLabel.textColor = .label

        messageLabel.text = "Sized by preferredContentSize. Tap the dimmed area to dismiss."
        messageLabel.font = UIFont.systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        messageLabel.numberOfLines = 2

        pictureView.image = _Artwork.landscape(size: CGSize(width: 342, height: 150), palette: .sunset)
        pictureView.contentMode = .scaleAspectFill
        pictureView.layer.cornerRadius = 12
        pictureView.clipsToBounds = true

        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        closeButton.backgroundColor = .systemPink
        closeButton.layer.cornerRadius = 14
        closeButton.addAction(UIAction { [unowned self] _ in self.dismiss(animated: true) }, for: .touchUpInside)

        for subview in [grabber, titleLabel, messageLabel, pictureView, closeButton] as [UIView] {
            view.addSubview(subview)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width, height = view.bounds.height
        grabber.frame = CGRect(x: (width - 36) / 2, y: 8, width: 36, height: 5)
        titleLabel.frame = CGRect(x: 24, y: 28, width: width - 48, height: 34)
        messageLabel.frame = CGRect(x: 24, y: 66, width: width - 48, height: 40)
        pictureView.frame = CGRect(x: 24, y: 116, width: width - 48, height: 170)
        closeButton.frame = CGRect(x: 24, y: height - 48 - 50, width: width - 48, height: 50)
    }
}
