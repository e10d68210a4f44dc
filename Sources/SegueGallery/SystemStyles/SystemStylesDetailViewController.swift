#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The screen the system styles demo shows: a coloured page with the style's name, a picture
/// card, a line on how it came and — when presented — a Close button that dismisses it.
///
/// Pushed on the navigation stack, it has no Close button: the navigation bar's back button
/// and the left-edge swipe take it away.
final class SystemStylesDetailViewController: UIViewController {
    let entry: SystemStylesEntry
    private let titleLabel = UILabel()
    private let apiLabel = UILabel()
    private let pictureCard = UIView()
    private let pictureView = UIImageView()
    private let explanationLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    /// The Close button's frame in the screen's view, for a view of `size`.
    static func closeButtonFrame(in size: CGSize) -> CGRect {
        CGRect(x: 20, y: size.height - 100, width: size.width - 40, height: 54)
    }

    /// Creates the screen for `entry`, titled with its name.
    init(entry: SystemStylesEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = entry.title
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("SystemStylesDetailViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = entry.color

        titleLabel.text = entry.title
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = .white
        apiLabel.text = entry.api
        apiLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        apiLabel.textColor = UIColor(white: 1, alpha: 0.8)

        pictureCard.backgroundColor = .white
        pictureCard.layer.cornerRadius = 22
        pictureCard.layer.shadowColor = UIColor.black.cgColor
        pictureCard.layer.shadowOpacity = 0.2
        pictureCard.layer.shadowRadius = 12
        pictureCard.layer.shadowOffset = CGSize(width: 0, height: 6)
        pictureView.image = SceneryImage.make(size: CGSize(width: 326, height: 250), palette: entry.palette)
        pictureView.layer.cornerRadius = 16
        pictureView.clipsToBounds = true
        pictureCard.addSubview(pictureView)

        explanationLabel.text = entry.explanation
        explanationLabel.font = .systemFont(ofSize: 17)
        explanationLabel.textColor = .white
        explanationLabel.numberOfLines = 3

        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(entry.color, for: .normal)
        closeButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        closeButton.backgroundColor = .white
        closeButton.layer.cornerRadius = 14
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        closeButton.isHidden = entry == .push

        for subview in [titleLabel, apiLabel, pictureCard, explanationLabel, closeButton] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        titleLabel.frame = CGRect(x: 24, y: 70, width: size.width - 48, height: 42)
        apiLabel.frame = CGRect(x: 24, y: 116, width: size.width - 48, height: 18)
        pictureCard.frame = CGRect(x: 20, y: 156, width: size.width - 40, height: 274)
        pictureView.frame = pictureCard.bounds.insetBy(dx: 12, dy: 12)
        explanationLabel.frame = CGRect(x: 24, y: 450, width: size.width - 48, height: 72)
        closeButton.frame = Self.closeButtonFrame(in: size)
    }
}
