import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 2 end to end: edge-swipe presentation and dismissal, finished and cancelled, and the
/// button paths that vend no interaction controller.
@MainActor
@Suite struct EdgeSwipeDemoTests {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// What the end of each scenario must show: whether the detail is presented, and how many
    /// interaction controllers the delegate vended over the whole run.
    @Test(arguments: [
        ("interactive present, finished", true, 1),
        ("interactive present, cancelled", false, 1),
        ("interactive dismiss, finished", false, 1),
        ("interactive dismiss, cancelled", true, 1),
        ("button present (not interactive)", true, 0),
        ("button dismiss (not interactive)", false, 0)
    ])
    func scenario(_ name: String, endsPresented: Bool, interactionControllers: Int) throws {
        let scenario = try #require(EdgeSwipeDemo().scenarios.first { $0.name == name })
        let timing = DemoChecks.run(EdgeSwipeDemo(), scenario) { runner in
            let home = runner.root as! EdgeSwipeHomeViewController
            expectEqual(home.transitionController.interactionControllersVended, interactionControllers)
            if endsPresented {
                let detail = home.presentedViewController
                #expect(detail is EdgeSwipeDetailViewController)
                expectEqual(detail?.view.frame, screen)
                #expect(detail?.view.window === runner.host.window)
                #expect(home.view.window == nil, "full screen: the presenting view is out of the window")
            } else {
                expectEqual(home.presentedViewController, nil)
                #expect(home.view.window === runner.host.window)
                expectEqual(home.view.frame, screen)
            }
        }
        DemoKeyFrames.expectKeyFrames(EdgeSwipeDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(EdgeSwipeDemo(), scenario)
    }

    /// While the finger drags, the incoming screen stays under it: linear, 1:1 with the
    /// finger. At the frame the finger lifts 290 pt in from the right edge (74% of the width),
    /// the detail's left edge is at 390 − 290 = 100 pt.
    @Test func theScreenFollowsTheFinger() {
        let host = HeadlessHost(screenSize: screen.size, scale: 1)
        let home = EdgeSwipeDemo().makeRootViewController()
        host.window.rootViewController = home
        host.runFrame()
        host.drag(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 95, y: 500), duration: 0.5)
        let detail = home.presentedViewController
        let x = detail?.view.layer.presentation()?.frame.minX ?? -1
        #expect(abs(x - 100) < 8, "the detail's left edge is at \(x)")
        host.runUntilIdle()
        #expect(home.presentedViewController === detail)
    }

    /// A second swipe after a cancelled one works too: the first interaction controller is
    /// gone, the next one drives the new transition.
    @Test func aSwipeAfterACancelledSwipeStillPresents() {
        let host = HeadlessHost(screenSize: screen.size, scale: 1)
        let home = EdgeSwipeDemo().makeRootViewController() as! EdgeSwipeHomeViewController
        host.window.rootViewController = home
        host.runFrame()
        host.drag(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 235, y: 500), duration: 0.4)
        host.runUntilIdle()
        expectEqual(home.presentedViewController, nil)
        host.drag(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 95, y: 500), duration: 0.5)
        host.runUntilIdle()
        #expect(home.presentedViewController is EdgeSwipeDetailViewController)
        expectEqual(home.transitionController.interactionControllersVended, 2)
        #expect(host.reports.isEmpty)
    }
}
