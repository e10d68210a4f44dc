import Foundation

/// Runs modal presentations and dismissals through one `_TransitionContext`.
///
/// Presentation (UIKitBehaviour #50, #64–#72, #91) makes its queries in UIKit's order — the order of
/// `-[UIPresentationController runTransitionForCurrentStateAnimated:]` and the container-view
/// block it schedules, as UIKitCore (iOS 26) decompiles (SECONDARY), which agrees with Apple's
/// documentation and the CustomTransitions sample's comments (CONFIRMED where cited):
///
///  1. when `present(_:animated:completion:)` is called: the presentation controller, the
///     delegate's `presentationController(forPresented:…)` for `.custom`, else the system
///     one (UIKitBehaviour #50, #53) — UIKit keeps it from then on: Apple's CustomTransitions sample
///     keeps its presentation controller (its own transitioning delegate, which is weak) alive
///     only "prior to calling -presentViewController:animated:completion:";
///  2. then the animator, then the interaction controller (only when there is an animator,
///     UIKitBehaviour #51). The rest runs on the next turn (UIKitBehaviour #28):
///  3. the presented controller's view is loaded (`viewDidLoad`), so a `preferredContentSize`
///     set there is known to every later query (UIKit loads it at the latest when it builds
///     the container; the exact moment is UNCONFIRMED);
///  4. `preferredContentSizeDidChange(forChildContentContainer:)` — "just before the
///     presentation transition begins" (UIKitBehaviour #72, sample), before the container view exists,
///     so `containerView` is still nil there (SECONDARY);
///  5. `shouldPresentInFullscreen` and `shouldRemovePresentersView`, then the container view
///     on top of the window (or over the presentation context's view), laid out at the next
///     commit like any new view (`containerViewWillLayoutSubviews()`/`DidLayoutSubviews()`,
///     UIKitBehaviour #69), with the presenter's view moved into it when the style removes it (UIKitBehaviour #19);
///  6. `presentationTransitionWillBegin()` — the container exists, `presentedView` has not
///     been asked yet (UIKitBehaviour #64, sample);
///  7. the context's views: `.to` is `presentedView` as it is now, after
///     `presentationTransitionWillBegin()` (a wrapper made there is what the animator gets,
///     UIKitBehaviour #8, #67); `.from` is the presenter's view only when it is removed (UIKitBehaviour #7);
///  8. the appearance will-calls, presenter first (UIKitBehaviour #91, #93);
///  9. the context's frames: `initialFrame`/`finalFrame` of the presenter (its view's frame;
///     `.zero` at the end when removed), `finalFrame` of the presented controller =
///     `frameOfPresentedViewInContainerView` as it is now, `initialFrame` `.zero` (UIKitBehaviour #11);
/// 10. `transitionDuration(using:)`, then `animateTransition(using:)` (or the interaction
///     controller's `startInteractiveTransition(_:)`), then the queued alongside animations
///     (UIKitBehaviour #29, #30, #102).
///
/// The context answers `view(forKey:)`, `initialFrame(for:)` and `finalFrame(for:)` with the
/// values taken at steps 7 and 9, as UIKit's one-to-one context stores them (SECONDARY): what
/// the presentation controller returns at the moment the animator starts.
///
/// An animator that completes a presentation without the presented controller's view in the
/// window (it did not add `view(forKey: .to)` to the container, or `presentedView` was nil)
/// leaves an invisible presented controller; UIKit says nothing, Segue reports it.
/// Segue's order of `presentationTransitionWillBegin()` before `viewWillAppear(_:)` matches
/// the decompiled order (SECONDARY).
@MainActor
enum _ModalTransition {
    /// Presentations and dismissals asked for and not ended yet (each ends with `release()`).
    static var inFlight: Int {
        get { UIApplication._shared._session.modalTransitionsInFlight }
        set { UIApplication._shared._session.modalTransitionsInFlight = newValue }
    }

    /// Ends one presentation or dismissal counted in `inFlight`.
    static func release() { inFlight = max(inFlight - 1, 0) }

    /// What the transitioning delegate vends for one presentation or dismissal, asked for when
    /// `present`/`dismiss` is called — before the transition starts on the next turn — so that
    /// the objects are kept from then on (steps 1–2; Apple's sample keeps its presentation
    /// controller, which is its own transitioning delegate, alive only until `present` returns).
    struct Vended {
        /// The presentation controller (presentation only).
        let presentationController: UIPresentationController?
        let animator: (any UIViewControllerAnimatedTransitioning)?
        let interactor: (any UIViewControllerInteractiveTransitioning)?
    }

