#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// The seeds' fade: the new screen fades in over the old one, which stays as it is
    /// (backwards, the screen on top fades out).
    public static var fadeIn: SegueTransition {
        SegueTransition(name: "fadeIn", duration: 0.5, gestureDirection: .up) { stage in
            stage.arriving.start.alpha = 0
        }
    }
}
