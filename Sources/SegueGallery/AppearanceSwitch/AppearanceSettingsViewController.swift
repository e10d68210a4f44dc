#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The appearance demo's settings screen: the "Dark Mode" switch in the first section, and
/// rows in the second that push a detail.
final class AppearanceSettingsViewController: _AppearanceTableViewController {
    /// The rows of the second section; each pushes its detail.
    static let rows = ["Wallpaper", "Text Size", "App Icon"]

    init() {
        super.init(title: "Appearance")
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("AppearanceSettingsViewController.init(coder:) is not supported")
    }

    /// Pushes the detail of row `row` of the second section.
    func showDetail(row: Int, animated: Bool) {
        navigationController?.pushViewController(
            AppearanceDetailViewController(title: Self.rows[row]), animated: animated)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : Self.rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Appearance" : "Display"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.section == 1 else { return cell(at: indexPath, text: "Dark Mode", showsSwitch: true) }
        let cell = cell(at: indexPath, text: Self.rows[indexPath.row], showsSwitch: false)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 1 else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        showDetail(row: indexPath.row, animated: true)
    }
}
