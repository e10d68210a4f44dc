#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Parallax, as UIKit's navigation push: the new screen slides in `direction` across the
    /// whole screen while the old one moves 30 % of the way behind a dimming.
    public static func parallax(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "parallax(\(direction))", duration: 0.35, gestureDirection: direction) { stage in
            stage.arriving.start = .offset(direction.offset(-1, of: stage.size))
            stage.leaving.end = .offset(direction.offset(0.3, of: stage.size))
            stage.dimming = (0, 0.15)
        }
    }
}
