import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Scroll views and the safe area: `adjustedContentInset` under each
/// `contentInsetAdjustmentBehavior`, its change callbacks and offset, and a table pushed in a
/// navigation controller starting below the bar from the first frame.
@MainActor
@Suite struct SafeAreaScrollTests {
    private func host() -> HeadlessHost {
        HeadlessHost(
            screenSize: CGSize(width: 400, height: 800),
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    }

    /// Records the delegate's inset callbacks.
    private final class InsetDelegate: NSObject, UIScrollViewDelegate {
        var changes: [UIEdgeInsets] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            changes.append(scrollView.adjustedContentInset)
        }
    }

    /// A scroll view filling the window's root view (not a controller's root view).
    private func fullScreenScrollView(
        in host: HeadlessHost, behavior: UIScrollView.ContentInsetAdjustmentBehavior,
        contentHeight: CGFloat
    ) -> UIScrollView {
        let root = UIViewController()
        host.window.rootViewController = root
        host.advance(by: 1.0 / 60)
        let scrollView = UIScrollView(frame: root.view.bounds)
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: 400, height: contentHeight)
        root.view.addSubview(scrollView)
        return scrollView
    }

    @Test(arguments: [
        (
            UIScrollView.ContentInsetAdjustmentBehavior.never, CGFloat(2000),
            UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        ),
        (.always, 100, UIEdgeInsets(top: 25, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, 2000, UIEdgeInsets(top: 25, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, 100, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
        (.automatic, 2000, UIEdgeInsets(top: 25, left: 0, bottom: 34, right: 0)),
        (.automatic, 100, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    ])
    func adjustedInsetFollowsTheBehaviour(
        behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat,
        expected: UIEdgeInsets
    ) {
        let host = host()
        let scrollView = fullScreenScrollView(in: host, behavior: behavior, contentHeight: contentHeight)
        expectEqual(scrollView.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        expectEqual(scrollView.adjustedContentInset, expected)
    }

    // UIKitBehaviour #209
    @Test func automaticAdjustsAContainedRootScrollViewEvenWhenItDoesNotScroll() {
        let host = host()
        let list = UITableViewController(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.advance(by: 1.0 / 60)
        expectEqual(list.tableView.contentSize.height, 0)
        expectEqual(list.tableView.adjustedContentInset, UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        #expect(list.tableView.contentOffset.y == -64, "resting at the top of the new inset")
    }

    @Test func aSafeAreaChangeTellsTheScrollViewAndItsDelegate() {
        let host = host()
        let delegate = InsetDelegate()
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        let scrollView: UIScrollView = list.tableView
        scrollView.delegate = delegate
        navigation.setNavigationBarHidden(true, animated: false)
        expectEqual(delegate.changes, [UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)])
        #expect(scrollView.contentOffset.y == -20, "kept at the top")
        scrollView.contentOffset.y = 100
        navigation.setNavigationBarHidden(false, animated: false)
        expectEqual(delegate.changes.count, 2)
        #expect(scrollView.contentOffset.y == 100, "a scrolled list stays where it is")
    }

    // UIKitBehaviour #211
    @Test func contentUnderTheBarKeepsNoInsetsWhileScrolling() {
        let host = host()
        let list = UITableViewController(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.advance(by: 1.0 / 60)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        list.tableView.addSubview(child)
        #expect(child.safeAreaInsets == .zero, "the adjusted inset covers the top already")
        list.tableView.contentOffset.y = 30
        expectEqual(child.safeAreaInsets, .zero)
        list.tableView.contentInsetAdjustmentBehavior = .never
        // Without the adjustment the child gets the inset: from its top (30 pt above the
        // table's top) to the bar's bottom, 64 pt below the table's top.
        expectEqual(child.safeAreaInsets.top, 94)
    }

    /// A list in the style of Apple's table samples: a red first row, then grey stripes.
    final class StripesViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Stripe")
            tableView.rowHeight = 50
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Stripe", for: indexPath)
            cell.backgroundColor = indexPath.row == 0 ? .red : (indexPath.row % 2 == 0 ? .lightGray : .white)
            return cell
        }
    }

    @Test func aPushedTableShowsItsFirstRowBelowTheBarFromTheFirstFrame() throws {
        let host = host()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.viewControllers[0].view.backgroundColor = .white
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        let list = StripesViewController(style: .plain)
        navigation.pushViewController(list, animated: true)
        host.advance(by: 1.0 / 60)
        let table = list.tableView!
        #expect(navigation.transitionCoordinator != nil, "mid-push")
        expectEqual(table.safeAreaInsets.top, 64)
        expectEqual(table.contentOffset.y, -64)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: table.superview).minY == 64, "row 0 starts at the bar's bottom")
        host.advance(by: 0.15)
        let midway = host.render()
        host.runUntilIdle()
        let settled = host.render()
        try writeContactSheet([midway, settled], to: "/tmp/segue-safearea/pushed-table.png")
        // Row 0 (red) sits right below the bar (64 pt), never under it.
        let belowBar = Drawing.pixel(settled, 200, 70)
        #expect(belowBar[0] > 200 && belowBar[1] < 60, "red row 0 just below the bar: \(belowBar)")
        let inBar = Drawing.pixel(settled, 200, 60)
        #expect(inBar[1] > 200, "the bar, not the row, at y 60: \(inBar)")
        let rowInMidway = Drawing.pixel(midway, 399, 70)
        #expect(rowInMidway[0] > 200 && rowInMidway[1] < 60, "mid-push too: \(rowInMidway)")
    }
}
