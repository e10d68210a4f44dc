import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 1 end to end: the half-way spring presentation and the cross-dissolve dismissal.
@MainActor
@Suite struct CrossDissolveDemoTests {
    private func scenario(_ name: String) -> DemoScenario {
        CrossDissolveDemo().scenarios.first { $0.name == name }!
    }

    @Test func present() {
        let scenario = scenario("present")
        let timing = DemoChecks.run(CrossDissolveDemo(), scenario) { runner in
            let root = runner.root
            let detail = root.presentedViewController
            #expect(detail is CrossDissolveDetailViewController)
            expectEqual(detail?.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
            expectEqual(detail?.view.alpha, 1)
            #expect(detail?.view.window === runner.host.window)
            #expect(root.view.window == nil, "a full-screen presentation removes the presenting view")
        }
        DemoKeyFrames.expectKeyFrames(
            CrossDissolveDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(CrossDissolveDemo(), scenario)
    }

    @Test func dismiss() {
        let scenario = scenario("dismiss")
        let timing = DemoChecks.run(CrossDissolveDemo(), scenario) { runner in
            let root = runner.root
            expectEqual(root.presentedViewController, nil)
            #expect(root.view.window === runner.host.window)
            expectEqual(root.view.alpha, 1)
            expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        DemoKeyFrames.expectKeyFrames(
            CrossDissolveDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(CrossDissolveDemo(), scenario)
    }
}
