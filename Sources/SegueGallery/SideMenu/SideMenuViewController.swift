#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 15's menu: a header and five rows with symbols on the system background; choosing a
/// row tells the page and closes the menu.
@MainActor
final class SideMenuViewController: _GalleryViewController {
    /// The rows: a symbol and a title.
    static let rows: [(symbol: String, title: String)] = [
        ("house", "Home"), ("person", "Profile"), ("bell", "Notifications"), ("star", "Favourites"),
        ("gear", "Settings")
    ]
    /// The height of a row.
    static let rowHeight: CGFloat = 56
    /// The top of the first row, below the status bar and the header.
    static let rowsTop: CGFloat = 140
    /// Called with the chosen row's title.
    var onChoose: ((String) -> Void)?

    /// The window point at the centre of row `index` (the menu sits at the leading edge).
    static func rowCentre(_ index: Int) -> CGPoint {
        CGPoint(x: 120, y: rowsTop + rowHeight * (CGFloat(index) + 0.5))
    }

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        let header = UILabel(frame: CGRect(x: 24, y: 70, width: 240, height: 40))
        header.text = "Segue"
        header.font = .systemFont(ofSize: 28, weight: .bold)
        view.addSubview(header)
        for (index, row) in Self.rows.enumerated() {
            let rowView = UIView(
                frame: CGRect(
                    x: 0, y: Self.rowsTop + Self.rowHeight * CGFloat(index), width: 300, height: Self.rowHeight))
            let icon = UIImageView(image: UIImage(systemName: row.symbol))
            icon.tintColor = .systemBlue
            icon.contentMode = .center
            icon.frame = CGRect(x: 24, y: 0, width: 28, height: Self.rowHeight)
            let label = UILabel(frame: CGRect(x: 64, y: 0, width: 220, height: Self.rowHeight))
            label.text = row.title
            label.font = .systemFont(ofSize: 19, weight: .medium)
            rowView.addSubview(icon)
            rowView.addSubview(label)
            rowView.addGestureRecognizer(
                UITapGestureRecognizer { [weak self] recognizer in
                    if recognizer.state == .ended { self?.choose(row.title) }
                })
            view.addSubview(rowView)
        }
        self.view = view
    }

    private func choose(_ title: String) {
        onChoose?(title)
        dismiss(animated: true)
    }
}
