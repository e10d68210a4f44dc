import Foundation

/// Hidden arranged views collapse: they take no space and no spacing. Inside an animation
/// block the stack lays out at once so the other views animate into place; a view being
/// hidden keeps its layer visible while it collapses and hides when the animation ends (a view
/// being shown appears at once and grows from its collapsed frame).
extension UIView {
    func _setHidden(_ hidden: Bool) {
        guard let stack = _superview as? UIStackView, stack._isArranged(self) else {
            _layoutState?.hiddenAfterCollapse = nil
            _layer.isHidden = hidden
            return
        }
        stack._arrangedSubview(self, setHidden: hidden)
    }

    /// The hidden state the view reports: true while it collapses before hiding.
    var _isHidden: Bool { _layoutState?.hiddenAfterCollapse ?? _layer.isHidden }
}

extension UIStackView {
    func _arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
        guard view.isHidden != hidden else { return }
        guard let block = UIView._animationStack.last, block.isAnimating else {
            view._layoutState?.hiddenAfterCollapse = nil
            view._layer.isHidden = hidden
            _setNeedsArrangementUpdate()
            return
        }
        if hidden {
            view._layoutStateForWriting.hiddenAfterCollapse = true
        } else {
            view._layoutState?.hiddenAfterCollapse = nil
            view._layer.isHidden = false
        }
        _setNeedsArrangementUpdate()
        // Lay out the whole hierarchy inside the block, so every frame that moves animates.
        _hierarchyRoot.layoutIfNeeded()
        block._whenFinished { [weak view] _ in
            guard let view, view._layoutState?.hiddenAfterCollapse == true else { return }
            view._layoutState?.hiddenAfterCollapse = nil
            view._layer.isHidden = true
        }
    }
}
