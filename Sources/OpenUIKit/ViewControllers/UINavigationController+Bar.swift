import Foundation

/// The navigation bar's place: across the top, as tall as its content plus the top safe-area
/// inset, above the children's views (which fill the whole view and extend under it, as in
/// UIKit since iOS 7, with the bar in their safe area); hidden, it sits just above the top
/// edge. Moving it places the children again (see `UIViewController+SafeArea`).
extension UINavigationController {
    func _layoutNavigationBar() {
        guard let view = viewIfLoaded else { return }
        let height = _navigationBar._currentHeight(fitting: view.bounds.size)
        _navigationBar.frame = CGRect(
            x: 0, y: _isNavigationBarHidden ? -height : 0,
            width: view.bounds.width, height: height)
        _containerBarsDidChange()
    }

    func _setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isNavigationBarHidden else { return }
        _isNavigationBarHidden = hidden
        guard let view = viewIfLoaded else { return }
        if hidden == false { _navigationBar.isHidden = false }
        let place = {
            self._layoutNavigationBar()
            // The children's layout for their new safe area animates with the bar.
            if animated { self.topViewController?.viewIfLoaded?.layoutIfNeeded() }
        }
        let settle: (Bool) -> Void = { _ in self._navigationBar.isHidden = self._isNavigationBarHidden }
        if animated, view.window != nil {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: place, completion: settle)
        } else {
            UIView.performWithoutAnimation(place)
            settle(true)
        }
    }
}
