import Foundation

/// Manages a modal presentation's chrome and the presented view's place in the container:
/// dimming views, wrappers, sizes (UIKitBehaviour #63–#75).
///
/// UIKit creates one for every presentation; a `.custom` presentation uses the one its
/// transitioning delegate vends. The transition driver calls, in order (the full list is on
/// `_ModalTransition`): `preferredContentSizeDidChange(forChildContentContainer:)` (the
/// presented controller's view is loaded by then; `containerView` is still nil),
/// `shouldRemovePresentersView`, `presentationTransitionWillBegin()` (the container exists),
/// then `presentedView` and `frameOfPresentedViewInContainerView`, which the context hands to
/// the animator as `view(forKey: .to)` and `finalFrame(for:)` — so a wrapper made in
/// `presentationTransitionWillBegin()` is what the animator moves — and, once the animator
/// completes, `presentationTransitionDidEnd(_:)`. For dismissal: `dismissalTransitionWillBegin()`,
/// `presentedView` (the context's `.from` view), `dismissalTransitionDidEnd(_:)`. The
/// container's layout calls `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The presented controller, held strongly as UIKit holds it — except by a presentation
    /// controller made for a controller that is not presented (read through its
    /// `presentationController` before presentation or after dismissal), which the controller
    /// itself keeps: that one holds it weakly until a presentation adopts it.
    private var _presentedStrongly: UIViewController?
    private weak var _presentedWeakly: UIViewController?
    weak var _presenting: UIViewController?
    var _containerView: UIView?
    var _presentationStyle: UIModalPresentationStyle = .custom

    /// Creates a presentation controller for `presentedViewController`; the presenting
    /// controller may be nil (UIKit supplies it when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _presentedStrongly = presentedViewController
        _presentedWeakly = presentedViewController
        _presenting = presentingViewController
        super.init()
    }

    /// The presented controller (see `_presentedStrongly`).
    var _presented: UIViewController {
        guard let presented = _presentedStrongly ?? _presentedWeakly else {
            _programmerError(
                "UIPresentationController.presentedViewController: the controller was released before it was presented")
        }
        return presented
    }

    /// The presented controller, or nil once it is gone (never traps).
    var _presentedIfAlive: UIViewController? { _presentedStrongly ?? _presentedWeakly }

    /// Whether the presented controller is held strongly (false only while pending).
    var _holdsPresentedStrongly: Bool {
        get { _presentedStrongly != nil }
        set { _presentedStrongly = newValue ? _presentedWeakly : nil }
    }

    /// The controller being presented; while the presentation is adapted with a replacement
    /// controller from the delegate, the replacement (UIKitBehaviour #449).
    open var presentedViewController: UIViewController { _presented }

    /// The controller the app presented, while the delegate's replacement is shown in its
    /// place (UIKitBehaviour #448); nil otherwise.
    var _adaptiveOriginal: UIViewController?

    /// Makes `controller` the presented controller, held as the current one is.
    func _replacePresented(with controller: UIViewController) {
        let strongly = _holdsPresentedStrongly
        _presentedWeakly = controller
        _presentedStrongly = strongly ? controller : nil
    }

    /// The controller the presentation is made from (UIKitBehaviour #3).
    open var presentingViewController: UIViewController {
        guard let presenting = _presenting else {
            _programmerError("UIPresentationController.presentingViewController: read before the presentation started")
        }
        return presenting
    }

    /// The presentation style of the presentation this controller manages.
    open var presentationStyle: UIModalPresentationStyle { _presentationStyle }

    /// The view the presentation happens in; nil until the presentation starts.
    open var containerView: UIView? { _containerView }

    /// The object told about user-initiated dismissal. Not retained.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view animated into place: by default the presented controller's view (UIKitBehaviour #67).
    /// Override to return a wrapper that contains it; return the same view every time.
    open var presentedView: UIView? { _presented.view }

    /// The presented view's frame in the container: by default the container's bounds (UIKitBehaviour #68).
    open var frameOfPresentedViewInContainerView: CGRect { _containerView?.bounds ?? .zero }

    /// Whether the presentation covers the screen; default true (UIKitBehaviour #70).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view is removed once the presentation ends; default false (UIKitBehaviour #70).
    open var shouldRemovePresentersView: Bool { false }

    /// The style to adapt to in compact environments: the current one (UIKitBehaviour #74).
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The presentation is about to start: add chrome and animate it alongside (UIKitBehaviour #64).
    open func presentationTransitionWillBegin() {}

    /// The presentation ended; `completed` is false when it was cancelled (UIKitBehaviour #65).
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to start (UIKitBehaviour #66).
    open func dismissalTransitionWillBegin() {}

    /// The dismissal ended; `completed` is false when it was cancelled (UIKitBehaviour #66).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: UIContentContainer

    /// The presentation controller's own preferred size (zero).
    open var preferredContentSize: CGSize { .zero }

    /// The presented controller's preferred size changed (also called before the presentation
    /// begins, UIKitBehaviour #72); the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size for the presented controller: the parent size (UIKitBehaviour #71).
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The container's size is about to change: forwards to the presented controller with the
    /// size from `size(forChildContentContainer:withParentContainerSize:)` (UIKitBehaviour #73).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: _presented, withParentContainerSize: size)
        _presented.viewWillTransition(to: childSize, with: coordinator)
    }

    // MARK: Traits (see UIPresentationController+Traits)

    /// The presentation controller's traits, which the presented controller inherits (see
    /// `UITraitEnvironment`).
    open var traitCollection: UITraitCollection { _currentTraits }

    /// Called when the presentation controller's traits changed, with the old ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Traits that replace the ones the presented controller would inherit; nil by default.
    /// Setting it updates the presented controller's traits at once.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { _TraitUpdate.refresh(self) }
    }

    /// The style to adapt to with `traitCollection`: the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)`; `.none` (do not adapt) without a
    /// delegate (UIKitBehaviour #227).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// The traits are about to change to `newCollection`; the default tells the presented controller.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        if _isPresenting { _presented.willTransition(to: newCollection, with: coordinator) }
    }

    /// The animator of the presentation when the transitioning delegate vends none: UIKit's
    /// animation for `transitionStyle`.
    func _builtinAnimator(transitionStyle: UIModalTransitionStyle, isPresenting: Bool)
        -> any UIViewControllerAnimatedTransitioning
    {
        if transitionStyle == .partialCurl && !UIAccessibility.prefersCrossFadeTransitions {
            // UIKit raises for a partial curl that is not full screen (UIKitBehaviour #402).
            if presentationStyle != .fullScreen {
                fatalError(
                    "NSInvalidArgumentException: Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(UIViewController._describe(presentedViewController))."
                )
            }
            return _PartialCurlAnimator(isPresenting: isPresenting)
        }
        return _BuiltinModalAnimator(style: transitionStyle, isPresenting: isPresenting)
    }

    /// The presentation controller's traits, overrides and trait-change registrations.
    lazy var _traitState = _TraitState { [unowned self] in _TraitUpdate.refresh(self) }
}

/// Hears about user-initiated dismissal of a presentation (UIKitBehaviour #75). Every method has a
/// default (UIKit's are optional; see docs/Deviations.md).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether a user's dismissal gesture may dismiss; default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user's dismissal is about to start.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user's dismissal ended, after all animations.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user tried to dismiss and was prevented.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to use in a horizontally compact environment (iOS 8); `.none` by default (do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use with `traitCollection`; by default the answer of
    /// `adaptivePresentationStyle(for:)` in a horizontally compact environment, else `.none`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The controller to present in place of the presented one in the adapted `style`; nil
    /// (the default) keeps the presented controller.
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to be shown in `style` (`.none` when it does not adapt);
    /// `transitionCoordinator` animates alongside it.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// `.none`: do not adapt (a popover then adapts as it does without a delegate).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        _AdaptiveStyleDefaults.answeredByDefault = true
        return .none
    }
    /// `adaptivePresentationStyle(for:)` when `traitCollection` is horizontally compact, else `.none`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        if traitCollection.horizontalSizeClass == .compact { return adaptivePresentationStyle(for: controller) }
        _AdaptiveStyleDefaults.answeredByDefault = true
        return .none
    }
    /// Nil: keep the presented controller.
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    /// Does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
}
