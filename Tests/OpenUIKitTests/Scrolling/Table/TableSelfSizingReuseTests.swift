import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Self-sizing cells that are reused for rows of other heights: after every scroll step each
/// visible cell's constraints hold for its new content, as in a cell made for that row alone.
@MainActor
@Suite struct TableSelfSizingReuseTests {
    /// A title and a wrapping detail label stacked with constraints (the table benchmark's cell).
    final class StackedCell: UITableViewCell {
        let title = UILabel()
        let detail = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            detail.numberOfLines = 0
            detail.font = .systemFont(ofSize: 15)
            for label in [title, detail] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11)
            ])
        }

        required init?(coder: NSCoder) { nil }

        func configure(row: Int) {
            title.text = "Row \(row)"
            detail.text = String(repeating: "Some detail text that wraps. ", count: 1 + (row * 7) % 4)
        }
    }

    final class Source: NSObject, UITableViewDataSource {
        var made = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 400 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! StackedCell
            cell.configure(row: indexPath.row)
            return cell
        }
    }

    @Test func reusedCellsAreLaidOutForTheirNewContent() {
        let host = HeadlessHost()
        let source = Source()
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(StackedCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        host.window.addSubview(table)
        host.runFrame()
        // A cell made for one row and never reused (in the same window, so frames round to the
        // same pixel grid): what every reused cell must match.
        let reference = StackedCell(style: .default, reuseIdentifier: nil)
        host.window.insertSubview(reference, at: 0)
        var heights = Set<CGFloat>()
        var cells = Set<ObjectIdentifier>()
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            host.runFrame()
            for case let cell as StackedCell in table.visibleCells {
                let row = table.indexPath(for: cell)!.row
                cells.insert(ObjectIdentifier(cell))
                reference.configure(row: row)
                // The reference shows no separator: its content view fills it.
                reference.frame = CGRect(x: 0, y: 0, width: cell.bounds.width, height: cell.contentView.bounds.height)
                host.window.layoutIfNeeded()
                expectEqual(cell.title.text, "Row \(row)")
                expectEqual(reference.contentView.bounds.size, cell.contentView.bounds.size)
                #expect(cell.detail.frame == reference.detail.frame, "row \(row)")
                #expect(cell.title.frame == reference.title.frame, "row \(row)")
                #expect(
                    cell.contentView.bounds.height - cell.detail.frame.maxY == 11, "row \(row): pinned to the bottom")
                #expect(
                    cell.detail.frame.height == cell.detail.intrinsicContentSize.height
                        || cell.detail.frame.height
                            == cell.detail.sizeThatFits(CGSize(width: cell.detail.frame.width, height: 0)).height
                )
                heights.insert(cell.frame.height)
            }
        }
        #expect(heights.count >= 3, "rows of different heights were shown")
        #expect(cells.count < 25, "cells were reused")
    }
}
