#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Every transition of the catalogue once, the directional ones in their default direction
    /// (24 entries: Hero's set, the seeds' two, and the common ones).
    public static var catalogue: [SegueTransition] {
        [
            .push(), .pull(), .slide(), .zoomSlide(), .cover(), .uncover(), .pageIn(), .pageOut(),
            .fade, .zoom, .zoomOut, .autoReverse(presenting: .push()),
            .selectBy(presenting: .cover(), dismissing: .fade),
            .cornerRotation, .fadeIn,
            .cube(), .flip(), .door, .bubble(), .card, .swing, .parallax(), .blurDissolve, .fold()
        ]
    }
}
