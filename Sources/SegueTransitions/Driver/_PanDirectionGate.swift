#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Lets a pan begin only when the finger moves mostly in one of the given directions (a
/// dismissal pan does not begin on a sideways or upward drag; a tab pan only on a horizontal one).
@MainActor
final class _PanDirectionGate: NSObject, UIGestureRecognizerDelegate {
    /// The directions a pan may begin in, asked when it is about to begin.
    let directions: @MainActor () -> [TransitionDirection]

    init(directions: @escaping @MainActor () -> [TransitionDirection]) {
        self.directions = directions
        super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let moved = pan.translation(in: nil)
        return directions().contains { direction in
            let along = moved.x * direction.unitVector.dx + moved.y * direction.unitVector.dy
            let across = abs(moved.x * direction.unitVector.dy - moved.y * direction.unitVector.dx)
            return along > across
        }
    }
}
