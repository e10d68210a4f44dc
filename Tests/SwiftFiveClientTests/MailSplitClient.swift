// A mail-style app as apps write it with UISplitViewController, compiled in Swift 5 mode: a
// UISplitViewController subclass that fills its triple columns in viewDidLoad, table-driven
// mailbox and message lists that show their selection through the split view, a delegate
// conformance in an extension that keeps the mailboxes on top on an iPhone, and a reader that
// puts a "mark read" button beside the system's display-mode button. Also a classic
// master–detail split view from the iOS 8 template, with its "empty detail collapses" delegate.
import OpenUIKit
import SegueTesting
import Testing

final class MailboxListViewController: UITableViewController {
    let mailboxes = ["Inbox", "Drafts", "Sent", "Archive"]
    var onSelect: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mailbox")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mailboxes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox", for: indexPath)
        cell.textLabel?.text = mailboxes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(mailboxes[indexPath.row])
    }
}

final class MessageListViewController: UITableViewController {
    var messages: [String] = ["Lunch?", "Quarterly report", "Photos from the trip"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let reader = MessageReaderViewController()
        reader.subject = messages[indexPath.row]
        showDetailViewController(UINavigationController(rootViewController: reader), sender: self)
    }
}

final class MessageReaderViewController: UIViewController {
    var subject = ""
    var marked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = subject
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Mark Read", image: nil,
            primaryAction: UIAction { [weak self] _ in
                self?.marked = true
            }, menu: nil)
    }
}

final class MailSplitViewController: UISplitViewController {
    let mailboxes = MailboxListViewController()
    let messages = MessageListViewController()
    var collapses = 0

    init() {
        super.init(style: .tripleColumn)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        preferredDisplayMode = .twoBesideSecondary
        preferredSplitBehavior = .tile
        primaryBackgroundStyle = .sidebar
        setViewController(mailboxes, for: .primary)
        setViewController(messages, for: .supplementary)
        setViewController(MessageReaderViewController(), for: .secondary)
        mailboxes.onSelect = { [weak self] name in
            self?.messages.title = name
            self?.show(.supplementary)
        }
    }
}

extension MailSplitViewController: UISplitViewControllerDelegate {
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        return .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        collapses += 1
    }
}

// The iOS 8 master–detail template.
final class MasterViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Cell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController()
        detail.detailItem = "Item \(indexPath.row)"
        let navigation = UINavigationController(rootViewController: detail)
        detail.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        detail.navigationItem.leftItemsSupplementBackButton = true
        showDetailViewController(navigation, sender: self)
    }
}

final class DetailViewController: UIViewController {
    var detailItem: String?
}

final class TemplateAppDelegate: NSObject, UISplitViewControllerDelegate {
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        guard let navigation = secondaryViewController as? UINavigationController,
            let detail = navigation.topViewController as? DetailViewController
        else { return false }
        return detail.detailItem == nil
    }
}

@MainActor
@Suite struct MailSplitClientTests {
    static func tapRow(_ row: Int, in table: UITableView, host: HeadlessHost) {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        host.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        host.runUntilIdle()
    }

    @Test func aMailAppOnAnIPadShowsThreeColumnsAndAMessageFromATap() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 1180, height: 820))
        let split = MailSplitViewController()
        host.window.rootViewController = split
        host.runUntilIdle()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.mailboxes.navigationController?.navigationBar.topItem?.title == "Mailboxes")
        Self.tapRow(1, in: split.messages.tableView, host: host)
        let reader = try #require(
            (split.viewController(for: .secondary) as? UINavigationController)?.topViewController
                as? MessageReaderViewController)
        #expect(reader.subject == "Quarterly report")
        #expect(reader.view.convert(reader.view.bounds, to: nil).minX == 640)
        Self.tapRow(0, in: split.mailboxes.tableView, host: host)
        #expect(split.messages.title == "Inbox")
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func onAnIPhoneTheMailboxesAreOnTopAndAMessageIsPushed() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let split = MailSplitViewController()
        host.window.rootViewController = split
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(split.collapses == 1)
        let stack = try #require(split.mailboxes.navigationController)
        #expect(stack.topViewController === split.mailboxes)
        Self.tapRow(0, in: split.mailboxes.tableView, host: host)
        #expect(stack.topViewController === split.messages, "show(.supplementary) pushes the message list")
        Self.tapRow(2, in: split.messages.tableView, host: host)
        let reader = try #require(stack.topViewController as? MessageReaderViewController)
        #expect(reader.subject == "Photos from the trip")
        host.resize(to: CGSize(width: 1180, height: 820))
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(
            (split.viewController(for: .secondary) as? UINavigationController)?.topViewController === reader,
            "the message read on the phone is the secondary once expanded")
    }

    @Test func theMasterDetailTemplateCollapsesItsEmptyDetail() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let appDelegate = TemplateAppDelegate()
        let master = MasterViewController()
        let split = UISplitViewController()
        split.delegate = appDelegate
        split.viewControllers = [
            UINavigationController(rootViewController: master),
            UINavigationController(rootViewController: DetailViewController())
        ]
        host.window.rootViewController = split
        host.runUntilIdle()
        #expect(master.navigationController?.topViewController === master, "the empty detail is dropped")
        Self.tapRow(1, in: master.tableView, host: host)
        let detail = try #require(master.navigationController?.topViewController as? DetailViewController)
        #expect(detail.detailItem == "Item 1")
        host.resize(to: CGSize(width: 1180, height: 820))
        host.runUntilIdle()
        #expect(split.viewControllers.count == 2)
        #expect((split.viewControllers[1] as? UINavigationController)?.topViewController === detail)
        #expect(split.displayModeButtonItem.isEnabled)
    }
}

// A sidebar app that shows its sidebar from viewDidLoad, and a delegate that tiles it when the
// user swipes it in (the gesture asks targetDisplayModeForAction too).
final class SidebarAppSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    init() {
        super.init(style: .doubleColumn)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let sidebar = UIViewController()
        sidebar.view.backgroundColor = .systemBlue
        let content = UIViewController()
        content.view.backgroundColor = .systemRed
        setViewController(sidebar, for: .primary)
        setViewController(content, for: .secondary)
        show(.primary)
    }

    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        svc.displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
    }
}

@MainActor
@Suite struct SidebarAppClientTests {
    @Test func showingTheSidebarFromViewDidLoadStartsWithItShown() {
        let host = HeadlessHost(screenSize: CGSize(width: 820, height: 1180))
        let split = SidebarAppSplitViewController()
        host.window.rootViewController = split
        host.runUntilIdle()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(split.viewController(for: .primary)?.view.window != nil)
    }

    @Test func aSwipeGoesToTheDelegatesTarget() {
        let host = HeadlessHost(screenSize: CGSize(width: 820, height: 1180))
        let split = SidebarAppSplitViewController()
        split.delegate = split
        split.preferredSplitBehavior = .tile
        host.window.rootViewController = split
        host.runUntilIdle()
        split.hide(.primary)
        host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.3)
        host.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary)
        let content = split.viewController(for: .secondary)?.navigationController?.view
        #expect(content?.frame.minX == 320, "tiled beside the sidebar")
    }
}
