#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's uncover: the old screen slides away in `direction`, uncovering the new one, which
    /// stays and brightens.
    public static func uncover(direction: TransitionDirection = .down) -> SegueTransition {
        SegueTransition(name: "uncover(\(direction))", gestureDirection: direction) { stage in
            stage.arrivingOnTop = false
            stage.leaving.end = .offset(direction.offset(1, of: stage.size))
            stage.dimming = (0.3, 0)
        }
    }
}
