#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A dissolve through blur: the old screen fades out over a blurred new screen, which then
    /// comes into focus.
    public static var blurDissolve: SegueTransition {
        SegueTransition(name: "blurDissolve", duration: 0.5, gestureDirection: .up) { stage in
            stage.arrivingOnTop = false
            stage.leaving.end.alpha = 0
            stage.blur = (true, false)
        }
    }
}
