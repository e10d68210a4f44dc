import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// The system back swipe with a catalogue push: the pop follows the finger, is cancelled or
/// finished on release with the finger's velocity handed to the spring, and a cancel gives
/// every view back exactly (UIKitBehaviour #407–#409, #414).
@MainActor
@Suite struct BackSwipeTests {
    /// A navigation stack of root and detail with `.push(direction: .left)`, settled.
    private func pushed() -> (HeadlessHost, UINavigationController, ColourScreen, ColourScreen) {
        let (host, navigation, root) = Stage.navigation(.push(direction: .left))
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        return (host, navigation, root, detail)
    }

    @Test func theBackSwipeDrivesTheCataloguePopAndACancelRestoresEveryViewExactly() {
        let (host, navigation, root, detail) = pushed()
        let detailBefore = ViewValues(detail.view)
        let rootBefore = ViewValues(root.view)
        let rootRadius = root.view.layer.cornerRadius
        // Drag a third of the way, hold still, and let go: a slow release short of half cancels.
        let script = TouchScript(
            FingerPath.line(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 130, y: 400), duration: 0.3)
                .holding(for: 0.3).released(.still))
        var heldXs: [CGFloat] = []
        var rootWasShown = false
        let start = host.now
        host.perform(script) {
            if root.view.superview != nil { rootWasShown = true }
            if host.now - start > 0.4 && host.now - start < 0.7 { heldXs.append(Stage.shownX(detail.view)) }
        }
        #expect(rootWasShown, "the pop started: the root screen came in under the detail")
        // While the finger holds still, the screen holds still where the finger is.
        #expect(!heldXs.isEmpty)
        #expect((heldXs.max() ?? 0) - (heldXs.min() ?? 0) < 0.5, "held: \(heldXs)")
        #expect((heldXs.first ?? 0) > 90 && (heldXs.first ?? 0) <= 130, "follows the finger: \(heldXs)")
        // After release: every frame moves back towards 0 without a jump, and the root screen only
        // leaves once the detail is home.
        var previous = Stage.shownX(detail.view)
        var flicker: [String] = []
        while !UIApplication.shared.busyReasons.isEmpty {
            host.runFrame()
            let x = Stage.shownX(detail.view)
            if x > previous + 1e-6 { flicker.append("moved away: \(previous) → \(x)") }
            if x < -1e-6 { flicker.append("overshot: \(x)") }
            if root.view.superview == nil, x > 1e-6 { flicker.append("root removed while the detail was at \(x)") }
            if !CATransform3DIsIdentity(root.view.transform3D), root.view.superview == nil {
                flicker.append("root left transformed")
            }
            previous = x
            if host.now > 10 { break }
        }
        #expect(flicker.isEmpty, "\(flicker)")
        #expect(navigation.topViewController === detail)
        #expect(ViewValues(detail.view) == detailBefore, "detail: \(ViewValues(detail.view)) vs \(detailBefore)")
        #expect(ViewValues(root.view) == rootBefore, "root: \(ViewValues(root.view)) vs \(rootBefore)")
        expectEqual(root.view.layer.cornerRadius, rootRadius)
        #expect(detail.view.superview?.subviews.count == 1, "nothing left in the container")
    }

    @Test func aFlickFinishesThePop() {
        let (host, navigation, root, _) = pushed()
        host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1)
        host.runUntilIdle()
        #expect(navigation.topViewController === root)
        expectEqual(root.view.frame, CGRect(origin: .zero, size: Stage.screen))
        #expect(CATransform3DIsIdentity(root.view.transform3D))
    }

    /// The spring after release starts at the finger's speed: a fast release from the same
    /// place moves the screen further in the next frame than a slow one.
    @Test func theReleaseVelocityIsHandedToTheSpring() {
        func firstStepAfterRelease(duration: TimeInterval) -> CGFloat {
            let (host, navigation, _, detail) = pushed()
            host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 240, y: 400), duration: duration)
            let atRelease = Stage.shownX(detail.view)
            host.runFrame()
            let step = Stage.shownX(detail.view) - atRelease
            host.runUntilIdle()
            expectEqual(navigation.viewControllers.count, 1)
            return step
        }
        let slow = firstStepAfterRelease(duration: 1.5)
        let fast = firstStepAfterRelease(duration: 0.05)
        #expect(slow > 0 && fast > 0)
        #expect(fast > slow + 5, "fast \(fast) vs slow \(slow)")
    }
}
