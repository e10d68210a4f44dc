#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's fade: both screens fade at once, the old one out and the new one in, so half-way
    /// the window shows through both. ``fadeIn`` keeps the screen underneath opaque.
    public static var fade: SegueTransition {
        SegueTransition(name: "fade", duration: 0.35, gestureDirection: .up) { stage in
            stage.arriving.start.alpha = 0
            stage.leaving.end.alpha = 0
        }
    }

    /// This transition, or a dissolve of the same duration and gesture when Reduce Motion is
    /// on: the screen on top fades over the one underneath, which stays opaque, as UIKit's
    /// cross-dissolve does (UIKitBehaviour #410).
    @MainActor var honouringReduceMotion: SegueTransition {
        guard UIAccessibility.isReduceMotionEnabled else { return self }
        var fade = SegueTransition.fadeIn.with(duration: duration)
        fade.gestureDirection = gestureDirection
        return fade
    }
}
