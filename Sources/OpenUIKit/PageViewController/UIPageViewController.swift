// Status: partial — no supported/preferred interface orientation delegate methods, no init(coder:)
import Foundation

/// A container that shows one page (or two, side by side) of content at a time, each managed
/// by its own view controller, and turns pages with a paging scroll or a drawn page curl.
///
/// Pages come from ``setViewControllers(_:direction:animated:completion:)`` and, for the
/// user's drags and taps, from the ``dataSource`` on demand. Only the pages on screen (and a
/// neighbour while it is being revealed) are children. The engines live in
/// `_PageScrollEngine` (`.scroll`) and `_PageCurlEngine` (`.pageCurl`); see
/// docs/UIKitBehaviour.md §35 for the call order.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    let _transitionStyle: TransitionStyle
    let _navigationOrientation: NavigationOrientation
    var _spineLocation: SpineLocation
    let _interPageSpacing: CGFloat
    var _isDoubleSided = false
    var _viewControllers: [UIViewController] = []
    /// The page turn engine for the transition style.
    var _scrollEngine: _PageScrollEngine?
    var _curlEngine: _PageCurlEngine?
    /// The dots shown under `.scroll` pages when the data source gives a count and an index.
    var _pageControl: UIPageControl?
    /// A `setViewControllers` call made while a turn was running: it runs when the turn ends.
    var _queuedRequest: _PageRequest?
    /// Whether the delegate is answering `spineLocationFor` (page counts are checked after).
    var _choosingSpine = false

    /// Creates a page view controller; `options` may hold ``OptionsKey/spineLocation`` (page
    /// curl; `.min` by default) and ``OptionsKey/interPageSpacing`` (scroll; 0 by default).
    ///
    /// A `.mid` spine makes the controller double-sided. Non-finite or negative spacing
    /// counts as 0 (reported).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        _transitionStyle = style
        _navigationOrientation = navigationOrientation
        if style == .pageCurl {
            let raw = Self._number(options?[.spineLocation]).map { Int($0) } ?? SpineLocation.min.rawValue
            _spineLocation = SpineLocation(rawValue: raw).flatMap { $0 == .none ? nil : $0 } ?? .min
        } else {
            _spineLocation = .none
        }
        var spacing = style == .scroll ? CGFloat(Self._number(options?[.interPageSpacing]) ?? 0) : 0
        if !spacing.isFinite || spacing < 0 {
            UIView._report("UIPageViewController: ignored an inter-page spacing of \(spacing); using 0")
            spacing = 0
        }
        _interPageSpacing = spacing
        _isDoubleSided = _spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// Creating page view controllers from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIPageViewController.init(coder:)")
    }

    // MARK: Configuration

    /// How pages change; set at creation.
    open var transitionStyle: TransitionStyle { _transitionStyle }

    /// The axis pages follow one another along; set at creation.
    open var navigationOrientation: NavigationOrientation { _navigationOrientation }

    /// Where the spine is: `.none` for `.scroll`; for `.pageCurl`, the creation option or the
    /// delegate's `spineLocationFor` answer.
    open var spineLocation: SpineLocation { _spineLocation }

    /// Whether pages have content on their back (the next page's controller); false by
    /// default, true with a `.mid` spine, where setting it to false traps as UIKit raises.
    open var isDoubleSided: Bool {
        get { _isDoubleSided }
        set {
            _isDoubleSided = newValue
            if !_choosingSpine { _requireDoubleSidedMidSpine() }
        }
    }

    /// Supplies pages for the user's gestures (not retained). Without one, drags rubber-band
    /// and curls do not start.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { if !_viewControllers.isEmpty { _refreshPageControl() } }
    }

    /// Hears about gesture-driven turns (not retained).
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The recognizers that turn pages: a pan and a tap for `.pageCurl`; empty for `.scroll`,
    /// whose scroll view drags by itself.
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard _transitionStyle == .pageCurl else { return [] }
        loadViewIfNeeded()
        return _curlEngine?.gestureRecognizers ?? []
    }

    /// The pages on screen: one, or two for a double-sided or `.mid` page curl (front and
    /// back, or left and right). Empty until set.
    open var viewControllers: [UIViewController]? { _viewControllers }

    // MARK: Setting pages

    /// Shows `viewControllers`, sliding (scroll) or curling (page curl) in `direction` when
    /// `animated`; `completion(true)` runs when the turn ends (at once when not animated), or
    /// `completion(false)` when a later call replaces this one before it ran.
    ///
    /// The count must suit the style (1 for scroll; for page curl 2 when double-sided, else 1)
    /// or the call traps as UIKit raises. A call made while a turn (a drag, a curl, another
    /// animated call) is running waits for it to end (UIKitBehaviour #338).
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let controllers = viewControllers ?? []
        if !_choosingSpine { _requirePageCount(controllers.count) }
        // Pages set while the delegate chooses a new spine swap at once (the spine changes after).
        let request = _PageRequest(
            controllers: controllers, direction: direction, animated: animated && !_choosingSpine,
            completion: completion)
        loadViewIfNeeded()
        if _isTurning {
            _queuedRequest?.completion?(false)
            _queuedRequest = request
            return
        }
        _perform(request)
    }

    /// Traps, as UIKit raises, when a `.mid` spine is single-sided.
    func _requireDoubleSidedMidSpine() {
        _require(
            _isDoubleSided || _spineLocation != .mid,
            "UIPageViewController: isDoubleSided must be YES when the spine location is UIPageViewControllerSpineLocationMid"
        )
    }

    /// Traps, as UIKit raises, when `count` pages do not suit the style and spine.
    func _requirePageCount(_ count: Int) {
        let required = _requiredPageCount
        _require(
            count == required,
            "The number of view controllers provided (\(count)) doesn't match the number required (\(required)) for the requested transition"
        )
    }

    /// How many controllers `setViewControllers` takes.
    var _requiredPageCount: Int {
        guard _transitionStyle == .pageCurl else { return 1 }
        return _isDoubleSided ? 2 : 1
    }

    // MARK: View

    open override func loadView() {
        let container = _PageContainerView(frame: UIScreen.main.bounds)
        container.owner = self
        view = container
        switch _transitionStyle {
        case .scroll: _scrollEngine = _PageScrollEngine(owner: self)
        case .pageCurl: _curlEngine = _PageCurlEngine(owner: self)
        }
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        guard _transitionStyle == .pageCurl, let delegate else { return }
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        // The delegate may set pages for the new spine (and isDoubleSided) while it answers.
        _choosingSpine = true
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        _choosingSpine = false
        if spine != .none { _spineLocation = spine }
        _requireDoubleSidedMidSpine()
        if !_viewControllers.isEmpty { _requirePageCount(_viewControllers.count) }
        view.setNeedsLayout()
    }
}
