import OpenQuartzCore

/// The printed result: a table of per-frame times, per-property costs and the ratio of the
/// engine to the plain loop, with the issue's targets and the cross-check.
struct Report {
    /// The issue's targets, reported (never asserted).
    static let frameBudgetMilliseconds = 2.0
    static let ratioBudget = 3.0

    let options: BenchmarkOptions
    let check: CrossCheck
    let measurement: Measurement
    let nodeStride: Int
    let valuesStride: Int

    var properties: Int { options.layers * 3 }

    func print() {
        Swift.print(
            """

            Presentation of \(options.layers) layers × 3 running animations (spring position, eased opacity, keyframe transform)
            = \(properties) animated properties per frame; \(options.frames) measured frames after \(options.warmup) warm-up, interleaved
            """)
        Swift.print(pad("", 34) + pad("median ms", 11) + pad("p90 ms", 10) + pad("min ms", 10) + pad("ns/property", 13))
        var engineSummary: Summary?
        var plainSummary: Summary?
        if !measurement.engine.isEmpty {
            let summary = Summary(measurement.engine)
            engineSummary = summary
            row("engine presentationSnapshot", summary)
        }
        var oneThreadSummary: Summary?
        if !measurement.engineOneThread.isEmpty {
            let summary = Summary(measurement.engineOneThread)
            oneThreadSummary = summary
            row("engine, one thread", summary)
        }
        if !measurement.plain.isEmpty {
            let summary = Summary(measurement.plain)
            plainSummary = summary
            row("plain Swift loop (baseline)", summary)
        }
        if !measurement.bookkeeping.isEmpty {
            row("engine.runFrame() (not in ratio)", Summary(measurement.bookkeeping))
        }
        if let engine = engineSummary, let plain = plainSummary {
            Swift.print(
                pad("ratio engine / plain", 34) + pad(format(engine.median / plain.median, 2) + "×", 11)
                    + pad(format(engine.p90 / plain.p90, 2) + "×", 10)
                    + pad(format(engine.minimum / plain.minimum, 2) + "×", 10))
        }
        if let serial = oneThreadSummary, let plain = plainSummary {
            Swift.print(
                pad("ratio one thread / plain", 34) + pad(format(serial.median / plain.median, 2) + "×", 11)
                    + pad(format(serial.p90 / plain.p90, 2) + "×", 10)
                    + pad(format(serial.minimum / plain.minimum, 2) + "×", 10))
        }
        Swift.print(
            "(the plain loop runs on one thread; the engine splits large snapshots across \(CALayerTreeSnapshot.evaluationThreads) threads)"
        )
        Swift.print("")
        if let engine = engineSummary {
            let meets = engine.median <= Self.frameBudgetMilliseconds
            Swift.print(
                "target ≤ \(format(Self.frameBudgetMilliseconds)) ms/frame (median): \(meets ? "met" : "NOT met") (\(format(engine.median)) ms)"
            )
            if let plain = plainSummary {
                let ratio = engine.median / plain.median
                Swift.print(
                    "target ≤ \(format(Self.ratioBudget, 0))× the plain loop (median): \(ratio <= Self.ratioBudget ? "met" : "NOT met") (\(format(ratio, 2))×)"
                )
            }
        }
        Swift.print(
            """
            cross-check engine vs plain over 5 instants: max |Δ| position \(scientific(check.position)), \
            opacity \(scientific(check.opacity)), transform entry \(scientific(check.transform)), \
            missing \(check.missing) → \(check.agrees ? "same values" : "VALUES DIFFER")
            snapshot node stride \(nodeStride) B per layer; plain result stride \(valuesStride) B per layer
            """)
    }

    private func row(_ label: String, _ summary: Summary) {
        let nanosecondsPerProperty = summary.median * 1_000_000 / Double(properties)
        Swift.print(
            pad(label, 34) + pad(format(summary.median), 11) + pad(format(summary.p90), 10)
                + pad(format(summary.minimum), 10) + pad(format(nanosecondsPerProperty, 1), 13))
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func scientific(_ value: Double) -> String { String(format: "%.1e", value) }
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int = 3) -> String {
    String(format: "%.\(digits)f", value)
}
