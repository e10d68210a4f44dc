import Foundation

/// Supplies a page view controller's neighbouring pages on demand, and optionally the count
/// and index its page control shows.
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are optional in UIKit; here they
/// have defaults, and the page control appears (in `.scroll` style) only when the client
/// implements both (see docs/Deviations.md for how optional methods are modelled).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots in the page control.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot when view controllers are set.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        _PageDataSourceDefaults.answeredByDefault = true
        return 0
    }
    /// Not implemented: no page control.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        _PageDataSourceDefaults.answeredByDefault = true
        return 0
    }
}

/// Set by the default presentation count and index, so a page view controller can tell
/// whether its data source implements them (UIKit's methods are optional).
@MainActor
enum _PageDataSourceDefaults {
    static var answeredByDefault = false
}
