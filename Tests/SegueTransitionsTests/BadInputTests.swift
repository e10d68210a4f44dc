import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueTransitions

/// Non-finite and out-of-range values, and transitions with no window, have a defined outcome
/// (UIKitBehaviour #418).
@MainActor
@Suite struct BadInputTests {
    @Test func nonFiniteOrNegativeDurationsAndDampingsFallBack() {
        let custom = SegueTransition(name: "bad", duration: .nan, dampingRatio: .infinity) { _ in }
        expectEqual(custom.duration, 0)
        expectEqual(custom.dampingRatio, nil)
        expectEqual(SegueTransition.fade.with(duration: -1).duration, 0)
        expectEqual(SegueTransition(name: "negative", duration: -3, dampingRatio: -1) { _ in }.dampingRatio, nil)
    }

    @Test func aBubbleFromANonFinitePointGrowsFromTheCentre() {
        let stage = SegueTransition.bubble(from: CGPoint(x: CGFloat.nan, y: 10)).stage(
            in: CGRect(x: 0, y: 0, width: 300, height: 400))
        expectEqual(stage.arriving.revealCenter, CGPoint(x: 150, y: 200))
        expectEqual(stage.arriving.end.revealRadius, 250)
    }

    /// A release velocity or translation that is not finite counts as none; progress beyond
    /// either end is held at that end.
    @Test func nonFiniteVelocitiesAndProgressOutOfRangeAreHeld() {
        expectEqual(_CatalogueInteraction.finite(.nan), 0)
        expectEqual(_CatalogueInteraction.finite(-.infinity), 0)
        expectEqual(_CatalogueInteraction.finite(12), 12)
        let (host, navigation, _) = Stage.navigation(.slide(direction: .left))
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        // A finger far past the end: progress is held at 1, then the release finishes.
        host.drag(from: CGPoint(x: 380, y: 400), to: CGPoint(x: -2_000, y: 400), duration: 0.2)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        expectEqual(detail.view.frame.minX, 0)
        // And far past the start: held at 0, and the release cancels the pop.
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
                    .moving(to: CGPoint(x: -3_000, y: 400), duration: 0.2).released(.still)))
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        expectEqual(detail.view.frame.minX, 0)
    }

    @Test func aPushWithNoWindowHappensWithoutAnimation() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let root = ColourScreen(.systemRed, title: "Root")
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationTransition = .cube(direction: .left)
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(detail.viewIfLoaded.map { CATransform3DIsIdentity($0.transform3D) } ?? true)
        #expect(host.postedAccessibilityNotifications.isEmpty)
    }

    @Test func aPresentationFromAControllerWithNoWindowIsRefusedAsUIKitDoes() {
        let (host, _) = Stage.presenter()
        let orphan = ColourScreen(.systemGray, title: "Orphan")
        let detail = ColourScreen(.systemBlue, title: "Detail")
        detail.modalTransition = .zoom
        orphan.present(detail, animated: true)
        host.runUntilIdle()
        expectEqual(orphan.presentedViewController, nil)
        expectEqual(detail.viewIfLoaded?.superview, nil)
        #expect(!host.reports.isEmpty)
    }

    /// Out of order: the transition changed, or the library taken off, while a push runs. The
    /// running push ends as it began; the next transition uses what is set then.
    @Test func changingOrRemovingTheTransitionMidFlightLetsTheRunningOneEndCleanly() {
        let (host, navigation, root) = Stage.navigation(.cube(direction: .left))
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        navigation.navigationTransition = .fade
        host.advance(by: 0.1)
        #expect(!CATransform3DIsIdentity(Stage.shownTransform(detail.view)), "the running cube goes on")
        host.runUntilIdle()
        #expect(
            CATransform3DIsIdentity(detail.view.transform3D) && detail.view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5)
        )
        navigation.popViewController(animated: true)
        host.advance(by: 0.15)
        #expect(CATransform3DIsIdentity(Stage.shownTransform(detail.view)), "the pop fades: nothing turns")
        navigation.navigationTransition = nil
        #expect(navigation.delegate == nil, "the library's delegate is gone")
        host.runUntilIdle()
        #expect(navigation.topViewController === root)
        #expect(root.view.alpha == 1 && detail.view.alpha == 1 && detail.view.superview == nil)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }
}
