import Foundation

/// The edge swipe that shows a hidden sidebar while `presentsWithGesture` is true
/// (UIKitBehaviour #322).
///
/// A pan from the primary edge brings the first hidden sidebar (a triple-column split view's
/// supplementary column before its primary) along with the finger toward the delegate's
/// `targetDisplayModeForAction(in:)` when that shows it (else the nearest mode that does), with its animated
/// appearance calls; on release it settles shown when it is more than half out or moving out
/// faster than 300 points per second, and slides back otherwise (the thresholds are
/// UNCONFIRMED). The delegate hears `…InteractivePresentationGestureWillBegin` when it starts
/// and `…DidEnd` when the finger lifts; `willChangeTo` and `willShow` only when it settles shown.
/// The swipe leaves the secondary column's back swipe alone (it does not begin while the
/// secondary's navigation stack can pop).
extension UISplitViewController {
    static let _swipeVelocityThreshold: CGFloat = 300

    func _installPresentationGesture(on view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?._presentationGestureChanged(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        gesture.edges = .left
        gesture.delegate = _SplitGestureGate.shared
        view.addGestureRecognizer(gesture)
        _presentationGesture = gesture
    }

    /// The sidebar an edge swipe would show now, if any.
    var _sidebarForSwipe: Column? {
        guard presentsWithGesture, !_isCollapsed, _columnAnimation == nil, _gestureShow == nil else { return nil }
        let mode = displayMode
        for column in (_style == .tripleColumn ? [Column.supplementary, .primary] : [.primary])
        where !_isShowing(column, in: mode) {
            return _columnController(column) != nil ? column : nil
        }
        return nil
    }

    private func _presentationGestureChanged(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let direction: CGFloat = primaryEdge == .leading ? 1 : -1
        switch gesture.state {
        case .began:
            _beginGestureShow()
        case .changed:
            _gestureShow?.update(distance: gesture.translation(in: view).x * direction, in: self)
        case .ended:
            guard let tracking = _gestureShow else { return }
            let velocity = gesture.velocity(in: view).x * direction
            _endGestureShow(tracking, commit: tracking.progress > 0.5 || velocity > Self._swipeVelocityThreshold)
        case .cancelled, .failed:
            if let tracking = _gestureShow { _endGestureShow(tracking, commit: false) }
        default:
            break
        }
    }

    private func _beginGestureShow() {
        guard let column = _sidebarForSwipe, let controller = _columnController(column) else { return }
        delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
        let from = displayMode
        var target = _mode(showing: column, from: from)
        let asked = _targetDisplayModeForAction()
        // the delegate's target, when it shows the column
        if asked != from, _isShowing(column, in: asked) { target = asked }
        let tracking = _SplitGestureTracking(
            column: column, from: from, target: target,
            fromLayout: _layout(for: from), toLayout: _layout(for: target),
            coordinator: _SplitTransitionCoordinator(
                containerView: view, duration: Self._columnAnimationDuration,
                interactive: true))
        controller.beginAppearanceTransition(true, animated: true)
        _place(
            tracking.fromLayout.merging(visible: tracking.toLayout), frames: tracking.fromLayout.frames,
            keeping: [column, .secondary])
        _dimmingView.alpha = tracking.fromLayout.dimsSecondary ? 1 : 0
        _gestureShow = tracking
    }

    /// The finger lifted: settle shown (`commit`) or slide back.
    private func _endGestureShow(_ tracking: _SplitGestureTracking, commit: Bool) {
        _gestureShow = nil
        let final = commit ? tracking.target : tracking.from
        if commit {
            _tellDelegate(from: tracking.from, to: tracking.target)
            _chosenDisplayMode = tracking.target
        } else {
            _columnController(tracking.column)?.beginAppearanceTransition(false, animated: true)
        }
        _laidOutDisplayMode = final
        let layout = commit ? tracking.toLayout : tracking.fromLayout
        let remaining = commit ? 1 - tracking.progress : tracking.progress
        let duration = Self._columnAnimationDuration * Double(max(remaining, 0))
        let coordinator = tracking.coordinator
        coordinator.endInteraction(cancelled: !commit, duration: duration)
        let animation = _SplitColumnAnimation(
            target: final, coordinator: coordinator, moving: [tracking.column, .secondary])
        _columnAnimation = animation
        delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveEaseOut]) { [self] in
            _applyFrames(layout.frames, only: [tracking.column, .secondary])
            _dimmingView.alpha = layout.dimsSecondary ? 1 : 0
            coordinator.runAlongsideAnimations()
        } completion: { [weak self] _ in
            guard let self, self._columnAnimation === animation else { return }
            self._endColumnAnimation(animation)
        }
    }

    /// A collapse or resize during a swipe: the sidebar goes back at once.
    func _cancelGestureShow() {
        guard let tracking = _gestureShow else { return }
        _gestureShow = nil
        tracking.coordinator.endInteraction(cancelled: true, duration: 0)
        tracking.coordinator.runCompletions()
        if let controller = _columnController(tracking.column) {
            controller.beginAppearanceTransition(false, animated: false)
            controller.endAppearanceTransition()
        }
        _laidOutDisplayMode = tracking.from
    }
}

/// An edge swipe in progress: the sidebar it shows and how far out it is.
@MainActor
final class _SplitGestureTracking {
    let column: UISplitViewController.Column
    let from: UISplitViewController.DisplayMode
    let target: UISplitViewController.DisplayMode
    let fromLayout: _SplitLayout
    let toLayout: _SplitLayout
    /// The split view's `transitionCoordinator` during the swipe and its settling slide.
    let coordinator: _SplitTransitionCoordinator
    private(set) var progress: CGFloat = 0

    init(
        column: UISplitViewController.Column, from: UISplitViewController.DisplayMode,
        target: UISplitViewController.DisplayMode,
        fromLayout: _SplitLayout, toLayout: _SplitLayout, coordinator: _SplitTransitionCoordinator
    ) {
        self.column = column
        self.from = from
        self.target = target
        self.fromLayout = fromLayout
        self.toLayout = toLayout
        self.coordinator = coordinator
    }

    /// The finger moved `distance` points out from the edge: the sidebar follows it.
    func update(distance: CGFloat, in split: UISplitViewController) {
        let width = max(toLayout.frames[column]?.width ?? 1, 1)
        progress = min(max(distance / width, 0), 1)
        coordinator.interactiveProgress = progress
        let frames = _SplitLayout.interpolated(from: fromLayout, to: toLayout, progress: progress)
        split._applyFrames(frames, only: [column, .secondary])
        let startAlpha: CGFloat = fromLayout.dimsSecondary ? 1 : 0
        let endAlpha: CGFloat = toLayout.dimsSecondary ? 1 : 0
        split._dimmingView.alpha = startAlpha + (endAlpha - startAlpha) * progress
    }
}

/// Lets the split view's edge swipe begin only when it has a sidebar to show and the
/// secondary column cannot pop.
@MainActor
final class _SplitGestureGate: NSObject, UIGestureRecognizerDelegate {
    static let shared = _SplitGestureGate()

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let split = gestureRecognizer.view?.next as? UISplitViewController, split._sidebarForSwipe != nil else {
            return false
        }
        if let secondary = split._columnController(.secondary) as? UINavigationController,
            secondary.viewControllers.count > 1
        {
            return false
        }
        return true
    }
}
