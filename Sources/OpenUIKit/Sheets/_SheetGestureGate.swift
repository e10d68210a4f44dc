import Foundation

/// Lets a sheet's pan begin only while the sheet is shown, and never for a touch in a
/// vertically scrolling scroll view (whose drag hands over at its edge instead, UIKitBehaviour #366).
@MainActor
final class _SheetGestureGate: NSObject, UIGestureRecognizerDelegate {
    static let shared = _SheetGestureGate()

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let container = gestureRecognizer.view?.superview as? _TransitionContainerView
        return container?.presentationController?._activeSheet?._isShown ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var view = touch.view
        while let candidate = view {
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled, scrollView._scrollsVertically {
                return false
            }
            if candidate === gestureRecognizer.view { break }
            view = candidate.superview
        }
        return true
    }
}