    /// Steps 1 and 2 of a presentation: the presentation controller, the animator, the
    /// interaction controller.
    static func vendForPresentation(
        of presented: UIViewController, from source: UIViewController,
        presenting: UIViewController, animated: Bool
    ) -> Vended {
        let style = presented.modalPresentationStyle
        let delegate = presented.transitioningDelegate
        let presentationController = makePresentationController(
            for: presented, presenting: presenting, source: source,
            style: style, delegate: delegate)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated || style == .custom, let delegate {
            animator = delegate.animationController(forPresented: presented, presenting: presenting, source: source)
            if let animator { interactor = delegate.interactionControllerForPresentation(using: animator) }
        }
        if animator == nil, animated, let zoom = presented.preferredTransition, zoom._isZoom {
            // UIKitBehaviour #395
            animator = _ZoomTransitionAnimator(transition: zoom, isZoomingIn: true, isNavigation: false)
        }
        return Vended(presentationController: presentationController, animator: animator, interactor: interactor)
    }

    static func present(
        _ requested: UIViewController, presenting: UIViewController, vended: Vended,
        animated: Bool, completion: (() -> Void)?
    ) {
        var presented = requested
        guard let window = presenting.viewIfLoaded?.window, presenting._presentedViewController == nil,
            let presentationController = vended.presentationController
        else {
            UIView._report(
                "Attempt to present \(UIViewController._describe(presented)) on \(UIViewController._describe(presenting)) which is no longer in a window or already presents; ignored"
            )
            release()
            return
        }
        let style = presentationController._presentationStyle
        let interactor = vended.interactor
        let transitionStyle =
            presenting.providesPresentationContextTransitionStyle
            ? presenting.modalTransitionStyle : presented._preferredModalTransitionStyle
        let chosen =
            vended.animator
            ?? presentationController._builtinAnimator(transitionStyle: transitionStyle, isPresenting: true)

        let container = _TransitionContainerView(frame: .zero)
        let context = _TransitionContext(
            containerView: container, isAnimated: animated, presentationStyle: style,
            animator: chosen, interactor: interactor)
        context.controllers = [.from: presenting, .to: presented]
        presenting._presentedViewController = presented
        presented._presentingViewController = presenting
        presented._presentationController = presentationController
        presented._pendingPresentationController = nil
        _TraitUpdate.refresh(presentationController)
        presented = _PresentationAdaptation.adapt(presentationController, coordinator: context)  // UIKitBehaviour #448
        context.controllers[.to] = presented
        presented._isBeingPresented = true
        presented._transitionContext = context
        presenting._transitionContext = context

        presented.loadViewIfNeeded()  // step 3
        // step 4, UIKitBehaviour #72
        presentationController.preferredContentSizeDidChange(forChildContentContainer: presented)

        let presenterView: UIView = presenting.view  // step 5
        if presentationController.shouldPresentInFullscreen || presenterView.superview == nil {
            container.frame = window.bounds
            window.addSubview(container)
        } else if let superview = presenterView.superview {
            container.frame = presenterView.frame
            superview.insertSubview(container, aboveSubview: presenterView)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentationController
        presentationController._containerView = container
        let record = _PresentationRecord(
            container: container, presentationController: presentationController, presenterView: presenterView)
        presented._presentationRecord = record
        if record.removesPresenterView { record.movePresenterViewIntoContainer(presenterView) }

        context.finish = { [unowned context] completed in
            if completed { reportMissingPresentedView(of: presented, context: context) }
            finishPresentation(
                presented, presenting: presenting, record: record, completed: completed, animated: animated)
            // Part of UIKit's container completion, before the coordinator's completions (UIKitBehaviour #17).
            presentationController.presentationTransitionDidEnd(completed)
            if !completed { record.detachContainer() }
            // Traits that changed while it ran adapt it now (UIKitBehaviour #452).
            if completed, _PresentationReadaptation.isPending(presentationController) {
                UIApplication.shared._performOnNextTurn {
                    _PresentationReadaptation.adaptIfNeeded(presentationController)
                }
            }
        }
        context.didFinish = { completed in
            release()
            if completed { completion?() }
        }
        presentationController.presentationTransitionWillBegin()  // step 6, UIKitBehaviour #64
        context.views[.to] = presentationController.presentedView  // step 7, UIKitBehaviour #8
        if record.removesPresenterView { context.views[.from] = presenterView }  // UIKitBehaviour #7
        // step 8, UIKitBehaviour #93
        if record.removesPresenterView { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        context.initialFrames[ObjectIdentifier(presenting)] = presenterView.frame  // step 9, UIKitBehaviour #11
        context.finalFrames[ObjectIdentifier(presenting)] = record.removesPresenterView ? .zero : presenterView.frame
        context.finalFrames[ObjectIdentifier(presented)] = presentationController.frameOfPresentedViewInContainerView
        UIApplication.shared._updateStatusBar(alongside: context)  // UIKitBehaviour #248
        context.start()  // step 10
    }

    private static func makePresentationController(
        for presented: UIViewController, presenting: UIViewController,
        source: UIViewController, style: UIModalPresentationStyle,
        delegate: (any UIViewControllerTransitioningDelegate)?
    ) -> UIPresentationController {
        let controller: UIPresentationController
        if style == .custom {
            controller =
                delegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        } else if style == .popover {
            controller =
                presented._pendingPresentationController as? UIPopoverPresentationController
                ?? UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        } else if style == .pageSheet || style == .formSheet {
            controller =
                presented._pendingPresentationController as? UISheetPresentationController
                ?? UISheetPresentationController(presented: presented, presenting: presenting, style: style)
        } else if let pending = presented._pendingPresentationController as? _SystemPresentationController,
            pending.style == style
        {
            controller = pending
        } else {
            controller = _SystemPresentationController(presented: presented, presenting: presenting, style: style)
        }
        controller._presenting = presenting
        controller._presentationStyle = style
        controller._holdsPresentedStrongly = true
        return controller
    }

    /// Reports a presentation that completed with the presented controller's view out of the
    /// window: the animator did not add `view(forKey: .to)` to the container (or
    /// `presentedView` was nil when the context took it). UIKit says nothing and leaves the
    /// controller presented but invisible, its container (and any dimming view) on screen;
    /// Segue does the same and reports it.
    ///
    /// A container that left the window itself — an in-context presentation whose tab was
    /// switched away while it ran — is not the animator's fault: the presented view is in the
    /// container and shows again with its context (UIKitBehaviour #419).
    private static func reportMissingPresentedView(of presented: UIViewController, context: _TransitionContext) {
        guard presented.viewIfLoaded?.window == nil, context.containerView.window != nil else { return }
        let animator = String(describing: type(of: context.animator))
        let controller = UIViewController._describe(presented)
        let presentationController =
            presented._presentationController.map { String(describing: type(of: $0)) } ?? "the presentation controller"
        let cause =
            context.views[.to] == nil
            ? "transitionContext.view(forKey: .to) was nil: \(presentationController).presentedView returned nil after presentationTransitionWillBegin()"
            : "\(animator).animateTransition(using:) must add transitionContext.view(forKey: .to) to transitionContext.containerView"
        UIView._report(
            "\(animator) completed the presentation of \(controller), but its view is not in the window, so it stays presented and invisible: \(cause)"
        )
    }

    /// The end of a presentation: the hierarchy settles (or is undone on cancel, UIKitBehaviour #18a),
    /// then the appearance did-calls, presented controller first (UIKitBehaviour #91).
    private static func finishPresentation(
        _ presented: UIViewController, presenting: UIViewController,
        record: _PresentationRecord, completed: Bool, animated: Bool
    ) {
        let presenterView = presenting.viewIfLoaded
        if completed {
            if record.removesPresenterView { presenterView?.removeFromSuperview() }  // UIKitBehaviour #19
            if record.container.window == nil, !record.presentationController.shouldPresentInFullscreen {
                // Its context left the screen while it ran (another tab was selected): it ends
                // disappeared and appears when its context comes back (UIKitBehaviour #419).
                presented._settleAppearance(shown: false, animated: animated)
            } else {
                presented.endAppearanceTransition()
            }
            if record.removesPresenterView { presenting.endAppearanceTransition() }
        } else {
            record.presentationController.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            if record.removesPresenterView, let presenterView { record.restorePresenterView(presenterView) }
            record.container.removeFromSuperview()
            presented.beginAppearanceTransition(false, animated: animated)
            if record.removesPresenterView { presenting.beginAppearanceTransition(true, animated: animated) }
            presented.endAppearanceTransition()
            if record.removesPresenterView { presenting.endAppearanceTransition() }
            presenting._presentedViewController = nil
            presented._presentingViewController = nil
            presented._presentationController = nil
            presented._presentationRecord = nil
            _TraitUpdate.refresh(presented)
        }
        presented._isBeingPresented = false
        presented._transitionContext = nil
        presenting._transitionContext = nil
        if completed { record.container.layOutIfResizedDuringTransition() }
        layOutAgain(around: presenting)
    }

    /// Presentation controllers do not lay out while a transition runs (the animator owns the
    /// frames), so when one ends, the container of the presentation `controller` is part of is
    /// laid out again if the window changed size meanwhile.
    static func layOutAgain(around controller: UIViewController) {
        var current: UIViewController? = controller
        while let candidate = current {
            if let record = candidate._presentationRecord { return record.container.layOutIfResizedDuringTransition() }
            current = candidate._parent
        }
    }
}
