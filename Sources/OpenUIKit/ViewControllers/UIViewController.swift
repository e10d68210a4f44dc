import Foundation

/// An object that manages a view hierarchy: loads its view on demand, hears when it appears
/// and disappears, contains child view controllers, and presents others modally.
///
/// The view is created by `loadView()` the first time `view` is read (a plain view with the
/// screen's bounds that resizes with its superview, unless you override `loadView()`), then
/// `viewDidLoad()` runs. Appearance callbacks (`viewWillAppear(_:)` …) come from the window,
/// from containers through `beginAppearanceTransition(_:animated:)` /
/// `endAppearanceTransition()`, and from transitions, in UIKit's order.
///
/// Segue has no nibs or storyboards: `init(nibName:bundle:)` accepts only a nil nib name.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    // View loading.
    var _view: UIView?
    // Appearance (see UIViewController+Appearance).
    var _appearanceState = _AppearanceState.disappeared
    var _appearanceAnimated = false
    var _viewIsAppearingPending = false
    var _appearsWithWindow = false
    // Containment (see UIViewController+Containment).
    weak var _parent: UIViewController?
    var _children: [UIViewController] = []
    var _isMovingToParent = false
    var _isMovingFromParent = false
    // Modal presentation (see the transition system).
    var _presentedViewController: UIViewController?
    weak var _presentingViewController: UIViewController?
    var _isBeingPresented = false
    var _isBeingDismissed = false
    var _presentationController: UIPresentationController?
    var _transitionContext: _TransitionContext?
    /// The outgoing controller of its container's push, pop or tab switch in flight: its
    /// container appearing again does not bring it back (see `_beginAppearanceTransition`).
    var _leavesInContainerTransition = false
    var _presentationRecord: _PresentationRecord?
    var _pendingPresentationController: UIPresentationController?
    var _modalPresentationStyle = UIModalPresentationStyle.automatic
    var _preferredContentSize = CGSize.zero
    /// Whether the controller refuses dismissal by the user (a tap outside a popover, a
    /// sheet's swipe) while it is presented; false by default (iOS 13).
    open var isModalInPresentation = false
    // The safe area (see UIViewController+SafeArea).
    var _additionalSafeAreaInsets = UIEdgeInsets.zero
    var _edgesForExtendedLayout = UIRectEdge.all
    var _extendedLayoutIncludesOpaqueBars = false
    /// Whether the controller has appeared (for the leak census).
    var _hasAppeared = false

    // MARK: Environment

    /// The style the controller wants for the status bar's content; `.default` by default.
    /// Call `setNeedsStatusBarAppearanceUpdate()` when the answer changes (UIKitBehaviour #248).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the controller wants the status bar hidden; false by default.
    open var prefersStatusBarHidden: Bool { false }

    /// How the status bar animates when `prefersStatusBarHidden` changes; `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose `preferredStatusBarStyle` is used instead of this controller's; nil by
    /// default (a tab bar controller answers its selected child, a navigation controller with
    /// a hidden bar its top controller).
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` is used instead of this controller's; nil by
    /// default (a navigation controller answers its top controller, a tab bar controller its
    /// selected one).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Tells the system to ask the controllers for their status bar preferences again; inside
    /// an animation block, the change animates with it.
    open func setNeedsStatusBarAppearanceUpdate() { _setNeedsStatusBarAppearanceUpdate() }

    /// Whether a controller presented without `.fullScreen` decides the status bar while it is
    /// shown; false by default (full-screen presentations always do).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The interface orientations the controller supports: all but upside down on an iPhone,
    /// all on an iPad. The window's root controller — or the controller presented full screen
    /// over it — decides which orientations the interface takes (UIKitBehaviour #247).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// Whether the interface may rotate while this controller decides it; true by default.
    @available(
        iOS, deprecated: 16.0,
        message: "Use setNeedsUpdateOfSupportedInterfaceOrientations() and supportedInterfaceOrientations"
    )
    open var shouldAutorotate: Bool { true }

    /// The orientation to present the controller full screen in: the interface's current
    /// orientation when the controller supports it, else the first it supports.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { _defaultPresentationOrientation }

    /// Tells the system that `supportedInterfaceOrientations` changed (iOS 16): when the
    /// interface's orientation is no longer supported, it rotates to one that is.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { _setNeedsUpdateOfSupportedInterfaceOrientations() }

    /// Creates a view controller. Segue has no nibs: a non-nil `nibNameOrNil` is a programmer
    /// error; the bundle is ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        if let nibNameOrNil {
            _programmerError(
                "UIViewController(nibName: \"\(nibNameOrNil)\"): Segue has no nibs; pass nil and build the view in loadView() or viewDidLoad()"
            )
        }
        super.init()
        _UIViewControllerCensus.created.record(self)
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creating view controllers from archives is not supported (there are no storyboards).
    public required init?(coder: NSCoder) {
        _unimplemented("UIViewController.init(coder:)")
    }

    // MARK: The view

    /// The root view of the controller's hierarchy, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { _view != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { _view }

    /// Creates the view. The default makes a plain view with the main screen's bounds that
    /// resizes with its superview; overrides set `view` and must not call super.
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil {
            _programmerError("\(type(of: self)).loadView() did not set view")
        }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// A localized title for the controller; setting it also sets `navigationItem.title`.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The item a navigation bar shows for this controller, made on first use.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        _navigationItem = item
        return item
    }
    var _navigationItem: UINavigationItem?

    /// The item a tab bar shows for this controller, made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }
    var _tabBarItem: UITabBarItem?
    /// The controller's toolbar items, content scroll views and bottom-bar hiding (see
    /// UIViewController+Bars).
    var _bars = _ControllerBars()

    // MARK: Appearance callbacks (called by UIKit; overrides must call super)

    /// The view is about to be added to a view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is being added and its geometry is known (iOS 17).
    open func viewIsAppearing(_ animated: Bool) {}

    /// The view was added to a view hierarchy and is on screen.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to be removed from a view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view was removed from a view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Tells the controller its view is about to appear (`true`) or disappear (`false`); a
    /// container calls this instead of the appearance methods (UIKitBehaviour #97).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Tells the controller the appearance change begun last has finished.
    open func endAppearanceTransition() { _endAppearanceTransition() }

    /// Whether appearance calls are forwarded to children; true by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Called when the application receives a memory warning; does nothing by default.
    ///
    /// Overrides release what they can rebuild and call `super`.
    ///
    /// - Note: Linux sends no memory warnings, so Segue never calls it; call it yourself (or
    ///   `super.didReceiveMemoryWarning()` from an override) to exercise your override.
    open func didReceiveMemoryWarning() {}

    /// Updates the constraints of the controller's view in the update-constraints pass;
    /// overrides call `super`.
    ///
    /// The default runs the view's `updateConstraints()`.
    open func updateViewConstraints() { _view?._callUpdateConstraints() }

    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}

    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: The safe area

    /// Insets added to the safe area the controller's view gets from its place (the window,
    /// its container's bars); `.zero` by default. Non-finite insets are reported and ignored.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { _additionalSafeAreaInsets }
        set { _setAdditionalSafeAreaInsets(newValue) }
    }

    /// Called when the safe area of the controller's root view changed, before the view lays
    /// out (and before the view first appears when it has insets); overrides call `super`.
    open func viewSafeAreaInsetsDidChange() {}

    /// The edges along which the view extends under a container's bars; `.all` by default.
    /// A navigation controller places a child without `.top` below its bar, a tab bar
    /// controller one without `.bottom` above its tab bar.
    open var edgesForExtendedLayout: UIRectEdge {
        get { _edgesForExtendedLayout }
        set {
            _edgesForExtendedLayout = newValue
            _extendedLayoutDidChange()
        }
    }

    /// Whether the view also extends under opaque bars; false by default.
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { _extendedLayoutIncludesOpaqueBars }
        set {
            _extendedLayoutIncludesOpaqueBars = newValue
            _extendedLayoutDidChange()
        }
    }

    // MARK: Containment

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { _children }

    /// The containing view controller, if any.
    open var parent: UIViewController? { _parent }

    /// Adds a child view controller; calls its `willMove(toParent:)` with the receiver. Add
    /// the child's view yourself, then call the child's `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { _addChild(childController) }

    /// Removes the receiver from its parent; calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first and remove the view yourself.
    open func removeFromParent() { _removeFromParent() }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether the controller is being added to a parent (valid in appearance callbacks, UIKitBehaviour #96).
    open var isMovingToParent: Bool { _isMovingToParent }

    /// Whether the controller is being removed from its parent (UIKitBehaviour #96).
    open var isMovingFromParent: Bool { _isMovingFromParent }

    /// Whether the controller is being presented (UIKitBehaviour #96).
    open var isBeingPresented: Bool { _isBeingPresented }

    /// Whether the controller is being dismissed (UIKitBehaviour #96).
    open var isBeingDismissed: Bool { _isBeingDismissed }

    // MARK: UIContentContainer

    /// A child's preferred content size changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size to give a child; the default is the parent's size.
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The view's size is about to change to `size`; the default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in _children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    // MARK: Presentation settings

    /// How the controller is presented modally. Defaults to `.automatic`, which reads back as
    /// the style it resolves to: `.pageSheet` (UIKitBehaviour #82, #83), or `.fullScreen` for a
    /// controller whose `preferredTransition` is a zoom (UIKitBehaviour #400).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get {
            guard _modalPresentationStyle == .automatic else { return _modalPresentationStyle }
            return preferredTransition?._isZoom == true ? .fullScreen : .pageSheet
        }
        set { _modalPresentationStyle = newValue }
    }

    /// The built-in animation used to present the controller modally (UIKitBehaviour #83).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The transition to use when this controller is pushed or presented (iOS 18), such as
    /// `.zoom(sourceViewProvider:)`; nil (the default) keeps the usual animations.
    open var preferredTransition: UIViewController.Transition?

    /// The zoom interaction installed on this controller's view after a zoom transition
    /// brought it in (see `_ZoomDismissInteraction`).
    var _zoomDismissInteraction: _ZoomDismissInteraction?

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }

    /// The nearest ancestor that is a split view controller.
    open var splitViewController: UISplitViewController? { _nearestAncestor(UISplitViewController.self) }

    /// Called on the primary of a classic split view that collapses when its delegate does not
    /// collapse the secondary itself; the default does nothing (the secondary disappears).
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController,
        for splitViewController: UISplitViewController
    ) {}

    /// Called on the primary of a classic split view that expands when its delegate does not
    /// separate the secondary itself; the default returns the secondary the collapse took away.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController._collapsedSecondary
    }

    /// The object that vends animators, interaction controllers and the presentation
    /// controller for custom presentations. Not retained.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Whether the controller's view is covered when a controller it contains, or it, presents
    /// with a current-context style (UIKitBehaviour #85). Default false.
    open var definesPresentationContext = false

    /// Whether a current-context presentation uses this controller's transition style (UIKitBehaviour #85).
    open var providesPresentationContextTransitionStyle = false

    // MARK: Key-value coding and observing

    nonisolated package override class func _observableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
        guard let root = root as? any _UIViewControllerKeyPathRoot.Type else { return nil }
        func key<Root: _UIViewControllerKeyPathRoot>(_: Root.Type) -> String? {
            nonisolated(unsafe) let keyPath = keyPath  // only compared, on the main actor
            return MainActor.assumeIsolated {
                ([\Root.preferredContentSize: "preferredContentSize"] as [AnyKeyPath: String])[keyPath]
            }
        }
        return key(root)
    }

    open override func value(forKey key: String) -> Any? {
        key == "preferredContentSize" ? preferredContentSize : super.value(forKey: key)
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        guard key == "preferredContentSize" else { return super.setValue(value, forKey: key) }
        preferredContentSize = _KeyValueCoding.cast(
            value, as: CGSize.self, key: key, of: self,
            encoding: _ObjCTypeEncoding.cgSize, zero: .zero)
    }

    /// The size the controller would like its content to have (used by containers and
    /// presentation controllers). Setting it tells the parent or presentation controller.
    open var preferredContentSize: CGSize {
        get { _preferredContentSize }
        set {
            guard let observers = _keyValueObservers else { return _setPreferredContentSize(newValue) }
            observers.change(["preferredContentSize"], of: self) { _setPreferredContentSize(newValue) }
        }
    }

    private func _setPreferredContentSize(_ newValue: CGSize) {
        guard newValue.width.isFinite, newValue.height.isFinite else {
            UIView._report("UIViewController.preferredContentSize: ignored a non-finite size \(newValue)")
            return
        }
        guard newValue != _preferredContentSize else { return }
        _preferredContentSize = newValue
        (_parent ?? _presentationController.map { $0 as any UIContentContainer })?
            .preferredContentSizeDidChange(forChildContentContainer: self)
    }

    // MARK: Modal presentation

    /// Presents `viewControllerToPresent` modally; the transition starts on the next turn of
    /// the main loop (UIKitBehaviour #28) and `completion` runs after the presented controller's
    /// `viewDidAppear(_:)` (UIKitBehaviour #92). Presenting from a controller that already presents, or
    /// while a transition is in flight, is reported and ignored, as UIKit logs and ignores it.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, this
    /// controller itself (the call is forwarded to its presenter); dismissing a controller
    /// low in a stack dismisses everything above it (UIKitBehaviour #86).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }

    /// The controller this one (or its nearest ancestor) presents.
    open var presentedViewController: UIViewController? {
        _presentedViewController ?? _parent?.presentedViewController
    }

    /// The controller that presented this one (or its nearest ancestor): the real presenter,
    /// not necessarily the one `present` was called on (UIKitBehaviour #3).
    open var presentingViewController: UIViewController? {
        _presentingViewController ?? _parent?.presentingViewController
    }

    /// The presentation controller managing this controller's presentation, or its ancestor's.
    /// Read before a presentation with a built-in style, it is the one the presentation will use.
    open var presentationController: UIPresentationController? { _nearestPresentationController }

    /// The coordinator of the transition this controller (or an ancestor) takes part in, or nil
    /// when none is running (UIKitBehaviour #99).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        _transitionContext ?? _parent?.transitionCoordinator
    }

    // MARK: Responder chain

    /// The next responder: the parent's view's superview chain through the view's superview,
    /// or the presenting controller for a presented controller's root view.
    open override var next: UIResponder? {
        if let superview = _view?.superview { return superview }
        return _presentingViewController
    }

    // MARK: Traits (see UIViewController+Traits)

    /// The controller's traits (see `UITraitEnvironment`).
    open var traitCollection: UITraitCollection { _currentTraits }

    /// Called when the controller's traits changed, with the old ones (UIKitBehaviour #223).
    ///
    /// `UITraitCollection.current` is the new traits while it runs. Overrides call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style the controller, its view and its children use whatever they
    /// inherit; `.unspecified` (the default) inherits it. A controller it presents does not
    /// inherit it (set it on the window for the whole app).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set { _overrideUserInterfaceStyle = newValue }
    }

    /// Gives a child controller traits that replace the ones it inherits (nil removes them);
    /// the child's traits update at once. A controller that is not a child is reported and ignored.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        _setOverrideTraitCollection(collection, forChild: childViewController)
    }

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`, if any.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        _childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// The controller's traits are about to change to `newCollection` (a size-class change of
    /// a resize); the default tells the children.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in _children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The controller's traits, overrides and trait-change registrations.
    lazy var _traitState = _TraitState { [unowned self] in _TraitUpdate.refresh(self) }
    /// The collections given with `setOverrideTraitCollection(_:forChild:)`, by child.
    var _childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    // MARK: Segues (see Segues/UIViewController+Segues)

    /// Initiates the segue with the specified identifier (UIKitBehaviour #288).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _performSegue(withIdentifier: identifier, sender: sender)
    }

    /// Notifies the view controller that a segue is about to be performed; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Determines whether the segue with the specified identifier should be performed; true by default.
    ///
    /// Asked only for segues a control triggers (see `triggerSegue(withIdentifier:sender:)`), never
    /// by ``performSegue(withIdentifier:sender:)``, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is the destination of an unwind with `action` from
    /// `fromViewController`: by default, when it handles the action and is not the source.
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    {
        _unwindActions[action] != nil && fromViewController !== self
    }

    /// The children searched for an unwind destination: the children (a navigation
    /// controller's stack) from the last, without the one the unwind comes from (UIKitBehaviour #290).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        _defaultAllowedChildrenForUnwinding(from: source)
    }

    /// Returns the child that contains the unwind's source, if any.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        _children.first { child in source.source._isInSubtree(of: child) }
    }

    /// Brings `subsequentVC` on screen while an unwind passes this controller: dismisses what
    /// this controller presents and pops a navigation stack back to it (UIKitBehaviour #290).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        _defaultUnwind(for: unwindSegue, towards: subsequentVC)
    }

    /// Presents a view controller in a primary context: pushes it on the navigation stack this
    /// controller is in, else presents it modally (UIKitBehaviour #289).
    open func show(_ vc: UIViewController, sender: Any?) { _show(vc, sender: sender) }

    /// Presents a view controller in a secondary (or detail) context: modally, without a split
    /// view controller (UIKitBehaviour #289).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { _showDetail(vc, sender: sender) }
}
