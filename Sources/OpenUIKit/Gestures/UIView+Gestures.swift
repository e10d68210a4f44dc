import Foundation

/// Attaching gesture recognizers to views.
///
/// A view keeps its recognizers (strongly) in the order they were added; a recognizer knows
/// its view weakly. Touches hit-tested to a view are seen by the recognizers of that view and
/// of all its ancestors, the hit view's first.
extension UIView {
    func _setGestureRecognizers(_ newValue: [UIGestureRecognizer]?) {
        let incoming = newValue ?? []
        for recognizer in _gestureRecognizers where !incoming.contains(where: { $0 === recognizer }) {
            removeGestureRecognizer(recognizer)
        }
        for recognizer in incoming { addGestureRecognizer(recognizer) }
    }

    func _addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if _gestureRecognizers.contains(where: { $0 === gestureRecognizer }) { return }
        if let previous = gestureRecognizer._view { previous.removeGestureRecognizer(gestureRecognizer) }
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer._view = self
    }

    func _removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        _gestureRecognizers.remove(at: index)
        gestureRecognizer._abandon()
        gestureRecognizer._view = nil
    }

    func _allowsGestureToBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let control = self as? UIControl, control.isEnabled, gestureRecognizer._view !== self,
            let tap = gestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return true
    }

    /// The recognizers that see a touch hit-tested to this view: this view's, then each
    /// ancestor's up to the window, each in the order they were added.
    func _gestureRecognizersForTouch() -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view: UIView? = self
        while let current = view {
            result.append(contentsOf: current._gestureRecognizers)
            view = current.superview
        }
        return result
    }
}
