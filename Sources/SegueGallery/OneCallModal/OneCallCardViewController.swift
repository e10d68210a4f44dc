#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The card the one-call modal demo presents: a rounded white card with a photo, a title, a
/// few lines of text and a Done button that dismisses it.
final class OneCallCardViewController: UIViewController {
    private let photoView = UIImageView()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let doneButton = UIButton(type: .system)

    /// The Done button's frame in the card's coordinates, for a card of `size`.
    static func doneButtonFrame(in size: CGSize) -> CGRect {
        CGRect(x: 16, y: size.height - 70, width: size.width - 32, height: 54)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 24
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowRadius = 18
        view.layer.shadowOffset = CGSize(width: 0, height: 8)

        photoView.image = SceneryImage.make(size: CGSize(width: 320, height: 200), palette: SceneryImage.noon)
        photoView.layer.cornerRadius = 16
        photoView.clipsToBounds = true
        titleLabel.text = "Mountain noon"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        bodyLabel.text =
            "Presented at a frame of its own with one call. The card springs up from below; Done shrinks it away."
        bodyLabel.font = .systemFont(ofSize: 16)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 3
        doneButton.setTitle("Done", for: .normal)
        doneButton.setTitleColor(.white, for: .normal)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        doneButton.backgroundColor = .systemIndigo
        doneButton.layer.cornerRadius = 14
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        for subview in [photoView, titleLabel, bodyLabel, doneButton] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        photoView.frame = CGRect(x: 12, y: 12, width: size.width - 24, height: 200)
        titleLabel.frame = CGRect(x: 20, y: 226, width: size.width - 40, height: 30)
        bodyLabel.frame = CGRect(x: 20, y: 262, width: size.width - 40, height: 66)
        doneButton.frame = Self.doneButtonFrame(in: size)
    }
}
