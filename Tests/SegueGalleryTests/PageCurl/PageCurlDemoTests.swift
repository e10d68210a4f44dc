import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 16, a page curl: a tap turns chapter 1 over, a drag from the left curls chapter 1
/// back over chapter 2, a short slow lift falls back — cleanly, with balanced appearance,
/// key frames against snapshots.
@MainActor
@Suite struct PageCurlDemoTests {
    @Test func aTapOnTheRightEdgeTurnsToChapterTwo() throws {
        let scenario = try #require(PageCurlDemo().scenario(named: "turn by tapping the edge"))
        let timing = try DemoChecks.run(PageCurlDemo(), scenario) { run in
            let book = try #require(run.root as? PageCurlBookViewController)
            #expect(book.viewControllers?.first === book.chapters[1])
            expectEqual(book.children, [book.chapters[1]])
        }
        DemoKeyFrames.expectKeyFrames(PageCurlDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(PageCurlDemo(), scenario)
    }

    @Test func aDragFromTheLeftCurlsChapterOneBack() throws {
        let scenario = try #require(PageCurlDemo().scenario(named: "curl back by dragging"))
        let timing = try DemoChecks.run(PageCurlDemo(), scenario) { run in
            let book = try #require(run.root as? PageCurlBookViewController)
            #expect(book.viewControllers?.first === book.chapters[0])
        }
        DemoKeyFrames.expectKeyFrames(PageCurlDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(PageCurlDemo(), scenario)
    }

    @Test func aShortSlowLiftFallsBack() throws {
        let scenario = try #require(PageCurlDemo().scenario(named: "let go early"))
        let timing = try DemoChecks.run(PageCurlDemo(), scenario) { run in
            let book = try #require(run.root as? PageCurlBookViewController)
            #expect(book.viewControllers?.first === book.chapters[0])
            expectEqual(book.chapters[1].parent, nil)
        }
        DemoKeyFrames.expectKeyFrames(PageCurlDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(PageCurlDemo(), scenario)
    }
}
