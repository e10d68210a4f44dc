#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The appearance demo's detail: a section of choices, and the same "Dark Mode" switch below
/// them, so the appearance can change while the detail is shown.
final class AppearanceDetailViewController: _AppearanceTableViewController {
    static let choices = ["Automatic", "Still", "Perspective"]

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? Self.choices.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.section == 0 else { return cell(at: indexPath, text: "Dark Mode", showsSwitch: true) }
        let cell = cell(at: indexPath, text: Self.choices[indexPath.row], showsSwitch: false)
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
        return cell
    }
}
