#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A door: the old screen swings open on its left hinge, towards the viewer, showing the
    /// new one, which comes forward from 90 %.
    public static var door: SegueTransition {
        SegueTransition(name: "door", duration: 0.5, gestureDirection: .left) { stage in
            stage.arrivingOnTop = false
            stage.leaving.anchorPoint = CGPoint(x: 0, y: 0.5)
            stage.leaving.end = ViewState(transform: .rotation(-.pi / 2 * 0.95, x: 0, y: 1, z: 0, perspective: 800))
            stage.arriving.start = .scaled(0.9, alpha: 0.6)
            stage.dimming = (0.4, 0)
        }
    }
}
