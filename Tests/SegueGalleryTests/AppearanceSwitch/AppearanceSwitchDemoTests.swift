import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 21, light ↔ dark: the switch cross-dissolves the window into the other appearance (UIKitBehaviour #457);
/// the detail, pushed while dark, fades back to light and pops — cleanly, under the doctor,
/// with the start, middle and end frames matching their snapshots (looked at: the middle
/// blends the two appearances).
@MainActor
@Suite struct AppearanceSwitchDemoTests {
    private func scenario(_ name: String) throws -> DemoScenario {
        try #require(AppearanceSwitchDemo().scenarios.first { $0.name == name })
    }

    @Test func theSwitchesAreWhereTheScenariosTap() throws {
        try DemoChecks.run(AppearanceSwitchDemo()) { run in
            let settings = try #require(AppearanceSwitchDemo.settings(in: run.root))
            let frame = settings.darkModeSwitch.convert(settings.darkModeSwitch.bounds, to: nil)
            #expect(frame.contains(AppearanceSwitchDemo.settingsSwitch), "\(frame)")
            settings.showDetail(row: 0, animated: false)
            run.host.runUntilIdle()
            let detail = try #require(
                settings.navigationController?.topViewController as? AppearanceDetailViewController)
            let detailFrame = detail.darkModeSwitch.convert(detail.darkModeSwitch.bounds, to: nil)
            #expect(detailFrame.contains(AppearanceSwitchDemo.detailSwitch), "\(detailFrame)")
            settings.navigationController?.popViewController(animated: false)
            run.host.runUntilIdle()
        }
    }

    @Test func switchingToDark() throws {
        let scenario = try scenario("switch to dark")
        let timing = try DemoChecks.run(AppearanceSwitchDemo(), scenario) { run in
            let settings = try #require(AppearanceSwitchDemo.settings(in: run.root))
            #expect(settings.darkModeSwitch.isOn)
            expectEqual(run.host.window.overrideUserInterfaceStyle, .dark)
            expectEqual(settings.traitCollection.userInterfaceStyle, .dark)
            #expect(
                settings.tableView.backgroundColor?.resolvedColor(with: settings.traitCollection)
                    == UIColor.systemGroupedBackground.resolvedColor(with: settings.traitCollection))
        }
        #expect(timing.frames <= 40, "the gallery's time is watched: \(timing.frames) frames")
        DemoKeyFrames.expectKeyFrames(
            AppearanceSwitchDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(AppearanceSwitchDemo(), scenario)
    }

    @Test func backToLightThenPop() throws {
        let scenario = try scenario("back to light, then pop")
        let timing = try DemoChecks.run(AppearanceSwitchDemo(), scenario) { run in
            let settings = try #require(AppearanceSwitchDemo.settings(in: run.root))
            #expect(settings.navigationController?.topViewController === settings)
            expectEqual(run.host.window.overrideUserInterfaceStyle, .light)
            #expect(!settings.darkModeSwitch.isOn, "the settings screen shows the appearance it comes back to")
            expectEqual(settings.traitCollection.userInterfaceStyle, .light)
        }
        #expect(timing.frames <= 60, "\(timing.frames) frames")
        DemoKeyFrames.expectKeyFrames(
            AppearanceSwitchDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(AppearanceSwitchDemo(), scenario)
    }
}
