import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A settings-style source: titled sections, cell styles, accessories, list configurations.
@MainActor
final class SettingsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { [3, 2, 12][section] }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["General", "Display", "Items"][section]
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Changes apply to every screen." : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = ["Name", "Version", "Storage"][indexPath.row]
            cell.detailTextLabel?.text = ["Segue", "7.0", "12 GB"][indexPath.row]
            cell.accessoryType = indexPath.row == 2 ? .disclosureIndicator : .none
            return cell
        case 1:
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = ["Dark Mode", "Text Size"][indexPath.row]
            cell.detailTextLabel?.text = "Subtitle text"
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .detailDisclosureButton
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(indexPath.row)"
            content.secondaryText = indexPath.row % 2 == 0 ? "Even" : nil
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }
}

/// Draws a grouped and a plain table (written to /tmp for looking at) and checks their pixels.
@MainActor
@Suite struct TableRenderTests {
    func render(style: UITableView.Style, selecting: IndexPath?) -> CGImage {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 2)
        let source = SettingsSource()
        let table = UITableView(frame: host.window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        if let selecting { table.selectRow(at: selecting, animated: false, scrollPosition: .none) }
        host.runUntilIdle()
        return host.render()
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image._premultipliedRGBA[start..<(start + 4)])
    }

    @Test func groupedAndPlainTablesDraw() throws {
        let grouped = render(style: .insetGrouped, selecting: IndexPath(row: 1, section: 0))
        let plain = render(style: .plain, selecting: nil)
        try writeContactSheet([grouped], to: "/tmp/segue-table/grouped.png")
        try writeContactSheet([plain], to: "/tmp/segue-table/plain.png")
        #expect(grouped.width == 780 && grouped.height == 1688)
        // The grouped background at the left edge (outside the inset cards), a white card inside.
        expectEqual(pixel(grouped, 10, 400), [242, 242, 247, 255])
        expectEqual(plain.width, 780)
        expectEqual(pixel(plain, 10, 1600), [255, 255, 255, 255])
    }
}
