/// Order statistics of a series of per-frame times.
struct Summary {
    let median: Double
    let p90: Double
    let minimum: Double
    let maximum: Double

    /// Summarises `samples` (at least one).
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "Summary needs at least one sample")
        let sorted = samples.sorted()
        median = Summary.quantile(sorted, 0.5)
        p90 = Summary.quantile(sorted, 0.9)
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }

    /// The `q` quantile of sorted values, interpolating between neighbours.
    private static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * weight
    }
}
