import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The bar's title and back button during push and pop (UIKitBehaviour #212–#216): where each
/// view is and how opaque, at exact instants of animated and interactive transitions.
@MainActor
@Suite struct NavigationBarItemTransitionTests {
    /// A 400 × 800 pt screen (20 pt top inset) with a navigation controller whose root is
    /// "Inbox", and `titles` pushed on it without animation.
    private func stage(pushing titles: [String] = []) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 400, height: 800),
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        for title in titles {
            let controller = UIViewController()
            controller.title = title
            navigation.pushViewController(controller, animated: false)
            host.runUntilIdle()  // one change of the stack at a time
        }
        host.runUntilIdle()
        return (host, navigation)
    }

    private func pushed(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    private func labels(_ bar: UINavigationBar) -> [UILabel] { bar.subviews.compactMap { $0 as? UILabel } }
    private func buttons(_ bar: UINavigationBar) -> [UIButton] { bar.subviews.compactMap { $0 as? UIButton } }
    private func alpha(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? view.layer.opacity) }
    private func midX(_ view: UIView) -> Double { Double((view.layer.presentation()?.frame ?? view.frame).midX) }

    /// The built-in slide's progress, read from the incoming view (push) or the outgoing one (pop).
    private func progress(_ view: UIView, pushing: Bool) -> Double {
        let x = Double(view.layer.presentation()?.frame.minX ?? .nan)
        return pushing ? 1 - x / 400 : x / 400
    }

    /// Checks the settled bar: one title and one back button, opaque, in their layout places.
    private func expectSettled(
        _ bar: UINavigationBar, title: String, back: String?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(labels(bar).map(\.text) == [title], sourceLocation: sourceLocation)
        #expect(buttons(bar).count == 1, sourceLocation: sourceLocation)
        #expect(bar._titleLabel.alpha == 1 && alpha(bar._titleLabel) == 1, sourceLocation: sourceLocation)
        #expect(bar._titleLabel.frame == bar._titleFrame, sourceLocation: sourceLocation)
        #expect(midX(bar._titleLabel) == 200, sourceLocation: sourceLocation)
        #expect(bar._backButton.alpha == 1 && alpha(bar._backButton) == 1, sourceLocation: sourceLocation)
        #expect(bar._backButton.frame == bar._backButtonFrame(for: bar._backButton), sourceLocation: sourceLocation)
        #expect(bar._backButton.isUserInteractionEnabled, sourceLocation: sourceLocation)
        if let back {
            #expect(!bar._backButton.isHidden, sourceLocation: sourceLocation)
            #expect(bar._backButton.title(for: .normal) == back, sourceLocation: sourceLocation)
        } else {
            #expect(bar._backButton.isHidden, sourceLocation: sourceLocation)
        }
    }

    @Test func anAnimatedPushSlidesAndFadesTheTitlesAndFadesTheBackButtonIn() {
        let (host, navigation) = stage()
        let bar = navigation.navigationBar
        let detail = pushed("Message")
        navigation.pushViewController(detail, animated: true)
        host.runFrame()  // the transition starts on the next turn
        let (oldTitle, newTitle) = (labels(bar)[0], labels(bar)[1])
        let (oldBack, newBack) = (buttons(bar)[0], buttons(bar)[1])
        #expect(oldTitle.text == "Inbox" && newTitle.text == "Message")
        #expect(oldBack.isHidden, "the root had no back button")
        #expect(!newBack.isHidden && newBack.title(for: .normal) == "‹ Inbox")
        // Start: the old title in the centre, opaque; the new one at the trailing side, clear.
        #expect(alpha(oldTitle) == 1 && midX(oldTitle) == 200)
        #expect(alpha(newTitle) == 0 && midX(newTitle) == 400)
        expectEqual(alpha(newBack), 0)
        let towardBack = Double(newBack.frame.midX) - 200
        #expect(towardBack < -100, "the back button is at the leading edge")

        host.advance(by: _NavigationParallaxAnimator.duration / 2)
        let p = progress(detail.view, pushing: true)
        #expect(p > 0.3 && p < 0.99, "part-way along the slide's spring: \(p)")
        #expect(isClose(alpha(newTitle), p, tolerance: 1e-6) && isClose(alpha(oldTitle), 1 - p, tolerance: 1e-6))
        #expect(isClose(alpha(newBack), p, tolerance: 1e-6))
        #expect(isClose(midX(newTitle), 200 + 200 * (1 - p), tolerance: 1e-6), "in from the trailing side")
        #expect(isClose(midX(oldTitle), 200 + towardBack * p, tolerance: 1e-6), "out toward the back button")

        host.runUntilIdle()
        expectSettled(bar, title: "Message", back: "‹ Inbox")
    }

    @Test func anAnimatedPopCrossFadesTheBackButtonsAndSlidesTheTitlesBack() {
        let (host, navigation) = stage(pushing: ["Folders", "Message"])
        let bar = navigation.navigationBar
        let leaving = navigation.topViewController!
        let backBefore = bar._backButton.frame
        navigation.popViewController(animated: true)
        host.runFrame()  // the transition starts on the next turn
        let (oldTitle, newTitle) = (labels(bar)[0], labels(bar)[1])
        let (oldBack, newBack) = (buttons(bar)[0], buttons(bar)[1])
        #expect(oldTitle.text == "Message" && newTitle.text == "Folders")
        #expect(oldBack.title(for: .normal) == "‹ Folders" && newBack.title(for: .normal) == "‹ Inbox")
        #expect(!oldBack.isHidden && !newBack.isHidden)
        #expect(!oldBack.isUserInteractionEnabled, "the leaving back button takes no taps")
        let fromBack = Double(backBefore.midX)
        #expect(alpha(oldTitle) == 1 && midX(oldTitle) == 200)
        #expect(
            alpha(newTitle) == 0 && midX(newTitle) == fromBack, "the revealed title starts where its back button was")
        #expect(alpha(oldBack) == 1 && alpha(newBack) == 0)

        host.advance(by: _NavigationParallaxAnimator.duration / 2)
        let p = progress(leaving.view, pushing: false)
        #expect(p > 0.3 && p < 0.99, "part-way along the slide's spring: \(p)")
        #expect(isClose(alpha(oldBack), 1 - p, tolerance: 1e-6) && isClose(alpha(newBack), p, tolerance: 1e-6))
        #expect(isClose(alpha(oldTitle), 1 - p, tolerance: 1e-6) && isClose(alpha(newTitle), p, tolerance: 1e-6))
        #expect(isClose(midX(oldTitle), 200 + 200 * p, tolerance: 1e-6), "out toward the trailing side")
        #expect(isClose(midX(newTitle), fromBack + (200 - fromBack) * p, tolerance: 1e-6))

        host.runUntilIdle()
        expectSettled(bar, title: "Folders", back: "‹ Inbox")
    }

    @Test func poppingToTheRootFadesTheBackButtonOut() {
        let (host, navigation) = stage(pushing: ["Folders", "Message"])
        let bar = navigation.navigationBar
        let leaving = navigation.topViewController!
        navigation.popToRootViewController(animated: true)
        host.advance(by: _NavigationParallaxAnimator.duration / 2)
        let (oldBack, newBack) = (buttons(bar)[0], buttons(bar)[1])
        #expect(newBack.isHidden, "the root has no back button to fade in")
        let p = progress(leaving.view, pushing: false)
        #expect(p > 0.3 && p < 0.99)
        #expect(isClose(alpha(oldBack), 1 - p, tolerance: 1e-6))
        expectEqual(labels(bar).map(\.text), ["Message", "Inbox"])
        host.runUntilIdle()
        expectSettled(bar, title: "Inbox", back: nil)
    }

    @Test func anInteractivePopFollowsTheProgressAndACancelRestoresTheBarExactly() {
        let (host, navigation) = stage(pushing: ["Folders", "Message"])
        let bar = navigation.navigationBar
        let titleFrame = bar._titleLabel.frame
        let backFrame = bar._backButton.frame
        let interactor = UIPercentDrivenInteractiveTransition()
        navigation._gesturePopInteractor = interactor
        navigation.popViewController(animated: true)
        host.runFrame()  // the pop starts on the next turn
        interactor.update(0.3)
        host.advance(by: 0.5)  // a paused transition: time passing changes nothing
        let (oldTitle, newTitle) = (labels(bar)[0], labels(bar)[1])
        let (oldBack, newBack) = (buttons(bar)[0], buttons(bar)[1])
        #expect(isClose(alpha(oldTitle), 0.7, tolerance: 1e-6) && isClose(alpha(newTitle), 0.3, tolerance: 1e-6))
        #expect(isClose(alpha(oldBack), 0.7, tolerance: 1e-6) && isClose(alpha(newBack), 0.3, tolerance: 1e-6))
        #expect(isClose(midX(oldTitle), 200 + 200 * 0.3, tolerance: 1e-6))
        interactor.cancel()
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 3)
        expectEqual(bar.items?.count, 3)
        expectSettled(bar, title: "Message", back: "‹ Folders")
        #expect(bar._titleLabel === oldTitle && bar._backButton === oldBack, "the same views are back")
        #expect(bar._titleLabel.frame == titleFrame && bar._backButton.frame == backFrame)
        // The restored bar still works: its back button pops.
        host.tap(at: bar._backButton.convert(CGPoint(x: 10, y: 20), to: nil))
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        expectSettled(bar, title: "Folders", back: "‹ Inbox")
    }

    @Test func aFinishedInteractivePopEndsWithTheRevealedItem() {
        let (host, navigation) = stage(pushing: ["Folders", "Message"])
        let bar = navigation.navigationBar
        let interactor = UIPercentDrivenInteractiveTransition()
        navigation._gesturePopInteractor = interactor
        navigation.popViewController(animated: true)
        host.runFrame()  // the pop starts on the next turn
        interactor.update(0.3)
        host.runFrame()
        interactor.finish()
        host.runFrame()
        let titles = labels(bar)
        #expect(alpha(titles[1]) > 0.3, "finishing moves on from 30 %")
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        expectSettled(bar, title: "Folders", back: "‹ Inbox")
    }

    @Test func anEdgeSwipeThatIsCancelledLeavesTheBarAsItWas() {
        let (host, navigation) = stage(pushing: ["Message"])
        let bar = navigation.navigationBar
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 1)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        expectSettled(bar, title: "Message", back: "‹ Inbox")
    }

    /// A custom animator built on `UIView.animate` (no interruptible animator) driven by a
    /// percent-driven interaction controller: the bar is scrubbed with the container.
    @Test func aCustomInteractivePopScrubsTheBarWithTheContainer() {
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.4 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let from = transitionContext.view(forKey: .from)!
                let to = transitionContext.view(forKey: .to)!
                transitionContext.containerView.insertSubview(to, belowSubview: from)
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { from.alpha = 0 }) {
                    _ in
                    from.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let interactor = UIPercentDrivenInteractiveTransition()
            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                Fade()
            }
            func navigationController(
                _ navigationController: UINavigationController,
                interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
            ) -> (any UIViewControllerInteractiveTransitioning)? {
                interactor
            }
        }
        let (host, navigation) = stage(pushing: ["Message"])
        let bar = navigation.navigationBar
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        host.runFrame()  // the transition starts on the next turn
        delegate.interactor.update(0.3)
        host.advance(by: 1)
        let (oldTitle, newTitle) = (labels(bar)[0], labels(bar)[1])
        let oldBack = buttons(bar)[0]
        #expect(isClose(alpha(oldTitle), 0.7, tolerance: 1e-6) && isClose(alpha(newTitle), 0.3, tolerance: 1e-6))
        #expect(isClose(alpha(oldBack), 0.7, tolerance: 1e-6), "popping to the root: the back button fades out")
        delegate.interactor.update(0.6)
        host.runFrame()
        #expect(isClose(alpha(newTitle), 0.6, tolerance: 1e-6))
        delegate.interactor.cancel()
        host.runUntilIdle()
        expectSettled(bar, title: "Message", back: "‹ Inbox")
        #expect(bar.layer.speed == 1 && bar.layer.timeOffset == 0, "the bar's timing is given back")
    }

    @Test func aPushedItemThatHidesItsBackButtonShowsNone() {
        let (host, navigation) = stage(pushing: ["Folders"])
        let bar = navigation.navigationBar
        let detail = pushed("Message")
        detail.navigationItem.hidesBackButton = true
        navigation.pushViewController(detail, animated: true)
        host.advance(by: _NavigationParallaxAnimator.duration / 2)
        let (oldBack, newBack) = (buttons(bar)[0], buttons(bar)[1])
        #expect(newBack.isHidden)
        #expect(alpha(oldBack) < 0.7, "the old back button still fades out")
        host.runUntilIdle()
        expectSettled(bar, title: "Message", back: nil)
        expectEqual(bar._backButton.title(for: .normal), "‹ Folders")
    }

    @Test func setHidesBackButtonAnimatedFadesTheButton() {
        let (host, navigation) = stage(pushing: ["Message"])
        let bar = navigation.navigationBar
        let item = navigation.topViewController!.navigationItem
        let button = bar._backButton
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
        host.advance(by: UINavigationBar._backButtonFadeDuration / 2)
        #expect(!button.isHidden)
        #expect(alpha(button) > 0.05 && alpha(button) < 0.95, "fading out: \(alpha(button))")
        host.runUntilIdle()
        #expect(button.isHidden && button.alpha == 1)
        item.setHidesBackButton(false, animated: true)
        #expect(!button.isHidden)
        #expect(alpha(button) == 0, "fading in from clear")
        host.advance(by: UINavigationBar._backButtonFadeDuration / 2)
        #expect(alpha(button) > 0.05 && alpha(button) < 0.95, "fading in: \(alpha(button))")
        host.runUntilIdle()
        expectSettled(bar, title: "Message", back: "‹ Inbox")
        item.setHidesBackButton(true, animated: false)
        #expect(button.isHidden, "without animation at once")
    }

    @Test func aBarWithNoBackItemShowsNoBackButton() {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 200))
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        host.window.addSubview(bar)
        let item = UINavigationItem(title: "Only")
        bar.items = [item]
        expectEqual(bar.backItem, nil)
        item.setHidesBackButton(false, animated: true)
        item.setHidesBackButton(true, animated: true)
        host.runUntilIdle()
        #expect(bar._backButton.isHidden && bar._backButton.alpha == 1)
        expectEqual(bar._titleLabel.text, "Only")
    }

    /// Snapshots: a 400 × 120 pt screen at scale 2 halfway (in time) through a push from
    /// "Folders" to "Message" over "Inbox", and through the pop back: the two back buttons
    /// ("‹ Inbox", "‹ Folders") cross-fade in place at the leading edge, the titles are
    /// part-way between the centre and their ends, over the sliding white views; and an
    /// interactive pop held at 50 %, where every title and back button is at half alpha.
    @Test func theMiddleOfAPushAndAPopLooksRight() {
        let host = HeadlessHost(
            screenSize: CGSize(width: 400, height: 120), scale: 2,
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let root = pushed("Inbox")
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let folders = pushed("Folders")
        navigation.pushViewController(folders, animated: false)
        host.runUntilIdle()
        for controller in [root, folders] { controller.view.backgroundColor = .white }
        let message = pushed("Message")
        message.view.backgroundColor = .white
        navigation.pushViewController(message, animated: true)
        host.advance(by: _NavigationParallaxAnimator.duration / 2)
        expectSnapshot(of: host.render(), named: "navigation-bar-mid-push", tolerance: 2)
        host.runUntilIdle()
        navigation.popViewController(animated: true)
        host.advance(by: _NavigationParallaxAnimator.duration / 2)
        expectSnapshot(of: host.render(), named: "navigation-bar-mid-pop", tolerance: 2)
        host.runUntilIdle()
        navigation.pushViewController(message, animated: false)
        host.runUntilIdle()
        let interactor = UIPercentDrivenInteractiveTransition()
        navigation._gesturePopInteractor = interactor
        navigation.popViewController(animated: true)
        host.runFrame()
        interactor.update(0.5)
        host.runFrame()
        expectSnapshot(of: host.render(), named: "navigation-bar-interactive-pop-half", tolerance: 2)
        interactor.cancel()
        host.runUntilIdle()
    }
}
