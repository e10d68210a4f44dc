import Foundation

/// A container that shows one of several controllers, chosen with a tab bar.
///
/// Every controller in `viewControllers` is a child; only the selected one's view is shown,
/// in a view above the tab bar. Selecting another (a tap, `selectedIndex`,
/// `selectedViewController`) switches at once, or through the delegate's animator and
/// interaction controller in the shared transition context when it vends one (UIKitBehaviour #61).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    var _viewControllers: [UIViewController] = []
    var _selectedIndex = 0
    let _tabBar = UITabBar(frame: .zero)
    let _transitionView = UIView()
    var _transitionInFlight = false
    /// Whether the bar is hidden because a controller in the selected navigation stack hides
    /// the bottom bar.
    var _tabBarHiddenForPushedController = false

    // MARK: Environment

    /// The selected controller (UIKitBehaviour #248).
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// The selected controller (UIKitBehaviour #248).
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The object asked about selections and for custom animators. Not retained.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Creates an empty tab bar controller (no nibs: the name must be nil).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _tabBar._didTap = { [weak self] index in self?._tapped(index) }
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UITabBarController.init(coder:)")
    }

    /// The tab bar.
    open var tabBar: UITabBar { _tabBar }

    /// The controllers, one per tab. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { _viewControllers.isEmpty ? nil : _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers; the selection stays on the same index when it can.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        _setViewControllers(viewControllers ?? [])
    }

    /// The index of the selected controller.
    open var selectedIndex: Int {
        get { _selectedIndex }
        set { _select(index: newValue, byTap: false) }
    }

    /// The selected controller.
    open var selectedViewController: UIViewController? {
        get { _viewControllers.indices.contains(_selectedIndex) ? _viewControllers[_selectedIndex] : nil }
        set {
            guard let newValue, let index = _viewControllers.firstIndex(where: { $0 === newValue }) else {
                UIView._report(
                    "UITabBarController.selectedViewController: the controller is not one of the tabs; ignored")
                return
            }
            _select(index: index, byTap: false)
        }
    }

    /// Places the tab bar before the children lay out.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _layoutTabBar()
    }

    /// A view with the selected controller's view above the tab bar.
    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(_transitionView)
        view.addSubview(_tabBar)
        _tabBar._isManagedByTabBarController = true
        self.view = view
        _layoutTabBar()
        _installSelectedView()
    }
}
