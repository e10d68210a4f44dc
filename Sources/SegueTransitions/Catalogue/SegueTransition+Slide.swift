#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's slide: both screens move together in `direction`, the new one taking the old
    /// one's place.
    public static func slide(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "slide(\(direction))", gestureDirection: direction) { stage in
            stage.arriving.start = .offset(direction.offset(-1, of: stage.size))
            stage.leaving.end = .offset(direction.offset(1, of: stage.size))
        }
    }
}
