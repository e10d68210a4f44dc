import CX11
import Foundation
import TestSupport
import Testing

/// `segue demo`, run as a program: without a display, and in an Xvfb window driven by XTest.
@Suite(.enabled(if: SegueExecutable.url != nil, "the segue executable is built next to the tests"))
struct DemoBinaryTests {
    private var environmentWithoutDisplay: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        return environment
    }

    @Test func withoutDISPLAYItSaysSoInOneLine() async throws {
        let result = try await SegueExecutable.run(["demo"], environment: environmentWithoutDisplay)
        expectEqual(result.status, 1)
        expectEqual(result.output, "")
        #expect(
            result.error
                == "Error: DISPLAY is unset: a window needs an X server (start one, or set DISPLAY, e.g. DISPLAY=:0)\n")
    }

    @Test func anUnreachableServerIsNamedInOneLine() async throws {
        var environment = environmentWithoutDisplay
        environment["DISPLAY"] = ":987"
        let result = try await SegueExecutable.run(["demo", "rotating-navigation"], environment: environment)
        expectEqual(result.status, 1)
        #expect(
            result.error
                == "Error: cannot reach the X server ':987' (is it running, and may this user connect to it?)\n")
    }

    @Test func badArgumentsAreRefusedBeforeAnyWindowOpens() async throws {
        let unknown = try await SegueExecutable.run(["demo", "no-such-demo"], environment: environmentWithoutDisplay)
        #expect(unknown.status == 64 && unknown.error.hasPrefix("Error: unknown demo 'no-such-demo'"))
        let scale = try await SegueExecutable.run(["demo", "--scale", "0"], environment: environmentWithoutDisplay)
        #expect(
            scale.status == 64
                && scale.error == "Error: --scale must be a number greater than 0 and at most 8 (got 0)\n")
    }

    @Test(.enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (apt-get install xvfb x11-apps libxtst6)"))
    func aScriptedDragIsMeasuredAndClosingTheWindowQuits() throws {
        // SEGUE_DEMO_SCALE=2 measures the 390 × 844 @2x window (with SEGUE_EXECUTABLE
        // naming a release build); the test's own run uses scale 1.
        let scale = Int(ProcessInfo.processInfo.environment["SEGUE_DEMO_SCALE"] ?? "1") ?? 1
        let display = try VirtualDisplay(width: 390 * scale + 10, height: 844 * scale + 10)
        let demo = try SegueExecutable.start([
            "demo", "rotating-navigation", "--latency", "--display", display.name, "--scale", "\(scale)"
        ])
        let announcement = SegueExecutable.readLine(from: demo.output)
        #expect(
            announcement.hasPrefix(
                "segue demo: Segue — rotating-navigation, 390x844 points at scale \(scale), 60 fps, "))
        #expect(
            announcement.hasSuffix(", MIT-SHM; close the window to quit\n")
                || announcement.hasSuffix(", XPutImage; close the window to quit\n"))
        // Push, then an interactive pop dragged down 500 pt over 1.6 s; the server plays the events
        // with their delays, and sync() returns once it has played them all.
        let injector = try PointerInjector(displayName: display.name)
        injector.move(toX: 195 * scale, y: 771 * scale)
        injector.button(pressed: true)
        injector.button(pressed: false, delay: 50)
        injector.move(toX: 195 * scale, y: 300 * scale, delay: 1200)
        injector.button(pressed: true, delay: 20)
        // Moves 9–23 ms apart (seeded), so they reach the window at every phase of its frames.
        var seed: UInt64 = 7
        for step in 1...100 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            injector.move(toX: 195 * scale, y: (300 + step * 5) * scale, delay: 9 + UInt(seed >> 60))
        }
        injector.button(pressed: false, delay: 16)
        injector.sync()
        let finder = try WindowFinder(displayName: display.name)
        let window = try #require(finder.windows(titled: "Segue — rotating-navigation").first)
        finder.requestClose(window)
        let rest = String(decoding: demo.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        demo.process.waitUntilExit()
        expectEqual(demo.process.terminationStatus, 0)
        #expect(rest.hasPrefix("input-to-photon: "), "\(rest)")
        // Inputs that changed the screen were measured: at most one per input sent (103), and
        // on an idle machine about 90 (moves that reach the window within one frame make one
        // measurement, so a loaded machine measures fewer: the count is real time, not asserted
        // beyond "measured at all").
        let count = rest.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        #expect(count >= 1 && count <= 103, "\(rest)")
        print("segue demo, scripted drag: \(rest)", terminator: "")  // the measurement, for the record
    }

    @Test(.enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (apt-get install xvfb x11-apps libxtst6)"))
    func losingTheServerEndsWithOneLine() throws {
        var display: VirtualDisplay? = try VirtualDisplay()
        let demo = try SegueExecutable.start(["demo", "--display", display!.name])
        _ = SegueExecutable.readLine(from: demo.output)  // the window is up
        display = nil  // kills the server
        let error = String(decoding: demo.error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        demo.process.waitUntilExit()
        expectEqual(demo.process.terminationStatus, 1)
        expectEqual(error, "Error: lost the connection to the X server\n")
    }
}
