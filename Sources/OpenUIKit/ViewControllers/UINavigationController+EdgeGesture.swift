import Foundation

/// The interactive pop: a left-edge pan on the navigation controller's view pops the top
/// controller with the built-in slide, following the finger. On release it finishes when the
/// finger has crossed half the width or moves right faster than 300 points per second, and
/// cancels otherwise (the thresholds are UNCONFIRMED; UIKit does not document them).
extension UINavigationController {
    static let _popVelocityThreshold: CGFloat = 300

    func _installEdgeGesture(on view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?._edgePanChanged(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        gesture.edges = .left
        gesture.delegate = _EdgeGestureGate.shared
        view.addGestureRecognizer(gesture)
        _interactivePopGestureRecognizer = gesture
    }

    private func _edgePanChanged(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = gesture.translation(in: view).x / width
        switch gesture.state {
        case .began:
            guard _stack.count > 1, !_transitionInFlight else { return }
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionCurve = .easeOut
            _gesturePopInteractor = interactor
            popViewController(animated: true)
            _activeGestureInteractor = interactor
        case .changed:
            _activeGestureInteractor?.update(progress)
        case .ended:
            let velocity = gesture.velocity(in: view).x
            _endGesturePop(cancelled: !(progress > 0.5 || velocity > Self._popVelocityThreshold))
        case .cancelled, .failed:
            _endGesturePop(cancelled: true)
        default:
            break
        }
    }
}

extension UINavigationController {
    /// Finishes or cancels the gesture's pop; a flick that ends before the pop's transition
    /// started (it starts on the next turn) ends it as soon as it starts (UIKitBehaviour #381).
    fileprivate func _endGesturePop(cancelled: Bool) {
        defer { _activeGestureInteractor = nil }
        guard let interactor = _activeGestureInteractor else { return }
        if interactor._context == nil, interactor === _gesturePopInteractor {
            interactor._endBeforeStart = cancelled
        } else if cancelled {
            interactor.cancel()
        } else {
            interactor.finish()
        }
    }
}

/// Lets the edge gesture begin only when there is something to pop.
@MainActor
final class _EdgeGestureGate: NSObject, UIGestureRecognizerDelegate {
    static let shared = _EdgeGestureGate()

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = gestureRecognizer.view?.next as? UINavigationController else { return false }
        return navigation._stack.count > 1 && !navigation._transitionInFlight
    }
}
