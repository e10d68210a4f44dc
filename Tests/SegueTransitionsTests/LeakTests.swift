import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// The library keeps nothing alive: after pushes, pops, presentations, dismissals and gestures
/// with every catalogue entry, no controller or view that left the screen is left, and nothing
/// is reported or still running.
@MainActor
@Suite struct LeakTests {
    @Test(arguments: CatalogueTests.entries) func nothingIsLeftAliveAfterEveryKindOfTransition(_ index: Int) {
        let transition = SegueTransition.catalogue[index]
        let (host, navigation, root) = Stage.navigation(transition)
        do {
            navigation.pushViewController(ColourScreen(.systemBlue, title: "Pushed"), animated: true)
            host.runUntilIdle()
            // A cancelled back swipe, then a finished one.
            host.perform(
                TouchScript(
                    FingerPath.line(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
                        .released(.still)))
            host.runUntilIdle()
            host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1)
            host.runUntilIdle()
            // A push caught and thrown back.
            navigation.pushViewController(ColourScreen(.systemGreen, title: "Thrown back"), animated: true)
            host.advance(by: transition.duration * 0.3)
            let back = transition.gestureDirection.reversed.unitVector
            host.drag(
                from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195 + back.dx * 120, y: 422 + back.dy * 120),
                duration: 0.1)
            host.runUntilIdle()
            // A presentation, dismissed by its pan.
            let presented = ColourScreen(.systemPurple, title: "Presented")
            presented.modalTransition = transition
            root.present(presented, animated: true)
            host.runUntilIdle()
            let down = transition.gestureDirection.reversed.unitVector
            host.drag(
                from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195 + down.dx * 380, y: 422 + down.dy * 380),
                duration: 0.2)
            host.runUntilIdle()
            #expect(root.presentedViewController == nil, "\(transition.name): the pan dismissed")
        }
        expectEqual(navigation.viewControllers, [root])
        let leftovers = host.finish()
        #expect(leftovers.isClean, "\(transition.name): \(leftovers)")
    }
}
