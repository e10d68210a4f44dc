#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The list in the sheet: thirty trails with their lengths.
@MainActor
final class TrailListViewController: UITableViewController {
    static let names = ["Ridge Loop", "Cedar Falls", "Lakeside", "Old Mill", "Summit Path", "Fern Gully"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "trail")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "trail", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(Self.names[indexPath.row % Self.names.count]) \(indexPath.row / Self.names.count + 1)"
        content.secondaryText = String(format: "%.1f km", 2.5 + Double(indexPath.row % 7) * 1.3)
        cell.contentConfiguration = content
        return cell
    }
}
