import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// What issue 18's fuzzer found alive after teardown (faults 3 and 4): each test builds the
/// situation, lets the host run idle, replaces the host, and expects weak references to be nil.
@MainActor
@Suite struct TransitionLeakTests {
    /// Queues an alongside animation and completion in `viewWillAppear`, as apps do to fade a bar.
    final class AlongsideController: UIViewController {
        weak var lastContext: (any UIViewControllerTransitionCoordinatorContext)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            transitionCoordinator?.animate(
                alongsideTransition: { [weak self] context in
                    self?.lastContext = context
                    self?.view.alpha = 1
                }, completion: { [weak self] context in self?.lastContext = context })
        }
    }

    // UIKitBehaviour #159
    @Test(arguments: [false, true])
    func alongsideQueuedInViewWillAppearDuringANonAnimatedPushIsReleased(pop: Bool) {
        struct Weak { weak var object: AnyObject? }
        var watched: [Weak] = []
        do {
            let host = HeadlessHost()
            let a = AlongsideController()
            let b = AlongsideController()
            let navigation = UINavigationController(rootViewController: a)
            host.window.rootViewController = navigation
            host.runUntilIdle()
            navigation.pushViewController(b, animated: false)
            host.runUntilIdle()
            if pop {
                navigation.popViewController(animated: false)
                host.runUntilIdle()
            }
            #expect(b.lastContext == nil, "the context is gone once the push ended")
            #expect(navigation.transitionCoordinator == nil)
            #expect(navigation.topViewController?.view.superview?.subviews.count == 1, "no leftover shade view")
            // The built-in animator is not asked for anything in a non-animated switch (it used to
            // insert its views below one that had already left: "the sibling is not a subview").
            expectEqual(host.reports, [])
            watched = [Weak(object: a), Weak(object: b), Weak(object: navigation)]
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        _ = HeadlessHost()
        for entry in watched { #expect(entry.object == nil, "\(String(describing: entry.object)) is still alive") }
    }

    @Test func alongsideQueuedInViewWillAppearDuringATabSwitchWithoutAnimatorIsReleased() {
        struct Weak { weak var object: AnyObject? }
        var watched: [Weak] = []
        do {
            let host = HeadlessHost()
            let a = AlongsideController()
            let b = AlongsideController()
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            host.window.rootViewController = tabs
            host.runUntilIdle()
            tabs.selectedIndex = 1
            host.runUntilIdle()
            #expect(b.view.window === host.window)
            #expect(b.lastContext == nil)
            watched = [Weak(object: a), Weak(object: b), Weak(object: tabs)]
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        _ = HeadlessHost()
        for entry in watched { #expect(entry.object == nil, "\(String(describing: entry.object)) is still alive") }
    }

    /// `presentationController?.delegate = self` in `viewDidLoad`, a common idiom.
    final class SheetController: UIViewController, UIAdaptivePresentationControllerDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            presentationController?.delegate = self
        }
    }

    @Test func readingThePresentationControllerOfAControllerNeverPresentedDoesNotKeepItAlive() {
        weak var controller: UIViewController?
        weak var presentationController: UIPresentationController?
        do {
            _ = HeadlessHost()
            let sheet = SheetController()
            sheet.loadViewIfNeeded()
            presentationController = sheet.presentationController
            #expect(presentationController?.delegate === sheet)
            #expect(sheet.presentationController === presentationController, "the same one every time")
            controller = sheet
        }
        _ = HeadlessHost()
        expectEqual(controller, nil)
        expectEqual(presentationController, nil)
    }

    // UIKitBehaviour #54
    @Test func readingThePresentationControllerAfterDismissalDoesNotKeepItAlive() {
        weak var controller: UIViewController?
        do {
            let host = HeadlessHost()
            let root = UIViewController()
            host.window.rootViewController = root
            host.runUntilIdle()
            let sheet = SheetController()
            sheet.modalPresentationStyle = .pageSheet
            root.present(sheet, animated: true)
            host.runUntilIdle()
            #expect(
                sheet.presentationController?.delegate === sheet, "the delegate set before the presentation is kept")
            root.dismiss(animated: true)
            host.runUntilIdle()
            _ = sheet.presentationController
            controller = sheet
        }
        _ = HeadlessHost()
        expectEqual(controller, nil)
    }
}
