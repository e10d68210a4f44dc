import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Issue 29, item 5: the card's dimming view fades out alongside a dismissal; when an
/// interactive dismissal is cancelled, the card comes back and so does the dimming — the
/// presentation controller's completion puts its model alpha back (UIKitBehaviour #393).
@MainActor
@Suite struct CardCancelledDismissalTests {
    /// The demo's delegate, with a percent-driven interaction for the dismissal, as an app adds
    /// a pan-down to its card.
    final class PanDownDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let card = CardTransitioningDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        var dismissingInteractively = false
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            card.presentationController(forPresented: presented, presenting: presenting, source: source)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            card.animationController(forPresented: presented, presenting: presenting, source: source)
        }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            card.animationController(forDismissed: dismissed)
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            dismissingInteractively ? interactor : nil
        }
    }

    @Test func aCancelledPanDownBringsTheDimmingBack() throws {
        let host = HeadlessHost()
        let home = UIViewController()
        home.view.backgroundColor = .white
        host.window.rootViewController = home
        host.runUntilIdle()
        let delegate = PanDownDelegate()
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        home.present(card, animated: true)
        host.runUntilIdle()
        let controller = try #require(card.presentationController as? CardPresentationController)
        expectEqual(controller.dimmingView.alpha, 1)
        delegate.dismissingInteractively = true
        card.dismiss(animated: true)
        host.runFrame()
        delegate.interactor.update(0.4)
        host.advance(by: 0.1)
        delegate.interactor.cancel()
        host.runUntilIdle()
        #expect(home.presentedViewController === card, "the card stays")
        #expect(controller.dimmingView.alpha == 1, "the dimming is back")
        #expect(controller.dimmingView.window === host.window)
        expectEqual(controller.presentedView?.frame.minY, 424)
        let image = host.render()
        if let path = ProcessInfo.processInfo.environment["SEGUE_CARD_PNG"] {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: path))
        }
        // The home screen's white shows through the 50% black dimming at half its brightness.
        let pixel = image._premultipliedRGBA[((100 * image.width + 100) * 4)...].prefix(3).map(Int.init)
        #expect(pixel.allSatisfy { abs($0 - 127) <= 3 }, "dimmed: \(pixel)")
    }
}
