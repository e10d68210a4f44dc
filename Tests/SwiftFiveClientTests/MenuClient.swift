import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code with menus the way iOS 14+ apps write them: a sort button whose menu
/// is its primary action, with a single-selection group, a destructive action and a deferred
/// "recent" section, symbols from `UIImage(systemName:)`.
class InboxViewController: UIViewController {
    enum Sort: String {
        case date = "Date"
        case sender = "Sender"
    }
    var sort = Sort.date
    var deletedAll = false
    let sortButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        sortButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
        sortButton.frame = CGRect(x: 300, y: 60, width: 44, height: 44)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = makeMenu()
        view.addSubview(sortButton)
        registerSegue(withIdentifier: "compose", kind: .presentModally) { UIViewController() }
    }

    func makeMenu() -> UIMenu {
        let sorts = [Sort.date, .sender].map { sort in
            UIAction(title: sort.rawValue, state: self.sort == sort ? .on : .off) { [weak self] _ in
                self?.sort = sort
            }
        }
        let recent = UIDeferredMenuElement.uncached { completion in
            completion([UIAction(title: "Yesterday", handler: { _ in })])
        }
        let deleteAll = UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) {
            [weak self] _ in
            self?.deletedAll = true
        }
        let compose = UIAction(title: "New Message", image: UIImage(systemName: "plus")) { [weak self] _ in
            self?.performSegue(withIdentifier: "compose", sender: nil)
        }
        return UIMenu(
            title: "",
            children: [
                UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: sorts),
                recent,
                deleteAll,
                compose
            ])
    }
}

@MainActor
@Suite struct MenuClientTests {
    @Test func aSortMenuOnAButton() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let inbox = InboxViewController()
        host.window.rootViewController = inbox
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 322, y: 82))
        host.runUntilIdle()
        // The menu hangs below the button, its trailing edge at the button's: header, Date,
        // Sender, band, Yesterday, Delete All.
        let top: CGFloat = 104 + 8
        host.tap(at: CGPoint(x: 250, y: top + 34 + 44 + 22))
        #expect(inbox.sort == .sender)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 322, y: 82))
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 250, y: top + 34 + 88 + 8 + 44 + 22))
        #expect(inbox.deletedAll)
        host.runUntilIdle()
        // A menu action that performs a segue: the composer is presented as the menu goes.
        host.tap(at: CGPoint(x: 322, y: 82))
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 250, y: top + 34 + 88 + 8 + 88 + 22))
        host.runUntilIdle()
        #expect(inbox.presentedViewController != nil)
    }
}
