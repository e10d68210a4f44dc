import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 19, the page-sheet stack: the mailbox steps back behind the compose sheet, the
/// compose sheet behind the photo sheet, and a swipe takes the photo sheet away — cleanly,
/// key frames against snapshots.
@MainActor
@Suite struct SheetStackDemoTests {
    @Test func theMailboxStepsBackBehindTheComposeSheet() throws {
        let scenario = try #require(SheetStackDemo().scenario(named: "present"))
        let timing = try DemoChecks.run(SheetStackDemo(), scenario) { run in
            let mailbox = try #require(run.root as? MailboxViewController)
            #expect(mailbox.composer != nil)
            #expect(mailbox.view.transform.a < 1, "stepped back")
        }
        DemoKeyFrames.expectKeyFrames(SheetStackDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SheetStackDemo(), scenario)
    }

    @Test func aSecondSheetStacksOverTheFirst() throws {
        let scenario = try #require(SheetStackDemo().scenario(named: "stack a second sheet"))
        let timing = try DemoChecks.run(SheetStackDemo(), scenario) { run in
            let mailbox = try #require(run.root as? MailboxViewController)
            let composer = try #require(mailbox.composer)
            #expect(composer.presentedViewController != nil)
            #expect(composer.view.transform.a < 1, "the compose sheet stepped back")
        }
        DemoKeyFrames.expectKeyFrames(SheetStackDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SheetStackDemo(), scenario)
    }

    @Test func aSwipeTakesTheTopSheetAway() throws {
        let scenario = try #require(SheetStackDemo().scenario(named: "swipe the top sheet away"))
        let timing = try DemoChecks.run(SheetStackDemo(), scenario) { run in
            let mailbox = try #require(run.root as? MailboxViewController)
            let composer = try #require(mailbox.composer)
            expectEqual(composer.presentedViewController, nil)
            #expect(composer.view.transform == .identity, "the compose sheet came forward")
        }
        DemoKeyFrames.expectKeyFrames(SheetStackDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(SheetStackDemo(), scenario)
    }
}
