import Foundation

/// A scroll view in a sheet hands its drag to the sheet at its top edge (UIKitBehaviour #366,
/// #367): pulled down there, the sheet follows the finger (to a smaller detent or a dismissal);
/// pushed up with the sheet below its largest detent and
/// `prefersScrollingExpandsWhenScrolledToEdge`, the sheet grows first, and the content scrolls
/// once the sheet reached its largest detent.
extension UISheetPresentationController {
    /// The scroll view's drag moved `dy` points (down is positive); returns the part the
    /// scroll view still moves its content by.
    func _scrollViewDrag(_ scrollView: UIScrollView, dy: CGFloat) -> CGFloat {
        guard dy != 0, dy.isFinite else { return dy }
        if let drag = _drag {
            guard drag.scrollView === scrollView else { return dy }
            if dy < 0, drag.dismissal == nil, let container = containerView,
                let largest = _resolvedDetents(in: container.bounds.size).last,
                (_draggedHeight ?? 0) - dy >= largest.height
            {
                // Fully expanded: the sheet rests at its largest detent and the content scrolls.
                _drag = nil
                _rest(at: largest, velocity: 0)
                return dy
            }
            _dragBy(dy)
            return 0
        }
        guard _isShown, let container = containerView else { return dy }
        let top = -scrollView.adjustedContentInset.top
        guard scrollView.contentOffset.y <= top + 0.5 else { return dy }
        let size = container.bounds.size
        let expands =
            dy < 0 && prefersScrollingExpandsWhenScrolledToEdge && _shape(for: size).usesDetents
            && _selectedDetent(in: size).height < (_resolvedDetents(in: size).last?.height ?? 0) - 0.5
        guard dy > 0 || expands, _beginDrag(scrollView: scrollView) else { return dy }
        _dragBy(dy)
        return 0
    }

    /// The scroll view's drag ended at `velocity` points per second (down is positive):
    /// true when the sheet had it (the content then does not decelerate).
    func _scrollViewDragEnded(_ scrollView: UIScrollView, velocity: CGFloat) -> Bool {
        guard let drag = _drag, drag.scrollView === scrollView else { return false }
        _endDrag(velocity: velocity)
        return true
    }
}

extension UIScrollView {
    /// The sheet this scroll view is shown in, if any.
    var _enclosingSheet: UISheetPresentationController? {
        var view = superview
        while let candidate = view {
            if let container = candidate as? _TransitionContainerView {
                return container.presentationController?._activeSheet
            }
            view = candidate.superview
        }
        return nil
    }
}
