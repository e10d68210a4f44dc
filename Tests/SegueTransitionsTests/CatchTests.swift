import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// A running catalogue transition caught by a finger: it stops where it is, follows the
/// finger, and is thrown back (cancelled, every view as before) or on (completed)
/// (UIKitBehaviour #407, #408, #409).
@MainActor
@Suite struct CatchTests {
    @Test func aPushCaughtMidFlightHoldsThenIsThrownBackAndEverythingIsAsBefore() {
        let (host, navigation, root) = Stage.navigation(.push(direction: .left))
        let rootBefore = ViewValues(root.view)
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.2)
        let caughtAt = Stage.shownX(detail.view)
        #expect(caughtAt > 20 && caughtAt < 370, "mid-flight: \(caughtAt)")
        // Finger down and still for 0.3 s, then thrown right (back) fast.
        let script = TouchScript(
            FingerPath.hold(at: CGPoint(x: 200, y: 500), duration: 0.3)
                .moving(to: CGPoint(x: 300, y: 500), duration: 0.1).released(.flick))
        var held: [CGFloat] = []
        let start = host.now
        host.perform(script) { if host.now - start < 0.3 { held.append(Stage.shownX(detail.view)) } }
        #expect(held.count > 5)
        #expect((held.dropFirst(2).max() ?? 0) - (held.dropFirst(2).min() ?? 0) < 1, "caught and held: \(held)")
        host.runUntilIdle()
        #expect(navigation.topViewController === root, "thrown back: the push was cancelled")
        expectEqual(navigation.viewControllers.count, 1)
        #expect(ViewValues(root.view) == rootBefore, "\(ViewValues(root.view)) vs \(rootBefore)")
        expectEqual(detail.view.superview, nil)
        #expect(CATransform3DIsIdentity(detail.view.transform3D))
    }

    @Test func aPushCaughtMidFlightCanBeThrownOn() {
        let (host, navigation, _) = Stage.navigation(.cube(direction: .left))
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        host.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 100, y: 500), duration: 0.1)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(CATransform3DIsIdentity(detail.view.transform3D))
        expectEqual(detail.view.frame, CGRect(origin: .zero, size: Stage.screen))
    }

    @Test func aDismissalIsDrivenByAPanDownAndCancelledBySlowShortRelease() {
        let (host, root) = Stage.presenter()
        let detail = ColourScreen(.systemBlue, title: "Detail")
        detail.modalTransition = .cover(direction: .up)
        root.present(detail, animated: true)
        host.runUntilIdle()
        let before = ViewValues(detail.view)
        // A short slow pan down: follows the finger, then goes back.
        let script = TouchScript(
            FingerPath.line(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), duration: 0.4)
                .holding(for: 0.2).released(.still))
        var midway: CGFloat = 0
        host.perform(script) { midway = max(midway, detail.view.layer.presentation()?.frame.minY ?? 0) }
        host.runUntilIdle()
        #expect(midway > 80 && midway < 160, "followed the finger down: \(midway)")
        #expect(root.presentedViewController === detail, "a short slow pan is cancelled")
        #expect(ViewValues(detail.view) == before, "\(ViewValues(detail.view)) vs \(before)")
        // A pan up, or sideways, does not begin the dismissal (no appearance calls at all).
        let appearances = detail.appearances
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.3)
        host.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 350, y: 420), duration: 0.3)
        host.runUntilIdle()
        #expect(root.presentedViewController === detail)
        expectEqual(ViewValues(detail.view), before)
        #expect(detail.appearances == appearances, "no dismissal began: \(detail.appearances)")
        // A long pan down dismisses.
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 760), duration: 0.3)
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        #expect(root.view.window != nil)
        #expect(CATransform3DIsIdentity(root.view.transform3D))
    }

    @Test func aPanAcrossTheTabsSwitchesToTheNextTab() {
        let (host, tabs, screens) = Stage.tabs(.slide(direction: .left))
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
        expectEqual(screens[1].view.frame.minX, 0)
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        // A vertical pan does not begin a switch (no appearance calls at all).
        let appearances = screens[1].appearances
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 180, y: 600), duration: 0.2)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        #expect(screens[1].appearances == appearances, "no switch began: \(screens[1].appearances)")
        // No tab before the first: nothing happens.
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(screens[0].view.frame, CGRect(origin: .zero, size: Stage.screen))
    }
}
