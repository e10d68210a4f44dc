#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The card of demo 13: a white card with a title, a picture and a red Delete Card button that
/// asks for confirmation with an alert; confirming dismisses the card.
@MainActor
final class DeletableCardViewController: _GalleryViewController {
    private let titleLabel = UILabel()
    private let pictureView = UIImageView(image: nil)
    private let deleteButton = UIButton(type: .custom)
    /// Called when the user confirms the deletion, before the card goes.
    var onDelete: (() -> Void)?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        preferredContentSize = CGSize(width: 390, height: CardViewController.preferredHeight)
    }

    /// Not supported (no nibs).
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Holiday Photo"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 28)
        pictureView.image = _Artwork.landscape(size: CGSize(width: 342, height: 190), palette: .sunset)
        pictureView.contentMode = .scaleAspectFill
        pictureView.layer.cornerRadius = 12
        pictureView.clipsToBounds = true
        deleteButton.setTitle("Delete Card", for: .normal)
        deleteButton.setTitleColor(.white, for: .normal)
        deleteButton.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        deleteButton.backgroundColor = .systemRed
        deleteButton.layer.cornerRadius = 14
        deleteButton.addAction(
            UIAction { [unowned self] _ in self.confirmDeletion(animated: true) }, for: .touchUpInside)
        for subview in [titleLabel, pictureView, deleteButton] as [UIView] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 48
        titleLabel.frame = CGRect(x: 24, y: 28, width: width, height: 34)
        pictureView.frame = CGRect(x: 24, y: 76, width: width, height: 190)
        deleteButton.frame = CGRect(x: 24, y: view.bounds.height - 48 - 50, width: width, height: 50)
    }

    /// Asks, with an alert, whether to delete the card; Delete dismisses the card.
    func confirmDeletion(animated: Bool) {
        let alert = UIAlertController(
            title: "Delete this card?",
            message: "The photo stays in your library.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
                self.onDelete?()
                self.dismiss(animated: true)
            })
        present(alert, animated: animated)
    }
}
