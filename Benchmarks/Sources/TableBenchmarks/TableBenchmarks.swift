import Foundation
@_spi(TableBenchmarks) import OpenUIKit
import SegueTesting

/// The table view benchmark (issue 17): a 10,000-row table of self-sizing cells (Auto Layout:
/// two labels and a box pinned in the content view), scrolled through by setting
/// `contentOffset` once per frame for 3 s at 60 fps, like a flick's frames. Each frame is timed
/// from the offset change to the rendered image at 390 × 844 @2x: layout (measuring new rows,
/// reusing cells) and `host.render()`. Prints the median, 99th percentile and worst frame, the
/// cells alive (on screen and waiting for reuse) and resident memory before and after.
@main
struct TableBenchmarks {
    static func main() {
        var rows = 10_000
        var seconds = 3.0
        var speed = 3_000.0
        var arguments = Array(CommandLine.arguments.dropFirst())[...]
        while let flag = arguments.popFirst() {
            guard let value = arguments.popFirst().flatMap(Double.init) else { return usage() }
            switch flag {
            case "--rows": rows = Int(value)
            case "--seconds": seconds = value
            case "--speed": speed = value
            default: return usage()
            }
        }
        #if DEBUG
        print("warning: debug build; measure with `swift run -c release TableBenchmarks`")
        #endif
        MainActor.assumeIsolated { run(rows: rows, seconds: seconds, speed: speed) }
    }

    static func usage() { print("usage: TableBenchmarks [--rows N] [--seconds S] [--speed PT_PER_S]") }

    @MainActor
    static func run(rows: Int, seconds: Double, speed: Double) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 2)
        let source = BenchmarkSource(rows: rows)
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(BenchmarkCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.runFrame()
        _ = host.render()
        let residentBefore = residentBytes()
        let frames = Int(seconds * 60)
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var phases: [[Double]] = Array(repeating: [], count: FramePhase.allCases.count)
        var entering: [Int] = []
        var maxAlive = 0
        var checksum = 0
        for frame in 1...frames {
            let visibleBefore = Set(table.indexPathsForVisibleRows ?? [])
            let start = Stopwatch.now()
            let cpuStart = Stopwatch.threadTime()
            table.contentOffset = CGPoint(x: 0, y: Double(frame) * speed / 60)
            table.layoutIfNeeded()
            let laidOut = Stopwatch.threadTime()
            host.runFrame()
            let committed = Stopwatch.threadTime()
            let image = host.render()
            let end = Stopwatch.now()
            let cpuEnd = Stopwatch.threadTime()
            times.append(Double(end - start) / 1_000_000)
            cpuTimes.append(Double(cpuEnd - cpuStart) / 1_000_000)
            phases[FramePhase.layout.rawValue].append(Double(laidOut - cpuStart) / 1_000_000)
            phases[FramePhase.display.rawValue].append(Double(committed - laidOut) / 1_000_000)
            phases[FramePhase.render.rawValue].append(Double(cpuEnd - committed) / 1_000_000)
            entering.append((table.indexPathsForVisibleRows ?? []).filter { !visibleBefore.contains($0) }.count)
            checksum &+= image.width
            maxAlive = max(maxAlive, table.visibleCells.count + table._waitingCellCount)
        }
        let residentAfter = residentBytes()
        let sorted = times.sorted()
        let cpuSorted = cpuTimes.sorted()
        func percentile(_ p: Double, _ sorted: [Double]) -> Double {
            sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
        }
        func ms(_ value: Double) -> String { String(format: "%.2f", value) }
        func summary(_ sorted: [Double]) -> String {
            "median \(ms(percentile(0.5, sorted))) ms, p99 \(ms(percentile(0.99, sorted))) ms, worst \(ms(sorted.last ?? .nan)) ms; "
                + "frames over 8.3 ms: \(sorted.filter { $0 > 8.3 }.count)"
        }
        func phase(_ phase: FramePhase) -> String {
            let times = phases[phase.rawValue]
            let sorted = times.sorted()
            let withEntry = zip(times, entering).filter { $0.1 > 0 }.map(\.0).sorted()
            let without = zip(times, entering).filter { $0.1 == 0 }.map(\.0).sorted()
            return
                "  \(phase.title): median \(ms(percentile(0.5, sorted))) ms, p99 \(ms(percentile(0.99, sorted))) ms; "
                + "median with a row entering \(withEntry.isEmpty ? "-" : ms(percentile(0.5, withEntry))) ms, "
                + "without \(without.isEmpty ? "-" : ms(percentile(0.5, without))) ms"
        }
        let lastRow = table.indexPathsForVisibleRows?.last?.row ?? -1
        print(
            """
            table: \(rows) self-sizing rows, \(frames) frames at 60 fps, \(Int(speed)) pt/s, 390 × 844 @2x (layout + reuse + render)
              per frame (wall clock): \(summary(sorted))
              per frame (thread CPU): \(summary(cpuSorted))
              phases (thread CPU):
            \(FramePhase.allCases.map(phase).joined(separator: "\n"))
              frames with a row entering: \(entering.filter { $0 > 0 }.count)
              rows scrolled past: \(lastRow); cells made: \(BenchmarkCell.made); most cells alive (visible + waiting): \(maxAlive)
              resident before \(residentBefore / 1024) KiB, after \(residentAfter / 1024) KiB (checksum \(checksum))
            """)
    }

    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Reads the monotonic clock, for measuring; the engine itself never reads a wall clock.
enum Stopwatch {
    static func now() -> UInt64 { read(CLOCK_MONOTONIC) }

    /// The CPU time of the calling thread, which other processes on the machine do not inflate.
    static func threadTime() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

/// The parts of a frame timed on their own.
enum FramePhase: Int, CaseIterable {
    /// `table.layoutIfNeeded()`: rows measured, cells reused and placed, constraints solved.
    case layout
    /// The rest of `host.runFrame()`: the commit, labels drawing their text.
    case display
    /// `host.render()`: the layer tree composited and read back as an image.
    case render

    var title: String {
        switch self {
        case .layout: "layout + reuse (table.layoutIfNeeded())"
        case .display: "commit + display (host.runFrame())"
        case .render: "render (host.render())"
        }
    }
}

/// Rows of one to three lines of text, so that heights differ.
@MainActor
final class BenchmarkSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! BenchmarkCell
        cell.title.text = "Row \(indexPath.row)"
        cell.detail.text = String(repeating: "Some detail text that wraps. ", count: 1 + indexPath.row % 3)
        return cell
    }
}

/// A self-sizing cell: a title and a wrapping detail label stacked with constraints.
final class BenchmarkCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    let title = UILabel()
    let detail = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        BenchmarkCell.made += 1
        detail.numberOfLines = 0
        detail.font = .systemFont(ofSize: 15)
        detail.preferredMaxLayoutWidth = 358
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11)
        ])
    }

    required init?(coder: NSCoder) { fatalError("no coder") }
}
