#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A swing: the new screen hangs from its top edge and swings down into place on a lively
    /// spring, in perspective.
    public static var swing: SegueTransition {
        SegueTransition(name: "swing", duration: 0.7, dampingRatio: 0.55, gestureDirection: .down) { stage in
            stage.arriving.anchorPoint = CGPoint(x: 0.5, y: 0)
            stage.arriving.start = ViewState(
                alpha: 0, transform: .rotation(.pi / 2 * 0.9, x: 1, y: 0, z: 0, perspective: 700))
            stage.dimming = (0, 0.2)
        }
    }
}
