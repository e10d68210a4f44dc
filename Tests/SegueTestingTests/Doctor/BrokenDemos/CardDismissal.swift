#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif
import SegueTesting

/// A lower card (the bottom half) that a pan drags down to dismiss — percent-driven,
/// finishing past half-way — whose dismissal animator forgets to put the card back when the
/// dismissal is cancelled.
final class HalfCardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let card = transitionContext.view(forKey: isPresenting ? .to : .from)!
        let below = CGRect(x: 0, y: container.bounds.height, width: container.bounds.width, height: container.bounds.height / 2)
        if isPresenting {
            container.addSubview(card)
            card.frame = below
        }
        let shown = isPresenting ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!) : card.frame
        UIView.animate(withDuration: 0.4, animations: {
            card.frame = self.isPresenting ? shown : below
        }, completion: { _ in
            // The bug: a cancelled dismissal leaves the card's frame below the screen.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// The card: a pan dragging it down dismisses it interactively.
final class DraggableCard: Screen {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] gesture in
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
        let delegate = CardDelegate()
        return BrokenDemo(name: "card left below after a cancelled dismissal",
                          root: { PresentingHome(style: .custom, delegate: delegate, detail: { DraggableCard(.systemYellow) }) },
                          scenarios: [
                              DemoScenario("drag down, cancelled", setup: [
                                  .perform { ($0 as? PresentingHome)?.showDetail(animated: false) }, .settle,
                              ], [
                                  .drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 600), duration: 0.5), .settle,
                              ]),
                          ])
    }
}
