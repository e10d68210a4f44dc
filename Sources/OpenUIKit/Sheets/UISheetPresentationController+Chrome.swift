import Foundation

/// The sheet's chrome: corners, grabber, dimming, the presenter stepping back, and their
/// animation alongside the presentation and dismissal (UIKitBehaviour #358, #370–#375).
extension UISheetPresentationController {
    /// Rounds the sheet's corners and shows or hides the grabber.
    func _styleSheet(_ view: UIView, shape: _SheetShape) {
        guard shape != .adapted else { return }
        var radius = preferredCornerRadius ?? Self.defaultCornerRadius
        if !radius.isFinite || radius < 0 { radius = Self.defaultCornerRadius }
        view.layer.cornerRadius = radius
        view.layer.maskedCorners =
            shape == .formCard || shape == .pageCard
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
        if prefersGrabberVisible {
            let size = _SheetGrabberView.size
            _grabberView.frame = CGRect(
                x: view.bounds.midX - size.width / 2, y: view.bounds.minY + _SheetGrabberView.topInset,
                width: size.width, height: size.height)
            if _grabberView.superview !== view || view.subviews.last !== _grabberView { view.addSubview(_grabberView) }
        } else if _grabberView.superview != nil {
            _grabberView.removeFromSuperview()
        }
    }

    /// The presentation begins: the dimming view goes in under the sheet, the sheet gets its
    /// corners, grabber and drag, and the dimming and the presenter's step back animate
    /// alongside to the selected detent's.
    func _installChrome() {
        guard let container = containerView, let view = presentedView else { return }
        let shape = _shape(for: container.bounds.size)
        guard shape != .adapted else { return }
        _dimmingView.frame = container.bounds
        _dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _dimmingView.alpha = 0
        container.insertSubview(_dimmingView, at: 0)
        _styleSheet(view, shape: shape)
        if _panGesture.view !== view { view.addGestureRecognizer(_panGesture) }
        _observeKeyboard()
        if shape == .card, let presenter = _presenting, let presenterView = presenter.viewIfLoaded {
            let presenterSheet = presenter._presentationController as? UISheetPresentationController
            _stepBack = _SheetStepBack(
                view: presenterView, isSheet: presenterSheet?.presentedView === presenterView,
                topInset: max(_safeInsets.top, 20))
        }
        let height = _shownHeight
        let dimming = _dimmingFraction(height: height, shape: shape)
        let stepBack = _stepBackFraction(height: height, shape: shape)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            return _applyChrome(height: height, shape: shape)
        }
        coordinator.animate(alongsideTransition: { _ in self._dimmingView.alpha = dimming }, completion: nil)
        if let step = _stepBack {
            coordinator.animateAlongsideTransition(
                in: step.view, animation: { _ in step.apply(stepBack) }, completion: nil)
        }
    }

    /// The dismissal begins: the dimming fades and the presenter comes forward alongside.
    func _animateChromeAway() {
        guard let coordinator = presentedViewController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { _ in self._dimmingView.alpha = 0 }, completion: nil)
        if let step = _stepBack {
            coordinator.animateAlongsideTransition(in: step.view, animation: { _ in step.apply(0) }, completion: nil)
        }
    }

    /// A cancelled dismissal: the sheet, its dimming and the presenter go back to the
    /// selected detent's (the alongside animations left their end values, UIKitBehaviour #376).
    func _restoreChromeAfterCancel() {
        _draggedHeight = nil
        _applyLayout()
    }

    /// The presentation is over (dismissed, or its presentation cancelled): the chrome goes
    /// and the presenter is as it was.
    func _removeChrome() {
        _dimmingView.removeFromSuperview()
        _grabberView.removeFromSuperview()
        _panGesture.view?.removeGestureRecognizer(_panGesture)
        _stepBack?.restore()
        _stepBack = nil
        _stopObservingKeyboard()
        _drag = nil
        _draggedHeight = nil
    }

    /// Whether a touch that hit `view` in the container goes through to the presenter: on the
    /// container itself or on an undimmed dimming view (UIKitBehaviour #358).
    func _passesTouchThrough(_ view: UIView?) -> Bool {
        guard let view else { return false }
        return view === containerView || (view === _dimmingView && _dimmingView.alpha < 0.01)
    }
}
