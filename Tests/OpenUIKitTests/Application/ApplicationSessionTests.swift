import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A new host starts the application afresh: nothing the previous host's app left behind —
/// windows, key window, first responder, disabled animations, running animators, a
/// presentation in flight, a screen size — carries over (`UIApplication.attach(_:)` replaces
/// the application's whole state).
@MainActor
@Suite struct ApplicationSessionTests {
    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func aNewHostInheritsNothingFromTheLastOne() {
        let first = HeadlessHost(screenSize: CGSize(width: 320, height: 568))
        let root = UIViewController()
        first.window.rootViewController = root
        first.runFrame()
        let field = Field()
        root.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        UIView.setAnimationsEnabled(false)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { field.alpha = 0 }
        animator.startAnimation()
        root.present(UIViewController(), animated: true)
        #expect(!UIApplication.shared.busyReasons.isEmpty)

        let second = HeadlessHost()
        #expect(UIApplication.shared.windows.count == 1 && UIApplication.shared.windows.first === second.window)
        #expect(UIApplication.shared.keyWindow === second.window)
        #expect(!field.isFirstResponder)
        #expect(UIView.areAnimationsEnabled)
        expectEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        #expect(UIApplication.shared.busyReasons.isEmpty, "no animator, presentation or transition carries over")

        // A presentation under the new host starts at once: none is counted as in progress.
        let newRoot = UIViewController()
        second.window.rootViewController = newRoot
        second.runFrame()
        let presented = UIViewController()
        newRoot.present(presented, animated: false)
        second.runUntilIdle()
        #expect(newRoot.presentedViewController === presented)
        #expect(second.reports.isEmpty)
        withExtendedLifetime((first, animator)) {}
    }
}
