#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The card the custom-presentation demo presents: a white sheet with a grabber, a title, a
/// picture and a Close button, laid out with Auto Layout (anchors and visual format strings),
/// which asks for its height through `preferredContentSize`.
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

        layOutWithConstraints()
    }

    /// The card's content, pinned by Auto Layout: the grabber centred at the top, a column of
    /// title, message and picture 24 pt from the sides, and the Close button 48 pt above the
    /// bottom edge (the visual format strings read as the layout looks).
    private func layOutWithConstraints() {
        let views: [String: UIView] = [
            "title": titleLabel, "message": messageLabel, "picture": pictureView, "close": closeButton
        ]
        for subview in [grabber, titleLabel, messageLabel, pictureView, closeButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        var constraints = [
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5)
        ]
        for name in ["title", "message", "picture", "close"] {
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-24-[\(name)]-24-|", metrics: nil, views: views)
        }
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-28-[title(34)]-4-[message(40)]-10-[picture(170)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[close(50)]-48-|", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
    }
}
