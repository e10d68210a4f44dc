import Foundation

/// How an alert controller is presented (UIKitBehaviour #258, #259): over a dimming view
/// that covers the window, the alert centred in the space above the keyboard, the action sheet
/// at the bottom inside the safe area, 8 points from the sides.
///
/// A tap on the dimming view does nothing for an alert; for an action sheet it chooses the
/// cancel action if there is one (dismissing, then running its handler), else does nothing.
/// On regular width an action sheet is a popover instead (UIKitBehaviour #267): the
/// transitioning delegate vends the alert's `popoverPresentationController` and no animator.
@MainActor
final class _AlertPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// The keyboard's frame in screen coordinates while it is shown (alerts move above it).
    private var keyboardFrame: CGRect?
    private var keyboardObserver: (any NSObjectProtocol)?

    var alert: UIAlertController? { presentedViewController as? UIAlertController }
    var isSheet: Bool { alert?.preferredStyle == .actionSheet }

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = _AlertColors.dimming
        let tap = UITapGestureRecognizer()
        tap.addTarget { [weak self] recognizer in
            if recognizer.state == .ended { self?.dimmingViewTapped() }
        }
        dimmingView.addGestureRecognizer(tap)
    }

    override var shouldRemovePresentersView: Bool { false }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentationStyle
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let content = alert?._contentView else { return .zero }
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        if isSheet {
            let margin = _AlertMetrics.sheetMargin
            let width = max(min(bounds.width, bounds.height) - 2 * margin, 0)
            let height = content.arrange(width: width)
            let bottom = bounds.maxY - max(safe.bottom, margin)
            return CGRect(x: (bounds.width - width) / 2, y: bottom - height, width: width, height: height)
        }
        let width = _AlertContentView.alertWidth
        let height = content.arrange(width: width)
        var available = bounds.inset(by: UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
        if let keyboard = keyboardFrame {
            let keyboardTop = container.convert(keyboard, from: nil).minY
            if keyboardTop < available.maxY { available.size.height = max(keyboardTop - available.minY, 0) }
        }
        let y = max(available.minY, available.midY - height / 2)
        return CGRect(x: (bounds.width - width) / 2, y: y, width: width, height: height).integral
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
            nonisolated(unsafe) let note = note  // posted on the main thread
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(note) }
        }
        fadeDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { stopObservingKeyboard() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.viewIfLoaded?.endEditing(true)
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            stopObservingKeyboard()
        }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        guard let view = presentedView, view.superview === containerView,
            presentedViewController.transitionCoordinator == nil
        else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// Fades the dimming view alongside the transition (at once when not animated).
    private func fadeDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }

    private func dimmingViewTapped() {
        guard isSheet, let alert, let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return }
        alert._choose(cancel)
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = note.userInfo,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let screen = containerView?.window?.bounds ?? UIScreen.main.bounds
        keyboardFrame = end.minY < screen.maxY ? end : nil
        // Only an alert on screen in this application moves (a test's host may have replaced the
        // application while an earlier alert stayed up in its window).
        guard !isSheet, !presentedViewController.isBeingDismissed, let view = presentedView,
            view.superview === containerView, let window = view.window,
            UIApplication.shared.windows.contains(where: { $0 === window })
        else { return }
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let target = frameOfPresentedViewInContainerView
        let center = CGPoint(x: target.midX, y: target.midY)
        // Moving between fields changes the keyboard's frame to the same frame: the alert stays
        // put, and its buttons keep taking taps (a running block animation would skip them).
        guard view.center != center else { return }
        UIView.animate(withDuration: duration, delay: 0, options: [.allowUserInteraction]) { view.center = center }
    }

    private func stopObservingKeyboard() {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
    }
}

/// The alert controller's transitioning delegate: its presentation controller and animators.
@MainActor
final class _AlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        if Self.showsPopover(presented, from: source), let popover = presented.popoverPresentationController {
            return popover
        }
        return _AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        Self.showsPopover(presented, from: source) ? nil : _AlertAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissed.presentationController is UIPopoverPresentationController ? nil : _AlertAnimator(isPresenting: false)
    }

    /// Whether `presented` shows as a popover: an action sheet presented on regular width.
    static func showsPopover(_ presented: UIViewController, from source: UIViewController) -> Bool {
        (presented as? UIAlertController)?.preferredStyle == .actionSheet
            && source.traitCollection.horizontalSizeClass == .regular
    }
}
