import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `HeadlessHost.finish()`: a clean run is clean, and each kind of leftover — a leaked
/// controller (held by a static, or by a cycle), a leaked view, a transition that never
/// completes, a report — shows up with a clear description; a finished host refuses use.
@MainActor
@Suite(.serialized) struct HeadlessHostFinishTests {
    final class DetailViewController: UIViewController {}

    /// Holds what a "leaky" test keeps alive by mistake.
    @MainActor enum Leaks {
        static var controllers: [UIViewController] = []
        static var views: [UIView] = []
    }

    /// A controller that keeps a closure capturing itself: a reference cycle.
    final class CyclicViewController: UIViewController {
        var onClose: (() -> Void)?
        override func viewDidLoad() {
            super.viewDidLoad()
            onClose = { self.dismiss(animated: true) }
        }
    }

    /// An animator that never calls `completeTransition(_:)`.
    final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.3
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        }
    }

    final class ForgetfulDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            ForgetfulAnimator()
        }
    }

    func makeHost() -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        return (host, root)
    }

    @Test func aPresentAndDismissIsClean() {
        let (host, root) = makeHost()
        root.present(DetailViewController(), animated: true)
        host.runUntilIdle()
        root.dismiss(animated: true)
        // finish() lets the dismissal settle first.
        let leftovers = host.finish()
        #expect(leftovers.isClean, "\(leftovers)")
        expectEqual(leftovers.description, "HeadlessHost leftovers: none")
    }

    /// The last touch sequence's event holds the views its touches hit (Segue keeps it until
    /// the next sequence); finish() lets it go, so a view last touched is not counted.
    @Test func aViewTouchedDuringADismissalIsNotLeftOver() {
        let (host, root) = makeHost()
        root.present(DetailViewController(), animated: true)
        host.runUntilIdle()
        root.dismiss(animated: true)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 0.1)
        let leftovers = host.finish()
        #expect(leftovers.isClean, "\(leftovers)")
    }

    @Test func aPushAndPopAndATabSwitchAreClean() {
        let host = HeadlessHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        navigation.pushViewController(DetailViewController(), animated: true)
        host.runUntilIdle()
        navigation.pushViewController(DetailViewController(), animated: true)
        host.runUntilIdle()
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        tabs.selectedIndex = 1
        let leftovers = host.finish()
        #expect(leftovers.isClean, "\(leftovers)")
    }

    @Test func aDismissedControllerHeldByAStaticIsLeftOver() {
        let (host, root) = makeHost()
        let detail = DetailViewController()
        detail.title = "Detail"
        Leaks.controllers.append(detail)
        defer { Leaks.controllers.removeAll() }
        root.present(detail, animated: true)
        host.runUntilIdle()
        root.dismiss(animated: true)
        let leftovers = host.finish()
        expectEqual(leftovers.viewControllers, ["DetailViewController (title \"Detail\")"])
        #expect(leftovers.views.isEmpty)
        #expect(!leftovers.isClean)
        #expect(
            leftovers.description.contains(
                "\n- view controller left the screen but is still alive: DetailViewController (title \"Detail\")"))
        #expect(leftovers.description.hasPrefix("HeadlessHost leftovers (1): (something holds each object left alive"))
    }

    @Test func aControllerInAReferenceCycleIsLeftOver() {
        let (host, root) = makeHost()
        weak var presented: CyclicViewController?
        do {
            let cyclic = CyclicViewController()
            presented = cyclic
            root.present(cyclic, animated: false)
        }
        host.runUntilIdle()
        presented?.onClose?()
        let leftovers = host.finish()
        expectEqual(leftovers.viewControllers, ["CyclicViewController"])
        #expect(presented != nil)
        presented?.onClose = nil  // break the cycle
    }

    @Test func aControllerNeverShownIsNotLeftOver() {
        let (host, _) = makeHost()
        let kept = DetailViewController()
        _ = kept.view
        #expect(host.finish().isClean)
        _ = kept
    }

    @Test func aViewRemovedFromTheWindowButKeptIsLeftOver() {
        let (host, root) = makeHost()
        let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        banner.addSubview(UIView())
        root.view.addSubview(banner)
        host.runFrame()
        banner.removeFromSuperview()
        Leaks.views.append(banner)
        defer { Leaks.views.removeAll() }
        let leftovers = host.finish()
        expectEqual(leftovers.views, ["UILabel frame (0.0, 0.0, 200.0, 40.0), 1 subview"])
        #expect(leftovers.description.contains("\n- view left the window but is still alive: UILabel"))
    }

    @Test func aTransitionThatNeverCompletesIsStillRunning() {
        let (host, root) = makeHost()
        host.idleTimeout = 6
        let delegate = ForgetfulDelegate()
        let detail = DetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        root.present(detail, animated: true)
        let leftovers = host.finish()
        expectEqual(leftovers.runningWork, ["a view controller transition is in flight after 6 s of media time"])
        #expect(leftovers.reports.contains { $0.contains("ForgetfulAnimator has not called completeTransition(_:)") })
        #expect(
            leftovers.description.contains(
                "\n- still running: a view controller transition is in flight after 6 s of media time"))
        #expect(isClose(host.now, 6 + 1.0 / 60, tolerance: 1.0 / 60))
    }

    @Test func aReportIsLeftOver() {
        let (host, _) = makeHost()
        host.perform([FingerPath(start: CGPoint(x: 5, y: 5), segments: [.hold(duration: -1)])])
        let leftovers = host.finish()
        expectEqual(leftovers.reports.count, 1)
        expectEqual(
            leftovers.reports.first?.hasPrefix("HeadlessHost.perform: finger 0 has a segment of duration"), true)
        #expect(
            leftovers.description.hasPrefix("HeadlessHost leftovers (1):\n- report: HeadlessHost.perform: finger 0"))
    }

    @Test func aFinishedHostRefusesFurtherUse() {
        let (host, root) = makeHost()
        let first = host.finish()
        let now = host.now
        withKnownIssue {
            host.advance(by: 1)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("HeadlessHost.advance(by:): this host was finished") }
        }
        withKnownIssue {
            host.runUntilIdle()
        } matching: {
            $0.comments.contains { $0.rawValue.contains("HeadlessHost.runUntilIdle(): this host was finished") }
        }
        withKnownIssue {
            host.tap(at: CGPoint(x: 10, y: 10))
        } matching: {
            $0.comments.contains { $0.rawValue.contains("HeadlessHost.perform(_:): this host was finished") }
        }
        withKnownIssue {
            expectEqual(host.finish(), first)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("create a new HeadlessHost to go on") }
        }
        expectEqual(host.now, now)
        #expect(UIApplication.shared.busyReasons.isEmpty)
        // Reading still works.
        expectEqual(host.render().width, 390)
        _ = root
    }
}
