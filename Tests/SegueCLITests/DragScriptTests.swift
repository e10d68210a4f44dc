import ArgumentParser
import OpenCoreGraphics
import Testing
@testable import SegueCommandLine

@Suite struct DragScriptTests {
    static let equivalent = [
        "10,20→40,20 over 0.1s, release",
        "10,20->40,20 over 0.1s, release",
        "10,20→40,20 over 0.1s",
        " 10 , 20 → 40 , 20  over 0.1 s ,  release ",
        "10,20→40,20 OVER 100ms, Release",
        "10,20→40,20 over 0.1",
    ]

    @Test(arguments: equivalent)
    func spellingsOfOneDrag(_ text: String) throws {
        #expect(try DragScript(parsing: text) == DragScript(start: CGPoint(x: 10, y: 20), end: CGPoint(x: 40, y: 20), duration: 0.1))
    }

    @Test func negativeAndFractionalCoordinates() throws {
        let script = try DragScript(parsing: "-5.5,0→195,422.25 over 0s")
        #expect(script == DragScript(start: CGPoint(x: -5.5, y: 0), end: CGPoint(x: 195, y: 422.25), duration: 0))
        #expect(script.description == "-5.5,0→195,422.25 over 0s, release")
    }

    @Test func longestDragIsAMinute() throws {
        #expect(try DragScript(parsing: "0,0→1,1 over 60s").duration == 60)
        let error = #expect(throws: ValidationError.self) { try DragScript(parsing: "0,0→1,1 over 60001ms") }
        #expect(error?.message == "--drag duration must be within 0...60 s (got 60.001 s)")
    }
}

