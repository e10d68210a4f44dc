#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's cover: the new screen slides in `direction` over the old one, which stays and dims.
    public static func cover(direction: TransitionDirection = .up) -> SegueTransition {
        SegueTransition(name: "cover(\(direction))", gestureDirection: direction) { stage in
            stage.arriving.start = .offset(direction.offset(-1, of: stage.size))
            stage.dimming = (0, 0.3)
        }
    }
}
