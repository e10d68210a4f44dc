import Foundation

/// Attaching gesture recognizers to views.
///
/// A view keeps its recognizers (strongly) in the order they were added; a recognizer knows
/// its view weakly. Touches hit-tested to a view are seen by the recognizers of that view and
/// of all its ancestors, the hit view's first.
extension UIView {
    /// The gesture recognizers attached to the view, in the order they were added; nil when
    /// there are none. Setting it removes the recognizers not in the new list and adds the
    /// new ones.
    ///
    /// - Note: Differs from UIKit: declared in an extension, so subclasses cannot override it.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            let incoming = newValue ?? []
            for recognizer in _gestureRecognizers where !incoming.contains(where: { $0 === recognizer }) {
                removeGestureRecognizer(recognizer)
            }
            for recognizer in incoming { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view, detaching it from any other view first;
    /// adding a recognizer the view already has changes nothing.
    ///
    /// - Note: Differs from UIKit: declared in an extension, so subclasses cannot override it.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if _gestureRecognizers.contains(where: { $0 === gestureRecognizer }) { return }
        if let previous = gestureRecognizer._view { previous.removeGestureRecognizer(gestureRecognizer) }
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer._view = self
    }

    /// Detaches `gestureRecognizer` from the view; a gesture in progress is cancelled (its
    /// handlers see `.cancelled`) and one still possible fails.
    ///
    /// - Note: Differs from UIKit: declared in an extension, so subclasses cannot override it.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        _gestureRecognizers.remove(at: index)
        gestureRecognizer._abandon()
        gestureRecognizer._view = nil
    }

    /// Whether `gestureRecognizer` may leave `.possible` for a touch hit-tested to this view;
    /// true by default.
    ///
    /// A control answers false for single-tap, single-touch recognizers attached to other
    /// views, so that its own tap action wins over a tap recognizer of an ancestor (UIKit's
    /// rule since iOS 6).
    ///
    /// - Note: Differs from UIKit: declared in an extension, so subclasses cannot override it
    ///   (UIKit's `open` method is a customisation point).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _allowsGestureToBegin(gestureRecognizer)
    }

    func _allowsGestureToBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let control = self as? UIControl, control.isEnabled, gestureRecognizer._view !== self,
           let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
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
