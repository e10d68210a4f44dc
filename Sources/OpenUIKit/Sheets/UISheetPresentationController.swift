import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` (UIKitBehaviour #352–#379):
/// a card rising from the bottom that rests at its `detents`, follows a drag between them and
/// dismisses with a swipe down from the smallest; on a compact-width phone the presenter steps
/// back behind it (scaled, rounded, dimmed), and sheets over sheets stack.
///
/// Read it before presenting through the presented controller's `sheetPresentationController`
/// and configure it there, as in UIKit:
///
/// ```swift
/// if let sheet = controller.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(controller, animated: true)
/// ```
///
/// Changes made while the sheet is shown apply at once; made inside `animateChanges(_:)`, they
/// animate. In a regular width a form sheet is a centred card and a page sheet a tall card of
/// the readable width; detents apply in a compact width and when edge-attached.
///
/// - Note: Differs from UIKit: `delegate` keeps the type of UIPresentationController's; a
///   delegate that conforms to ``UISheetPresentationControllerDelegate`` hears about detent
///   changes (see docs/Deviations.md).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at; `[.large()]` by default. Empty means `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { _sheetChanged() } }
    /// The detent the sheet rests at; nil (the default) is the smallest detent. An identifier
    /// that names no active detent also means the smallest (UIKitBehaviour #357).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { _sheetChanged() } }
    /// The largest detent at which the presenter is neither dimmed nor blocked; nil (the
    /// default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { _sheetChanged() } }
    /// Whether a drag of a scroll view at its top edge first expands the sheet to a larger
    /// detent; true by default (UIKitBehaviour #366).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet shows a grabber at its top; false by default.
    open var prefersGrabberVisible = false { didSet { _sheetChanged() } }
    /// The sheet's corner radius; nil (the default) is the system's, 10 points.
    open var preferredCornerRadius: CGFloat? { didSet { _sheetChanged() } }
    /// Whether the sheet is attached to the bottom edge in a compact height (rather than
    /// covering the height); false by default.
    open var prefersEdgeAttachedInCompactHeight = false { didSet { _sheetChanged() } }
    /// Whether an edge-attached sheet takes the width of the presented controller's
    /// `preferredContentSize`; false by default.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { _sheetChanged() } }
    /// The view an edge-attached sheet is centred under; nil centres it in the container.
    open var sourceView: UIView? { didSet { _sheetChanged() } }
    /// Whether the sheet takes a page's size in a regular width (a page card, UIKitBehaviour
    /// #369) rather than a form's (the presented controller's `preferredContentSize`, #368).
    /// Until set, true for a `.pageSheet` presentation and false for a `.formSheet` one
    /// (UIKitBehaviour #443).
    open var prefersPageSizing: Bool {
        get { _prefersPageSizing ?? (_presentationStyle != .formSheet) }
        set {
            _prefersPageSizing = newValue
            _sheetChanged()
        }
    }
    private var _prefersPageSizing: Bool?

    /// Creates the sheet presentation controller UIKit makes for a `.pageSheet` or
    /// `.formSheet` presentation.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _presentationStyle = .pageSheet
    }

    /// Runs `changes` and animates the sheet to the layout they make.
    open func animateChanges(_ changes: () -> Void) {
        _animatesChanges += 1
        changes()
        _animatesChanges -= 1
        guard _animatesChanges == 0, _isShown, _drag == nil else { return }
        _settle(velocity: 0, duration: Self.changeDuration)
    }

    /// Resolves the custom detents again (their inputs changed) and moves the sheet to them.
    open func invalidateDetents() { _sheetChanged() }

    // MARK: State

    /// The style the sheet adapted to (`.fullScreen` or `.overFullScreen`), if it adapted.
    var _adaptedStyle: UIModalPresentationStyle?
    /// Nesting depth of `animateChanges(_:)`.
    var _animatesChanges = 0
    /// The drag in progress (by the sheet's pan, or handed over by a scroll view), if any.
    var _drag: _SheetDrag?
    /// The height shown while a drag holds the sheet away from its detents.
    var _draggedHeight: CGFloat?
    /// The interaction controller of a dismissal a drag started, until the dismissal takes it.
    var _pendingDismissalInteractor: UIPercentDrivenInteractiveTransition?
    /// The chrome: the dimming view behind the sheet and the grabber on it.
    lazy var _dimmingView = _SheetDimmingView(sheet: self)
    lazy var _grabberView = _SheetGrabberView()
    lazy var _panGesture = _makePanGesture()
    /// The presenter's view as it was before it stepped back.
    var _stepBack: _SheetStepBack?
    /// The keyboard's observer while the sheet is presented, and how far the keyboard reaches
    /// into the container from its bottom.
    var _keyboardObserver: (any NSObjectProtocol)?
    var _keyboardOverlap: CGFloat = 0
    /// Detents already reported for a bad resolved value.
    var _reportedDetents = Set<Detent.Identifier>()

    /// The length of an animated change (`animateChanges(_:)`); the settling spring of a
    /// release lasts as long (UNCONFIRMED, UIKitBehaviour #363).
    static let changeDuration: TimeInterval = 0.5
    /// The system corner radius of a sheet (UNCONFIRMED, UIKitBehaviour #370).
    static let defaultCornerRadius: CGFloat = 10

    /// The popover this sheet is the adaptation of, if any.
    weak var _hostPopover: UIPopoverPresentationController?

    /// Whether the sheet is presented and no transition runs.
    var _isShown: Bool {
        guard _containerView?.window != nil, let presented = _presentedIfAlive else { return false }
        return presented._presentationController === _publicController && presented.transitionCoordinator == nil
    }

    /// Creates the sheet of a presentation in `style` (`.pageSheet` or `.formSheet`).
    convenience init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.init(presentedViewController: presented, presenting: presenting)
        _presentationStyle = style
    }

    // MARK: UIPresentationController

    open override var shouldRemovePresentersView: Bool { _adaptedStyle == .fullScreen }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return _frame(height: _shownHeight, in: container)
    }

    open override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard (container as? UIViewController) === presentedViewController else { return parentSize }
        return _frame(height: nil, parentSize: parentSize).size
    }

    open override func presentationTransitionWillBegin() {
        _installChrome()
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { _removeChrome() }
    }

    open override func dismissalTransitionWillBegin() {
        _animateChromeAway()
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { _removeChrome() } else { _restoreChromeAfterCancel() }
    }

    open override func containerViewWillLayoutSubviews() {
        guard let view = presentedView, view.superview === containerView,
            presentedViewController.transitionCoordinator == nil
        else { return }
        _applyLayout()
    }

    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    override func _builtinAnimator(transitionStyle: UIModalTransitionStyle, isPresenting: Bool)
        -> any UIViewControllerAnimatedTransitioning
    {
        let animator = _BuiltinModalAnimator(style: transitionStyle, isPresenting: isPresenting)
        animator.tracksFingerWhenInteractive = true
        return animator
    }

    /// A change of a property: the sheet moves to it at once (inside `animateChanges(_:)`, at
    /// its end, animated).
    func _sheetChanged() {
        guard _animatesChanges == 0, _isShown, _drag == nil else { return }
        _applyLayout()
    }
}
