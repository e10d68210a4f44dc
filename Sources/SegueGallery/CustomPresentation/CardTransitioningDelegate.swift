#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Vends the card presentation's pieces: a `CardPresentationController` for the layout, the
/// dimming and the wrapper, and a `CardAnimator` each way.
///
/// UIKit asks for the presentation controller only for a `.custom` presentation, so the
/// presenting screen sets that style together with this delegate.
@MainActor
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// How many presentation controllers were made (for tests and curious readers; UIKit keeps
    /// the live one as the presented controller's `presentationController`).
    private(set) var presentationControllersMade = 0

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        presentationControllersMade += 1
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: false)
    }
}
