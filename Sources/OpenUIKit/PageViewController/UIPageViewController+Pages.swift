import Foundation

/// A `setViewControllers(_:direction:animated:completion:)` call.
struct _PageRequest {
    var controllers: [UIViewController]
    var direction: UIPageViewController.NavigationDirection
    var animated: Bool
    var completion: ((Bool) -> Void)?
}

/// The page view controller's root view: it lays the pages out whenever it lays out, so
/// subclasses' `viewDidLayoutSubviews` overrides need not call super for pages to fit.
final class _PageContainerView: UIView {
    weak var owner: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?._layoutPages()
    }
}

/// Containment, the page area and the page control, shared by both engines.
extension UIPageViewController {
    /// Whether a turn is running: a drag or its settling, a curl, or an animated set.
    var _isTurning: Bool {
        _scrollEngine?.isTurning ?? _curlEngine?.isTurning ?? false
    }

    /// Runs a request now (no turn is running).
    func _perform(_ request: _PageRequest) {
        if let engine = _scrollEngine {
            engine.perform(request)
        } else if let engine = _curlEngine {
            engine.perform(request)
        }
        _refreshPageControl()
    }

    /// A turn ended: the queued request, if any, runs now.
    func _turnDidEnd() {
        guard let request = _queuedRequest else { return }
        _queuedRequest = nil
        _perform(request)
    }

    /// The area pages occupy: the bounds, less the page control's strip at the bottom.
    var _pageArea: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        var area = view.bounds
        if let control = _pageControl, !control.isHidden {
            area.size.height = max(
                0, area.height - UIPageViewController._pageControlHeight - view.safeAreaInsets.bottom)
        }
        return area
    }

    /// The built-in page control's height.
    static let _pageControlHeight: CGFloat = 26

    func _layoutPages() {
        guard let view = viewIfLoaded else { return }
        if let control = _pageControl {
            let height = UIPageViewController._pageControlHeight
            control.frame = CGRect(
                x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - height,
                width: view.bounds.width, height: height)
        }
        _scrollEngine?.layout(in: _pageArea)
        _curlEngine?.layout(in: _pageArea)
    }

    // MARK: Containment

    /// Makes `controller` a child whose view sits in `superview` at `frame`.
    func _adoptPage(_ controller: UIViewController, in superview: UIView, frame: CGRect) {
        if controller.parent !== self { addChild(controller) }
        let page = controller.view!
        page.frame = frame
        if page.superview !== superview { superview.addSubview(page) }
    }

    /// Removes `controller`'s view and the controller from the children.
    func _releasePage(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// Swaps the pages on screen without animation: the old ones disappear, the new ones
    /// appear (when the page view controller is on screen), then `place` positions their views.
    func _replacePagesAtOnce(
        with controllers: [UIViewController], shows: (UIViewController) -> Bool = { _ in true },
        place: (UIViewController) -> Void
    ) {
        let old = _viewControllers.filter { page in !controllers.contains { $0 === page } }
        let shown = _isShownForTransitions
        let incoming = controllers.filter { page in !_viewControllers.contains { $0 === page } && shows(page) }
        let outgoing = old.filter { page in page._isAppearingOrAppeared }
        if shown {
            for page in outgoing { page.beginAppearanceTransition(false, animated: false) }
            for page in incoming { page.beginAppearanceTransition(true, animated: false) }
        }
        for page in old { _releasePage(page) }
        _viewControllers = controllers
        for page in controllers {
            let isNew = page.parent !== self
            place(page)
            if isNew { page.didMove(toParent: self) }
        }
        if shown {
            for page in outgoing { page.endAppearanceTransition() }
            for page in incoming { page.endAppearanceTransition() }
        }
    }

    // MARK: Page control

    /// Asks the data source for the count and index when it implements both (`.scroll`
    /// only) and shows them in the page control; removes the control otherwise.
    func _refreshPageControl() {
        guard _transitionStyle == .scroll, let dataSource, let view = viewIfLoaded else { return _removePageControl() }
        _PageDataSourceDefaults.answeredByDefault = false
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        guard !_PageDataSourceDefaults.answeredByDefault else { return _removePageControl() }
        let control = _pageControl ?? UIPageControl()
        if _pageControl == nil {
            control.isUserInteractionEnabled = false
            view.addSubview(control)
            _pageControl = control
            view.setNeedsLayout()
        }
        control.numberOfPages = count
        control.currentPage = index
    }

    private func _removePageControl() {
        guard let control = _pageControl else { return }
        control.removeFromSuperview()
        _pageControl = nil
        viewIfLoaded?.setNeedsLayout()
    }

    /// After a gesture-driven turn the page control moves by one page without asking.
    func _advancePageControl(_ direction: NavigationDirection) {
        guard let control = _pageControl else { return }
        control.currentPage += direction == .forward ? 1 : -1
    }
}
