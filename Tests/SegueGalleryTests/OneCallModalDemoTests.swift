import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 6, the one-call modal (SegueTransitions' `present(_:at:animated:presenting:dismissing:completion:)`,
/// tested in `OneCallModalTests`): its scenarios end where they should, cleanly; key frames
/// match their snapshots.
@MainActor
@Suite struct OneCallModalDemoTests {
    /// The card's and the banner's frames on a 390 × 844 screen, worked out by hand from the
    /// demo's layout: 24 pt margins, 150 pt down, 460 pt tall; 12 pt margins, 54 pt down, 100 pt tall.
    static let cardFrame = CGRect(x: 24, y: 150, width: 342, height: 460)
    static let bannerFrame = CGRect(x: 12, y: 54, width: 366, height: 100)

    @Test(arguments: ["card, present", "card, dismiss", "banner, present", "banner, dismiss"])
    func scenarioEndsCleanly(_ name: String) throws {
        let scenario = try #require(OneCallModalDemo().scenario(named: name))
        try DemoChecks.run(OneCallModalDemo(), scenario) { player in
            try expectEndState(of: name, in: player)
        }
    }

    /// Presented: the card or banner at its frame, at rest; dismissed: nothing left over the
    /// presenter. Either way the presenter stays on screen (a custom presentation).
    private func expectEndState(of name: String, in player: ScenarioRun) throws {
        let root = player.root
        if name.hasSuffix("present") {
            let presented = try #require(root.presentedViewController)
            let isCard = name.hasPrefix("card")
            #expect(isCard ? presented is OneCallCardViewController : presented is OneCallBannerViewController)
            expectEqual(presented.modalPresentationStyle, .custom)
            expectEqual(presented.view.frame, (isCard ? Self.cardFrame : Self.bannerFrame))
            expectEqual(presented.view.transform, .identity)
            expectEqual(presented.view.alpha, 1)
            #expect(presented.view.window === player.host.window)
        } else {
            expectEqual(root.presentedViewController, nil)
            #expect(player.host.window.subviews == [root.view], "the container left the window")
        }
        #expect(root.view.window === player.host.window)
    }

    @Test(arguments: ["card, present", "card, dismiss", "banner, present", "banner, dismiss"])
    func keyFramesMatchTheSnapshots(_ name: String) {
        DemoKeyFrames.expectTransitionKeyFrames(of: OneCallModalDemo(), name, includingStart: name == "card, present")
    }
}
