import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// The dismissal pan and the tab pan defer to scroll views under the finger: the scroll view's
/// drag wins unless its content is at the edge the finger pulls towards; then the library's
/// pan takes the drag and the content stays put (UIKitBehaviour #430). Driven by touches.
@MainActor
@Suite struct ScrollDeferenceTests {
    /// A presented screen that is a table of `rows` rows of `rowHeight` points (40 of 60 unless said).
    final class ListScreen: UITableViewController {
        let rows: Int
        let rowHeight: CGFloat

        init(rows: Int = 40, rowHeight: CGFloat = 60) {
            self.rows = rows
            self.rowHeight = rowHeight
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = rowHeight
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A tab whose screen holds a paging scroll view of three pages, under its top 200 points.
    final class PagesScreen: UIViewController {
        let pages = UIScrollView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemYellow
            pages.frame = CGRect(x: 0, y: 200, width: 390, height: 400)
            pages.isPagingEnabled = true
            pages.contentSize = CGSize(width: 390 * 3, height: 400)
            for page in 0..<3 {
                let colour = UIView(frame: CGRect(x: CGFloat(page) * 390, y: 0, width: 390, height: 400))
                colour.backgroundColor = [UIColor.systemOrange, .systemTeal, .systemPink][page]
                pages.addSubview(colour)
            }
            view.addSubview(pages)
        }

        var page: Int { Int((pages.contentOffset.x / 390).rounded()) }
    }

    /// A presenter showing a list presented with `.cover()` (dismissed by a pan down).
    private func presentedList() -> (HeadlessHost, ColourScreen, ListScreen) {
        let (host, root) = Stage.presenter()
        let list = ListScreen()
        list.modalTransition = .cover()
        root.present(list, animated: true)
        host.runUntilIdle()
        return (host, root, list)
    }

    @Test func aScrolledListScrollsBackInsteadOfDismissing() {
        let (host, root, list) = presentedList()
        list.tableView.contentOffset = CGPoint(x: 0, y: 600)
        let before = list.tableView.contentOffset.y
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.3)
        host.runUntilIdle()
        #expect(root.presentedViewController === list, "the list's drag won")
        #expect(list.tableView.contentOffset.y < before - 200, "\(list.tableView.contentOffset.y)")
        expectEqual(list.view.frame.minY, 0)
    }

    @Test func aListAtItsTopHandsThePullDownToTheDismissal() {
        let (host, root, list) = presentedList()
        let top = -list.tableView.adjustedContentInset.top
        var offsets: [CGFloat] = []
        var lowest: CGFloat = 0
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.3) {
            offsets.append(list.tableView.contentOffset.y)
            lowest = max(lowest, list.view.layer.presentation()?.frame.minY ?? 0)
        }
        #expect(lowest > 150, "the screen followed the finger")
        host.runUntilIdle()
        #expect(root.presentedViewController == nil, "dismissed")
        #expect(offsets.allSatisfy { $0 == top }, "the content did not bounce under the pan: \(offsets)")
    }

    @Test func aListAtItsTopStillScrollsUp() {
        let (host, root, list) = presentedList()
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3)
        host.runUntilIdle()
        #expect(root.presentedViewController === list)
        #expect(list.tableView.contentOffset.y > 200)
    }

    /// Tabs One, Pages, Three with the slide; the Pages tab selected, showing `page`.
    private func pagesInATab(page: Int) -> (HeadlessHost, UITabBarController, PagesScreen) {
        let host = HeadlessHost(screenSize: Stage.screen)
        let pages = PagesScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [
            ColourScreen(.systemRed, title: "One"), pages, ColourScreen(.systemBlue, title: "Three")
        ]
        tabs.tabTransition = .slide()
        tabs.selectedIndex = 1
        host.window.rootViewController = tabs
        host.runUntilIdle()
        pages.pages.contentOffset = CGPoint(x: CGFloat(page) * 390, y: 0)
        return (host, tabs, pages)
    }

    @Test func aPagingScrollViewTurnsItsPageInsteadOfSwitchingTabs() {
        let (host, tabs, pages) = pagesInATab(page: 0)
        host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
        expectEqual(pages.page, 1)
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
        expectEqual(pages.page, 0)
    }

    @Test func atItsLastPageTheTabPanTakesTheSwipe() {
        let (host, tabs, pages) = pagesInATab(page: 2)
        host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 2)
        #expect(pages.pages.contentOffset.x == 780, "the pages did not bounce")
    }

    @Test func atItsFirstPageTheTabPanTakesASwipeBack() {
        let (host, tabs, _) = pagesInATab(page: 0)
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
    }

    @Test func outsideTheScrollViewTheTabPanSwitchesAsBefore() {
        let (host, tabs, pages) = pagesInATab(page: 1)
        host.drag(from: CGPoint(x: 330, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.3)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 2)
        expectEqual(pages.page, 1)
    }

    @Test func aVerticalListInATabLeavesSidewaysSwipesToTheTabPan() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let list = ListScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [list, ColourScreen(.systemBlue, title: "Two")]
        tabs.tabTransition = .slide()
        host.window.rootViewController = tabs
        host.runUntilIdle()
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        #expect(list.tableView.contentOffset.y > 200, "the list scrolled")
        host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
    }
}
