#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's fade: the screens cross-fade.
    public static var fade: SegueTransition {
        SegueTransition(name: "fade", duration: 0.35, gestureDirection: .up) { stage in
            stage.arriving.start.alpha = 0
            stage.leaving.end.alpha = 0
        }
    }

    /// This transition, or a cross-fade of the same duration and gesture when Reduce Motion is
    /// on (UIKitBehaviour #410).
    @MainActor var honouringReduceMotion: SegueTransition {
        guard UIAccessibility.isReduceMotionEnabled else { return self }
        var fade = SegueTransition.fade.with(duration: duration)
        fade.gestureDirection = gestureDirection
        return fade
    }
}
