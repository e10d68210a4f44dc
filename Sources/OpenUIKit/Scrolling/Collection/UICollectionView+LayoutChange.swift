import Foundation

/// Replacing the layout, with or without animation.
extension UICollectionView {
    func _setLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== _layout else {
            completion?(true)
            return
        }
        _layout._collectionView = nil
        _layout = layout
        _attach(layout)
        _lastLayoutBounds = nil
        guard animated, window != nil, UIView.areAnimationsEnabled else {
            _layoutVisibleElements()
            completion?(true)
            return
        }
        // Lay out for the new layout, then move the views that were already on screen from
        // their old places to the new ones.
        var oldFrames: [ObjectIdentifier: (center: CGPoint, bounds: CGRect, alpha: CGFloat)] = [:]
        for view in Array(_visibleCells.values) as [UICollectionReusableView] + Array(_visibleSupplementaries.values) {
            oldFrames[ObjectIdentifier(view)] = (view.center, view.bounds, view.alpha)
        }
        _layoutVisibleElements()
        let views = Array(_visibleCells.values) as [UICollectionReusableView] + Array(_visibleSupplementaries.values)
        var targets: [(UICollectionReusableView, CGPoint, CGRect, CGFloat)] = []
        for view in views {
            let target = (view, view.center, view.bounds, view.alpha)
            if let old = oldFrames[ObjectIdentifier(view)] {
                view.center = old.center
                view.bounds = old.bounds
                view.alpha = old.alpha
            } else {
                view.alpha = 0
            }
            targets.append(target)
        }
        UIView.animate(
            withDuration: Self._updateAnimationDuration, delay: 0, options: [],
            animations: {
                for (view, center, bounds, alpha) in targets {
                    view.center = center
                    view.bounds = bounds
                    view.alpha = alpha
                }
            }, completion: { finished in completion?(finished) })
    }
}
