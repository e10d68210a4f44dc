#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's page out: the old screen slides away in `direction`, on top, while the new one
    /// rises from 80 % and half opacity.
    public static func pageOut(direction: TransitionDirection = .right) -> SegueTransition {
        SegueTransition(name: "pageOut(\(direction))", gestureDirection: direction) { stage in
            stage.arrivingOnTop = false
            stage.arriving.start = .scaled(0.8, alpha: 0.5)
            stage.leaving.end = .offset(direction.offset(1, of: stage.size))
        }
    }
}
