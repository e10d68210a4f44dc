#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A card: the new screen rises from the bottom edge with rounded corners on a spring,
    /// while the old one sinks back to 92 %, rounds its corners and dims.
    public static var card: SegueTransition {
        SegueTransition(name: "card", duration: 0.5, dampingRatio: 0.9, gestureDirection: .up) { stage in
            stage.arriving.start = ViewState(
                transform: CATransform3DMakeTranslation(0, stage.size.height, 0), cornerRadius: 16)
            stage.arriving.end = ViewState(cornerRadius: 0)
            stage.leaving.start = ViewState(cornerRadius: 0)
            stage.leaving.end = ViewState(transform: CATransform3DMakeScale(0.92, 0.92, 1), cornerRadius: 16)
            stage.dimming = (0, 0.25)
        }
    }
}
