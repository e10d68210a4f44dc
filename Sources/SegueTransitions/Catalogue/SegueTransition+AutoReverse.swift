#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's auto-reverse: `presenting` forwards, and the backward transition is its reverse
    /// (a push to the left comes back as a pull to the right).
    ///
    /// Every catalogue transition already reverses itself backwards; this form names it, for
    /// ports of Hero code and to undo a ``selectBy(presenting:dismissing:)``.
    public static func autoReverse(presenting: SegueTransition) -> SegueTransition {
        SegueTransition(
            name: "autoReverse(\(presenting.name))", duration: presenting.duration,
            dampingRatio: presenting.dampingRatio, gestureDirection: presenting.gestureDirection,
            describe: presenting.describe)
    }
}
