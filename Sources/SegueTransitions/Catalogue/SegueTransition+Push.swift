#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's push: the new screen slides in across the whole screen in `direction`, on top,
    /// while the old one drifts a third of the way the same way.
    public static func push(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "push(\(direction))", gestureDirection: direction) { stage in
            stage.arriving.start = .offset(direction.offset(-1, of: stage.size))
            stage.leaving.end = .offset(direction.offset(1.0 / 3, of: stage.size))
        }
    }
}
