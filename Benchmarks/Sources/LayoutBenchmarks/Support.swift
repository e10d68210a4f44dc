import Foundation
@_spi(LayoutBenchmarks) import OpenUIKit

/// The systems `--only` accepts.
let _LayoutSolverBenchmarkSystemNames = _LayoutSolverBenchmark.System.allCases.map(\.rawValue)

/// Command-line options of `LayoutBenchmarks`.
struct Options {
    var repeats = 20
    var frames = 5_000
    var edits = 100_000
    var dump: String?
    var kiwi: String?
    /// Only this system's from-scratch row (`screen200`, `chain1000`, `grid30`), for profiling.
    var only: String?

    /// Reads `arguments`; false on anything unknown.
    mutating func parse(_ arguments: [String]) -> Bool {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return false }
            switch flag {
            case "--repeats":
                guard let n = Int(value), n > 0 else { return false }
                repeats = n
            case "--frames":
                guard let n = Int(value), n > 0 else { return false }
                frames = n
            case "--edits":
                guard let n = Int(value), n > 0 else { return false }
                edits = n
            case "--dump": dump = value
            case "--kiwi": kiwi = value
            case "--only":
                guard _LayoutSolverBenchmarkSystemNames.contains(value) else { return false }
                only = value
            default: return false
            }
        }
        return true
    }
}

/// kiwisolver's results, as `peers/kiwi_layout.py` writes them:
/// `{"key": {"us": median µs, "checksum": sum of values}, …}`.
struct KiwiResults {
    var micros: [String: Double] = [:]
    var checksums: [String: Double] = [:]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Double]]
        else {
            print("warning: cannot read kiwi results at \(path)")
            return nil
        }
        for (key, value) in object {
            micros[key] = value["us"]
            checksums[key] = value["checksum"]
        }
    }
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

/// The results table.
enum Report {
    struct Row {
        var title: String
        var size: String
        var segue: Double
        var kiwi: Double?
        var checksum: Double
        var kiwiChecksum: Double?
        var note: String?
    }

    static func print(_ rows: [Row]) {
        func pad(_ text: String, _ width: Int) -> String {
            text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
        }
        Swift.print(
            pad("system", 34) + pad("size", 34) + pad("Segue µs", 12) + pad("kiwi µs", 12) + pad("Segue/kiwi", 12)
                + "checksums (Segue / kiwi)")
        for row in rows {
            let kiwi = row.kiwi.map { String(format: "%.1f", $0) } ?? "–"
            let ratio = row.kiwi.map { String(format: "%.2f×", row.segue / $0) } ?? "–"
            let sums =
                String(format: "%.4f", row.checksum) + (row.kiwiChecksum.map { String(format: " / %.4f", $0) } ?? "")
            Swift.print(
                pad(row.title, 34) + pad(row.size, 34) + pad(String(format: "%.1f", row.segue), 12) + pad(kiwi, 12)
                    + pad(ratio, 12) + sums + (row.note.map { "  \($0)" } ?? ""))
        }
    }
}
