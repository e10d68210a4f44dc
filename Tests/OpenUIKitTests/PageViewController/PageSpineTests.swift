import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// A book that goes two-up in landscape, as the page-based app template does.
@MainActor
final class TwoUpBook: NSObject, UIPageViewControllerDelegate {
    let book: PageBook
    var asked: [UIInterfaceOrientation] = []
    init(_ book: PageBook) { self.book = book }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        asked.append(orientation)
        let current = pageViewController.viewControllers?.first ?? book.pages[0]
        if orientation.isPortrait {
            pageViewController.setViewControllers([current], direction: .forward, animated: true)
            pageViewController.isDoubleSided = false
            return .min
        }
        let index = book.pages.firstIndex { $0 === current } ?? 0
        let left = index - index % 2
        pageViewController.setViewControllers(
            [book.pages[left], book.pages[left + 1]], direction: .forward, animated: true)
        pageViewController.isDoubleSided = true
        return .mid
    }
}

@MainActor
@Suite struct PageSpineTests {
    @Test func theDelegateChoosesTheSpineWhenTheSizeChanges() {
        // UIKitBehaviour #348
        let book = PageBook(count: 4)
        let twoUp = TwoUpBook(book)
        let (host, pager) = PageStage.make(.pageCurl, book: book)
        pager.delegate = twoUp
        _ = host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(twoUp.asked.count == 1 && twoUp.asked.first?.isLandscape == true)
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
        expectEqual(pager.viewControllers, [book.pages[0], book.pages[1]])
        let half = host.screenSize.width / 2
        #expect(book.pages[1].view.frame.minX == half && book.pages[0].view.frame.width == half)
        #expect(book.pages[1].view.window === host.window)
        _ = host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(pager.spineLocation == .min && !pager.isDoubleSided)
        #expect(pager.viewControllers == [book.pages[0]] && pager.children == [book.pages[0]])
        expectEqual(book.pages[1].view.window, nil)
    }
}

@MainActor
@Suite struct PageMaxSpineTests {
    @Test func aMaxSpineTurnsForwardFromTheLeftEdge() {
        // UIKitBehaviour #343: the edges are mirrored for a spine on the right
        let book = PageBook(count: 3)
        let host = HeadlessHost(screenSize: CGSize(width: 240, height: 320))
        let pager = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.max.rawValue])
        pager.dataSource = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        host.window.rootViewController = pager
        host.runUntilIdle()
        #expect(pager.spineLocation == .max && !pager.isDoubleSided)
        host.tap(at: CGPoint(x: 5, y: 160))
        host.advance(by: 0.05)
        let image = host.render()
        let left = PageCurlPictureTests.rgb(image, 3, 160)
        let right = PageCurlPictureTests.rgb(image, 236, 160)
        #expect(PageCurlPictureTests.near(right, [255, 59, 48]), "the page still lies flat by its spine: \(right)")
        #expect(!PageCurlPictureTests.near(left, [255, 59, 48]), "the free edge on the left has lifted: \(left)")
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[1]])
        host.drag(from: CGPoint(x: 200, y: 160), to: CGPoint(x: 60, y: 160), duration: 0.1)
        host.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[0]], "a flick away from the spine turns back")
    }
}

@MainActor
@Suite struct PageVerticalCurlTests {
    @Test func verticalPagesCurlUpFromTheBottomEdge() {
        // UIKitBehaviour #349
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(
            .pageCurl, book: book, orientation: .vertical, size: CGSize(width: 240, height: 320))
        let engine = pager._curlEngine!
        engine.beginTurn(.forward, to: [book.pages[1]], gestureDriven: false, completion: nil)
        engine.setProgress(0.5)
        let image = host.render()
        expectSnapshot(of: image, named: "curl-vertical-50", tolerance: 3)
        let red = [255, 59, 48]
        let green = [52, 199, 89]
        let washedRed = red.map { Int((Double($0) * 0.2 + 255 * 0.8).rounded()) }
        #expect(
            PageCurlPictureTests.near(PageCurlPictureTests.rgb(image, 120, 20), red),
            "the flat front by the spine at the top")
        #expect(
            PageCurlPictureTests.near(PageCurlPictureTests.rgb(image, 120, 110), washedRed),
            "the back, face down, over it")
        #expect(
            PageCurlPictureTests.near(PageCurlPictureTests.rgb(image, 120, 300), green), "the next page beyond the curl"
        )
        engine.setProgress(1)
        engine.endTurn()
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[1]])
        book.recorder.reset()
        host.tap(at: CGPoint(x: 120, y: 315))
        host.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[2]], "a tap on the bottom edge turns forward")
        host.drag(from: CGPoint(x: 120, y: 60), to: CGPoint(x: 120, y: 220), duration: 0.1)
        host.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[1]], "a downward flick turns back")
    }
}
