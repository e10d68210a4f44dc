import Foundation
import OpenUIKit
import SegueTesting

/// A client-style data source and delegate: plain NSObject, rows per section in an array,
/// every delegate call recorded.
@MainActor
final class RecordingTableSource: NSObject {
    var rows: [[String]]
    var events: [String] = []
    var heights: ((IndexPath) -> CGFloat)?
    var headerHeights: ((Int) -> CGFloat)?
    var headerTitles: ((Int) -> String?)?
    var recordsDisplay = false
    var identifier = "Cell"

    init(rows: [[String]]) { self.rows = rows }

    convenience init(count: Int) {
        self.init(rows: [(0..<count).map { "Row \($0)" }])
    }
}

extension RecordingTableSource: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        (cell as? SizedCell)?.boxHeight = 20 + 5 * CGFloat(indexPath.row % 3)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles?(section) }
}

extension RecordingTableSource: UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights?(section) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if recordsDisplay { events.append("willDisplay \(indexPath.row)") }
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if recordsDisplay { events.append("didEndDisplaying \(indexPath.row)") }
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.row)")
        return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.row)")
    }
}

/// A cell sized by Auto Layout: a box pinned 10 pt inside the content view, of a set height.
final class SizedCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    let box = UIView()
    var heightConstraint: NSLayoutConstraint!
    var reuseCount = 0
    var boxHeight: CGFloat {
        get { heightConstraint.constant }
        set { heightConstraint.constant = newValue }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        SizedCell.made += 1
        box.translatesAutoresizingMaskIntoConstraints = false
        box.backgroundColor = .systemTeal
        contentView.addSubview(box)
        heightConstraint = box.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            heightConstraint
        ])
    }

    required init?(coder: NSCoder) { fatalError("no coder") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A plain cell that counts how it is made and reset.
final class CountingCell: UITableViewCell {
    var reuseCount = 0
    var wasSelectedWhenReset = false

    override func prepareForReuse() {
        wasSelectedWhenReset = wasSelectedWhenReset || isSelected
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A table filling a host's window, with `source` as data source and delegate.
@MainActor
func makeTable(
    _ host: HeadlessHost, style: UITableView.Style = .plain, source: RecordingTableSource,
    cell: AnyClass = UITableViewCell.self
) -> UITableView {
    let table = UITableView(frame: host.window.bounds, style: style)
    table.register(cell, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    host.window.addSubview(table)
    table.layoutIfNeeded()
    return table
}
