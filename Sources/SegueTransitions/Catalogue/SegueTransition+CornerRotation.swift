#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// The seeds' rotation about a corner: the new screen swings in on top, turning a quarter
    /// about the bottom-right corner from the right.
    public static var cornerRotation: SegueTransition {
        SegueTransition(name: "cornerRotation", duration: 0.35, gestureDirection: .left) { stage in
            stage.arriving.anchorPoint = CGPoint(x: 1, y: 1)
            stage.arriving.start = ViewState(transform: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        }
    }
}
