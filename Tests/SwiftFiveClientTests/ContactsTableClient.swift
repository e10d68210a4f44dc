import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code in the shape of a classic table-driven app: a `UITableViewController`
/// subclass with titled sections, a subtitle cell subclass that resets itself in
/// `prepareForReuse`, a push on selection, and a scroll-view callback that snaps flicks to
/// rows by editing the target offset through its pointer.
class ContactsViewController: UITableViewController {
    struct Contact {
        let name: String
        let phone: String
    }

    class ContactCell: UITableViewCell {
        static let reuseIdentifier = "ContactCell"
        var reuseCount = 0

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
            textLabel?.text = nil
            detailTextLabel?.text = nil
        }
    }

    let sections: [(title: String, contacts: [Contact])] = "ABCDEFGH".map { letter in
        (String(letter), (1...8).map { Contact(name: "\(letter) Person \($0)", phone: "555-01\($0)") })
    }
    var snappedTargets: [CGFloat] = []
    var pushedNames: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.rowHeight = 60
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sections[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        let contact = sections[indexPath.section].contacts[indexPath.row]
        cell.textLabel?.text = contact.name
        cell.detailTextLabel?.text = contact.phone
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let contact = sections[indexPath.section].contacts[indexPath.row]
        pushedNames.append(contact.name)
        let detail = UIViewController()
        detail.title = contact.name
        detail.view.backgroundColor = .white
        navigationController?.pushViewController(detail, animated: true)
    }

    // On iOS this override often sits in an extension; without @objc Swift wants it in the
    // class body (Deviations: overriding a UIKit member in an extension).
    /// Ends every flick on a row boundary, as many apps do to keep whole rows in view.
    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let rowHeight = tableView.rowHeight
        let snapped = (targetContentOffset.pointee.y / rowHeight).rounded() * rowHeight
        targetContentOffset.pointee.y = snapped
        snappedTargets.append(snapped)
    }
}

@MainActor
@Suite struct ContactsTableClientTests {
    @Test func theListReusesItsCellsSnapsFlicksAndPushesTheTappedContact() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let contacts = ContactsViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: contacts)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let table = contacts.tableView!
        let first = try #require(
            table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactsViewController.ContactCell)
        #expect(first.textLabel?.text == "A Person 1")
        #expect(first.detailTextLabel?.text == "555-011")
        let visibleAtStart = table.visibleCells.count

        // A flick upward scrolls a long way and lands on a row boundary.
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.1)
        host.runUntilIdle()
        let target = try #require(contacts.snappedTargets.last)
        #expect(target > 400, "a flick travels on after the finger lifts (target \(target))")
        #expect(table.contentOffset.y == target, "the edited target is where deceleration ends")
        #expect(table.visibleCells.count <= visibleAtStart + 2, "only the visible cells are alive")
        let cells = table.visibleCells.compactMap { $0 as? ContactsViewController.ContactCell }
        #expect(cells.contains { $0.reuseCount > 0 }, "cells scrolled away came back through prepareForReuse")
        for cell in cells {
            let indexPath = try #require(table.indexPath(for: cell))
            #expect(cell.textLabel?.text == contacts.sections[indexPath.section].contacts[indexPath.row].name)
        }

        // Tapping a visible row pushes its contact.
        let tapped = try #require(table.indexPathsForVisibleRows?.dropFirst(2).first)
        let row = table.rectForRow(at: tapped)
        host.tap(at: table.convert(CGPoint(x: row.midX, y: row.midY), to: host.window))
        host.runUntilIdle()
        let name = contacts.sections[tapped.section].contacts[tapped.row].name
        #expect(contacts.pushedNames == [name])
        #expect(navigation.topViewController?.title == name)
    }
}
