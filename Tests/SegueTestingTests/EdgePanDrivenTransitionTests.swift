import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A screen-edge drag synthesised by `HeadlessHost.drag` drives a percent-driven interactive
/// presentation end to end: released early it cancels, released late it finishes in the
/// remaining `(1 − p) × duration / completionSpeed`.
@MainActor
@Suite struct EdgePanDrivenTransitionTests {
    /// Slides the presented view in from the right over 1 s, linearly; undoes it when cancelled.
    @MainActor
    final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            1
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let view = transitionContext.view(forKey: .to)!
            let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            let start = final.offsetBy(dx: transitionContext.containerView.bounds.width, dy: 0)
            view.frame = start
            transitionContext.containerView.addSubview(view)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.frame = final }) {
                _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { view.frame = start }
                transitionContext.completeTransition(!cancelled)
            }
        }
    }

    /// Vends the slide, and the interactor only while a gesture drives the transition.
    @MainActor
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideInAnimator()
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
    }

    /// A 400 × 800 screen, A at the root, B presented (custom style) by a drag from the left
    /// edge: progress is the horizontal translation over the screen's width; released past
    /// half way it finishes, otherwise it cancels.
    @MainActor
    final class Stage {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let recorder = TransitionRecorder()
        let a: RecordingViewController
        let b: RecordingViewController
        let delegate = Delegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        var releasedAt: CFTimeInterval?

        init() {
            a = RecordingViewController("A", recorder)
            b = RecordingViewController("B", recorder)
            host.window.rootViewController = a
            host.advance(by: 1.0 / 60)
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            interactor.completionCurve = .linear
            let edgePan = UIScreenEdgePanGestureRecognizer { [unowned self] gesture in
                let pan = gesture as! UIScreenEdgePanGestureRecognizer
                let progress = pan.translation(in: nil).x / 400
                switch gesture.state {
                case .began:
                    self.delegate.interactor = self.interactor
                    self.a.present(self.b, animated: true) { self.recorder.record("present completion") }
                case .changed:
                    self.interactor.update(progress)
                case .ended, .cancelled:
                    self.releasedAt = CACurrentMediaTime()
                    if gesture.state == .ended && progress > 0.5 {
                        self.interactor.finish()
                    } else {
                        self.interactor.cancel()
                    }
                    self.delegate.interactor = nil
                default:
                    break
                }
            }
            edgePan.edges = .left
            a.view.addGestureRecognizer(edgePan)
        }
    }

    @Test func releasedPastHalfWayTheTransitionFinishesInTheRemainingTime() {
        let stage = Stage()
        // 300 pt in 0.5 s: released at p = 0.75; the rest takes (1 − 0.75) × 1 s / 1 = 0.25 s.
        stage.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 302, y: 400), duration: 0.5)
        #expect(stage.releasedAt != nil)
        expectEqual(stage.interactor.percentComplete, 0.75)
        #expect(isClose(stage.b.view.layer.presentation()?.frame.minX ?? .nan, 100, tolerance: 1e-6))
        stage.host.advance(by: 0.2)
        #expect(!stage.recorder.events.contains("present completion"))
        stage.host.advance(by: 0.1)
        #expect(stage.recorder.events.contains("present completion"))
        #expect(stage.a.presentedViewController === stage.b)
        expectEqual(stage.b.view.frame.minX, 0)
    }

    @Test func releasedEarlyTheTransitionCancelsAndTheHierarchyIsRestored() {
        let stage = Stage()
        stage.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 102, y: 400), duration: 0.5)
        expectEqual(stage.interactor.percentComplete, 0.25)
        stage.host.runUntilIdle()
        expectEqual(stage.a.presentedViewController, nil)
        expectEqual(stage.b.viewIfLoaded?.superview, nil)
        #expect(!stage.recorder.events.contains("present completion"))
    }

    @Test func aDragAwayFromTheEdgeStartsNothing() {
        let stage = Stage()
        stage.host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 360, y: 400), duration: 0.5)
        stage.host.runUntilIdle()
        expectEqual(stage.a.presentedViewController, nil)
        expectEqual(stage.releasedAt, nil)
    }
}
