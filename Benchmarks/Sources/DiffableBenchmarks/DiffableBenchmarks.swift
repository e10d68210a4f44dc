import Foundation
@_spi(DiffableBenchmarks) import OpenUIKit

/// The diffable snapshot benchmark (issue 17): the difference between two snapshots (about 5 %
/// of the items deleted, 5 % inserted, 2 % moved, 2 % reloaded, 2 % reconfigured, one section
/// moved) for 100 items in 1 section, 1,000 in 10 and 10,000 in 100; and the whole animated
/// apply through the applier (difference + batch-update calls to a target that only counts).
/// Baseline in the same run: the standard library's `CollectionDifference` with
/// `inferringMoves()` over the same items flattened (no sections, no reloads). Prints median
/// and 99th-percentile µs; asserts nothing.
@main
struct DiffableBenchmarks {
    @MainActor
    static func main() {
        var repeats = 200
        var arguments = CommandLine.arguments.dropFirst()
        while let flag = arguments.popFirst() {
            guard flag == "--repeats", let value = arguments.popFirst(), let number = Int(value), number > 0 else {
                print("usage: DiffableBenchmarks [--repeats N]")
                return
            }
            repeats = number
        }
        #if DEBUG
        print("warning: debug build; measure with `swift run -c release DiffableBenchmarks`")
        #endif
        print("size                      | difference µs (median / p99) | apply µs (median / p99) | CollectionDifference µs (median) | changes")
        for (items, sections) in [(100, 1), (1_000, 10), (10_000, 100)] {
            let run = _DiffableBenchmark.Run(itemCount: items, sectionCount: sections)
            let count = max(repeats / (items / 100 > 10 ? 10 : 1), 10)
            let changes = run.difference()
            let difference = measure(count) { run.difference() }
            let apply = measure(count) { run.apply() }
            let baseline = measureBaseline(run, count)
            let title = "\(items) items, \(sections) section\(sections == 1 ? "" : "s")".padding(toLength: 25, withPad: " ", startingAt: 0)
            print("\(title) | \(format(difference.median)) / \(format(difference.p99)) | \(format(apply.median)) / \(format(apply.p99)) | \(format(baseline)) | \(changes)")
            if items == 100 {
                print("target: a 100-item snapshot applied with animation in < 1 ms (median): \(apply.median < 1_000 ? "met" : "NOT met") "
                      + "(median \(format(apply.median)) µs, p99 \(format(apply.p99)) µs; p99 shows other processes on a loaded machine)")
            }
        }
    }

    /// Median and 99th percentile in µs of `count` runs of `body` (after one warm-up).
    static func measure(_ count: Int, _ body: () -> Int) -> (median: Double, p99: Double) {
        var sink = body()
        var times: [Double] = []
        for _ in 0..<count {
            let start = Stopwatch.now()
            sink &+= body()
            times.append(Double(Stopwatch.now() - start) / 1_000)
        }
        if sink == Int.min { print(sink) }
        times.sort()
        return (times[times.count / 2], times[min(times.count - 1, times.count * 99 / 100)])
    }

    /// Median µs of `CollectionDifference.inferringMoves()` over the same items, flattened.
    static func measureBaseline(_ run: _DiffableBenchmark.Run, _ count: Int) -> Double {
        let (old, new) = run.flattenedItems
        return measure(count) { new.difference(from: old).inferringMoves().count }.median
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// Reads the monotonic clock, for measuring; the engine itself never reads a wall clock.
enum Stopwatch {
    /// Nanoseconds since an arbitrary fixed point (`CLOCK_MONOTONIC`).
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
