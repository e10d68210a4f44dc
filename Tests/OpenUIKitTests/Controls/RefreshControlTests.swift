import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIRefreshControl in a scroll view and a table view controller (UIKitBehaviour #280, #281).
@MainActor
@Suite struct RefreshControlTests {
    /// A full-screen scroll view of tall content with a refresh control, no safe area.
    private func stage() -> (HeadlessHost, UIScrollView, UIRefreshControl) {
        let host = HeadlessHost()
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let refresh = UIRefreshControl()
        scrollView.refreshControl = refresh
        host.window.addSubview(scrollView)
        host.runUntilIdle()
        return (host, scrollView, refresh)
    }

    @Test func attachingAddsTheControlBehindTheContent() {
        let (_, scrollView, refresh) = stage()
        #expect(scrollView.refreshControl === refresh)
        #expect(refresh.superview === scrollView)
        #expect(scrollView.subviews.first === refresh)
        #expect(scrollView.alwaysBounceVertical)
        #expect(!refresh.isRefreshing)
        #expect(refresh.isHidden)
        scrollView.refreshControl = nil
        expectEqual(refresh.superview, nil)
    }

    @Test func pullingFarEnoughBeginsRefreshingOnce() {
        let (host, scrollView, refresh) = stage()
        let log = ControlProbe.log(refresh) { $0.isRefreshing }
        // Rubber-banding halves the pull and more: a 400-point drag pulls the content well past 130.
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.5)
        #expect(refresh.isRefreshing)
        expectEqual(log.values, [true])
        expectEqual(scrollView.adjustedContentInset.top, 60)
        // The spinner turns for ever while refreshing: the application is never idle, so the
        // test advances by a time.
        host.advance(by: 2)
        expectEqual(scrollView.contentOffset.y, -60)
        #expect(!refresh.isHidden)
        expectEqual(refresh.frame, CGRect(x: 0, y: -60, width: 390, height: 60))
        // Another pull while refreshing sends nothing more.
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.5)
        host.advance(by: 2)
        expectEqual(log.values, [true])
        refresh.endRefreshing()
        host.runUntilIdle()
    }

    @Test func aShortPullDoesNothing() {
        let (host, scrollView, refresh) = stage()
        let log = ControlProbe.log(refresh) { $0.isRefreshing }
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200), duration: 0.3)
        #expect(!refresh.isRefreshing)
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset.y, 0)
        #expect(log.values.isEmpty)
    }

    @Test func endRefreshingScrollsTheContentBackUp() {
        let (host, scrollView, refresh) = stage()
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.5)
        host.advance(by: 2)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        expectEqual(scrollView.adjustedContentInset.top, 0)
        host.advance(by: 0.15)
        #expect(scrollView.contentOffset.y < 0 && scrollView.contentOffset.y > -60, "\(scrollView.contentOffset.y)")
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset.y, 0)
        #expect(refresh.isHidden)
    }

    @Test func beginRefreshingInCodeSendsNothingAndDoesNotScroll() {
        let (host, scrollView, refresh) = stage()
        let log = ControlProbe.log(refresh) { $0.isRefreshing }
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        expectEqual(scrollView.contentOffset.y, 0)
        expectEqual(scrollView.adjustedContentInset.top, 60)
        refresh.endRefreshing()
        refresh.endRefreshing()
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset.y, 0)
        #expect(log.values.isEmpty)
    }

    @Test func aTitleAndTintColour() throws {
        let (host, _, refresh) = stage()
        host.window.tintColor = .systemGreen
        expectEqual((refresh.subviews.first as? UIActivityIndicatorView)?.color, .secondaryLabel)
        refresh.tintColor = .systemRed
        refresh.attributedTitle = NSAttributedString(string: "Updated just now")
        refresh.beginRefreshing()
        host.runFrame()
        let label = try #require(refresh.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "Updated just now" && !label.isHidden)
        expectEqual((refresh.subviews.first as? UIActivityIndicatorView)?.color, .systemRed)
        refresh.endRefreshing()
        host.runUntilIdle()
    }

    @Test func aTableViewControllersRefreshControlGoesToItsTable() throws {
        let host = HeadlessHost()
        let controller = UITableViewController(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(!controller.isViewLoaded)
        #expect(controller.refreshControl === refresh)
        host.window.rootViewController = UINavigationController(rootViewController: controller)
        host.runUntilIdle()
        #expect(controller.tableView.refreshControl === refresh)
        let top = controller.tableView.adjustedContentInset.top
        host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 650), duration: 0.5)
        host.advance(by: 2)
        #expect(refresh.isRefreshing)
        expectEqual(controller.tableView.contentOffset.y, -(top + 60))
        controller.refreshControl = nil
        expectEqual(controller.tableView.refreshControl, nil)
        expectEqual(controller.tableView.adjustedContentInset.top, top)
        expectEqual(controller.tableView.contentOffset.y, -top)
        refresh.endRefreshing()
        host.runUntilIdle()
    }

    @Test func endingWhileTheFingerIsStillDownSpringsBackToTheTop() {
        let (host, scrollView, refresh) = stage()
        let log = ControlProbe.log(refresh) { $0.isRefreshing }
        let path = FingerPath.line(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.5)
        var ended = false
        host.perform([path.holding(for: 0.2)]) {
            if refresh.isRefreshing, !ended {
                ended = true
                refresh.endRefreshing()
            }
        }
        #expect(ended && log.values == [true])
        #expect(!refresh.isRefreshing && scrollView.adjustedContentInset.top == 0)
        host.runUntilIdle()
        expectEqual(scrollView.contentOffset.y, 0)
        #expect(log.values == [true], "the same pull does not begin refreshing again")
    }

    @Test func theSpinnerRevealsASpokePerEighthOfThePull() throws {
        let (host, scrollView, refresh) = stage()
        let spinner = try #require(refresh.subviews.first as? UIActivityIndicatorView)
        let spokes = try #require(spinner.subviews.first?.subviews)
        scrollView.contentOffset = CGPoint(x: 0, y: -65)
        expectEqual(spokes.filter { $0.alpha > 0 }.count, 4)
        #expect(!refresh.isHidden)
        expectEqual(refresh.frame, CGRect(x: 0, y: -65, width: 390, height: 65))
        scrollView.contentOffset = CGPoint(x: 0, y: -200)
        expectEqual(spokes.filter { $0.alpha > 0 }.count, 8)
        #expect(!refresh.isRefreshing, "only a drag begins refreshing")
        scrollView.contentOffset = .zero
        #expect(refresh.isHidden)
        host.runUntilIdle()
    }
}
