import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Stack changes asked for while a navigation transition is in flight (issue 29, item 4):
/// UIKit defers them until the running transition ends, silently, so none is lost
/// (UIKitBehaviour #382, #387–#389).
@MainActor
@Suite struct OverlappingNavigationTests {
    /// A delegate that writes down what it is told, as apps log them.
    final class ShowLog: NSObject, UINavigationControllerDelegate {
        var willShow: [String] = []
        var didShow: [String] = []
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            willShow.append((viewController as? TrackedViewController)?.name ?? "?")
        }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            didShow.append((viewController as? TrackedViewController)?.name ?? "?")
            #expect(viewController === navigationController.topViewController)
        }
    }

    private func stage() -> (HeadlessHost, UINavigationController, TrackedViewController, ShowLog) {
        let host = HeadlessHost()
        let root = TrackedViewController("A")
        let navigation = UINavigationController(rootViewController: root)
        let log = ShowLog()
        navigation.delegate = log
        host.window.rootViewController = navigation
        host.runUntilIdle()
        log.didShow = []
        log.willShow = []
        return (host, navigation, root, log)
    }

    private func expectSettled(
        _ controllers: [TrackedViewController], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for controller in controllers {
            #expect(controller.idleProblem() == nil, sourceLocation: sourceLocation)
        }
    }

    @Test func twoPushesInOneTurnKeepBothAndShowTheLast() {  // UIKitBehaviour #387
        let (host, navigation, a, log) = stage()
        let b = TrackedViewController("B")
        let c = TrackedViewController("C")
        let reportsBefore = host.reports.count
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [a, b], "the second push waits for the first (UIKitBehaviour #382)")
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [a, b, c])
        expectEqual(navigation.children, [a, b, c])
        #expect(navigation.topViewController === c && c.view.window === host.window)
        expectEqual(log.didShow, ["B", "C"])
        expectEqual(b.callbacks, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(host.reports.count == reportsBefore, "UIKit logs nothing: \(host.reports.suffix(2))")
        expectSettled([a, b, c])
    }

    @Test func pushThenPopInOneTurnEndsWhereItStarted() {  // UIKitBehaviour #388
        let (host, navigation, a, log) = stage()
        let b = TrackedViewController("B")
        let reportsBefore = host.reports.count
        navigation.pushViewController(b, animated: true)
        #expect(navigation.popViewController(animated: true) == nil, "the pop waits: nothing is popped yet")
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [a])
        expectEqual(navigation.children, [a])
        expectEqual(b.parent, nil)
        #expect(a.view.window === host.window && b.viewIfLoaded?.window == nil)
        expectEqual(log.didShow, ["B", "A"])
        expectEqual(host.reports.count, reportsBefore)
        expectSettled([a, b])
    }

    @Test(arguments: [false, true])
    func setViewControllersRightAfterAPushReplacesTheStackAfterIt(animated: Bool) {  // UIKitBehaviour #389
        let (host, navigation, a, log) = stage()
        let b = TrackedViewController("B")
        let c = TrackedViewController("C")
        navigation.pushViewController(b, animated: true)
        navigation.setViewControllers([a, c], animated: animated)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [a, c])
        expectEqual(navigation.children, [a, c])
        #expect(b.parent == nil && b.viewIfLoaded?.window == nil)
        #expect(c.view.window === host.window)
        expectEqual(log.didShow.last, "C")
        expectSettled([a, b, c])
    }

    @Test func aPopAskedForDuringAPushPopsThePushedController() {  // UIKitBehaviour #382
        let (host, navigation, a, _) = stage()
        let b = TrackedViewController("B")
        let c = TrackedViewController("C")
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        navigation.pushViewController(c, animated: true)
        host.advance(by: 0.1)  // the push runs
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [a, b])
        #expect(b.view.window === host.window)
        expectSettled([a, b, c])
    }

    @Test func aPopToRootDuringAnInteractivePopWaitsForTheFinger() {  // UIKitBehaviour #382
        let (host, navigation, a, _) = stage()
        let b = TrackedViewController("B")
        let c = TrackedViewController("C")
        navigation.setViewControllers([a, b, c], animated: false)
        host.runUntilIdle()
        var asked = false
        host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.3) {
            if !asked, navigation.transitionCoordinator?.isInteractive == true {
                navigation.popToRootViewController(animated: true)
                asked = true
            }
        }
        host.runUntilIdle()
        #expect(asked)
        expectEqual(navigation.viewControllers, [a])
        #expect(a.view.window === host.window)
        expectSettled([a, b, c])
    }
}
