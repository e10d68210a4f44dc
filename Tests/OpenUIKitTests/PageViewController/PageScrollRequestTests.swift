import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `.scroll` requests in code (animated, during a drag) and the built-in page control.
@MainActor
@Suite struct PageScrollRequestTests {
    @Test func anAnimatedSetSlidesTheNewPageInWithoutDelegateCalls() {
        // UIKitBehaviour #337
        let book = PageBook(count: 4)
        let (host, pager) = PageStage.make(.scroll, book: book)
        var finished: [Bool] = []
        pager.setViewControllers([book.pages[3]], direction: .forward, animated: true) { finished.append($0) }
        host.advance(by: 0.15)
        let x = book.pages[3].view.convert(CGPoint.zero, to: nil).x
        #expect(x > 0 && x < 390, "half way in: \(x)")
        #expect(finished.isEmpty)
        host.runUntilIdle()
        expectEqual(finished, [true])
        #expect(pager.viewControllers == [book.pages[3]] && pager.children == [book.pages[3]])
        #expect(
            PageScrollTests.calls(book) == [
                "p3 willMove(toParent: UIPageViewController)", "p3 viewWillAppear(animated: true)",
                "p0 viewWillDisappear(animated: true)",
                "p3 viewDidAppear(animated: true)", "p0 viewDidDisappear(animated: true)",
                "p3 didMove(toParent: UIPageViewController)", "p0 willMove(toParent: nil)", "p0 didMove(toParent: nil)"
            ])
        // the neighbours are asked afresh around the new page
        book.recorder.reset()
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(PageScrollTests.calls(book).prefix(2), ["after(p3)", "before(p3)"])
        expectEqual(pager.viewControllers, [book.pages[2]])
    }

    @Test func aSetDuringADragWaitsForTheDragToSettle() {
        // UIKitBehaviour #338
        let book = PageBook(count: 4)
        let (host, pager) = PageStage.make(.scroll, book: book)
        var finished: [Bool] = []
        var requested = false
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.4).released(
                    .still))
        ) {
            if !requested, pager.children.count == 2 {
                requested = true
                pager.setViewControllers([book.pages[3]], direction: .reverse, animated: false) { finished.append($0) }
                #expect(pager.viewControllers == [book.pages[0]], "not during the drag")
            }
        }
        #expect(requested)
        host.runUntilIdle()
        expectEqual(finished, [true])
        #expect(pager.viewControllers == [book.pages[3]] && pager.children == [book.pages[3]])
        #expect(
            book.recorder.events.contains("didFinishAnimating(true, previous: p0, completed: true)"),
            "the drag's turn ended first")
        for page in book.pages {
            let appear = book.recorder.events(of: page.name).filter { $0.hasPrefix("viewWillAppear") }.count
            let disappear = book.recorder.events(of: page.name).filter { $0.hasPrefix("viewWillDisappear") }.count
            #expect(
                appear - disappear == (page === book.pages[3] ? 1 : page === book.pages[0] ? -1 : 0),
                "\(page.name) balanced")
        }
    }

    @Test func thePageControlShowsWhenTheDataSourceCountsPages() {
        // UIKitBehaviour #346
        let book = PageBook(count: 3)
        let counted = CountedPageBook(book)
        let host = HeadlessHost()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = counted
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        host.window.rootViewController = pager
        host.runUntilIdle()
        #expect(
            book.recorder.events.filter { $0.hasPrefix("presentation") } == ["presentationCount", "presentationIndex"])
        let control = try? #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control?.numberOfPages == 3 && control?.currentPage == 0)
        expectEqual(control?.frame, CGRect(x: 0, y: 818, width: 390, height: 26))
        #expect(book.pages[0].view.frame.height == 818, "the pages end above the control")
        book.recorder.reset()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(control?.currentPage, 1)
        #expect(!book.recorder.events.contains { $0.hasPrefix("presentation") }, "not asked after a gesture")
        counted.index = 2
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: false)
        expectEqual(control?.currentPage, 2)
        // without the count and index: no control
        let (_, plain) = PageStage.make(.scroll, book: PageBook(count: 2))
        #expect(plain.view.subviews.compactMap { $0 as? UIPageControl }.isEmpty)
        let (_, curl) = PageStage.make(.pageCurl, book: book)
        curl.dataSource = counted
        #expect(curl.view.subviews.compactMap { $0 as? UIPageControl }.isEmpty, "page curl has none")
    }

    @Test func withoutADataSourceADragOnlyRubberBands() {
        // UIKitBehaviour #335
        let book = PageBook(count: 2)
        let (host, pager) = PageStage.make(.scroll, book: book)
        pager.dataSource = nil
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[0]])
        #expect(book.recorder.events.isEmpty)
    }

    @Test func removingThePagerMakesItsPageDisappear() {
        // UIKitBehaviour #330: pages follow their container's appearance
        let book = PageBook(count: 2)
        let (host, pager) = PageStage.make(.scroll, book: book)
        host.window.rootViewController = UIViewController()
        host.runUntilIdle()
        #expect(
            book.recorder.events(of: "p0") == [
                "viewWillDisappear(animated: false)", "viewDidDisappear(animated: false)"
            ])
        _ = pager
    }
}
