import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 14, a blur-in card: the backdrop's effect goes from none to a blur while the card
/// rises, and back as it goes — cleanly, under the transition doctor, with key frames against
/// snapshots.
@MainActor
@Suite struct BlurCardDemoTests {
    @Test func presentingBlursTheScreenBehindTheCard() throws {
        let scenario = try #require(BlurCardDemo().scenario(named: "present"))
        let timing = try DemoChecks.run(BlurCardDemo(), scenario) { run in
            let home = try #require(run.root as? BlurCardHomeViewController)
            let card = try #require(home.presentedViewController)
            let controller = try #require(card.presentationController as? BlurCardPresentationController)
            #expect(controller.blurView.effect === BlurCardPresentationController.blur)
            #expect(controller.blurView.window === run.host.window)
            #expect(card.view.frame.maxY <= 844 && card.view.frame.minX == 12)
        }
        DemoKeyFrames.expectKeyFrames(BlurCardDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(BlurCardDemo(), scenario)
    }

    @Test func aTapOnTheBlurLowersTheCardAndClearsIt() throws {
        let scenario = try #require(BlurCardDemo().scenario(named: "dismiss by tapping the blur"))
        let timing = try DemoChecks.run(BlurCardDemo(), scenario) { run in
            let home = try #require(run.root as? BlurCardHomeViewController)
            expectEqual(home.presentedViewController, nil)
            #expect(run.host.window.subviews == [home.view], "the container and its blur are gone")
        }
        DemoKeyFrames.expectKeyFrames(BlurCardDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(BlurCardDemo(), scenario)
    }
}
