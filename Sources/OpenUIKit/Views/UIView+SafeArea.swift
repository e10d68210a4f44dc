import Foundation

/// The safe area: how each view's insets follow from its superview's, its controller's and its
/// container's bars, and how a change travels down the tree.
///
/// Every view keeps the insets it last announced (`_lastSafeAreaInsets`). A view's insets are
/// worked out from its superview's announced insets, so reading `safeAreaInsets` costs one
/// step, not a walk to the window. The announced values are brought up to date when something
/// they depend on changes — a frame, bounds or center, a move in the tree, a bar, a
/// controller's `additionalSafeAreaInsets` — and only as far down the tree as the change
/// reaches (UIKitBehaviour #208).
extension UIView {
    /// The safe area: for a window, the screen's insets; outside a window, the insets the view
    /// had when it left one; for a view controller's root view,
    /// what its place in the superview gives it, widened by its container's bars, plus the
    /// controller's `additionalSafeAreaInsets`; for any other view, the part of the view that
    /// lies outside its superview's safe area, on the edges where the superview has an inset.
    var _computedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window._windowSafeAreaInsets }
        // Out of a window the insets stay as they were when the view left it (zero for a view
        // never shown), so a controller's view hidden under a pushed one keeps its scroll
        // position and insets until it comes back (UIKitBehaviour #208).
        guard let superview = _superview else { return _lastSafeAreaInsets }
        var insets = _insetsInherited(from: superview)
        if let controller = _viewController {
            guard window != nil else { return _lastSafeAreaInsets }
            if let container = controller._parent {
                insets = container._childSafeAreaInsets(insets, forChildView: self, of: controller)
            }
            insets = insets._adding(controller._additionalSafeAreaInsets)
        }
        return insets
    }

    /// The insets the receiver's subviews measure themselves against: the safe area, less the
    /// edges a scroll view already adds to its content inset.
    var _safeAreaInsetsForSubviews: UIEdgeInsets {
        let insets = self is UIWindow ? _computedSafeAreaInsets : _lastSafeAreaInsets
        guard let scrollView = self as? UIScrollView else { return insets }
        return scrollView._insetsLeftForContent(insets)
    }

    /// The part of the receiver outside `superview`'s safe area, on the edges where the
    /// superview has an inset; measured on the frames (model values), not the animated ones.
    func _insetsInherited(from superview: UIView) -> UIEdgeInsets {
        let outer = superview._safeAreaInsetsForSubviews
        guard outer != .zero else { return .zero }
        let safe = superview.bounds.inset(by: outer)
        let mine = frame
        func clean(_ value: CGFloat) -> CGFloat { value < 1e-9 ? 0 : value }
        return UIEdgeInsets(
            top: outer.top > 0 ? clean(safe.minY - mine.minY) : 0,
            left: outer.left > 0 ? clean(safe.minX - mine.minX) : 0,
            bottom: outer.bottom > 0 ? clean(mine.maxY - safe.maxY) : 0,
            right: outer.right > 0 ? clean(mine.maxX - safe.maxX) : 0)
    }

    /// Brings the announced insets up to date after something they depend on changed; when
    /// they changed, announces it and goes on to the subviews. `boundsChanged` also sends the
    /// subviews through when the receiver's own insets stayed (their positions against its
    /// safe area moved).
    func _updateSafeAreaInsets(boundsChanged: Bool = false) {
        let new = _computedSafeAreaInsets
        let changed = new != _lastSafeAreaInsets
        if changed {
            _lastSafeAreaInsets = new
            _announceSafeAreaChange()
        }
        guard changed || (boundsChanged && _safeAreaInsetsForSubviews != .zero) else { return }
        for subview in _subviews { subview._updateSafeAreaInsets() }
    }

    /// Brings the whole subtree up to date, visiting every view (after a move in the tree,
    /// where a view deep down may have insets of its own from a controller).
    func _updateSafeAreaInsetsInSubtree() {
        let new = _computedSafeAreaInsets
        if new != _lastSafeAreaInsets {
            _lastSafeAreaInsets = new
            _announceSafeAreaChange()
        }
        for subview in _subviews { subview._updateSafeAreaInsetsInSubtree() }
    }

    /// What follows a change of the receiver's insets: `safeAreaInsetsDidChange()`, the
    /// controller's `viewSafeAreaInsetsDidChange()`, a layout pass (with the safe-area and
    /// margins guides re-solved), and a scroll view's adjusted content inset.
    func _announceSafeAreaChange() {
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        if let state = _layoutState,
            state.safeAreaLayoutGuide != nil || state.layoutMarginsGuide != nil
                || state.readableContentGuide != nil || state.keyboardLayoutGuide != nil
        {
            _layoutEngine?.setNeedsSolve(near: self)
        }
        (self as? UIScrollView)?._updateAdjustedContentInset()
    }
}

extension UIEdgeInsets {
    /// The sum of the receiver and `other`, edge by edge.
    func _adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left,
            bottom: bottom + other.bottom, right: right + other.right)
    }
}
