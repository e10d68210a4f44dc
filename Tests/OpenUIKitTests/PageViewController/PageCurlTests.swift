import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `.pageCurl` page view controllers: taps on the edges, pans that follow the finger, complete
/// and cancel, taps and requests during a running turn, the `.mid` spine.
@MainActor
@Suite struct PageCurlTests {
    static func curl(_ pager: UIPageViewController) -> _PageCurlView? {
        pager.view.subviews.compactMap { $0 as? _PageCurlView }.first
    }

    @Test func aTapOnTheRightEdgeCurlsToTheNextPage() {
        // UIKitBehaviour #339, #343
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.pageCurl, book: book)
        expectEqual(pager.gestureRecognizers.count, 2)
        #expect(pager.gestureRecognizers.allSatisfy { $0.view === pager.view })
        host.tap(at: CGPoint(x: 380, y: 400))
        #expect(
            PageScrollTests.calls(book) == [
                "after(p0)", "willTransitionTo(p1)", "p1 willMove(toParent: UIPageViewController)",
                "p1 viewWillAppear(animated: true)", "p0 viewWillDisappear(animated: true)"
            ])
        host.advance(by: 0.2)
        let progress = Self.curl(pager)?.progress ?? -1
        #expect(progress > 0.3 && progress < 1, "mid-turn: \(progress)")
        #expect(book.pages[1].view.window === host.window, "the next page lies under the curl")
        book.recorder.reset()
        host.runUntilIdle()
        #expect(
            PageScrollTests.calls(book) == [
                "p1 viewDidAppear(animated: true)", "p0 viewDidDisappear(animated: true)",
                "p0 willMove(toParent: nil)", "p0 didMove(toParent: nil)", "p1 didMove(toParent: UIPageViewController)",
                "didFinishAnimating(true, previous: p0, completed: true)"
            ])
        #expect(pager.viewControllers == [book.pages[1]] && pager.children == [book.pages[1]])
        expectEqual(Self.curl(pager), nil)
    }

    @Test func tapsDuringARunningTurnAndInTheMiddleAreIgnored() {
        // UIKitBehaviour #343
        let book = PageBook(count: 4)
        let (host, pager) = PageStage.make(.pageCurl, book: book)
        host.tap(at: CGPoint(x: 195, y: 400))
        #expect(book.recorder.events.isEmpty, "the middle of the page is not an edge")
        host.tap(at: CGPoint(x: 380, y: 400))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 380, y: 400))
        host.tap(at: CGPoint(x: 10, y: 400))
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[1]])
        expectEqual(book.recorder.events.filter { $0.hasPrefix("willTransitionTo") }, ["willTransitionTo(p1)"])
        // at the first page a tap on the left edge asks and finds nothing
        let (host2, pager2) = PageStage.make(.pageCurl, book: book)
        host2.tap(at: CGPoint(x: 10, y: 400))
        host2.runUntilIdle()
        expectEqual(book.recorder.events, ["before(p0)"])
        #expect(pager2.viewControllers == [book.pages[0]] && Self.curl(pager2) == nil)
    }

    @Test func aPanFollowsTheFingerAndAShortSlowOneGoesBack() {
        // UIKitBehaviour #342
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.pageCurl, book: book)
        var progress: [CGFloat] = []
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 170, y: 400), duration: 0.5).released(
                    .still))
        ) {
            if let curl = Self.curl(pager) { progress.append(curl.progress) }
        }
        let most = progress.max() ?? 0
        #expect(abs(most - 130.0 / 780) < 0.03, "the free edge follows the finger: \(most)")
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[0]])
        #expect(book.recorder.events.contains("didFinishAnimating(true, previous: p0, completed: false)"))
        #expect(book.pages[1].parent == nil && book.pages[1].view.window == nil)
        let appearance = book.recorder.events(of: "p1").filter {
            ($0.contains("Appear") || $0.contains("Disappear")) && !$0.contains("IsAppearing")
        }
        #expect(
            appearance == [
                "viewWillAppear(animated: true)", "viewWillDisappear(animated: true)",
                "viewDidDisappear(animated: true)"
            ])
    }

    @Test func aFlickCompletesAndAFlickBackCancelsPastTheMiddle() {
        // UIKitBehaviour #342
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.pageCurl, book: book)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        host.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[1]], "fast towards the spine: completes")
        let path = FingerPath.line(from: CGPoint(x: 380, y: 400), to: CGPoint(x: 20, y: 400), duration: 0.6)
            .moving(to: CGPoint(x: 120, y: 400), duration: 0.1)
        host.perform(TouchScript(path))
        host.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[1]], "a flick back cancels though the edge passed the middle")
    }

    @Test func setViewControllersAnimatedCurlsWithoutDelegateCalls() {
        // UIKitBehaviour #337, #340
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.pageCurl, book: book)
        var finished: [Bool] = []
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        #expect(Self.curl(pager) != nil)
        host.advance(by: 0.3)
        #expect(finished.isEmpty)
        host.runUntilIdle()
        expectEqual(finished, [true])
        expectEqual(pager.viewControllers, [book.pages[2]])
        #expect(
            !book.recorder.events.contains {
                $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") || $0.hasPrefix("after")
            })
        // reverse curls back in from the left
        pager.setViewControllers([book.pages[0]], direction: .reverse, animated: true) { finished.append($0) }
        expectEqual(Self.curl(pager)?.progress, 1)
        host.runUntilIdle()
        #expect(finished == [true, true] && pager.viewControllers == [book.pages[0]])
    }

    @Test func requestsDuringATurnWaitAndTheLatestWins() {
        // UIKitBehaviour #338
        let book = PageBook(count: 4)
        let (host, pager) = PageStage.make(.pageCurl, book: book)
        host.tap(at: CGPoint(x: 380, y: 400))
        host.advance(by: 0.1)
        var results: [String] = []
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { results.append("p2 \($0)") }
        pager.setViewControllers([book.pages[3]], direction: .forward, animated: false) { results.append("p3 \($0)") }
        #expect(results == ["p2 false"], "the replaced request is skipped")
        #expect(pager.viewControllers == [book.pages[0]], "the running turn is not cut short")
        host.runUntilIdle()
        expectEqual(results, ["p2 false", "p3 true"])
        #expect(pager.viewControllers == [book.pages[3]] && pager.children == [book.pages[3]])
        #expect(book.pages[1].parent == nil && book.pages[0].parent == nil)
    }

    @Test func aMidSpineShowsTwoPagesAndTurnsTwoAtATime() {
        // UIKitBehaviour #344
        let book = PageBook(count: 6)
        let host = HeadlessHost(screenSize: CGSize(width: 800, height: 600))
        let pager = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        host.window.rootViewController = pager
        host.runUntilIdle()
        expectEqual(book.pages[0].view.frame, CGRect(x: 0, y: 0, width: 400, height: 600))
        expectEqual(book.pages[1].view.frame, CGRect(x: 400, y: 0, width: 400, height: 600))
        book.recorder.reset()
        host.tap(at: CGPoint(x: 790, y: 300))
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[2], book.pages[3]])
        expectEqual(book.recorder.events.prefix(3), ["after(p1)", "after(p2)", "willTransitionTo(p2,p3)"])
        expectEqual(book.recorder.events.last, "didFinishAnimating(true, previous: p0,p1, completed: true)")
        #expect(
            Set(pager.children.map(ObjectIdentifier.init))
                == Set([book.pages[2], book.pages[3]].map(ObjectIdentifier.init)))
        host.tap(at: CGPoint(x: 10, y: 300))
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[0], book.pages[1]])
    }

    @Test func theWrongNumberOfPagesTrapsAsUIKitRaises() async {
        // UIKitBehaviour #345
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pager = UIPageViewController(
                    transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                    options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
                pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"
            ))
    }

    @Test func aSingleSidedMidSpineTraps() async {
        // UIKitBehaviour #345
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pager = UIPageViewController(
                    transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                    options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
                pager.isDoubleSided = false
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("isDoubleSided"))
    }
}
