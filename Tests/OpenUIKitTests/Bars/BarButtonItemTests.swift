import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Bar button items in a navigation controller's bar, written the way apps set them up in
/// `viewDidLoad` (UIKitBehaviour #296–#298).
@MainActor
@Suite struct BarButtonItemTests {
    final class NotesList: UIViewController {
        var added = 0
        var edited = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            view.backgroundColor = .systemBackground
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .add,
                primaryAction: UIAction { [weak self] _ in
                    self?.added += 1
                })
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain,
                primaryAction: UIAction { [weak self] _ in
                    self?.edited += 1
                })
        }
    }

    static func stage(_ root: UIViewController) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    /// The window frame of the view drawing `item`.
    static func frame(of item: UIBarButtonItem, in host: HeadlessHost) -> CGRect? {
        item.frame(in: host.window)
    }

    @Test func itemsSitAtTheEdgesAndPerformTheirActions() throws {
        let list = NotesList()
        let (host, _) = Self.stage(list)
        let add = try #require(list.navigationItem.rightBarButtonItem)
        let edit = try #require(list.navigationItem.leftBarButtonItem)
        let addFrame = try #require(Self.frame(of: add, in: host))
        let editFrame = try #require(Self.frame(of: edit, in: host))
        #expect(addFrame.maxX == 390 - 16 && addFrame.minY == 47 && addFrame.height == 44)
        expectEqual(editFrame.minX, 16)
        host.tap(at: CGPoint(x: addFrame.midX, y: addFrame.midY))
        host.tap(at: CGPoint(x: editFrame.midX, y: editFrame.midY))
        host.runUntilIdle()
        #expect(list.added == 1 && list.edited == 1)
        add.isEnabled = false
        let disabled = try #require(Self.frame(of: add, in: host))
        host.tap(at: CGPoint(x: disabled.midX, y: disabled.midY))
        host.runUntilIdle()
        #expect(list.added == 1, "a disabled item takes no taps")
    }

    @Test func severalTrailingItemsGoInwardWithSpacesAndACustomView() throws {
        let root = UIViewController()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .done),
            .fixedSpace(20),
            UIBarButtonItem(customView: badge)
        ]
        let (host, _) = Self.stage(root)
        let done = try #require(root.navigationItem.rightBarButtonItems?.first)
        let doneFrame = try #require(Self.frame(of: done, in: host))
        let badgeFrame = badge.convert(badge.bounds, to: nil)
        expectEqual(doneFrame.maxX, 374)
        #expect(badgeFrame.maxX == doneFrame.minX - 8 - 20 - 8, "inward, 8 apart, with the fixed space between")
        expectEqual(done.style, .done)
        let label = try #require((done.frame(in: host.window) != nil) ? findLabel("Done", in: host.window) : nil)
        expectEqual(label.font, .systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        let (host, navigation) = Self.stage(UIViewController())
        let detail = UIViewController()
        let close = UIBarButtonItem(systemItem: .close)
        detail.navigationItem.leftBarButtonItem = close
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        #expect(findLabel("‹ Back", in: host.window) == nil, "replaced")
        detail.navigationItem.leftItemsSupplementBackButton = true
        host.runUntilIdle()
        #expect(findLabel("‹ Back", in: host.window) != nil)
        let back = try #require(findLabel("‹ Back", in: host.window)?.superview)
        #expect(try #require(Self.frame(of: close, in: host)).minX >= back.frame.maxX)
    }

    @Test func theBackButtonTitleFollowsTheItemBelow() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let (host, navigation) = Self.stage(root)
        navigation.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        #expect(findLabel("‹ Inbox", in: host.window) != nil)
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain)
        #expect(findLabel("‹ Mail", in: host.window) != nil)
        root.navigationItem.backButtonDisplayMode = .generic
        #expect(findLabel("‹ Back", in: host.window) != nil)
        root.navigationItem.backButtonDisplayMode = .minimal
        #expect(findLabel("‹ ", in: host.window) != nil, "only the chevron")
    }

    @Test func itemsCrossFadeWithAPushAndComeBackOnACancelledPop() throws {
        let list = NotesList()
        let (host, navigation) = Self.stage(list)
        let detail = UIViewController()
        let share = UIBarButtonItem(systemItem: .action)
        detail.navigationItem.rightBarButtonItem = share
        let addView = try #require(findView(of: list.navigationItem.rightBarButtonItem, in: host))
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1.0 / 60 + 0.04)
        let shareView = try #require(findView(of: share, in: host))
        #expect(shareView !== addView)
        let outgoing = try #require(addView.layer.presentation()?.opacity)
        let incoming = try #require(shareView.layer.presentation()?.opacity)
        #expect(
            outgoing < 0.99 && incoming > 0.01 && abs(outgoing + incoming - 1) < 0.02,
            "a cross-fade: \(outgoing) \(incoming)")
        host.runUntilIdle()
        #expect(addView.superview == nil, "the outgoing item's view is gone")
        #expect(share.frame(in: host.window) != nil)

        // An interactive pop, let go early: the detail's item stays.
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(share.frame(in: host.window) != nil && findView(of: share, in: host)?.alpha == 1)
        expectEqual(list.navigationItem.rightBarButtonItem?.frame(in: host.window), nil)
    }

    @Test func aMenuItemShowsItsMenuAndAPopoverAnchorsToAnItem() throws {
        let root = UIViewController()
        var sorted: [String] = []
        let sort = UIBarButtonItem(
            title: "Sort",
            menu: UIMenu(children: [
                UIAction(title: "Date") { _ in sorted.append("date") },
                UIAction(title: "Name") { _ in sorted.append("name") }
            ]))
        root.navigationItem.rightBarButtonItem = sort
        let (host, _) = Self.stage(root)
        let frame = try #require(sort.frame(in: host.window))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.runUntilIdle()
        let name = try #require(
            findLabel("Name", in: host.window)
                ?? host.window.windowScene?.windows.lazy.compactMap { findLabel("Name", in: $0) }.first)
        host.tap(at: name.convert(CGPoint(x: name.bounds.midX, y: name.bounds.midY), to: nil))
        host.runUntilIdle()
        expectEqual(sorted, ["name"])

        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = sort
        content.popoverPresentationController?.delegate = KeepsPopover.shared
        root.present(content, animated: false)
        host.runUntilIdle()
        expectEqual(content.popoverPresentationController?.arrowDirection, .up)
        expectEqual(content.view.convert(content.view.bounds, to: nil).minY, frame.maxY + 13)
    }

    @Test func whatABarWithItemsLooksLike() throws {
        let list = NotesList()
        list.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .action), UIBarButtonItem(systemItem: .done)
        ]
        let (host, navigation) = Self.stage(list)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.title = "Groceries"
        detail.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .trash), UIBarButtonItem(systemItem: .search)
        ]
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1.0 / 60 + 0.1)
        let middle = host.render()
        host.runUntilIdle()
        expectSnapshot(of: middle, named: "bar-items-pushing", tolerance: 3)
        expectSnapshot(of: host.render(), named: "bar-items-pushed", tolerance: 3)
    }

    final class KeepsPopover: NSObject, UIPopoverPresentationControllerDelegate {
        static let shared = KeepsPopover()
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }
}

@MainActor private func findLabel(_ text: String, in view: UIView) -> UILabel? {
    if let label = view as? UILabel, label.text == text, !label.isHidden, label.window != nil { return label }
    for subview in view.subviews where !subview.isHidden {
        if let found = findLabel(text, in: subview) { return found }
    }
    return nil
}

@MainActor private func findView(of item: UIBarButtonItem?, in host: HeadlessHost) -> UIView? {
    guard let item, let frame = item.frame(in: host.window) else { return nil }
    var found: UIView?
    func walk(_ view: UIView) {
        if view is UIButton, view.convert(view.bounds, to: nil) == frame { found = view }
        view.subviews.forEach(walk)
    }
    walk(host.window)
    return found
}
