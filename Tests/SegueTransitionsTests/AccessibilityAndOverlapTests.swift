import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// Reduce Motion, VoiceOver's screen-changed notification, and requests that overlap a running
/// transition (UIKitBehaviour #410, #411, #417).
@MainActor
@Suite struct AccessibilityAndOverlapTests {
    @Test func reduceMotionCrossFadesInsteadOfMoving() {
        let (host, navigation, root) = Stage.navigation(.cube(direction: .left))
        host.setAccessibility(reduceMotion: true)
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        var sawFade = false
        host.advance(by: 0.5) {
            for view in [root.view!, detail.view!] where view.superview != nil {
                #expect(CATransform3DIsIdentity(Stage.shownTransform(view)), "nothing turns or moves")
                expectEqual(Stage.shownX(view), 0)
            }
            if root.view.superview != nil {
                #expect(
                    Stage.shownAlpha(root.view) == 1, "the screen underneath stays opaque: the picture never dips dark")
            }
            let alpha = Stage.shownAlpha(detail.view)
            if alpha > 0.05 && alpha < 0.95 { sawFade = true }
        }
        #expect(sawFade, "the detail fades in")
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(
            navigation.navigationTransition?.name == "cube(left)",
            "the app's choice is kept for when Reduce Motion goes off")
    }

    @Test func voiceOverHearsTheScreenChangeAfterEachCompletedTransition() {
        let (host, navigation, _) = Stage.navigation(.fade)
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        #expect(host.postedAccessibilityNotifications.isEmpty, "not before the transition ends")
        host.runUntilIdle()
        let posted = host.postedAccessibilityNotifications.filter { $0.notification == .screenChanged }
        expectEqual(posted.count, 1)
        #expect(posted.first.map { $0.argument == nil } == true, "no element: VoiceOver goes to the new screen's first")
        // A cancelled pop (slow, short back swipe) does not change the screen: nothing is posted.
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
                    .released(.still)))
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        expectEqual(host.postedAccessibilityNotifications.filter { $0.notification == .screenChanged }.count, 1)
    }

    @Test func aPushDuringAPushIsQueuedAndBothEndCleanly() {
        let (host, navigation, root) = Stage.navigation(.push(direction: .left))
        let second = ColourScreen(.systemBlue, title: "Second")
        let third = ColourScreen(.systemGreen, title: "Third")
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.15)
        navigation.pushViewController(third, animated: true)
        // Taps on the moving screens meanwhile change nothing.
        host.tap(at: CGPoint(x: 200, y: 400))
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [root, second, third])
        expectEqual(third.view.superview?.subviews.count, 1)
        #expect(CATransform3DIsIdentity(third.view.transform3D) && third.view.alpha == 1)
        #expect(CATransform3DIsIdentity(second.view.transform3D) && second.view.alpha == 1)
        expectEqual(second.view.frame, CGRect(origin: .zero, size: Stage.screen))
    }

    @Test func aPresentationDuringAPresentationIsRefusedAsUIKitDoes() {
        let (host, root) = Stage.presenter()
        let first = ColourScreen(.systemBlue, title: "First")
        let second = ColourScreen(.systemGreen, title: "Second")
        first.modalTransition = .card
        second.modalTransition = .card
        root.present(first, animated: true)
        host.advance(by: 0.1)
        root.present(second, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === first)
        expectEqual(second.presentingViewController, nil)
        #expect(!host.reports.isEmpty, "refused with a report, as UIKit logs it")
        #expect(CATransform3DIsIdentity(first.view.transform3D) && first.view.layer.cornerRadius == 0)
        // A dismissal asked for during the presentation waits for it, then runs.
        root.dismiss(animated: true)
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        #expect(root.view.window != nil && CATransform3DIsIdentity(root.view.transform3D))
    }

    @Test func aTabSwitchDuringASwitchIsIgnoredAndTheFirstEndsCleanly() {
        let (host, tabs, screens) = Stage.tabs(.flip(direction: .left))
        tabs.selectedIndex = 1
        host.advance(by: 0.2)
        tabs.selectedIndex = 2
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
        #expect(screens[1].view.superview != nil && screens[2].view.superview == nil)
        #expect(screens[1].view.layer.isDoubleSided, "the flip's back-face rule is given back")
        #expect(CATransform3DIsIdentity(screens[1].view.transform3D))
    }
}
