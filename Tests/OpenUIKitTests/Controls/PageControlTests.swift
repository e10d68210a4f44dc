import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIPageControl: pages, taps on either side, clamping, single pages (UIKitBehaviour #279).
@MainActor
@Suite struct PageControlTests {
    @Test func sizeFollowsThePages() {
        let pages = UIPageControl()
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && !pages.hidesForSinglePage)
        expectEqual(pages.size(forNumberOfPages: 5), CGSize(width: 100, height: 26))
        expectEqual(pages.size(forNumberOfPages: -2), CGSize(width: 0, height: 26))
        pages.numberOfPages = 3
        expectEqual(pages.intrinsicContentSize, CGSize(width: 68, height: 26))
        expectEqual(pages.subviews.filter { !$0.isHidden }.count, 3)
    }

    @Test func tapsEitherSideTurnOnePage() {
        let pages = UIPageControl()
        pages.numberOfPages = 4
        let host = ControlProbe.host(pages, at: CGPoint(x: 0, y: 400), size: CGSize(width: 390, height: 26))
        let log = ControlProbe.log(pages) { $0.currentPage }
        // The dots run from x 163 to 227; page 0's dot is centred at 171.
        host.tap(at: CGPoint(x: 150, y: 413))
        #expect(pages.currentPage == 0 && log.values.isEmpty)
        host.tap(at: CGPoint(x: 300, y: 413))
        host.tap(at: CGPoint(x: 300, y: 413))
        expectEqual(pages.currentPage, 2)
        host.tap(at: CGPoint(x: 20, y: 413))
        expectEqual(log.values, [1, 2, 1])
        pages.currentPage = 3
        host.tap(at: CGPoint(x: 380, y: 413))
        expectEqual(pages.currentPage, 3)
        expectEqual(log.values, [1, 2, 1])
    }

    @Test func pagesAreClamped() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 9
        expectEqual(pages.currentPage, 4)
        pages.currentPage = -3
        expectEqual(pages.currentPage, 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        expectEqual(pages.currentPage, 1)
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }

    @Test func aSinglePageCanHideItsDot() {
        let pages = UIPageControl()
        pages.numberOfPages = 1
        #expect(pages.subviews.contains { !$0.isHidden })
        pages.hidesForSinglePage = true
        #expect(!pages.subviews.contains { !$0.isHidden })
        pages.numberOfPages = 2
        expectEqual(pages.subviews.filter { !$0.isHidden }.count, 2)
    }

    @Test func theDotsColours() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.pageIndicatorTintColor = .systemGray
        pages.currentPageIndicatorTintColor = .black
        let host = ControlProbe.host(pages, at: CGPoint(x: 0, y: 400), size: CGSize(width: 390, height: 26))
        let image = host.render()
        expectEqual(ControlPixels.rgb(image, x: 195, y: 413), [0, 0, 0])
        expectEqual(ControlPixels.rgb(image, x: 179, y: 413), [142, 142, 147])
    }
}
