import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `.scroll` page view controllers driven by touches: drags that complete, cancel and
/// rubber-band, the data source and delegate call order, containment, appearance balance.
@MainActor
@Suite struct PageScrollTests {
    /// The events without layout noise (`viewIsAppearing` lands at the next layout).
    static func calls(_ book: PageBook) -> [String] {
        book.recorder.events.filter { !$0.contains("viewIsAppearing") }
    }

    @Test func settingPagesMakesTheOnlyChildAndShowsIt() {
        // UIKitBehaviour #330
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.scroll, book: book)
        expectEqual(pager.viewControllers, [book.pages[0]])
        expectEqual(pager.children, [book.pages[0]])
        #expect(book.pages[0].view.window === host.window)
        #expect(
            book.pages[0].view.convert(book.pages[0].view.bounds, to: nil)
                == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(pager.gestureRecognizers.isEmpty, "scroll pages drag with their scroll view")
        #expect(pager.spineLocation == .none && pager.transitionStyle == .scroll && !pager.isDoubleSided)
        #expect(book.recorder.events.isEmpty, "the data source is asked lazily")
        _ = host
    }

    @Test func aFlickTurnsToTheNextPageInUIKitsOrder() {
        // UIKitBehaviour #331, #332, #333
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.scroll, book: book)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
        #expect(
            Self.calls(book).prefix(6) == [
                "after(p0)", "before(p0)", "willTransitionTo(p1)", "p1 willMove(toParent: UIPageViewController)",
                "p1 viewWillAppear(animated: true)", "p0 viewWillDisappear(animated: true)"
            ])
        book.recorder.reset()
        host.runUntilIdle()
        #expect(
            Self.calls(book) == [
                "p1 viewDidAppear(animated: true)", "p0 viewDidDisappear(animated: true)",
                "p1 didMove(toParent: UIPageViewController)", "p0 willMove(toParent: nil)", "p0 didMove(toParent: nil)",
                "didFinishAnimating(true, previous: p0, completed: true)", "after(p1)"
            ])
        expectEqual(pager.viewControllers, [book.pages[1]])
        expectEqual(pager.children, [book.pages[1]])
        expectEqual(book.pages[0].view.superview, nil)
        #expect(
            book.pages[1].view.convert(book.pages[1].view.bounds, to: nil)
                == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aShortSlowDragGoesBackAndCancelsTheAppearance() {
        // UIKitBehaviour #334
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.scroll, book: book, start: 1)
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.5).released(
                    .still)))
        host.runUntilIdle()
        #expect(
            Self.calls(book) == [
                "after(p1)", "before(p1)", "willTransitionTo(p2)", "p2 willMove(toParent: UIPageViewController)",
                "p2 viewWillAppear(animated: true)", "p1 viewWillDisappear(animated: true)",
                "p2 viewWillDisappear(animated: true)", "p2 viewDidDisappear(animated: true)",
                "p2 willMove(toParent: nil)", "p2 didMove(toParent: nil)",
                "p1 viewWillAppear(animated: true)", "p1 viewDidAppear(animated: true)",
                "didFinishAnimating(true, previous: p1, completed: false)"
            ])
        #expect(pager.viewControllers == [book.pages[1]] && pager.children == [book.pages[1]])
        // a second drag asks nothing again: the neighbours are cached
        book.recorder.reset()
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(Self.calls(book).first, "willTransitionTo(p0)")
        expectEqual(pager.viewControllers, [book.pages[0]])
        #expect(Self.calls(book).last == "before(p0)", "the next neighbour that way is asked after the turn")
    }

    @Test func theFirstPageRubberBandsWhenThereIsNothingBefore() {
        // UIKitBehaviour #335
        let book = PageBook(count: 2)
        let (host, pager) = PageStage.make(.scroll, book: book)
        var shown: [CGFloat] = []
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.5).released(
                    .still))
        ) {
            shown.append(book.pages[0].view.convert(CGPoint.zero, to: nil).x)
        }
        let most = shown.max() ?? 0
        #expect(most > 20 && most < 150, "pulled 200 pt, shown less: \(most)")
        host.runUntilIdle()
        expectEqual(book.pages[0].view.convert(CGPoint.zero, to: nil).x, 0)
        #expect(!Self.calls(book).contains { $0.hasPrefix("willTransitionTo") })
        expectEqual(pager.viewControllers, [book.pages[0]])
    }

    @Test func interPageSpacingSeparatesThePagesDuringADrag() {
        // UIKitBehaviour #336
        let book = PageBook(count: 2)
        let (host, _) = PageStage.make(.scroll, book: book, options: [.interPageSpacing: 20])
        var gap: CGFloat?
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3).released(
                    .still))
        ) {
            if book.pages[1].view.window != nil {
                gap =
                    book.pages[1].view.convert(CGPoint.zero, to: nil).x
                    - book.pages[0].view.convert(CGPoint(x: 390, y: 0), to: nil).x
            }
        }
        #expect(gap.map { abs($0 - 20) < 1e-6 } == true, "gap \(String(describing: gap))")
        host.runUntilIdle()
    }

    @Test func badSpacingCountsAsZero() {
        // UIKitBehaviour #336
        for bad: Double in [.nan, -Double.infinity, -5] {
            let pager = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal,
                options: [.interPageSpacing: bad])
            expectEqual(pager._interPageSpacing, 0)
        }
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.interPageSpacing: 30, .spineLocation: 99])
        #expect(curl._interPageSpacing == 0 && curl.spineLocation == .min)
    }

    @Test func verticalPagesTurnWithAnUpwardFlick() {
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.scroll, book: book, orientation: .vertical)
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[1]])
        expectEqual(book.pages[1].view.convert(CGPoint.zero, to: nil), .zero)
    }
}
