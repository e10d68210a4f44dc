import Foundation

/// The view tree: insertion, removal and reordering, kept in step with the layer tree, with
/// UIKit's callbacks in UIKit's order.
///
/// Adding a view calls, in order: the old superview's `willRemoveSubview(_:)` (when it moves),
/// `willMove(toSuperview:)`, `willMove(toWindow:)` down the moved tree (when the window
/// changes), then after the move `didMoveToWindow()` down the tree, `didMoveToSuperview()`, and
/// the new superview's `didAddSubview(_:)`. Removing calls `willRemoveSubview(_:)`,
/// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)`, then `didMoveToWindow()` and
/// `didMoveToSuperview()`.
extension UIView {
    func _insertSubview(_ view: UIView, at requestedIndex: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIView._report("UIView.addSubview: a view cannot be added to itself or to one of its descendants; ignored")
            return
        }
        if view._superview === self {
            _moveSubview(view, to: requestedIndex)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTint = view._inheritedTint
        (view._superview as? UIStackView)?._subviewWillLeave(view)
        view._superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if let oldWindow, oldWindow !== newWindow {
            UIApplication.shared._cancelTouches(inViewLeaving: oldWindow, root: view)
        }
        if oldWindow !== newWindow { view._sendWillMove(toWindow: newWindow) }
        let movedConstraints = view._superview != nil ? view._layoutWillDetach() : []
        view._detachFromSuperview()
        let index = min(max(requestedIndex, 0), _subviews.count)
        _placeLayer(of: view, at: index)
        _subviews.insert(view, at: index)
        view._superview = self
        view._layoutDidAttach(movedConstraints)
        view._updateSafeAreaInsetsInSubtree()
        _TraitUpdate.refresh(view)
        if oldWindow !== newWindow { view._sendDidMoveToWindow() }
        view.didMoveToSuperview()
        view._tintMayHaveChanged(from: oldTint)
        didAddSubview(view)
        setNeedsLayout()
    }

    func _insertSubview(_ view: UIView, nextTo sibling: UIView, above: Bool) {
        guard sibling._superview === self else {
            UIView._report("UIView.insertSubview: the sibling is not a subview of the receiver; adding on top")
            _insertSubview(view, at: _subviews.count)
            return
        }
        if view === sibling { return }
        // An index among the current subviews; `_moveSubview` accounts for the view's own removal.
        let index = _subviews.firstIndex { $0 === sibling }! + (above ? 1 : 0)
        _insertSubview(view, at: index)
    }

    func _removeFromSuperview() {
        guard let superview = _superview else { return }
        let oldWindow = window
        let oldTint = _inheritedTint
        (superview as? UIStackView)?._subviewWillLeave(self)
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if let oldWindow {
            UIApplication.shared._cancelTouches(inViewLeaving: oldWindow, root: self)
            _sendWillMove(toWindow: nil)
        }
        let movedConstraints = _layoutWillDetach()
        _detachFromSuperview()
        _layoutDidAttach(movedConstraints)
        _updateSafeAreaInsetsInSubtree()
        _TraitUpdate.refresh(self)
        if oldWindow != nil { _sendDidMoveToWindow() }
        didMoveToSuperview()
        _tintMayHaveChanged(from: oldTint)
        superview.setNeedsLayout()
    }

    /// The tint colour the view inherits, or nil when it has its own (a move cannot change it).
    var _inheritedTint: UIColor? { _tintColor == nil ? tintColor : nil }

    /// After a move: tells the tree `tintColorDidChange()` when the inherited tint changed, as
    /// UIKit does for a view whose superview's tint differs.
    func _tintMayHaveChanged(from oldTint: UIColor?) {
        if let oldTint, tintColor != oldTint { _tintColorDidChangeInTree() }
    }

    /// Removes the view and its layer from the superview without callbacks.
    func _detachFromSuperview() {
        guard let superview = _superview else { return }
        superview._subviews.removeAll { $0 === self }
        _superview = nil
        _layer.removeFromSuperlayer()
    }

    /// Moves an existing subview to `index` (no callbacks, as UIKit).
    func _moveSubview(_ view: UIView, to requestedIndex: Int) {
        guard let current = _subviews.firstIndex(where: { $0 === view }) else { return }
        let index = min(max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0), _subviews.count - 1)
        guard index != current else { return }  // already there: nothing changes, nothing to lay out
        _subviews.remove(at: current)
        view._layer.removeFromSuperlayer()
        _placeLayer(of: view, at: index)
        _subviews.insert(view, at: index)
        setNeedsLayout()
    }

    /// Inserts a subview's layer so that it sits just below the layer of the subview now at
    /// `index` (layers that belong to no subview keep their places).
    func _placeLayer(of view: UIView, at index: Int) {
        if index < _subviews.count {
            _layer.insertSublayer(view._layer, below: _subviews[index]._layer)
        } else if let last = _subviews.last {
            _layer.insertSublayer(view._layer, above: last._layer)
        } else {
            _layer.addSublayer(view._layer)
        }
    }

    /// Brings `views` (subviews of the receiver) to the front in the given order, the last one
    /// frontmost; moves nothing when they already are the frontmost subviews in that order.
    func _raiseToFront(_ views: [UIView]) {
        guard !views.isEmpty, !_subviews.suffix(views.count).elementsEqual(views, by: ===) else { return }
        for view in views { _reorder(view, toFront: true) }
    }

    func _reorder(_ view: UIView, toFront: Bool) {
        guard view._superview === self else { return }
        _moveSubview(view, to: toFront ? _subviews.count : 0)
    }

    func _exchangeSubview(at index1: Int, _ index2: Int) {
        guard _subviews.indices.contains(index1), _subviews.indices.contains(index2) else {
            UIView._report("UIView.exchangeSubview: index out of range (\(index1), \(index2)); ignored")
            return
        }
        guard index1 != index2 else { return }
        let first = _subviews[index1]
        let second = _subviews[index2]
        _subviews.swapAt(index1, index2)
        let sublayers = _layer.sublayers ?? []
        guard let i = sublayers.firstIndex(where: { $0 === first._layer }),
            let j = sublayers.firstIndex(where: { $0 === second._layer })
        else { return }
        var reordered = sublayers
        reordered.swapAt(i, j)
        _layer.sublayers = reordered
    }

    func _sendWillMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil { _hasBeenInWindow = true }
        willMove(toWindow: newWindow)
        _viewController?._viewWillMove(toWindow: newWindow)
        for subview in _subviews { subview._sendWillMove(toWindow: newWindow) }
    }

    func _sendDidMoveToWindow() {
        if window != nil { _applyAppearanceProxies() }
        didMoveToWindow()
        _viewController?._viewDidMoveToWindow()
        for subview in _subviews { subview._sendDidMoveToWindow() }
    }

    /// The next responder: a view controller's root view answers its controller, other views
    /// their superview.
    var _nextResponder: UIResponder? { _viewController ?? _superview }
}
