// Seed 000's edge-swipe transition driven by a finger: presentation and dismissal, each
// finished and cancelled. The presented view follows the finger: the animator moves it by the
// container's width and the interaction controller's percentage is the finger's distance from
// the edge over that width.
import OpenUIKit
import SegueTesting
import Testing

/// Hands out the seed's interaction controllers and keeps weak references to them.
final class WatchedInteractivityDelegate: InteractivityTransitionDelegate {
    var made: [Weak] = []

    override func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        let controller = super.interactionControllerForPresentation(using: animator)
        made.append(Weak(object: controller))
        return controller
    }

    override func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        let controller = super.interactionControllerForDismissal(using: animator)
        made.append(Weak(object: controller))
        return controller
    }
}

/// The ease-in-out timing curve (control points 0.42, 0 and 0.58, 1) at `x`.
func easeInEaseOut(_ x: CGFloat) -> CGFloat {
    func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low: CGFloat = 0
    var high: CGFloat = 1
    for _ in 0..<50 {
        let t = (low + high) / 2
        if bezier(t, 0.42, 0.58) < x { low = t } else { high = t }
    }
    return bezier((low + high) / 2, 0, 1)
}

@MainActor @Suite struct SeedInteractivityTests {
    /// A first controller on screen with its second's appearance watched; `delegate` watches
    /// the interaction controllers.
    func setUp(_ host: HeadlessHost, _ recorder: TransitionRecorder, _ delegate: WatchedInteractivityDelegate)
        -> InteractivityFirstViewController
    {
        let first = InteractivityFirstViewController()
        first.customTransitionDelegate = delegate
        host.window.rootViewController = first
        host.runUntilIdle()
        watchAppearance(of: first, as: "A", into: recorder)
        watchAppearance(of: first.interactivitySecondViewController, as: "B", into: recorder)
        return first
    }

    @Test(arguments: [(100.0, true), (300.0, false)])
    func edgeSwipePresentation(releaseX: Double, finishes: Bool) {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let delegate = WatchedInteractivityDelegate()
        let first = setUp(host, recorder, delegate)
        let second = first.interactivitySecondViewController
        var samples: [(offset: CGFloat, percent: CGFloat)] = []
        host.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: releaseX, y: 400), duration: 0.5) {
            guard second.view.window != nil,
                let interaction = delegate.made.first?.object as? TransitionInteractionController
            else { return }
            samples.append((second.view.frameOnScreen.minX, interaction.percentComplete))
        }
        // Middle: the percentage is the finger's distance from the right edge over the width,
        // and the view is where the animator's ease-in-out curve puts it at that percentage
        // (UIView.animate's default curve: the view leads the finger in the middle of the
        // drag, as it does on iOS with Apple's sample).
        #expect(samples.count > 20)
        #expect(abs((samples.last?.percent ?? 0) - (390 - CGFloat(releaseX)) / 390) < 0.03)
        #expect(samples.allSatisfy { abs($0.offset - 390 * (1 - easeInEaseOut($0.percent))) < 1 }, "\(samples)")
        #expect(delegate.made.count == 1 && delegate.made[0].object != nil)
        host.runUntilIdle()
        if finishes {
            #expect(second.view.frameOnScreen == host.window.bounds)
            #expect(first.view.window == nil)
            #expect(first.presentedViewController === second)
            #expect(appearance(of: "A", in: recorder) == disappeared)
            #expect(appearance(of: "B", in: recorder) == appeared)
        } else {
            #expect(second.view.window == nil, "the animator removes the view when cancelled")
            #expect(first.view.frameOnScreen == host.window.bounds)
            #expect(first.presentedViewController == nil)
            #expect(
                appearance(of: "A", in: recorder) == [
                    "viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"
                ])
            #expect(
                appearance(of: "B", in: recorder) == [
                    "viewWillAppear", "viewIsAppearing", "viewWillDisappear", "viewDidDisappear"
                ])
        }
        #expect(host.reports.isEmpty)
        #expect(delegate.made[0].object == nil, "the interaction controller is gone")
    }

    @Test(arguments: [(300.0, true), (60.0, false)])
    func edgeSwipeDismissal(releaseX: Double, finishes: Bool) {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let delegate = WatchedInteractivityDelegate()
        let first = setUp(host, recorder, delegate)
        let second = first.interactivitySecondViewController
        host.tap(at: seedButtonCenter)  // the button: no interaction
        host.runUntilIdle()
        #expect(first.presentedViewController === second)
        #expect(delegate.made.count == 1 && delegate.made[0].object == nil, "the delegate asked, and got nil")
        recorder.reset()

        var samples: [(offset: CGFloat, percent: CGFloat)] = []
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: releaseX, y: 400), duration: 0.5) {
            guard let interaction = delegate.made.last?.object as? TransitionInteractionController else { return }
            samples.append((second.view.frameOnScreen.minX, interaction.percentComplete))
        }
        // The dismissed view slides right, by the eased percentage of the finger's way across.
        #expect(samples.count > 20)
        #expect(abs((samples.last?.percent ?? 0) - CGFloat(releaseX) / 390) < 0.03)
        #expect(samples.allSatisfy { abs($0.offset - 390 * easeInEaseOut($0.percent)) < 1 }, "\(samples)")
        #expect(first.view.window === host.window, "uncovered underneath")
        host.runUntilIdle()
        if finishes {
            #expect(second.view.window == nil)
            #expect(first.view.frameOnScreen == host.window.bounds)
            #expect(first.presentedViewController == nil)
            #expect(appearance(of: "A", in: recorder) == appeared)
            #expect(appearance(of: "B", in: recorder) == disappeared)
        } else {
            #expect(second.view.frameOnScreen == host.window.bounds, "back in place")
            #expect(first.view.window == nil, "the animator removes the uncovered view when cancelled")
            #expect(first.presentedViewController === second)
            #expect(
                appearance(of: "A", in: recorder) == [
                    "viewWillAppear", "viewIsAppearing", "viewWillDisappear", "viewDidDisappear"
                ])
            #expect(
                appearance(of: "B", in: recorder) == [
                    "viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"
                ])
        }
        #expect(host.reports.isEmpty)
        #expect(delegate.made.count == 2 && delegate.made.allSatisfy { $0.object == nil })
    }
}
