import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Alongside animations scrubbed with an interactive transition, and an interruptible
/// transition paused mid-flight and sent back (UIKitBehaviour #27, #41, #42, #47, #100, #103, #106).
@MainActor
@Suite struct InterruptibleTransitionTests {
    typealias Slide = PercentDrivenTransitionTests

    /// Adds a dimming view to the container that fades in alongside the presentation.
    final class Dimming: UIPresentationController {
        let dimming = UIView()
        override func presentationTransitionWillBegin() {
            guard let container = containerView else { return }
            dimming.frame = container.bounds
            dimming.alpha = 0
            container.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in self.dimming.alpha = 1 },
                completion: nil)
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let interactor: UIPercentDrivenInteractiveTransition
        let interruptible: Bool
        init(interactor: UIPercentDrivenInteractiveTransition, interruptible: Bool) {
            self.interactor = interactor
            self.interruptible = interruptible
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            interruptible ? Slide.InterruptibleSlideAnimator(presenting: true) : Slide.SlideAnimator(presenting: true)
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            Dimming(presentedViewController: presented, presenting: presenting)
        }
    }

    private func stage(interruptible: Bool, interactor: UIPercentDrivenInteractiveTransition)
        -> (HeadlessHost, UIViewController, UIViewController, Delegate)
    {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let a = UIViewController()
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = Delegate(interactor: interactor, interruptible: interruptible)
        b.transitioningDelegate = delegate
        return (host, a, b, delegate)
    }

    private func y(_ view: UIView) -> Double { Double(view.layer.presentation()?.frame.minY ?? .nan) }

    @Test func alongsideAnimationsAreScrubbedWithTheTransition() {  // UIKitBehaviour #44, #100, #106
        let interactor = UIPercentDrivenInteractiveTransition()
        let (host, a, b, delegate) = stage(interruptible: false, interactor: interactor)
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let dimming = (b.presentationController as? Dimming)?.dimming
        for percent in [0.2, 0.65, 0.4] {
            interactor.update(percent)
            host.advance(by: 1.0 / 60)
            // Linear while interactive: the dimming's opacity is the percentage itself.
            #expect(isClose(Double(dimming?.layer.presentation()?.opacity ?? -1), percent, tolerance: 1e-6))
            #expect(isClose(y(b.view), 800 * (1 - percent), tolerance: 1e-6))
        }
        interactor.finish()
        host.runUntilIdle()
        expectEqual(dimming?.alpha, 1)
        #expect(a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }

    // UIKitBehaviour #104
    @Test func anInterruptibleTransitionCanBePausedMidFlightAndSentBack() {  // UIKitBehaviour #27, #41, #42, #47, #103
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let (host, a, b, delegate) = stage(interruptible: true, interactor: interactor)
        var presented = false
        a.present(b, animated: true) { presented = true }
        host.advance(by: 1.0 / 60)
        let coordinator = b.transitionCoordinator
        expectEqual(coordinator?.initiallyInteractive, false)
        expectEqual(coordinator?.isInteractive, false)
        expectEqual(coordinator?.isInterruptible, true)
        var changes: [Bool] = []
        coordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        host.advance(by: 0.5)  // runs on its own: halfway up
        #expect(isClose(y(b.view), 400, tolerance: 800.0 / 60 + 1e-6))
        interactor.pause()
        expectEqual(coordinator?.isInteractive, true)
        #expect(isClose(Double(interactor.percentComplete), 1 - y(b.view) / 800, tolerance: 1e-6))
        host.advance(by: 0.3)
        let held = y(b.view)
        #expect(isClose(held, 800 * (1 - Double(interactor.percentComplete)), tolerance: 1e-6), "paused where it was")
        interactor.update(0.3)
        host.advance(by: 1.0 / 60)
        #expect(isClose(y(b.view), 560, tolerance: 1e-6))
        interactor.cancel()
        expectEqual(changes, [true, false])
        host.runUntilIdle()
        #expect(!presented)
        #expect(a.presentedViewController == nil, "sent back: the presentation was cancelled")
        expectEqual(b.viewIfLoaded?.superview, nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func alongsideAnimationsJoinTheInterruptibleAnimator() {  // UIKitBehaviour #33b, #46
        let interactor = UIPercentDrivenInteractiveTransition()
        let (host, a, b, delegate) = stage(interruptible: true, interactor: interactor)
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let dimming = (b.presentationController as? Dimming)?.dimming
        for percent in [0.25, 0.7] {
            interactor.update(percent)
            host.advance(by: 0.2)  // paused: time passing changes nothing
            #expect(isClose(Double(dimming?.layer.presentation()?.opacity ?? -1), percent, tolerance: 1e-6))
            #expect(isClose(y(b.view), 800 * (1 - percent), tolerance: 1e-6))
        }
        interactor.finish()
        host.runUntilIdle()
        expectEqual(dimming?.alpha, 1)
        #expect(a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }
}
