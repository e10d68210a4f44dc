#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's page in: the new screen slides in `direction` on top, while the old one sinks
    /// back to 80 % and fades to half.
    public static func pageIn(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "pageIn(\(direction))", gestureDirection: direction) { stage in
            stage.arriving.start = .offset(direction.offset(-1, of: stage.size))
            stage.leaving.end = .scaled(0.8, alpha: 0.5)
        }
    }
}
