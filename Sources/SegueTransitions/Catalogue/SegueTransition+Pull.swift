#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's pull, the push undone: the old screen slides away in `direction`, on top,
    /// uncovering the new one, which comes a third of the way from the other side.
    public static func pull(direction: TransitionDirection = .right) -> SegueTransition {
        SegueTransition(name: "pull(\(direction))", gestureDirection: direction) { stage in
            stage.arrivingOnTop = false
            stage.arriving.start = .offset(direction.offset(-1.0 / 3, of: stage.size))
            stage.leaving.end = .offset(direction.offset(1, of: stage.size))
        }
    }
}
