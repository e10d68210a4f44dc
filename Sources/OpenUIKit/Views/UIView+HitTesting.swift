import Foundation

/// Hit testing: which view a touch at a point belongs to.
extension UIView {
    /// UIKit's rule: a hidden view, one with alpha below 0.01, one that ignores user
    /// interaction, or one being animated by a block without `.allowUserInteraction` (UIKitBehaviour
    /// #111) is never hit, nor are its subviews; otherwise the point must be inside the view,
    /// and the front-most subview that is hit wins over the receiver.
    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, _interactionBlockingAnimations == 0, !isHidden, alpha >= 0.01,
            self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in _subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
