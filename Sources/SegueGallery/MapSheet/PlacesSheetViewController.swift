#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The sheet over the map: a search-like title and the place last chosen on the map.
@MainActor
final class PlacesSheetViewController: _GalleryViewController {
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Places nearby"
        titleLabel.font = .boldSystemFont(ofSize: 22)
        detailLabel.text = "Tap a pin on the map"
        detailLabel.font = .systemFont(ofSize: 17)
        detailLabel.textColor = .secondaryLabel
        for label in [titleLabel, detailLabel] { view.addSubview(label) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: 22, width: view.bounds.width - 40, height: 28)
        detailLabel.frame = CGRect(x: 20, y: 56, width: view.bounds.width - 40, height: 22)
    }

    /// Names the place chosen on the map.
    func show(place: String) {
        detailLabel.text = place
        detailLabel.textColor = .label
    }
}
