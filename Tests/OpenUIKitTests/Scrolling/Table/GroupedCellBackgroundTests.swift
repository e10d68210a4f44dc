import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A grouped table's cells stand on the grouped cell background, as UIKit's list cells do
/// (UIKitBehaviour #461): white in light mode like a plain table's, dark grey in dark mode
/// where a plain table's cells are black.
@MainActor
@Suite struct GroupedCellBackgroundTests {
    /// The visible cells of a `style` table of three rows in `appearance`, once laid out.
    func cells(
        _ style: UITableView.Style, _ appearance: UIUserInterfaceStyle,
        configure: ((UITableViewCell) -> Void)? = nil
    ) -> [UITableViewCell] {
        let host = HeadlessHost()
        host.window.overrideUserInterfaceStyle = appearance
        let table = UITableView(frame: host.window.bounds, style: style)
        let source = RecordingTableSource(count: 3)
        table.register(UITableViewCell.self, forCellReuseIdentifier: source.identifier)
        table.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(table)
        host.window.rootViewController = controller
        host.runUntilIdle()
        let cells = table.visibleCells
        if let configure {
            cells.forEach(configure)
            table.reloadData()
            host.runUntilIdle()
        }
        withExtendedLifetime(source) {}
        return table.visibleCells
    }

    func resolved(_ cell: UITableViewCell) -> UIColor? {
        cell.backgroundColor?.resolvedColor(with: cell.traitCollection)
    }

    @Test func groupedCellsAreDarkGreyInDarkModeAndPlainCellsBlack() {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let cells = cells(style, .dark)
            expectEqual(cells.count, 3)
            #expect(
                cells.allSatisfy { resolved($0) == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1) },
                "\(style)")
        }
        #expect(cells(.plain, .dark).allSatisfy { resolved($0) == UIColor(red: 0, green: 0, blue: 0, alpha: 1) })
        #expect(cells(.grouped, .light).allSatisfy { resolved($0) == UIColor(red: 1, green: 1, blue: 1, alpha: 1) })
    }

    @Test func aBackgroundTheAppSetIsKept() {
        let cells = cells(.insetGrouped, .dark) { $0.backgroundColor = .systemTeal }
        #expect(!cells.isEmpty)
        #expect(
            cells.allSatisfy { resolved($0) == UIColor(red: 64 / 255, green: 200 / 255, blue: 224 / 255, alpha: 1) })
    }
}
