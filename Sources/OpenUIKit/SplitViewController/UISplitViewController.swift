import Foundation

/// A container that shows a sidebar (primary column), an optional supplementary column and a
/// content (secondary) column side by side on a regular width, and collapses them into one
/// navigation stack on a compact width (UIKitBehaviour #310–#319).
///
/// Create a column-style split view with `init(style:)` and fill its columns with
/// `setViewController(_:for:)`: a controller that is not a navigation controller becomes the
/// root of one made for its column. `init(nibName:bundle:)` makes the classic (iOS 8–13) split
/// view, filled with `viewControllers` (primary, then secondary), whose children are used as given.
///
/// The display mode follows `preferredDisplayMode` and `preferredSplitBehavior` for the split
/// view's size; `show(_:)`, `hide(_:)`, the display-mode button, an edge swipe
/// (`presentsWithGesture`) and a tap on the dimmed secondary change it with an animation whose
/// `transitionCoordinator` runs alongside animations.
///
/// - Note: Collapsing moves the secondary column's controllers onto the primary's navigation
///   stack instead of pushing its navigation controller (see docs/Deviations.md).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    let _style: Style
    /// The controllers the app gave, by column (column style) or primary and secondary (classic).
    var _assigned: [Column: UIViewController] = [:]
    /// The navigation controller of each column of a column-style split view.
    var _columnNavigations: [Column: UINavigationController] = [:]
    var _isCollapsed = false
    var _preferredDisplayMode = DisplayMode.automatic
    var _preferredSplitBehavior = SplitBehavior.automatic
    /// The display mode a show, hide, button tap or gesture chose; nil follows the preference.
    var _chosenDisplayMode: DisplayMode?
    /// The display mode last laid out (told to the delegate when it changes).
    var _laidOutDisplayMode: DisplayMode?
    /// Which column each controller moved onto the primary's stack by a collapse came from.
    var _movedColumns: [ObjectIdentifier: Column] = [:]
    /// The classic secondary a collapse took away, restored by default when expanding.
    var _collapsedSecondary: UIViewController?
    /// The classic secondary navigation controller whose stack a collapse moved onto the primary's.
    var _collapsedSecondaryNavigation: (navigation: UINavigationController, root: UIViewController)?
    /// How deep the split view is in delegate callbacks that forbid mutation.
    var _delegateCallbackDepth = 0
    /// Whether the delegate is choosing the collapsed top column or the expanded display mode.
    var _collapseCallbackActive = false
    /// The running show or hide animation, if any.
    var _columnAnimation: _SplitColumnAnimation?
    /// The edge swipe that shows a hidden column.
    var _presentationGesture: UIScreenEdgePanGestureRecognizer?
    /// The interactive show the edge swipe drives.
    var _gestureShow: _SplitGestureTracking?
    let _dimmingView = _SplitDimmingView()
    /// The hairlines along the sidebars' inner edges.
    var _separators: [Column: UIView] = [:]
    var _widths = _SplitColumnWidths()
    var _displayModeButtonItem: UIBarButtonItem?
    var _secondaryOnlyItem: UIBarButtonItem?
    var _secondaryOnlySymbol = "arrow.up.left.and.arrow.down.right"
    /// The navigation controllers the split view made for columns (it reuses them).
    var _madeNavigations: Set<ObjectIdentifier> = []

    /// The object told about display-mode changes, collapsing and expanding. Not retained.
    open weak var delegate: (any UISplitViewControllerDelegate)? {
        willSet { _requireMutable("setDelegate:") }
    }

    /// Creates a column-style split view controller (iOS 14); `.unspecified` is a programmer
    /// error, as UIKit raises (UIKitBehaviour #310).
    public init(style: Style) {
        if style == .unspecified {
            _programmerError("API misuse. -initWithStyle: may not be used with UISplitViewControllerStyleUnspecified")
        }
        _style = style
        super.init(nibName: nil, bundle: nil)
        _commonInit()
    }

    /// Creates a classic split view controller (no nibs: the name must be nil).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _commonInit()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UISplitViewController.init(coder:)")
    }

    private func _commonInit() {
        _dimmingView._tapped = { [weak self] in self?._dimmingViewTapped() }
    }

    /// The style given to `init(style:)`; `.unspecified` for a classic split view.
    open var style: Style { _style }

    /// Whether the split view shows one stack (on a compact width) instead of columns; before
    /// its view loads, whether it will (UIKitBehaviour #329).
    open var isCollapsed: Bool {
        guard isViewLoaded else { return traitCollection.horizontalSizeClass == .compact }
        _syncCollapsedState()
        return _isCollapsed
    }

    /// Whether an edge swipe shows and hides the sidebars; true by default.
    open var presentsWithGesture = true {
        didSet { _updateDisplayModeButtons() }
    }

    /// Whether a triple-column split view shows a button to and from `.secondaryOnly`
    /// (iOS 14); false by default. A column-style property (UIKitBehaviour #311).
    open var showsSecondaryOnlyButton: Bool {
        get {
            _requireColumnStyle()
            return _showsSecondaryOnlyButton
        }
        set {
            _requireColumnStyle()
            _requireMutable("setShowsSecondaryOnlyButton:")
            _showsSecondaryOnlyButton = newValue
            _updateDisplayModeButtons()
        }
    }
    var _showsSecondaryOnlyButton = false

    /// Whether the display-mode button shows (iOS 14.5); `.automatic` by default. A
    /// column-style property (UIKitBehaviour #311).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility {
        get {
            _requireColumnStyle()
            return _displayModeButtonVisibility
        }
        set {
            _requireColumnStyle()
            _displayModeButtonVisibility = newValue
            _updateDisplayModeButtons()
        }
    }
    var _displayModeButtonVisibility = DisplayModeButtonVisibility.automatic

    /// The edge the primary column sits at; `.leading` by default.
    open var primaryEdge = PrimaryEdge.leading {
        willSet { _requireMutable("setPrimaryEdge:") }
        didSet {
            _presentationGesture?.edges = primaryEdge == .leading ? .left : .right
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The primary column's background; accepted, `.sidebar` is drawn as `.none`.
    open var primaryBackgroundStyle = BackgroundStyle.none {
        willSet { _requireMutable("setPrimaryBackgroundStyle:") }
    }

    // MARK: Environment

    /// The secondary column's top controller decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { _statusBarChild }

    /// The secondary column's top controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { _statusBarChild }

    /// The delegate's answer when it implements `splitViewControllerSupportedInterfaceOrientations(_:)`.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let delegate,
            let answer = _SplitDelegateDefaults.implementedAnswer({
                delegate.splitViewControllerSupportedInterfaceOrientations(self)
            })
        {
            return answer
        }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's answer when it implements `splitViewControllerPreferredInterfaceOrientationForPresentation(_:)`.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if let delegate,
            let answer = _SplitDelegateDefaults.implementedAnswer({
                delegate.splitViewControllerPreferredInterfaceOrientationForPresentation(self)
            })
        {
            return answer
        }
        return super.preferredInterfaceOrientationForPresentation
    }

    /// The coordinator of a running show or hide animation or edge swipe, else the inherited
    /// one (UIKitBehaviour #321, #322).
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        _columnAnimation?.coordinator ?? _gestureShow?.coordinator ?? super.transitionCoordinator
    }

    // MARK: The view

    /// A view holding the columns' views and the dimming view.
    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .systemBackground
        self.view = view
        _installPresentationGesture(on: view)
        _presentationGesture?.edges = primaryEdge == .leading ? .left : .right
    }

    /// Collapses or expands for the current width and places the columns before the children
    /// hear that they appear; overrides call super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _syncCollapsedState()
        _layOutColumns()
    }

    /// Collapses or expands for the current width, then places the columns.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _syncCollapsedState()
        _layOutColumns()
    }

    /// A resize ends any chosen display mode: the preference decides again for the new size.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        _finishColumnAnimation()
        _cancelGestureShow()
        _chosenDisplayMode = nil
        super.viewWillTransition(to: size, with: coordinator)
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Showing controllers

    /// Shows `vc` in the primary context: the delegate first, then (expanded) as the primary
    /// column's new controller or (collapsed) modally (UIKitBehaviour #323).
    open override func show(_ vc: UIViewController, sender: Any?) { _splitShow(vc, sender: sender) }

    /// Shows `vc` in the secondary context: the delegate first, then (expanded) as the new
    /// secondary or (collapsed) pushed on the primary's stack (UIKitBehaviour #323).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        _splitShowDetail(vc, sender: sender)
    }

    static func _describe(_ object: AnyObject) -> String {
        "<\(type(of: object)): \(Unmanaged.passUnretained(object).toOpaque())>"
    }
}
