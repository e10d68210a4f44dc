import CAllocationCounter
import Foundation
@_spi(LayoutBenchmarks) import OpenUIKit

/// The Auto Layout solver benchmark (issue 16): (a) a 200-view screen solved from scratch,
/// (b) the same after one constant changes (updateConstant + updateVariables, the per-frame
/// cost of an animated constraint), (c) 1,000 views in a chain, (d) a 30 × 30 grid; plus the
/// resident memory and allocations over many constant edits. With `--kiwi FILE` (written by
/// `peers/kiwi_layout.py`) it prints kiwisolver's times beside Segue's, with the ratios.
@main
struct LayoutBenchmarks {
    static func main() {
        var options = Options()
        guard options.parse(Array(CommandLine.arguments.dropFirst())) else {
            print(
                "usage: LayoutBenchmarks [--repeats N] [--frames N] [--edits N] [--dump DIR] [--kiwi FILE] [--only SYSTEM]"
            )
            return
        }
        if let directory = options.dump {
            for system in _LayoutSolverBenchmark.System.allCases {
                let path = "\(directory)/\(system.rawValue).json"
                _ = FileManager.default.createFile(
                    atPath: path, contents: Data(_LayoutSolverBenchmark.Run(system).json.utf8))
            }
            print("wrote \(_LayoutSolverBenchmark.System.allCases.count) systems to \(directory)")
            return
        }
        #if DEBUG
        print("warning: debug build; measure with `swift run -c release LayoutBenchmarks`")
        #endif
        let kiwi = options.kiwi.flatMap(KiwiResults.init(path:))
        if let only = options.only, let system = _LayoutSolverBenchmark.System(rawValue: only) {
            Report.print([scratch(only, _LayoutSolverBenchmark.Run(system), key: only, options, kiwi)])
            return
        }
        var table: [Report.Row] = []

        let screen = _LayoutSolverBenchmark.Run(.screen200)
        table.append(scratch("(a) screen, 200 views", screen, key: "screen200", options, kiwi))
        table.append(animation(screen, options, kiwi))
        let chain = _LayoutSolverBenchmark.Run(.chain1000)
        table.append(scratch("(c) chain, 1,000 views", chain, key: "chain1000", options, kiwi))
        let grid = _LayoutSolverBenchmark.Run(.grid30)
        table.append(scratch("(d) grid, 30 × 30", grid, key: "grid30", options, kiwi))
        Report.print(table)
        memory(screen, edits: options.edits)
    }

    /// Median µs of a from-scratch solve over `options.repeats` runs (after one warm-up).
    static func scratch(
        _ title: String, _ run: _LayoutSolverBenchmark.Run, key: String, _ options: Options,
        _ kiwi: KiwiResults?
    ) -> Report.Row {
        let checksum = run.solveFromScratch()
        var times: [Double] = []
        for _ in 0..<options.repeats {
            let start = Stopwatch.now()
            run.solveFromScratch()
            times.append(Double(Stopwatch.now() - start) / 1_000)
        }
        return Report.Row(
            title: title, size: "\(run.variableCount) vars, \(run.equationCount) eqs",
            segue: median(times), kiwi: kiwi?.micros[key], checksum: checksum, kiwiChecksum: kiwi?.checksums[key])
    }

    /// (b): median µs of one animated frame, the animated constant stepping through 100 values.
    static func animation(_ run: _LayoutSolverBenchmark.Run, _ options: Options, _ kiwi: KiwiResults?) -> Report.Row {
        run.solveFromScratch()
        let base = run.animatedConstant
        for frame in 0..<200 { run.animate(to: base - Double(frame % 100)) }  // warm-up
        var times: [Double] = []
        var sink = 0.0
        for frame in 0..<options.frames {
            let start = Stopwatch.now()
            sink += run.animate(to: base - Double(frame % 100))
            times.append(Double(Stopwatch.now() - start) / 1_000)
        }
        run.animate(to: base - 50)
        return Report.Row(
            title: "(b) screen, one constant changes", size: "updateConstant + updateVariables",
            segue: median(times), kiwi: kiwi?.micros["screen200_animate"], checksum: run.checksum,
            kiwiChecksum: kiwi?.checksums["screen200_animate"], note: sink.isFinite ? nil : "non-finite")
    }

    /// Resident memory and allocations over `edits` constant edits of the screen.
    static func memory(_ run: _LayoutSolverBenchmark.Run, edits: Int) {
        run.solveFromScratch()
        let base = run.animatedConstant
        for frame in 0..<1_000 { run.animate(to: base - Double(frame % 100)) }
        let residentBefore = residentBytes()
        let bytesBefore = segue_allocated_bytes()
        let countBefore = segue_allocation_count()
        for frame in 0..<edits { run.animate(to: base - Double(frame % 100)) }
        let bytesAfter = segue_allocated_bytes()
        let countAfter = segue_allocation_count()
        let residentAfter = residentBytes()
        print(
            """

            memory over \(edits) constant edits (updateConstant + updateVariables) of the screen:
              resident before \(residentBefore / 1024) KiB, after \(residentAfter / 1024) KiB, growth \((residentAfter - residentBefore) / 1024) KiB
              allocations per edit \(String(format: "%.2f", Double(countAfter - countBefore) / Double(edits))), \
            bytes allocated per edit \(String(format: "%.1f", Double(bytesAfter - bytesBefore) / Double(edits)))
            """)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// The process's resident memory, from /proc/self/statm (0 where it cannot be read).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
