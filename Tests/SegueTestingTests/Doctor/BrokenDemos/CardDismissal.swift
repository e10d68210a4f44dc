import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A lower card (the bottom half) that a pan drags down to dismiss — percent-driven,
/// finishing past half-way — whose dismissal animator forgets to put the card back when the
/// dismissal is cancelled.
class HalfCardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let restoresOnCancel: Bool
    init(isPresenting: Bool, restoresOnCancel: Bool = false) {
        self.isPresenting = isPresenting
        self.restoresOnCancel = restoresOnCancel
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let card = transitionContext.view(forKey: isPresenting ? .to : .from)!
        let below = CGRect(
            x: 0, y: container.bounds.height, width: container.bounds.width, height: container.bounds.height / 2)
        if isPresenting {
            container.addSubview(card)
            card.frame = below
        }
        let shown =
            isPresenting
            ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!) : card.frame
        UIView.animate(
            withDuration: 0.4,
            animations: {
                card.frame = self.isPresenting ? shown : below
            },
            completion: { _ in
                // The bug (unless told to restore): a cancelled dismissal leaves the card's frame below the screen.
                if self.restoresOnCancel && transitionContext.transitionWasCancelled { card.frame = shown }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    /// Makes the presentation controller (a dimmed one for the chrome check).
    let makePresentationController: (UIViewController, UIViewController?) -> UIPresentationController
    /// Whether the animator puts the card back when its dismissal is cancelled.
    let restoresCard: Bool

    init(
        restoresCard: Bool = false,
        presentationController: @escaping (UIViewController, UIViewController?) -> UIPresentationController = {
            HalfCardPresentationController(presentedViewController: $0, presenting: $1)
        }
    ) {
        makePresentationController = presentationController
        self.restoresCard = restoresCard
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        makePresentationController(presented, presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: false, restoresOnCancel: restoresCard)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interaction }
}

/// The card: a pan dragging it down dismisses it interactively.
final class DraggableCard: Screen {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self] gesture in
                let pan = gesture as! UIPanGestureRecognizer
                let delegate = self.transitioningDelegate as? CardDelegate
                let percent = pan.translation(in: self.view).y / self.view.bounds.height
                switch pan.state {
                case .began:
                    delegate?.interaction = UIPercentDrivenInteractiveTransition()
                    self.dismiss(animated: true)
                case .changed:
                    delegate?.interaction?.update(percent)
                case .ended, .cancelled:
                    if percent > 0.5 { delegate?.interaction?.finish() } else { delegate?.interaction?.cancel() }
                    delegate?.interaction = nil
                default:
                    break
                }
            })
    }
}

extension BrokenDemo {
    /// The card, and a drag down by 100 points that cancels its dismissal.
    static func cardLeftBelowAfterCancel() -> BrokenDemo {
        cardDismissalCancelled("card left below after a cancelled dismissal", delegate: CardDelegate())
    }

    /// The card over a dimming view that its presentation controller fades out alongside the
    /// dismissal; `restoresDimming` says whether the alongside completion puts it back when the
    /// dismissal is cancelled (UIKit does not: UIKitBehaviour #393).
    static func dimmedCardAfterCancel(restoresDimming: Bool) -> BrokenDemo {
        cardDismissalCancelled(
            "dimmed card",
            delegate: CardDelegate(restoresCard: true) {
                DimmedCardPresentationController(
                    presentedViewController: $0, presenting: $1, restoresOnCancel: restoresDimming)
            })
    }

    private static func cardDismissalCancelled(_ name: String, delegate: CardDelegate) -> BrokenDemo {
        BrokenDemo(
            name: name,
            root: { PresentingHome(style: .custom, delegate: delegate, detail: { DraggableCard(.systemYellow) }) },
            scenarios: [
                DemoScenario(
                    "drag down, cancelled",
                    setup: [
                        .perform { ($0 as? PresentingHome)?.showDetail(animated: false) }, .settle
                    ],
                    [
                        .drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 600), duration: 0.5), .settle
                    ])
            ])
    }
}
