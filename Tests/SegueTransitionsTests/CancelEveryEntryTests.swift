import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// Every catalogue entry caught mid-push and thrown back: the push is cancelled, no frame on the
/// way shows the old screen missing, and afterwards every value of both screens is as before
/// (UIKitBehaviour #409).
@MainActor
@Suite struct CancelEveryEntryTests {
    @Test(arguments: CatalogueTests.entries) func aPushThrownBackRestoresEverything(_ index: Int) {
        let transition = SegueTransition.catalogue[index]
        let (host, navigation, root) = Stage.navigation(transition)
        let rootBefore = ViewValues(root.view)
        let rootDoubleSided = root.view.layer.isDoubleSided
        let container = root.view.superview
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: transition.duration * 0.3)
        // Thrown fast against the transition's direction.
        let back = transition.gestureDirection.reversed.unitVector
        let from = CGPoint(x: 195, y: 422)
        let to = CGPoint(x: from.x + back.dx * 120, y: from.y + back.dy * 120)
        var gaps: [CFTimeInterval] = []
        host.drag(from: from, to: to, duration: 0.1) { if root.view.superview == nil { gaps.append(host.now) } }
        while !UIApplication.shared.busyReasons.isEmpty, host.now < 30 {
            host.runFrame()
            if root.view.superview == nil { gaps.append(host.now) }
        }
        #expect(gaps.isEmpty, "\(transition.name): the old screen was missing at \(gaps)")
        #expect(navigation.viewControllers == [root], "\(transition.name): thrown back, the push is cancelled")
        #expect(ViewValues(root.view) == rootBefore, "\(transition.name): \(ViewValues(root.view)) vs \(rootBefore)")
        expectEqual(root.view.layer.isDoubleSided, rootDoubleSided)
        #expect(detail.view.superview == nil, "\(transition.name): the new screen left in the container")
        #expect(container?.subviews.count == 1, "\(transition.name): decorations left in the container")
    }

    @Test func aCancelledCardDismissalGivesTheRoundedScreensBackTheirCorners() {
        let (host, root) = Stage.presenter()
        let detail = ColourScreen(.systemBlue, title: "Detail")
        detail.modalTransition = .card
        root.present(detail, animated: true)
        host.runUntilIdle()
        #expect(root.view.superview == nil, "a full-screen presentation takes the presenter's view away")
        let detailBefore = ViewValues(detail.view)
        var rootCorner: CGFloat = 0
        // A short pan down and a slow release: the dismissal follows, then goes back.
        host.perform(
            TouchScript(
                FingerPath.line(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.3)
                    .released(.still))
        ) { rootCorner = max(rootCorner, root.view.layer.presentation()?.cornerRadius ?? 0) }
        host.runUntilIdle()
        #expect(rootCorner > 4, "the screen behind rounded its corners while the card moved: \(rootCorner)")
        #expect(root.presentedViewController === detail)
        #expect(ViewValues(detail.view) == detailBefore, "\(ViewValues(detail.view)) vs \(detailBefore)")
        #expect(root.view.superview == nil, "the presenter's view is taken away again")
        #expect(
            root.view.layer.cornerRadius == 0 && CATransform3DIsIdentity(root.view.transform3D) && root.view.alpha == 1)
    }
}
