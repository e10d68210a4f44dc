import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import SegueCommandLine

/// The lanes that encode and write frames beside the rendering (`render`, `gallery`).
@MainActor
@Suite struct EncodingLanesTests {
    /// Records what the lanes did, from any thread.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Int] = []
        private var submitted = 0, completed = 0, mostPending = 0
        func append(_ value: Int) { lock.withLock { entries.append(value) } }
        var values: [Int] { lock.withLock { entries } }
        /// Counted once `submit` returns: a submission still waiting for a place is not yet in flight.
        func didSubmit() { lock.withLock { submitted += 1 } }
        func didStart() { lock.withLock { mostPending = max(mostPending, submitted - completed) } }
        func didComplete() { lock.withLock { completed += 1 } }
        var mostWaiting: Int { lock.withLock { mostPending } }
    }

    struct Failure: Error, Equatable { let number: Int }

    @Test func workOnOneLaneRunsInTheOrderItWasSubmitted() throws {
        let lanes = EncodingLanes(count: 3, framesInFlight: 4)
        let log = Log()
        let lane = lanes.nextQueue()
        for number in 0..<200 { try lanes.submit(to: lane) { log.append(number) } }
        try lanes.waitForAll()
        expectEqual(log.values, Array(0..<200))
    }

    @Test func scenariosTakeTheLanesInTurn() {
        let lanes = EncodingLanes(count: 2)
        let first = lanes.nextQueue()
        let second = lanes.nextQueue()
        let third = lanes.nextQueue()
        #expect(first !== second)
        #expect(first === third)
    }

    @Test func theFirstErrorIsThrownAndLaterWorkIsSkipped() throws {
        let lanes = EncodingLanes(count: 1, framesInFlight: 2)
        let log = Log()
        let lane = lanes.nextQueue()
        try lanes.submit(to: lane) { log.append(1) }
        try lanes.submit(to: lane) { throw Failure(number: 2) }
        // The lane may already have failed by now (then the submission itself throws it).
        do { try lanes.submit(to: lane) { throw Failure(number: 3) } } catch let failure as Failure {
            expectEqual(failure.number, 2)
        }
        #expect(throws: Failure(number: 2)) { try lanes.waitForAll() }
        // Once a lane failed, nothing more is taken.
        #expect(throws: Failure(number: 2)) { try lanes.submit(to: lane) { log.append(4) } }
        #expect(throws: Failure(number: 2)) { try lanes.waitForAll() }
        expectEqual(log.values, [1])
    }

    @Test func noMoreThanTheLimitWaitsAtOnce() throws {
        let lanes = EncodingLanes(count: 2, framesInFlight: 3)
        let log = Log()
        for number in 0..<120 {
            defer { log.didSubmit() }
            try lanes.submit(to: lanes.nextQueue()) {
                log.didStart()
                // Slow work, so that the submitter gets ahead and has to wait.
                var sum = 0
                for value in 0..<20_000 { sum &+= value &* number }
                log.append(sum == -1 ? 0 : number)
                log.didComplete()
            }
        }
        try lanes.waitForAll()
        #expect(log.mostWaiting <= 3)
        expectEqual(log.values.sorted(), Array(0..<120))
    }

    @Test func filesAreTheSameBytesWithOneLaneOrSeveral() throws {
        let settings = try RenderOptions.parse(["--size", "60x40", "--scale", "1"]).settings()
        var files: [[Data]] = []
        for laneCount in [1, 3] {
            let directory = try makeTemporaryDirectory()
            let render = ScenarioRender(
                settings: settings, statistics: RenderStatistics(),
                lanes: EncodingLanes(count: laneCount, framesInFlight: 2))
            var written: [String] = []
            for demo in testCatalog.demos {
                for (number, scenario) in demo.scenarios.enumerated() {
                    let stem = "\(directory)/\(demo.name)-\(number)"
                    _ = try render.render(
                        demo, scenario, to: .init(animation: stem + ".png", frames: stem, sheet: stem + "-sheet.png"))
                    written += [stem + ".png", stem + "-sheet.png", stem + "/frame-0003.png"]
                }
            }
            try render.waitForFiles()
            files.append(try written.map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
        }
        expectEqual(files[0].count, 9)
        expectEqual(files[0], files[1])
    }

    @Test func renderWaitsForItsFilesBeforeReportingThem() throws {
        let path = try makeTemporaryDirectory() + "/fade.png"
        let outcome = SegueCommand.execute(
            ["render", "fade", "--scenario", "all", "-o", path, "--size", "60x40", "--scale", "1"],
            catalog: testCatalog)
        expectEqual(outcome.exitCode, 0)
        // Each scenario's stored frame count comes from its finished file.
        #expect(outcome.standardOutput.contains("(animated PNG, 31 stored frames)"), "\(outcome.standardOutput)")
        let first = path.replacingOccurrences(of: "fade.png", with: "fade-fade-out.png")
        let stored = try APNGChunks(Data(contentsOf: URL(fileURLWithPath: first)))
        expectEqual(stored.frameCount, 31)
    }
}
