import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A list that pushes a detail screen when a row is tapped: UITableViewController's way.
final class ListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// The same list written the way many apps do: a plain controller with a table subview and a
/// hand-written deselection alongside the transition.
final class HandWrittenListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            if let coordinator = transitionCoordinator {
                coordinator.animate(
                    alongsideTransition: { _ in
                        self.tableView.deselectRow(at: selected, animated: true)
                    },
                    completion: { context in
                        if context.isCancelled {
                            self.tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
                        }
                    })
            } else {
                tableView.deselectRow(at: selected, animated: animated)
            }
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// The classic deselection that runs alongside a pop, and is undone when the pop is cancelled.
@MainActor
@Suite struct TableControllerTests {
    /// The gray selection background inside a cell (its alpha shows the selection).
    func selectionBackground(_ cell: UITableViewCell?) -> UIView? {
        cell?.subviews.first { $0.backgroundColor == .systemGray4 }
    }

    func presentedAlpha(_ view: UIView?) -> Double {
        Double(view?.layer.presentation()?.opacity ?? view.map { Float($0.alpha) } ?? -1)
    }

    /// Taps row 3 of the list in a navigation controller; returns the host after the push.
    func tapRowAndPush(_ list: UIViewController, table: () -> UITableView) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost()
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let row = table().rectForRow(at: IndexPath(row: 3, section: 0))
        let point = table().convert(CGPoint(x: row.midX, y: row.midY), to: host.window)
        host.tap(at: point)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        expectEqual(table().indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        return (host, navigation)
    }

    @Test func aPopDeselectsTheRowAlongsideTheTransition() {
        let list = ListController(style: .plain)
        let (host, navigation) = tapRowAndPush(list) { list.tableView }
        #expect(list.clearsSelectionOnViewWillAppear)
        let cell = list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))
        expectEqual(presentedAlpha(selectionBackground(cell)), 1)
        navigation.popViewController(animated: true)
        var alphas: [Double] = []
        host.advance(by: 0.6) { alphas.append(presentedAlpha(selectionBackground(cell))) }
        #expect(list.tableView.indexPathForSelectedRow == nil, "deselected in viewWillAppear")
        #expect(alphas.contains { $0 > 0.05 && $0 < 0.95 }, "fading with the pop: \(alphas)")
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [list])
        expectEqual(presentedAlpha(selectionBackground(cell)), 0)
        expectEqual(cell?.isSelected, false)
    }

    // UIKitBehaviour #196
    @Test func aCancelledInteractivePopSelectsTheRowAgain() {
        let list = ListController(style: .plain)
        let (host, navigation) = tapRowAndPush(list) { list.tableView }
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 120, y: 400), duration: 1)
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "the pop was cancelled")
        expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        let cell = list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))
        expectEqual(cell?.isSelected, true)
        expectEqual(presentedAlpha(selectionBackground(cell)), 1)
    }

    @Test func aFinishedInteractivePopDeselects() {
        let list = ListController(style: .plain)
        let (host, navigation) = tapRowAndPush(list) { list.tableView }
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 1)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [list])
        expectEqual(list.tableView.indexPathForSelectedRow, nil)
    }

    @Test func theHandWrittenAlongsideDeselectionWorksTheSameWay() {
        let list = HandWrittenListController()
        let (host, navigation) = tapRowAndPush(list) { list.tableView }
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 120, y: 400), duration: 1)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(list.tableView.indexPathForSelectedRow, nil)
        let cell = list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))
        expectEqual(presentedAlpha(selectionBackground(cell)), 0)
    }

    @Test func aContentConfigurationsTextAndImagePropertiesAreSendableValues() {
        var content = UITableViewCell().defaultContentConfiguration()
        content.imageProperties.tintColor = .systemRed
        // Sendable (a compile error were they not), and hashed as the values they are.
        let values: [any Hashable & Sendable] = [
            content.textProperties, content.secondaryTextProperties, content.imageProperties,
            content.textProperties
        ]
        expectEqual(Set(values.map { AnyHashable($0) }).count, 3)
    }
}
