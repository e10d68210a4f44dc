#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A card flip in `direction`: the old screen turns over and the new one is its back.
    public static func flip(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "flip(\(direction))", duration: 0.6, gestureDirection: direction) { stage in
            let v = direction.unitVector
            stage.arriving.showsBack = false
            stage.leaving.showsBack = false
            stage.arriving.start = ViewState(transform: .rotation(-.pi, x: -v.dy, y: v.dx, z: 0))
            stage.leaving.end = ViewState(transform: .rotation(.pi, x: -v.dy, y: v.dx, z: 0))
        }
    }
}
