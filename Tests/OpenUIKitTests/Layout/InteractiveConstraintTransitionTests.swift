import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The animated-constraint pattern inside an interactive transition: the animator changes a
/// constraint's constant and calls `layoutIfNeeded()` in an animation, and a
/// `UIPercentDrivenInteractiveTransition` scrubs it; the constrained card sits at exact
/// fractions of its path at every `update(_:)`, and runs on (or back) after `finish()` /
/// `cancel()`.
@MainActor
@Suite struct InteractiveConstraintTransitionTests {
    /// A presented screen whose card (300 pt tall, 20 pt from the sides) is pinned to the
    /// bottom by `bottom`: 300 below the screen before the transition, 20 above its edge after.
    final class CardViewController: UIViewController {
        let card = UIView()
        lazy var bottom = card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 300)

        override func viewDidLoad() {
            super.viewDidLoad()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                card.heightAnchor.constraint(equalToConstant: 300),
                bottom
            ])
        }
    }

    /// Slides the card up by animating its bottom constraint in `UIView.animate` (linear, 1 s).
    class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            1
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let (screen, layOut) = Self.prepare(transitionContext)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: layOut) { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { screen.bottom.constant = 300 }
                transitionContext.completeTransition(!cancelled)
            }
        }

        /// Adds the presented view with the card below the screen, and returns the layout to animate.
        static func prepare(_ context: any UIViewControllerContextTransitioning) -> (CardViewController, () -> Void) {
            let screen = context.viewController(forKey: .to) as! CardViewController
            let view = context.view(forKey: .to)!
            view.frame = context.finalFrame(for: screen)
            context.containerView.addSubview(view)
            view.layoutIfNeeded()
            screen.bottom.constant = -20
            return (screen, { view.layoutIfNeeded() })
        }
    }

    /// The same constraint animation in a property animator vended as the interruptible animator.
    final class InterruptibleCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private var propertyAnimator: UIViewPropertyAnimator?

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            1
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            _ = interruptibleAnimator(using: transitionContext)
        }

        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            if let propertyAnimator { return propertyAnimator }
            let (screen, layOut) = CardAnimator.prepare(transitionContext)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: layOut)
            animator.addCompletion { position in
                if position != .end { screen.bottom.constant = 300 }
                transitionContext.completeTransition(position == .end)
            }
            propertyAnimator = animator
            return animator
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        var usesPropertyAnimator = false
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            usesPropertyAnimator ? InterruptibleCardAnimator() : CardAnimator()
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
    }

    /// A 400 × 800 screen presenting a card screen interactively; the card's presented top.
    private func stage(propertyAnimator: Bool = false) -> (HeadlessHost, UIViewController, CardViewController, Delegate)
    {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let root = UIViewController()
        host.window.rootViewController = root
        host.advance(by: 1.0 / 60)
        let cards = CardViewController()
        cards.modalPresentationStyle = .custom
        let delegate = Delegate()
        delegate.usesPropertyAnimator = propertyAnimator
        delegate.interactor.completionCurve = .linear
        cards.transitioningDelegate = delegate
        root.present(cards, animated: true)
        host.advance(by: 1.0 / 60)
        return (host, root, cards, delegate)
    }

    /// Where the card's top is drawn: 800 at 0 %, 480 at 100 %.
    private func top(_ screen: CardViewController) -> Double {
        Double(screen.card.layer.presentation()?.frame.minY ?? .nan)
    }

    private func top(at fraction: Double) -> Double { 800 - 320 * fraction }

    @Test func updatesPlaceTheConstrainedCardAtExactFractionsThenFinishRunsOn() {
        let (host, root, screen, delegate) = stage()
        #expect(screen.card.frame == CGRect(x: 20, y: 480, width: 360, height: 300), "the model is final at once")
        delegate.interactor.update(0.25)
        host.advance(by: 1.0 / 60)
        #expect(isClose(top(screen), top(at: 0.25), tolerance: 1e-6), "720")
        #expect(isClose(Double(screen.card.layer.presentation()!.frame.width), 360, tolerance: 1e-9))
        delegate.interactor.update(0.5)
        host.advance(by: 0.5)
        #expect(isClose(top(screen), top(at: 0.5), tolerance: 1e-6), "640, and still while interactive")
        delegate.interactor.finish()
        // The rest, 0.5 s at completion speed 1: 15 frames (each counts from finish()) are 0.25 s.
        host.advance(by: 0.25)
        #expect(isClose(top(screen), top(at: 0.75), tolerance: 1e-6), "560")
        host.runUntilIdle()
        #expect(root.presentedViewController === screen)
        #expect(screen.card.frame.minY == 480 && top(screen) == 480)
    }

    @Test func cancelRunsTheConstraintAnimationBack() {
        let (host, root, screen, delegate) = stage()
        delegate.interactor.update(0.5)
        host.advance(by: 1.0 / 60)
        #expect(isClose(top(screen), top(at: 0.5), tolerance: 1e-6))
        delegate.interactor.cancel()
        host.advance(by: 0.25)
        #expect(isClose(top(screen), top(at: 0.25), tolerance: 1e-6), "halfway back: 720")
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        #expect(screen.bottom.constant == 300, "the animator put the constant back")
        expectEqual(screen.viewIfLoaded?.superview, nil)
    }

    @Test func aPropertyAnimatorOfTheConstraintIsScrubbedThroughFractionComplete() {
        let (host, root, screen, delegate) = stage(propertyAnimator: true)
        delegate.interactor.update(0.25)
        host.advance(by: 1.0 / 60)
        #expect(isClose(top(screen), top(at: 0.25), tolerance: 1e-6))
        delegate.interactor.update(0.75)
        host.advance(by: 1.0 / 60)
        #expect(isClose(top(screen), top(at: 0.75), tolerance: 1e-6))
        delegate.interactor.update(0.5)
        host.advance(by: 1.0 / 60)
        #expect(isClose(top(screen), top(at: 0.5), tolerance: 1e-6), "scrubbing back")
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(root.presentedViewController === screen)
        expectEqual(top(screen), 480)
    }
}
