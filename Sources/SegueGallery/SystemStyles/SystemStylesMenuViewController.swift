#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The system styles demo's menu, at the root of a navigation controller: a picture and one
/// row per built-in way of showing a screen — five modal styles and a push.
final class SystemStylesMenuViewController: UIViewController {
    private let headerView = UIImageView()
    private let headerLabel = UILabel()
    private var rows: [UIButton] = []

    /// The frame of `entry`'s row in the menu's view (which fills a screen of `size`).
    static func rowFrame(of entry: SystemStylesEntry, in size: CGSize) -> CGRect {
        let index = SystemStylesEntry.allCases.firstIndex(of: entry) ?? 0
        return CGRect(x: 20, y: 214 + CGFloat(index) * 76, width: size.width - 40, height: 66)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "System Styles"
        navigationItem.backButtonTitle = "Styles"  // the title is too long for the back button
        view.backgroundColor = .systemGray6

        headerView.image = SceneryImage.make(size: CGSize(width: 350, height: 136), palette: SceneryImage.evening)
        headerView.layer.cornerRadius = 18
        headerView.clipsToBounds = true
        headerLabel.text = "Built-in transitions"
        headerLabel.font = .boldSystemFont(ofSize: 22)
        headerLabel.textColor = .white
        headerView.addSubview(headerLabel)
        view.addSubview(headerView)

        rows = SystemStylesEntry.allCases.map { entry in
            let row = makeRow(for: entry)
            row.addAction(UIAction { [weak self] _ in self?.show(entry, animated: true) }, for: .touchUpInside)
            view.addSubview(row)
            return row
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        headerView.frame = CGRect(x: 20, y: 60, width: size.width - 40, height: 136)
        headerLabel.frame = CGRect(x: 16, y: 136 - 40, width: size.width - 72, height: 28)
        for (entry, row) in zip(SystemStylesEntry.allCases, rows) {
            row.frame = Self.rowFrame(of: entry, in: size)
            let width = row.bounds.width
            row.viewWithTag(1)?.frame = CGRect(x: 14, y: 13, width: 40, height: 40)
            row.viewWithTag(2)?.frame = CGRect(x: 68, y: 12, width: width - 82, height: 22)
            row.viewWithTag(3)?.frame = CGRect(x: 68, y: 36, width: width - 82, height: 18)
        }
    }

    /// Shows the screen of `entry`: presented with its modal style, or pushed.
    func show(_ entry: SystemStylesEntry, animated: Bool) {
        let detail = SystemStylesDetailViewController(entry: entry)
        switch entry {
        case .coverVertical:
            detail.modalPresentationStyle = .fullScreen
            detail.modalTransitionStyle = .coverVertical
        case .crossDissolve:
            detail.modalPresentationStyle = .fullScreen
            detail.modalTransitionStyle = .crossDissolve
        case .flipHorizontal:
            detail.modalPresentationStyle = .fullScreen
            detail.modalTransitionStyle = .flipHorizontal
        case .partialCurl:
            detail.modalPresentationStyle = .fullScreen
            detail.modalTransitionStyle = .partialCurl
        case .pageSheet:
            detail.modalPresentationStyle = .pageSheet
        case .push:
            navigationController?.pushViewController(detail, animated: animated)
            return
        }
        present(detail, animated: animated)
    }

    /// A white rounded row with a coloured square, the entry's title and its API.
    private func makeRow(for entry: SystemStylesEntry) -> UIButton {
        let row = UIButton(type: .custom)
        row.backgroundColor = .white
        row.layer.cornerRadius = 16
        let icon = UIView()
        icon.backgroundColor = entry.color
        icon.layer.cornerRadius = 10
        icon.isUserInteractionEnabled = false
        icon.tag = 1
        let title = UILabel()
        title.text = entry.title
        title.font = .boldSystemFont(ofSize: 17)
        title.tag = 2
        let api = UILabel()
        api.text = entry.api
        api.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        api.textColor = .secondaryLabel
        api.tag = 3
        for subview in [icon, title, api] { row.addSubview(subview) }
        return row
    }
}
