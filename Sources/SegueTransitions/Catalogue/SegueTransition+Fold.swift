#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A fold: the old screen folds away about its edge in `direction`, in perspective, as the
    /// new one slides in behind it from the other side.
    public static func fold(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "fold(\(direction))", duration: 0.5, gestureDirection: direction) { stage in
            let v = direction.unitVector
            stage.arrivingOnTop = false
            stage.leaving.anchorPoint = CGPoint(x: 0.5 + v.dx / 2, y: 0.5 + v.dy / 2)
            stage.leaving.end = ViewState(
                alpha: 0.3, transform: .rotation(.pi / 2 * 0.95, x: v.dy, y: -v.dx, z: 0, perspective: 900))
            stage.arriving.start = .offset(direction.offset(-0.5, of: stage.size), alpha: 0.5)
        }
    }
}
