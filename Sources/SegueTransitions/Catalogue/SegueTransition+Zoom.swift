#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's zoom: the new screen fades in on top while shrinking from 130 %; the old one
    /// shrinks a little behind it.
    public static var zoom: SegueTransition {
        SegueTransition(name: "zoom", gestureDirection: .up) { stage in
            stage.arriving.start = .scaled(1.3, alpha: 0)
            stage.leaving.end = .scaled(0.9)
        }
    }
}
