// A page-based onboarding screen as apps write it, compiled in Swift 5 mode: a
// UIPageViewController subclass that is its own data source and delegate, an ordered array of
// pages, its own UIPageControl kept in step from didFinishAnimating, and a "Get Started" button
// on the last page; plus a book that curls its pages with the built-in gestures.
import OpenUIKit
import SegueTesting
import Testing

final class OnboardingPageViewController: UIViewController {
    let headline: String
    let tint: UIColor
    var onGetStarted: (() -> Void)?
    let getStartedButton = UIButton(type: .system)

    init(headline: String, tint: UIColor, showsButton: Bool = false) {
        self.headline = headline
        self.tint = tint
        super.init(nibName: nil, bundle: nil)
        getStartedButton.isHidden = !showsButton
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = tint
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 40))
        label.text = headline
        label.textAlignment = .center
        view.addSubview(label)
        getStartedButton.setTitle("Get Started", for: .normal)
        getStartedButton.frame = CGRect(x: 100, y: 600, width: 190, height: 50)
        getStartedButton.addAction(UIAction { [weak self] _ in self?.getStartedTapped() }, for: .touchUpInside)
        view.addSubview(getStartedButton)
    }

    func getStartedTapped() { onGetStarted?() }
}

final class OnboardingViewController: UIPageViewController {
    lazy var orderedViewControllers: [UIViewController] = [
        OnboardingPageViewController(headline: "Welcome", tint: .systemTeal),
        OnboardingPageViewController(headline: "Stay in sync", tint: .systemIndigo),
        OnboardingPageViewController(headline: "You're all set", tint: .systemOrange, showsButton: true)
    ]
    let pageControl = UIPageControl()
    var finished = false

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = orderedViewControllers.first {
            setViewControllers([first], direction: .forward, animated: true, completion: nil)
        }
        (orderedViewControllers.last as? OnboardingPageViewController)?.onGetStarted = { [weak self] in
            self?.finished = true
        }
        pageControl.numberOfPages = orderedViewControllers.count
        pageControl.currentPage = 0
        pageControl.frame = CGRect(x: 0, y: view.bounds.maxY - 80, width: view.bounds.width, height: 30)
        view.addSubview(pageControl)
    }
}

extension OnboardingViewController: UIPageViewControllerDataSource {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = orderedViewControllers.firstIndex(of: viewController) else { return nil }
        let previousIndex = index - 1
        guard previousIndex >= 0 else { return nil }
        return orderedViewControllers[previousIndex]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = orderedViewControllers.firstIndex(of: viewController) else { return nil }
        let nextIndex = index + 1
        guard nextIndex < orderedViewControllers.count else { return nil }
        return orderedViewControllers[nextIndex]
    }
}

extension OnboardingViewController: UIPageViewControllerDelegate {
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let current = pageViewController.viewControllers?.first,
            let index = orderedViewControllers.firstIndex(of: current)
        else { return }
        pageControl.currentPage = index
    }
}

/// A picture book that turns its pages with the page curl, two taps forward and a drag back.
final class PictureBookController: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController] = (0..<4).map { index in
        let page = UIViewController()
        page.view.backgroundColor = [UIColor.systemYellow, .systemPink, .systemMint, .systemBrown][index]
        return page
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }
}

@MainActor
@Suite struct PageOnboardingClientTests {
    @Test func swipingThroughOnboardingAndTappingGetStarted() {
        let host = HeadlessHost()
        let onboarding = OnboardingViewController()
        host.window.rootViewController = onboarding
        host.runUntilIdle()
        #expect(onboarding.viewControllers?.first === onboarding.orderedViewControllers[0])
        for expected in 1...2 {
            host.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.25)
            host.runUntilIdle()
            #expect(onboarding.pageControl.currentPage == expected)
        }
        // the last page rubber-bands and stays
        host.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.25)
        host.runUntilIdle()
        #expect(onboarding.viewControllers?.first === onboarding.orderedViewControllers[2])
        #expect(onboarding.pageControl.currentPage == 2)
        host.tap(at: CGPoint(x: 195, y: 625))
        host.runUntilIdle()
        #expect(onboarding.finished)
        #expect(onboarding.children.count == 1)
    }

    @Test func aPictureBookCurlsForwardByTapsAndBackByADrag() {
        let host = HeadlessHost()
        let book = PictureBookController()
        let pageViewController = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
        pageViewController.dataSource = book
        pageViewController.setViewControllers([book.pages[0]], direction: .forward, animated: false, completion: nil)
        host.window.rootViewController = pageViewController
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 385, y: 500))
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 385, y: 500))
        host.runUntilIdle()
        #expect(pageViewController.viewControllers?.first === book.pages[2])
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        host.runUntilIdle()
        #expect(pageViewController.viewControllers?.first === book.pages[1])
    }
}
