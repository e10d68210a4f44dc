import Foundation

/// Hears about a page view controller's gesture-driven page turns, and chooses its spine.
///
/// Every method is optional in UIKit; here each has a default that does nothing or gives
/// UIKit's default answer. The supported and preferred interface orientation methods are
/// not built (the host's orientation is fixed by its window).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A gesture is about to turn to `pendingViewControllers` (not called for
    /// `setViewControllers(_:direction:animated:completion:)`).
    func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended; `completed` is false when it went back.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for `orientation` (page curl only); the delegate may also set new
    /// view controllers and `isDoubleSided` here.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Keeps the current spine location.
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
