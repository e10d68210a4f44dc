import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 4 end to end: the corner swing for push and pop, and the drag-down interactive pop.
@MainActor
@Suite struct RotatingNavigationDemoTests {
    /// Each scenario's end: how many screens are on the stack, and how many interaction
    /// controllers were vended.
    @Test(arguments: [
        ("push", 2, 0),
        ("pop", 1, 0),
        ("interactive pop, finished", 1, 1),
        ("interactive pop, cancelled", 2, 1)
    ])
    func scenario(_ name: String, screens: Int, interactionControllers: Int) throws {
        let scenario = try #require(RotatingNavigationDemo().scenarios.first { $0.name == name })
        let timing = DemoChecks.run(RotatingNavigationDemo(), scenario) { runner in
            let navigation = runner.root as! RotatingNavigationController
            expectEqual(navigation.viewControllers.count, screens)
            expectEqual(navigation.transitionDelegate.interactionControllersVended, interactionControllers)
            #expect(navigation.transitionDelegate.interactionController == nil, "forgotten once the finger lifted")
            let first = navigation.viewControllers[0]
            let top = navigation.topViewController!
            #expect(screens == 1 ? top is RotatingFirstViewController : top is RotatingSecondViewController)
            #expect(top.view.window === runner.host.window)
            expectEqual(top.view.transform, .identity)
            expectEqual(top.view.layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
            #expect(top.view.frame == navigation.view.bounds, "the screen fills the navigation controller")
            if screens == 2 { #expect(first.view.window == nil, "the screen beneath is out of the window") }
        }
        DemoKeyFrames.expectKeyFrames(
            RotatingNavigationDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(RotatingNavigationDemo(), scenario)
    }

    /// Half-way through the push (0.25 s of 0.5 s, ease-in-out: half-way) the incoming screen
    /// is turned 45° about its bottom-right corner, which stays at the screen's corner.
    @Test func thePushTurnsAboutTheBottomRightCorner() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let navigation = RotatingNavigationDemo().makeRootViewController() as! UINavigationController
        host.window.rootViewController = navigation
        host.runFrame()
        (navigation.viewControllers[0] as! RotatingFirstViewController).showNext(animated: true)
        host.runFrame()  // the transition starts on the next turn
        host.advance(by: 0.25)
        let layer = navigation.topViewController!.view.layer
        let presentation = layer.presentation()
        expectEqual(layer.anchorPoint, CGPoint(x: 1, y: 1))
        expectEqual(layer.position, CGPoint(x: navigation.view.bounds.maxX, y: navigation.view.bounds.maxY))
        let transform = CATransform3DGetAffineTransform(presentation?.transform ?? CATransform3DIdentity)
        let angle = atan2(Double(transform.b), Double(transform.a))
        #expect(abs(angle - .pi / 4) < 0.03, "turned \(angle * 180 / .pi)°")
        host.runUntilIdle()
        expectEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
    }

    /// While the finger drags, the top screen's top edge follows it down 1:1, and the screen
    /// beneath rises from a third of the height: at progress p its top is at (1 − p) × h / 3.
    @Test func theInteractivePopFollowsTheFinger() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let navigation = RotatingNavigationDemo().makeRootViewController() as! UINavigationController
        host.window.rootViewController = navigation
        host.runFrame()
        (navigation.viewControllers[0] as! RotatingFirstViewController).showNext(animated: false)
        host.runUntilIdle()
        let second = navigation.topViewController!
        let first = navigation.viewControllers[0]
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.4)
        let height = Double(second.view.bounds.height)
        let p = 200 / height
        let top = Double(second.view.layer.presentation()?.frame.minY ?? -1)
        let beneath = Double(first.view.layer.presentation()?.frame.minY ?? -1)
        #expect(abs(top - 200) < 10, "top screen at \(top)")
        #expect(abs(beneath - (1 - p) * height / 3) < 10, "screen beneath at \(beneath)")
        host.runUntilIdle()
        #expect(navigation.topViewController === second, "released at 24%: cancelled")
    }
}
