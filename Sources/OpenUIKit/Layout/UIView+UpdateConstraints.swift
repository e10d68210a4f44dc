import Foundation

/// The update-constraints pass: `updateConstraints()` (or a controller's
/// `updateViewConstraints()`) for each view marked as needing it, subviews before their
/// superview, before layout.
extension UIView {
    func _setNeedsUpdateConstraints() {
        let state = _layoutStateForWriting
        state.needsUpdateConstraints = true
        _markSubtreeNeedsUpdateConstraints()
        _layer.setNeedsLayout()
    }

    /// Marks the receiver and its ancestors as having a view below that needs the pass.
    func _markSubtreeNeedsUpdateConstraints() {
        var current: UIView? = self
        while let view = current {
            let state = view._layoutStateForWriting
            if state.subtreeNeedsUpdateConstraints && view !== self { return }
            state.subtreeNeedsUpdateConstraints = true
            current = view._superview
        }
    }

    /// Runs the pass over the receiver's tree, repeating (a few times at most) while updates
    /// mark more views.
    func _updateConstraintsPass() {
        var rounds = 0
        while _layoutState?.subtreeNeedsUpdateConstraints == true, rounds < 10 {
            rounds += 1
            _updateConstraintsInSubtree()
        }
    }

    private func _updateConstraintsInSubtree() {
        guard let state = _layoutState, state.subtreeNeedsUpdateConstraints else { return }
        state.subtreeNeedsUpdateConstraints = false
        for subview in _subviews { subview._updateConstraintsInSubtree() }
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let controller = _viewController {
            state.didCallSuperUpdateConstraints = false
            controller.updateViewConstraints()
            guard state.didCallSuperUpdateConstraints else {
                _programmerError(
                    "Auto Layout still required after sending -updateViewConstraints to \(controller). \(type(of: controller)) or one of its superclasses may have overridden -updateViewConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors."
                )
            }
        } else {
            _callUpdateConstraints()
        }
    }

    /// Calls `updateConstraints()` and checks that the override reached UIView's.
    func _callUpdateConstraints() {
        let state = _layoutStateForWriting
        state.didCallSuperUpdateConstraints = false
        updateConstraints()
        guard state.didCallSuperUpdateConstraints else {
            _programmerError(
                "Auto Layout still required after sending -updateConstraints to \(self). \(type(of: self)) or one of its superclasses may have overridden -updateConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors."
            )
        }
        // The controller path checks its own flag; keep it set for it.
        state.didCallSuperUpdateConstraints = true
    }

    /// A view whose class requires constraint-based layout, or that joined an engine, starts
    /// out needing the pass (as UIKit runs `updateConstraints()` before a view's first layout).
    func _joinUpdateConstraintsPassIfNeeded() {
        guard _layoutState?.didJoinUpdatePass != true else { return }
        _layoutStateForWriting.didJoinUpdatePass = true
        _setNeedsUpdateConstraints()
    }
}
