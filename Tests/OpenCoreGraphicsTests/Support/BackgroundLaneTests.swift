import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The lane the suite's heavy computations run on (``BackgroundLane``): its own thread, one job
/// at a time, at a lower priority than the test pool and the main actor.
@Suite struct BackgroundLaneTests {
    @Test func laneJobsRunOnTheLanesThreadTenStepsNicerThanThePool() async {
        // This body runs on the test pool, whose thread made the lane's.
        let pool = Self.niceValue()
        let lane = await Self.laneThread()
        #expect(!lane.isMain)
        expectEqual(lane.name, "BackgroundLane")
        #if canImport(Glibc)
        expectEqual(lane.nice, min(pool + 10, 19))
        #endif
    }

    /// The calling thread's nice value (Linux keeps one per thread; 0 names the caller).
    static func niceValue() -> Int32 {
        #if canImport(Glibc)
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        #else
        0
        #endif
    }

    @BackgroundLane static func laneThread() -> (isMain: Bool, name: String?, nice: Int32) {
        (Thread.isMainThread, Thread.current.name, niceValue())
    }

    @Test func jobsFromManyTasksRunOneAtATimeOnTheLanesThread() async {
        let log = Log()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { await log.append(index) }
            }
        }
        let entries = await log.entries
        // Every job ran, each alone: no entry was written while another job held the lane.
        expectEqual(entries.sorted(), Array(0..<50))
        expectEqual(await log.overlaps, 0)
        expectEqual(await log.offTheLane, 0)
    }

    /// A record kept on the lane, that notices a job starting while another runs.
    @BackgroundLane final class Log {
        var entries: [Int] = []
        var overlaps = 0
        var offTheLane = 0
        private var running = false

        func append(_ index: Int) {
            if running { overlaps += 1 }
            if Thread.current.name != "BackgroundLane" { offTheLane += 1 }
            running = true
            // Some work between entering and leaving, where another thread could come in.
            var sum = 0
            for value in 0..<10_000 { sum &+= value ^ index }
            entries.append(sum >= 0 ? index : -index)
            running = false
        }
    }
}
