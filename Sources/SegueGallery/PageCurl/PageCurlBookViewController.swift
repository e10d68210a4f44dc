#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 16's book: a page-curl page view controller that is its own data source, over four
/// chapter pages.
@MainActor
final class PageCurlBookViewController: UIPageViewController, UIPageViewControllerDataSource {
    /// The chapters, in reading order.
    let chapters: [PageCurlChapterViewController] = [
        PageCurlChapterViewController(number: 1, style: .light, caption: "Tap the right edge to turn the page"),
        PageCurlChapterViewController(number: 2, style: .warm, caption: "Drag from the left to turn back"),
        PageCurlChapterViewController(number: 3, style: .fresh, caption: "The page curls round a cylinder"),
        PageCurlChapterViewController(number: 4, style: .dark, caption: "The end")
    ]

    init() {
        super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("PageCurlBookViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([chapters[0]], direction: .forward, animated: false)
    }

    /// Shows chapter `index` (0-based) at once.
    func open(chapter index: Int) {
        setViewControllers([chapters[index]], direction: .forward, animated: false)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = chapters.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return chapters[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = chapters.firstIndex(where: { $0 === viewController }), index + 1 < chapters.count else {
            return nil
        }
        return chapters[index + 1]
    }
}

/// One chapter of demo 16's book: a gallery screen titled with its number.
@MainActor
final class PageCurlChapterViewController: _GalleryViewController {
    let number: Int
    let style: _DemoScreenView.Style
    let caption: String

    init(number: Int, style: _DemoScreenView.Style, caption: String) {
        self.number = number
        self.style = style
        self.caption = caption
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("PageCurlChapterViewController.init(coder:) is not supported")
    }

    override func loadView() {
        view = _DemoScreenView(
            title: "Chapter \(number)", subtitle: "A page view controller with the page curl.",
            caption: caption, style: style)
    }
}
