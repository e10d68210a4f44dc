import Foundation

/// A container that manages a stack of view controllers: push, pop, and the transitions
/// between them (UIKitBehaviour #57–#62, #88–#90).
///
/// The stack changes at once (`viewControllers`, `topViewController` read the new stack right
/// after a call); the transition that shows the new top starts on the next turn of the main
/// loop (UIKitBehaviour #28) and runs through the same transition context as modal transitions: the
/// delegate's animator and interaction controller, or the built-in parallax slide, which the
/// left-edge `interactivePopGestureRecognizer` drives interactively.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var _stack: [UIViewController] = []
    /// The view the top controller's view lives in: the container of every push and pop.
    let _transitionView = UIView()
    /// Whether a push or pop transition has been asked for and has not ended.
    var _transitionInFlight = false
    /// Stack changes asked for while a transition was in flight, run in order when it ends
    /// (UIKitBehaviour #382).
    var _queuedStackChanges: [() -> Void] = []
    /// The interaction controller of a pop the edge gesture started.
    var _gesturePopInteractor: UIPercentDrivenInteractiveTransition?
    var _interactivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// The interaction controller the edge gesture drives while it moves.
    var _activeGestureInteractor: UIPercentDrivenInteractiveTransition?
    let _navigationBar = UINavigationBar(frame: .zero)
    var _isNavigationBarHidden = false
    let _toolbar = UIToolbar(frame: .zero)
    var _isToolbarHidden = true

    // MARK: Environment

    /// The top controller while the navigation bar is hidden; nil while it shows (the bar's
    /// style then decides: dark content) (UIKitBehaviour #248).
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    /// The top controller (UIKitBehaviour #248).
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The object told about shown controllers and asked for custom animators. Not retained.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true  // UIKitBehaviour #85
        _setStackWithoutTransition([rootViewController])
    }

    /// Creates an empty navigation controller (no nibs: the name must be nil).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UINavigationController.init(coder:)")
    }

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { _stack.last }

    /// The controller whose view is visible: a controller presented over the navigation
    /// controller, else the top controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Pushes `viewController` and shows it. Pushing a controller already in the stack, or a
    /// tab bar controller, is a programmer error (UIKitBehaviour #62).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _push(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left (UIKitBehaviour #62).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        _popTo(index: _stack.count - 2, animated: animated) { [self] in popViewController(animated: animated) }?.last
    }

    /// Pops the controllers above `viewController`; returns them (nil if it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _stack.firstIndex(where: { $0 === viewController }) else {
            UIView._report(
                "UINavigationController.popToViewController: the controller is not in the stack; nothing popped")
            return nil
        }
        return _popTo(index: index, animated: animated) { [self] in
            popToViewController(viewController, animated: animated)
        }
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        _popTo(index: 0, animated: animated) { [self] in popToRootViewController(animated: animated) }
    }

    /// Replaces the stack; animated, it looks like a push when the new top was not in the
    /// stack, else like a pop (UIKitBehaviour #62).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _setViewControllers(viewControllers, animated: animated)
    }

    /// The left-edge pan that pops the top controller interactively with the built-in slide.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return _interactivePopGestureRecognizer
    }

    /// The duration of showing or hiding the bar with animation.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The bar at the top, with the top controller's title and a back button.
    open var navigationBar: UINavigationBar { _navigationBar }

    /// Whether the bar is hidden. Setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { _isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it up or down over `hideShowBarDuration` when animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        _setNavigationBarHidden(hidden, animated: animated)
    }

    /// Places the bar before the children lay out.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _layoutNavigationBar()
        _layoutToolbar()
    }

    /// Moves a collapsing split view's secondary onto the stack (UIKitBehaviour #320).
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController,
        for splitViewController: UISplitViewController
    ) {
        _collapseSecondary(secondaryViewController, for: splitViewController)
    }

    /// Takes back what a collapse moved onto the stack, else the default (UIKitBehaviour #320).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        _separateSecondary(for: splitViewController) ?? super.separateSecondaryViewController(for: splitViewController)
    }

    /// A view holding the top controller's view, which fills it, and the bar above.
    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _transitionView.frame = view.bounds
        _transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(_transitionView)
        view.addSubview(_toolbar)
        view.addSubview(_navigationBar)
        _toolbar.isHidden = _isToolbarHidden
        _toolbar._isManagedByNavigationController = true
        _navigationBar._isManagedByNavigationController = true
        _navigationBar._backAction = { [weak self] in self?.popViewController(animated: true) }
        self.view = view
        _installEdgeGesture(on: view)
        _installTopView()
    }
}
