import OpenQuartzCore

/// Times the presentation of a tree of animated layers against a plain Swift loop doing the
/// same arithmetic, in the same process, frame by frame. Prints ratios; asserts nothing.
@main
struct SegueBenchmarks {
    static func main() {
        guard let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst())) else { return }
        #if DEBUG
        print("warning: debug build; measure with `swift run -c release SegueBenchmarks`")
        #endif
        let plan = ScenePlan(layerCount: options.layers)
        let (engine, setupMilliseconds) = Stopwatch.measure { EngineScene(plan: plan) }
        var plain = PlainScene(plan: plan)
        print(
            "Built \(engine.layerCount) layers × \(engine.animationCounts.sorted()) animations in \(format(setupMilliseconds)) ms"
        )

        var check = CrossCheck(engine: engine, plain: &plain, at: ScenePlan.frameTime(1))
        for frame in [7, 33, 101, 250] {
            check = check.merged(with: CrossCheck(engine: engine, plain: &plain, at: ScenePlan.frameTime(frame)))
        }

        var measurement = Measurement(frames: options.frames)
        let threads = CALayerTreeSnapshot.evaluationThreads
        var checksum = 0.0
        let selection = options.selection
        let runsEngine = selection == .both || selection == .engine
        let runsPlain = selection == .both || selection == .plain
        let runsBookkeeping = selection == .both || selection == .runframe
        for index in 0..<(options.warmup + options.frames) {
            let t = ScenePlan.frameTime(index + 1)
            let measured = index >= options.warmup
            // Alternate which loop goes first, so neither always runs on a cache the other warmed.
            for engineTurn in (index % 2 == 0 ? [true, false] : [false, true]) {
                if engineTurn {
                    if runsEngine {
                        let (sum, ms) = Stopwatch.measure { engine.frame(at: t) }
                        checksum += sum
                        if measured { measurement.engine.append(ms) }
                        CALayerTreeSnapshot.evaluationThreads = 1
                        let (serialSum, serialMs) = Stopwatch.measure { engine.frame(at: t) }
                        CALayerTreeSnapshot.evaluationThreads = threads
                        checksum += serialSum
                        if measured { measurement.engineOneThread.append(serialMs) }
                    }
                    if runsBookkeeping {
                        let (_, ms) = Stopwatch.measure { engine.bookkeeping(at: t) }
                        if measured { measurement.bookkeeping.append(ms) }
                    }
                } else if !engineTurn && runsPlain {
                    let (sum, ms) = Stopwatch.measure { plain.frame(at: t) }
                    checksum += sum
                    if measured { measurement.plain.append(ms) }
                }
            }
        }

        let report = Report(
            options: options, check: check, measurement: measurement,
            nodeStride: MemoryLayout<CALayerTreeSnapshot.Node>.stride,
            valuesStride: MemoryLayout<LayerValues>.stride)
        report.print()
        print("(checksum \(checksum), printed so the loops cannot be optimised away)")
    }
}

/// The per-frame times of each loop, in milliseconds.
struct Measurement {
    var engine: [Double] = []
    /// The engine with `CALayerTreeSnapshot.evaluationThreads` set to 1.
    var engineOneThread: [Double] = []
    var plain: [Double] = []
    var bookkeeping: [Double] = []

    init(frames: Int) {
        engine.reserveCapacity(frames)
        engineOneThread.reserveCapacity(frames)
        plain.reserveCapacity(frames)
        bookkeeping.reserveCapacity(frames)
    }
}
