import Foundation

/// Where a view controller's view is in its appearance cycle.
enum _AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// Appearance callbacks: `viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewDidAppear(_:)`,
/// `viewWillDisappear(_:)`, `viewDidDisappear(_:)`.
///
/// Each controller keeps its appearance state. `beginAppearanceTransition(true, …)` from a
/// disappeared or disappearing state calls `viewWillAppear(_:)`; `false` from an appeared or
/// appearing state calls `viewWillDisappear(_:)`; `endAppearanceTransition()` then calls the
/// matching "did" method. Calls that do not change the state are ignored, so callbacks stay
/// balanced however often a container asks (UIKitBehaviour #95, #97). `viewIsAppearing(_:)` runs once
/// per appearance, at the view's first layout in a window after `viewWillAppear(_:)`, or just
/// before `viewDidAppear(_:)` at the latest. Children whose views are in the receiver's view
/// get the same calls when `shouldAutomaticallyForwardAppearanceMethods` is true.
extension UIViewController {
    func _beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard _appearanceState == .disappeared || _appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            _appearanceState = .appearing
            _appearanceAnimated = animated
            _viewIsAppearingPending = true
            viewWillAppear(animated)
        } else {
            guard _appearanceState == .appeared || _appearanceState == .appearing else { return }
            _appearanceState = .disappearing
            _appearanceAnimated = animated
            _viewIsAppearingPending = false
            viewWillDisappear(animated)
        }
        // A child leaving in its container's transition (its view stays until the transition
        // ends) disappeared with it and does not appear again with the container (soak seed 75).
        for child in _childrenReceivingAppearance where !(isAppearing && child._leavesInContainerTransition) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    func _endAppearanceTransition() {
        switch _appearanceState {
        case .appearing:
            _callViewIsAppearingIfPending()
            _appearanceState = .appeared
            _hasAppeared = true
            viewDidAppear(_appearanceAnimated)
        case .disappearing:
            _appearanceState = .disappeared
            viewDidDisappear(_appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in _childrenReceivingAppearance { child.endAppearanceTransition() }
    }

    /// The children that hear the receiver's appearance changes: those whose views are loaded
    /// and inside the receiver's view.
    var _childrenReceivingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = _view else { return [] }
        return _children.filter { child in child._view.map { $0.isDescendant(of: view) } ?? false }
    }

    /// Before the view lays out: `viewIsAppearing(_:)` if due, then `viewWillLayoutSubviews()`.
    func _viewWillLayout() {
        if _view?.window != nil { _callViewIsAppearingIfPending() }
        viewWillLayoutSubviews()
    }

    private func _callViewIsAppearingIfPending() {
        guard _viewIsAppearingPending, _appearanceState == .appearing else { return }
        _viewIsAppearingPending = false
        viewIsAppearing(_appearanceAnimated)
    }

    /// Whether the receiver's appearance says it is on screen or coming on screen.
    var _isAppearingOrAppeared: Bool {
        _appearanceState == .appearing || _appearanceState == .appeared
    }

    /// Whether a container's switch between children plays as a transition with appearance
    /// calls: its view is in a window and it is appearing or appeared. Otherwise — hidden by a
    /// tab switch, covered by a full-screen presentation (whose animation may still hold its
    /// view in the window, soak seed 145), or never shown — the views swap silently and the
    /// new child appears with the container.
    var _isShownForTransitions: Bool {
        viewIfLoaded?.window != nil && _isAppearingOrAppeared
    }

    /// Ends the receiver's appearance change so that it ends appeared (`shown`) or
    /// disappeared: a change the other way is turned first (a cancelled appearance or
    /// disappearance, UIKitBehaviour #89); a controller already in the wanted state hears nothing.
    func _settleAppearance(shown: Bool, animated: Bool) {
        if shown, !_isAppearingOrAppeared {
            beginAppearanceTransition(true, animated: animated)
        } else if !shown, _isAppearingOrAppeared {
            beginAppearanceTransition(false, animated: animated)
        }
        guard _appearanceState == .appearing || _appearanceState == .disappearing else { return }
        endAppearanceTransition()
    }

    // MARK: Children added to or removed from a window

    /// Whether the receiver is a child whose appearance follows its view entering and leaving
    /// the window (a container added its view without managing appearance itself).
    private var _followsWindowAppearance: Bool {
        if _presentedAtRest { return true }  // UIKitBehaviour #380
        guard let parent = _parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
        return parent._appearanceState == .appeared || parent._appearanceState == .appearing
    }

    /// A child's view is about to enter or leave a window: the child starts to appear or
    /// disappear, unless something (a transition) already manages its appearance.
    func _viewWillMove(toWindow window: UIWindow?) {
        guard _followsWindowAppearance else { return }
        if window != nil, _appearanceState == .disappeared, !_leavesInContainerTransition {
            _appearsWithWindow = true
            beginAppearanceTransition(true, animated: false)
        } else if window == nil, _appearanceState == .appeared {
            _appearsWithWindow = true
            beginAppearanceTransition(false, animated: false)
        }
    }

    /// Ends the appearance change `_viewWillMove(toWindow:)` began; a view that enters a
    /// window while its controller appears is laid out at the next commit, where
    /// `viewIsAppearing(_:)` runs.
    func _viewDidMoveToWindow() {
        if _viewIsAppearingPending, _appearanceState == .appearing, let view = _view, view.window != nil {
            view.setNeedsLayout()
        }
        guard _appearsWithWindow else { return }
        _appearsWithWindow = false
        endAppearanceTransition()
    }
}
