import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 13, an alert over a custom-presented card: the alert appears over the card's
/// dimming, and Delete fades the alert out, then its handler dismisses the card — cleanly,
/// under the transition doctor, with key frames against snapshots.
@MainActor
@Suite struct AlertOverCardDemoTests {
    @Test func presentingTheAlertFromTheCard() throws {
        let scenario = try #require(AlertOverCardDemo().scenario(named: "present alert"))
        let timing = try DemoChecks.run(AlertOverCardDemo(), scenario) { run in
            let home = try #require(run.root as? AlertOverCardHomeViewController)
            let card = try #require(home.card)
            let alert = try #require(card.presentedViewController as? UIAlertController)
            #expect(alert.presentingViewController === card)
            #expect(card.view.window === run.host.window, "the card stays under the alert")
            let delete = try #require(
                alert.view.subviews.first?.subviews.compactMap { $0 as? UIControl }
                    .first { ($0.subviews.compactMap { $0 as? UILabel }.first?.text) == "Delete" })
            let frame = delete.convert(delete.bounds, to: nil)
            #expect(
                frame.contains(AlertOverCardDemo.deleteButtonCentre), "the scenario's tap lands on Delete: \(frame)")
        }
        DemoKeyFrames.expectKeyFrames(
            AlertOverCardDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(AlertOverCardDemo(), scenario)
    }

    @Test func deletingDismissesTheAlertThenTheCard() throws {
        let scenario = try #require(AlertOverCardDemo().scenario(named: "delete"))
        let timing = try DemoChecks.run(AlertOverCardDemo(), scenario) { run in
            let home = try #require(run.root as? AlertOverCardHomeViewController)
            expectEqual(home.deletions, 1)
            expectEqual(home.presentedViewController, nil)
            #expect(run.host.window.subviews == [home.view], "both containers are gone")
        }
        DemoKeyFrames.expectKeyFrames(
            AlertOverCardDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(AlertOverCardDemo(), scenario)
    }
}
