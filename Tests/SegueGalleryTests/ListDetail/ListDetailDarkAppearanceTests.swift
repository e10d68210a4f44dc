import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// The list-detail demo in dark mode (`segue render --appearance dark`), and a switch between
/// light and dark in the middle of its push.
@MainActor
@Suite struct ListDetailDarkAppearanceTests {
    static let darkPlayer = ScenarioPlayer(.init(scale: 0.5, userInterfaceStyle: .dark))

    private func expectKeyFrame(
        _ image: CGImage, _ name: String, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        _ = expectSnapshot(
            of: image, named: name, tolerance: DemoKeyFrames.tolerance, directory: gallerySnapshots,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    @Test func thePushInDarkModeMatchesItsSnapshots() throws {
        let demo = ListDetailDemo()
        let scenario = try #require(demo.scenario(named: "push"))
        let run = try Self.darkPlayer.start(demo, scenario)
        let start = run.host.render()
        expectEqual(run.root.traitCollection.userInterfaceStyle, .dark)
        let table = try #require((run.root as? ListNavigationController)?.list?.tableView)
        #expect(table.layer.backgroundColor?.components == [0, 0, 0, 1], "a plain table is black in dark mode")
        try run.runNextStep()
        run.host.advance(by: 0.2)
        let middle = run.host.render()
        try run.finish()
        let end = run.host.render()
        expectKeyFrame(start, "list-detail.push.dark.start")
        expectKeyFrame(middle, "list-detail.push.dark.middle")
        expectKeyFrame(end, "list-detail.push.dark.end")
        #expect(run.host.reports.isEmpty, "\(run.host.reports)")
    }

    @Test func switchingToDarkMidPushRecoloursBothScreensAndThePushCompletes() throws {
        let demo = ListDetailDemo()
        let scenario = try #require(demo.scenario(named: "push"))
        let run = try DemoKeyFrames.player.start(demo, scenario)
        let navigation = try #require(run.root as? ListNavigationController)
        try run.runNextStep()
        run.host.advance(by: 0.15)
        #expect(navigation.transitionCoordinator != nil, "the push is running")
        run.host.userInterfaceStyle = .dark
        let detail = try #require(navigation.topViewController)
        expectEqual(detail.view.layer.backgroundColor?.components, [0, 0, 0, 1])
        #expect(
            navigation.navigationBar.traitCollection.userInterfaceStyle == .dark, "the bar's material and title follow")
        run.host.advance(by: 1.0 / 60)  // the next frame redraws the labels in their dark colours
        let middle = run.host.render()
        try run.finish()
        #expect(navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil)
        #expect(detail.view.window === run.host.window && detail.traitCollection.userInterfaceStyle == .dark)
        expectKeyFrame(middle, "list-detail.push.light-to-dark.middle")
        expectKeyFrame(run.host.render(), "list-detail.push.light-to-dark.end")
        #expect(run.host.reports.isEmpty, "\(run.host.reports)")
    }
}
