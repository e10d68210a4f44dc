import ArgumentParser
import OpenCoreGraphics
import OpenUIKit
import SegueGallery
import SegueTesting
import TestSupport
import Testing

@testable import SegueCommandLine

@Suite struct DragScriptTests {
    static let equivalent = [
        "10,20→40,20 over 0.1s, release",
        "10,20->40,20 over 0.1s, release",
        "10,20→40,20 over 0.1s",
        " 10 , 20 → 40 , 20  over 0.1 s ,  release ",
        "10,20→40,20 OVER 100ms, Release",
        "10,20→40,20 over 0.1"
    ]

    @Test(arguments: equivalent)
    func spellingsOfOneDrag(_ text: String) throws {
        #expect(
            try DragScript(parsing: text)
                == DragScript(start: CGPoint(x: 10, y: 20), end: CGPoint(x: 40, y: 20), duration: 0.1))
    }

    @Test func negativeAndFractionalCoordinates() throws {
        let script = try DragScript(parsing: "-5.5,0→195,422.25 over 0s")
        expectEqual(script, DragScript(start: CGPoint(x: -5.5, y: 0), end: CGPoint(x: 195, y: 422.25), duration: 0))
        expectEqual(script.description, "-5.5,0→195,422.25 over 0s, release")
    }

    @Test func longestDragIsAMinute() throws {
        try expectEqual(DragScript(parsing: "0,0→1,1 over 60s").duration, 60)
        let error = #expect(throws: ValidationError.self) { try DragScript(parsing: "0,0→1,1 over 60001ms") }
        expectEqual(error?.message, "--drag duration must be within 0...60 s (got 60.001 s)")
    }

    @Test func scriptsWithHoldsEasingReleasesAndTwoFingers() throws {
        let text =
            "10,400 → 200,400 over 0.3s ease-out → hold 0.5s, release still; 300,400 → 300,200 over 0.2s, release flick"
        let script = try DragScript(parsing: text)
        expectEqual(script.script, (try TouchScript(parsing: text)))
        #expect(
            script.description
                == "10,400→200,400 over 0.3s ease-out→hold 0.5s, release still; 300,400→300,200 over 0.2s, release flick"
        )
        expectEqual(script.duration, 0.8)
    }

    @Test func malformedScriptsSayWhereInOneLine() {
        let error = #expect(throws: ValidationError.self) { try DragScript(parsing: "0,0→1,1 over 0x10s") }
        #expect(
            error?.message
                == "malformed --drag '0,0→1,1 over 0x10s': malformed number '0x10s': numbers are plain decimals "
                + "like 0.6 or -12.5 (at character 14) (like \"x0,y0→x1,y1 over 0.6s, release\")")
    }

    @Test func theLongestFingerCountsTowardsTheMinute() {
        let error = #expect(throws: ValidationError.self) {
            try DragScript(parsing: "0,0→1,1 over 1s; 5,5→hold 59s → 6,6 over 2s")
        }
        expectEqual(error?.message, "--drag duration must be within 0...60 s (got 61 s)")
    }

    /// The tab-slide demo finishes a pan released past half-way or flicked, and cancels
    /// otherwise: the same short, fast stroke switches tabs when released at speed, and goes
    /// back when the finger holds still before lifting (the cancel `host.drag` cannot script).
    @MainActor
    @Test(arguments: [
        ("300,420 → 220,420 over 0.1s, release", 1),
        ("300,420 → 220,420 over 0.1s → hold 0.3s, release", 0),
        ("300,420 → 220,420 over 0.1s, release still", 0),
        ("300,420 → 120,420 over 0.3s ease-out, release", 0),
        ("300,420 → 120,420 over 0.3s ease-out, release flick", 1)
    ])
    func aHeldOrFlickedReleaseDecidesAnInteractiveTabSwitch(_ text: String, _ tabsMoved: Int) throws {
        let host = HeadlessHost()
        let root = TabSlideDemo().makeRootViewController() as! UITabBarController
        host.window.rootViewController = root
        host.runUntilIdle()
        let before = root.selectedIndex
        host.perform(try DragScript(parsing: text).script)
        host.runUntilIdle()
        expectEqual(root.selectedIndex, before + tabsMoved)
    }
}
