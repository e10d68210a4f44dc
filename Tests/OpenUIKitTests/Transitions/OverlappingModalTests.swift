import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Modal transitions that overlap other transitions, and taps and drags while transitions run
/// (issue 29, item 4; UIKitBehaviour #390–#392).
@MainActor
@Suite struct OverlappingModalTests {
    private func expectSettled(
        _ controllers: [TrackedViewController], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for controller in controllers {
            #expect(controller.idleProblem() == nil, sourceLocation: sourceLocation)
        }
        #expect(UIApplication.shared.busyReasons.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func presentingWhileADismissalRunsIsLoggedAndIgnored() {  // UIKitBehaviour #390
        let host = HeadlessHost()
        let root = TrackedViewController("Root")
        let first = TrackedViewController("First")
        let second = TrackedViewController("Second")
        host.window.rootViewController = root
        host.runUntilIdle()
        root.present(first, animated: true)
        host.runUntilIdle()
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        host.advance(by: 0.1)
        root.present(second, animated: true)
        #expect(host.reports.last?.contains("Attempt to present") == true, "UIKit logs it")
        host.runUntilIdle()
        #expect(dismissed)
        expectEqual(root.presentedViewController, nil)
        #expect(second.callbacks.isEmpty)
        expectSettled([root, first, second])
    }

    @Test func dismissingWhileAPushRunsInsideThePresentedStack() {  // UIKitBehaviour #391
        let host = HeadlessHost()
        let root = TrackedViewController("Root")
        let n1 = TrackedViewController("N1")
        let n2 = TrackedViewController("N2")
        host.window.rootViewController = root
        host.runUntilIdle()
        let navigation = UINavigationController(rootViewController: n1)
        navigation.modalPresentationStyle = .fullScreen
        root.present(navigation, animated: true)
        host.runUntilIdle()
        navigation.pushViewController(n2, animated: true)
        host.advance(by: 0.1)  // the push runs
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        host.runUntilIdle()
        #expect(dismissed)
        expectEqual(root.presentedViewController, nil)
        #expect(navigation.viewControllers == [n1, n2], "the push still completes")
        expectEqual(navigation.view.window, nil)
        expectEqual(root.phase, .shown)
        expectSettled([root, n1, n2])
    }

    /// A screen with a button whose action pushes another screen.
    final class ButtonScreen: TrackedViewController {
        var pushes = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 150, width: 390, height: 500)
            button.setTitle("Next", for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.next() }, for: .touchUpInside)
            view.addSubview(button)
        }
        func next() {
            pushes += 1
            navigationController?.pushViewController(ButtonScreen("\(name)+"), animated: true)
        }
    }

    enum Kind: String, CaseIterable, Sendable {
        case push, pop, interactivePop, present, dismiss, tabSwitch, presentSheet
    }

    /// Taps, a short flick and an edge swipe during every kind of transition leave the app
    /// consistent: every transition ends, appearances balance, stacks and children agree
    /// (UIKitBehaviour #392).
    @Test(arguments: Kind.allCases)
    func tapsAndDragsDuringATransitionLeaveEverythingConsistent(_ kind: Kind) {
        let host = HeadlessHost()
        let a = ButtonScreen("A")
        let b = ButtonScreen("B")
        let other = ButtonScreen("Other")
        let modal = ButtonScreen("Modal")
        let navigation = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UINavigationController(rootViewController: other)]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        if kind == .pop || kind == .interactivePop {
            navigation.pushViewController(b, animated: false)
            host.runUntilIdle()
        }
        if kind == .dismiss {
            navigation.present(modal, animated: false)
            host.runUntilIdle()
        }
        switch kind {
        case .push: navigation.pushViewController(b, animated: true)
        case .pop: navigation.popViewController(animated: true)
        case .interactivePop: host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.1)
        case .present:
            modal.modalPresentationStyle = .fullScreen
            navigation.present(modal, animated: true)
        case .presentSheet: navigation.present(modal, animated: true)
        case .dismiss: navigation.dismiss(animated: true)
        case .tabSwitch: tabs.selectedIndex = 1
        }
        host.runFrame()
        host.tap(at: CGPoint(x: 195, y: 400))
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.05)
        host.drag(from: CGPoint(x: 3, y: 500), to: CGPoint(x: 200, y: 500), duration: 0.05)
        host.tap(at: CGPoint(x: 195, y: 400))
        host.runUntilIdle()
        for case let stack as UINavigationController in tabs.viewControllers ?? [] {
            expectEqual(stack.children, stack.viewControllers)
        }
        var tracked: [TrackedViewController] = [a, b, other, modal]
        for stack in [navigation, modal.navigationController].compactMap({ $0 }) {
            tracked += stack.viewControllers.compactMap { $0 as? TrackedViewController }
        }
        expectSettled(tracked)
    }
}
