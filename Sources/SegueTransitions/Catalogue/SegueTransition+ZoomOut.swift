#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's zoom out: the old screen grows to 130 % and fades away on top, showing the new
    /// one, which grows from 70 %.
    public static var zoomOut: SegueTransition {
        SegueTransition(name: "zoomOut", gestureDirection: .up) { stage in
            stage.arrivingOnTop = false
            stage.arriving.start = .scaled(0.7)
            stage.leaving.end = .scaled(1.3, alpha: 0)
        }
    }
}
