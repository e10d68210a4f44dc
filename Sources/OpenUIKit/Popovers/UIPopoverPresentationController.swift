import Foundation

/// Manages a `.popover` presentation (UIKitBehaviour #262–#267): the presented controller's
/// view in a rounded panel whose arrow points at a source, over the presenter, which stays
/// visible and is not dimmed. A tap outside the popover dismisses it, except on
/// `passthroughViews`, which keep receiving touches.
///
/// Read it through the presented controller's `popoverPresentationController` before
/// presenting, and set the anchor: `sourceView` (with `sourceRect`) or `sourceItem`. Presenting
/// a popover without an anchor traps with UIKit's message.
///
/// In a horizontally compact environment (an iPhone in portrait) the popover adapts to a
/// sheet unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` answers
/// `.none`; it can also adapt to `.fullScreen` or `.overFullScreen`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view containing the anchor rectangle.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at. The default, `.null`, means the
    /// source view's bounds (iOS 13.2 and later).
    open var sourceRect: CGRect = .null
    /// The item the popover is anchored to (iOS 16); it takes precedence over `sourceView`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The bar button item the popover is anchored to (deprecated in iOS 16 for `sourceItem`,
    /// which is the same); it takes precedence over `sourceView`.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point in; `.any` by default. An empty set shows the
    /// popover without an arrow, centred on its source.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points; `.unknown` until the popover is shown.
    open var arrowDirection: UIPopoverArrowDirection { _arrowDirection }
    /// Views outside the popover that keep receiving touches while it is shown.
    open var passthroughViews: [UIView]?
    /// The margins, from the container's safe area, that the popover stays inside; 10 points
    /// on each edge by default.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The colour of the popover's panel and arrow; nil for the system background.
    open var backgroundColor: UIColor? {
        didSet { _popoverView.fillColor = backgroundColor }
    }
    /// The class of view that draws the popover's background and arrow, a subclass of
    /// `UIPopoverBackgroundView`; nil for the system's panel (UIKitBehaviour #438).
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?
    /// The arrow size and content insets, asked of the background class once.
    var _cachedArrowMetrics: _PopoverArrowMetrics?
    /// Whether the popover may cover its source's rectangle when there is no room beside it;
    /// false by default.
    open var canOverlapSourceViewRect = false

    var _arrowDirection = UIPopoverArrowDirection.unknown
    /// The panel shown when the popover does not adapt.
    lazy var _popoverView = _PopoverView()
    /// The transparent view behind the popover that turns a tap outside into a dismissal.
    lazy var _dismissalView = _PopoverDismissalView(popover: self)
    /// The built-in presentation the popover adapted to, which lays it out instead; nil when
    /// shown as a popover.
    var _adaptation: UIPresentationController?
    /// The sheet used when the popover adapts to a sheet, made when first read.
    private var _adaptiveSheet: UISheetPresentationController?

    /// The sheet the popover shows as when it adapts to a sheet (a compact width): configure
    /// its detents and look before presenting (iOS 15; UIKitBehaviour #377).
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = _adaptiveSheet { return sheet }
        let sheet = UISheetPresentationController(
            presented: presentedViewController, presenting: _presenting, style: .formSheet)
        sheet._holdsPresentedStrongly = false  // this controller holds it
        sheet._hostPopover = self
        _adaptiveSheet = sheet
        return sheet
    }
    /// The container size the popover was last laid out for (to tell the delegate of moves).
    var _laidOutContainerSize: CGSize?

    /// Creates the popover presentation controller for `presentedViewController`; UIKit does
    /// this for a controller whose `modalPresentationStyle` is `.popover`.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _presentationStyle = .popover
    }

    /// The panel while shown as a popover, else what the adapted presentation shows.
    open override var presentedView: UIView? {
        _adaptation == nil ? _popoverView : presentedViewController.view
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        if let adaptation = _adapted { return adaptation.frameOfPresentedViewInContainerView }
        return _resolveLayout().frame
    }

    open override var shouldRemovePresentersView: Bool { _adapted?.shouldRemovePresentersView ?? false }

    open override var shouldPresentInFullscreen: Bool { true }

    open override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if let adaptation = _adapted {
            return adaptation.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        let area = CGRect(origin: .zero, size: parentSize).inset(by: popoverLayoutMargins)
        return _PopoverLayout.size(presentedViewController.preferredContentSize, in: area)
    }

    /// Without a delegate's answer: a sheet when horizontally compact, else `.none`.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate {
            _AdaptiveStyleDefaults.answeredByDefault = false
            let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            if !_AdaptiveStyleDefaults.answeredByDefault { return answer }
        }
        return traitCollection.horizontalSizeClass == .compact ? .formSheet : .none
    }

    open override func presentationTransitionWillBegin() {
        if let adaptation = _adapted { return adaptation.presentationTransitionWillBegin() }
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard sourceItem != nil || barButtonItem != nil || sourceView != nil else {
            _programmerError(
                "UIPopoverPresentationController (\(Self._describe(self))) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
            )
        }
        guard let container = containerView else { return }
        _installPopover(in: container)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if let adaptation = _adapted { return adaptation.dismissalTransitionDidEnd(completed) }
        if completed { _dismissalView.removeFromSuperview() }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        _adapted?.presentationTransitionDidEnd(completed)
    }

    open override func dismissalTransitionWillBegin() {
        _adapted?.dismissalTransitionWillBegin()
    }

    open override func containerViewWillLayoutSubviews() {
        if let adaptation = _adapted { return adaptation.containerViewWillLayoutSubviews() }
        guard let container = containerView else { return }
        _dismissalView.frame = container.bounds
        guard _popoverView.superview === container, presentedViewController.transitionCoordinator == nil else { return }
        if let previous = _laidOutContainerSize, previous != container.bounds.size {
            _tellDelegateOfMove(in: container)
        }
        let layout = _resolveLayout()
        _applyLayout(layout)
        _popoverView.frame = layout.frame
    }

    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    // MARK: Internals

    override func _builtinAnimator(transitionStyle: UIModalTransitionStyle, isPresenting: Bool)
        -> any UIViewControllerAnimatedTransitioning
    {
        _PopoverAnimator(popover: self, transitionStyle: transitionStyle, isPresenting: isPresenting)
    }

    /// The adapted presentation, its container kept in step with this one's.
    var _adapted: UIPresentationController? {
        _adaptation?._containerView = _containerView
        return _adaptation
    }

    /// Adapts to `style` (`.fullScreen`, `.overFullScreen`, `.formSheet` or `.pageSheet`).
    func _adapt(to style: UIModalPresentationStyle) {
        if style == .formSheet || style == .pageSheet {
            let sheet = adaptiveSheetPresentationController
            sheet._presenting = _presenting
            sheet._presentationStyle = style
            _adaptation = sheet
            return
        }
        let adaptation = _SystemPresentationController(
            presented: presentedViewController, presenting: _presenting, style: style)
        adaptation._holdsPresentedStrongly = false  // this controller holds it
        _adaptation = adaptation
    }

    func _applyLayout(_ layout: _PopoverLayout) {
        _popoverView.layout = layout
        _arrowDirection = layout.arrowDirection
        _laidOutContainerSize = containerView?.bounds.size
    }

    static func _describe(_ object: AnyObject) -> String {
        "<\(type(of: object)): \(Unmanaged.passUnretained(object).toOpaque())>"
    }
}

/// What the default implementations of the adaptive-style delegate methods leave behind, so a
/// popover can tell a delegate's answer from the protocol's default (UIKit's methods are
/// optional; see docs/Deviations.md).
@MainActor
enum _AdaptiveStyleDefaults {
    /// Set by the defaults of `adaptivePresentationStyle(for:)` and
    /// `adaptivePresentationStyle(for:traitCollection:)` when they answer.
    static var answeredByDefault = false
}
