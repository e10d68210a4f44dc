import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// UITabBarController: selection by tap and by code, the delegate, and animated and
/// interactive tab switches (UIKitBehaviour #61, #88, #89).
@MainActor
@Suite struct TabBarControllerTests {
    final class Delegate: NSObject, UITabBarControllerDelegate {
        let recorder: TransitionRecorder
        var allows = true
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: UIPercentDrivenInteractiveTransition?
        init(_ recorder: TransitionRecorder) { self.recorder = recorder }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            recorder.record("tabs shouldSelect(\(RecordingViewController.label(viewController)))")
            return allows
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            recorder.record("tabs didSelect(\(RecordingViewController.label(viewController)))")
        }
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            recorder.record(
                "tabs animationControllerForTransitionFrom(\(RecordingViewController.label(fromVC)), to: \(RecordingViewController.label(toVC)))"
            )
            return animator
        }
        func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            recorder.record("tabs interactionControllerFor")
            return interactor
        }
    }

    /// Slides the new tab in from the side it is on, linear, 0.4 s; undoes on cancel.
    final class TabSlide: NSObject, UIViewControllerAnimatedTransitioning {
        let forward: Bool
        init(forward: Bool) { self.forward = forward }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.4
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let fromView = transitionContext.view(forKey: .from)!
            let toView = transitionContext.view(forKey: .to)!
            let width = container.bounds.width * (forward ? 1 : -1)
            let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            let start = fromView.frame
            UIView.animate(
                withDuration: 0.4, delay: 0, options: [.curveLinear],
                animations: {
                    toView.frame = final
                    fromView.frame = start.offsetBy(dx: -width, dy: 0)
                }
            ) { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.frame = start
                transitionContext.completeTransition(!cancelled)
            }
        }
    }

    private func stage() -> (HeadlessHost, TransitionRecorder, UITabBarController, [RecordingViewController], Delegate)
    {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let recorder = TransitionRecorder()
        let tabs = UITabBarController()
        let controllers = ["A", "B", "C"].map { name -> RecordingViewController in
            let controller = RecordingViewController(name, recorder)
            controller.title = name
            return controller
        }
        tabs.viewControllers = controllers
        let delegate = Delegate(recorder)
        tabs.delegate = delegate
        host.window.rootViewController = tabs
        host.advance(by: 1.0 / 60)
        recorder.reset()
        return (host, recorder, tabs, controllers, delegate)
    }

    @Test func aTapSelectsAskingTheDelegate() {  // UIKitBehaviour #61
        let (host, recorder, tabs, controllers, delegate) = stage()
        #expect(tabs.selectedViewController === controllers[0])
        expectEqual(tabs.children, controllers)
        #expect(controllers[0].tabBarController === tabs)
        expectEqual(tabs.tabBar.items?.map(\.title), ["A", "B", "C"])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        let second = tabs.tabBar._buttons[1]
        host.tap(at: second.convert(CGPoint(x: second.bounds.midX, y: second.bounds.midY), to: nil))
        expectEqual(tabs.selectedIndex, 1)
        #expect(
            recorder.events == [
                "tabs shouldSelect(B)", "tabs didSelect(B)", "tabs animationControllerForTransitionFrom(A, to: B)",
                "B viewDidLoad", "A viewWillDisappear(animated: false)", "B viewWillAppear(animated: false)",
                "A viewDidDisappear(animated: false)", "B viewIsAppearing(animated: false)",
                "B viewDidAppear(animated: false)"
            ])
        #expect(controllers[1].view.window === host.window)
        expectEqual(controllers[0].view.window, nil)
        #expect(
            controllers[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 800),
            "under the 49 pt bar (UIKitBehaviour #210)")
        recorder.reset()
        delegate.allows = false
        let third = tabs.tabBar._buttons[2]
        host.tap(at: third.convert(CGPoint(x: third.bounds.midX, y: third.bounds.midY), to: nil))
        #expect(tabs.selectedIndex == 1, "refused")
        expectEqual(recorder.events, ["tabs shouldSelect(C)"])
    }

    @Test func selectingInCodeSkipsShouldAndDidSelect() {
        let (host, recorder, tabs, controllers, _) = stage()
        tabs.selectedViewController = controllers[2]
        expectEqual(tabs.selectedIndex, 2)
        #expect(!recorder.events.contains { $0.contains("shouldSelect") || $0.contains("didSelect") })
        tabs.selectedIndex = 7
        expectEqual(tabs.selectedIndex, 2)
        expectEqual(host.reports.count, 1)
    }

    @Test func anAnimatedSwitchRunsTheDelegatesAnimator() {
        let (host, recorder, tabs, controllers, delegate) = stage()
        delegate.animator = TabSlide(forward: true)
        tabs.selectedIndex = 1
        host.advance(by: 0.2)
        #expect(
            isClose(
                Double(controllers[1].view.layer.presentation()?.frame.minX ?? .nan), 200, tolerance: 400.0 / 60 + 1e-6)
        )
        host.runUntilIdle()
        #expect(recorder.events.contains("tabs interactionControllerFor"))
        expectEqual(recorder.events(of: "B").last, "viewDidAppear(animated: true)")
        expectEqual(controllers[0].view.window, nil)
    }

    @Test(arguments: [(0.3, false), (0.7, true)])
    func anInteractiveSwitchDrivenByAPan(release fraction: Double, finishes: Bool) {
        let (host, recorder, tabs, controllers, delegate) = stage()
        let pan = UIPanGestureRecognizer { gesture in
            let pan = gesture as! UIPanGestureRecognizer
            let progress = abs(pan.translation(in: tabs.view).x) / 400
            switch pan.state {
            case .began:
                // The destination is chosen when the pan starts: right to left goes forward.
                let forward = pan.translation(in: tabs.view).x < 0
                delegate.animator = TabSlide(forward: forward)
                delegate.interactor = UIPercentDrivenInteractiveTransition()
                tabs.selectedIndex += forward ? 1 : -1
            case .changed: delegate.interactor?.update(progress)
            case .ended: if progress > 0.5 { delegate.interactor?.finish() } else { delegate.interactor?.cancel() }
            default: break
            }
        }
        tabs.view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 390, y: 300), to: CGPoint(x: 390 - 400 * fraction, y: 300), duration: 1)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, (finishes ? 1 : 0))
        #expect(tabs.selectedViewController?.view.window === host.window)
        #expect(tabs.tabBar.selectedItem === controllers[finishes ? 1 : 0].tabBarItem)
        let b = recorder.events(of: "B").filter { $0.contains("ppear") }
        #expect(
            b
                == (finishes
                    ? [
                        "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)",
                        "viewDidAppear(animated: true)"
                    ]
                    : [
                        "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)",
                        "viewWillDisappear(animated: true)",
                        "viewDidDisappear(animated: true)"
                    ]))
        #expect(host.reports.isEmpty)
    }
}
