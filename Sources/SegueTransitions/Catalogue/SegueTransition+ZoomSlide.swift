#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's zoom slide: both screens shrink to 80 % and slide together in `direction`, the
    /// new one growing back to full size as it arrives.
    public static func zoomSlide(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "zoomSlide(\(direction))", duration: 0.5, gestureDirection: direction) { stage in
            let small = CATransform3DMakeScale(0.8, 0.8, 1)
            let arrive = direction.offset(-0.9, of: stage.size)
            let leave = direction.offset(0.9, of: stage.size)
            stage.arriving.start = ViewState(
                transform: CATransform3DTranslate(small, arrive.dx / 0.8, arrive.dy / 0.8, 0))
            stage.leaving.end = ViewState(transform: CATransform3DTranslate(small, leave.dx / 0.8, leave.dy / 0.8, 0))
        }
    }
}
