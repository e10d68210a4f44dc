import Foundation
import OpenUIKit
import SegueTesting

/// A book of recording pages that serves as a page view controller's data source and
/// delegate, recording every question and notification into the pages' recorder.
@MainActor
final class PageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let recorder = TransitionRecorder()
    let pages: [RecordingViewController]

    init(count: Int) {
        let recorder = self.recorder
        pages = (0..<count).map { index in
            let page = RecordingViewController("p\(index)", recorder)
            page.view.backgroundColor = PageBook.colour(index)
            return page
        }
        super.init()
    }

    /// A distinct, saturated colour per page (red, green, blue, orange, purple, …).
    static func colour(_ index: Int) -> UIColor {
        let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPurple, .systemTeal]
        return colours[index % colours.count]
    }

    func name(_ controllers: [UIViewController]) -> String {
        controllers.map { RecordingViewController.label($0) }.joined(separator: ",")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        recorder.record("before(\(RecordingViewController.label(viewController)))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        recorder.record("after(\(RecordingViewController.label(viewController)))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        recorder.record("willTransitionTo(\(name(pendingViewControllers)))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        recorder.record(
            "didFinishAnimating(\(finished), previous: \(name(previousViewControllers)), completed: \(completed))")
    }
}

/// A book that also gives its page control a count and an index.
@MainActor
final class CountedPageBook: NSObject, UIPageViewControllerDataSource {
    let book: PageBook
    var index = 0
    init(_ book: PageBook) { self.book = book }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        book.pageViewController(pageViewController, viewControllerBefore: viewController)
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        book.pageViewController(pageViewController, viewControllerAfter: viewController)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        book.recorder.record("presentationCount")
        return book.pages.count
    }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        book.recorder.record("presentationIndex")
        return index
    }
}

@MainActor
enum PageStage {
    /// A host showing a page view controller as the window's root, on page `start` of `book`.
    static func make(
        _ style: UIPageViewController.TransitionStyle, book: PageBook, start: Int = 0,
        orientation: UIPageViewController.NavigationOrientation = .horizontal,
        options: [UIPageViewController.OptionsKey: Any]? = nil,
        size: CGSize = CGSize(width: 390, height: 844)
    ) -> (HeadlessHost, UIPageViewController) {
        let host = HeadlessHost(screenSize: size)
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[start]], direction: .forward, animated: false)
        host.window.rootViewController = pager
        host.runUntilIdle()
        book.recorder.reset()
        return (host, pager)
    }
}
