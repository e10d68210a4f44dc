import Foundation

/// Where the time of a render or gallery run went, for `segue gallery --benchmark`.
///
/// Measured with the process's monotonic clock (`ContinuousClock`): this is a measuring tool,
/// not engine code, which never reads a real clock. Encoding and contact sheets run on
/// ``EncodingLanes`` beside the rendering, so the buckets can add up to more than the total.
final class RenderStatistics: @unchecked Sendable {
    /// Frames rendered (and encoded into every requested output).
    var frames = 0
    /// Time spent compositing frames (`HeadlessHost.render()`).
    var rendering: Duration = .zero
    /// Time spent encoding frames (APNG, PNG) and writing them.
    var encoding: Duration = .zero
    /// Time spent drawing, encoding and writing contact sheets.
    var sheets: Duration = .zero

    private let clock = ContinuousClock()
    /// Guards the buckets, which lanes add to while the main thread renders.
    private let lock = NSLock()

    /// Runs `body`, adding the time it takes to `bucket`.
    func measure<Result>(
        _ bucket: ReferenceWritableKeyPath<RenderStatistics, Duration>, _ body: () throws -> Result
    ) rethrows -> Result {
        let start = clock.now
        defer {
            let elapsed = clock.now - start
            lock.withLock { self[keyPath: bucket] += elapsed }
        }
        return try body()
    }

    /// What another process measured, to be added to these: frames and seconds per bucket.
    struct Totals: Equatable, Sendable {
        var frames = 0
        var rendering = 0.0, encoding = 0.0, sheets = 0.0

        /// The totals as one line of tab-separated fields (frames, then seconds).
        var line: String { "\(frames)\t\(rendering)\t\(encoding)\t\(sheets)" }

        /// Totals read back from `fields` (as ``line`` writes them), or nil.
        init?<S: StringProtocol>(fields: [S]) {
            guard fields.count == 4, let frames = Int(fields[0]), let r = Double(fields[1]), let e = Double(fields[2]),
                let s = Double(fields[3])
            else { return nil }
            (self.frames, rendering, encoding, sheets) = (frames, r, e, s)
        }

        init() {}
    }

    /// The frames and seconds measured so far.
    var totals: Totals {
        var totals = Totals()
        totals.frames = frames
        (totals.rendering, totals.encoding, totals.sheets) = lock.withLock {
            (Self.seconds(rendering), Self.seconds(encoding), Self.seconds(sheets))
        }
        return totals
    }

    /// Adds what another process measured.
    func add(_ other: Totals) {
        frames += other.frames
        lock.withLock {
            rendering += .seconds(other.rendering)
            encoding += .seconds(other.encoding)
            sheets += .seconds(other.sheets)
        }
    }

    /// The current instant of the monotonic clock, to time a whole run.
    var now: ContinuousClock.Instant { clock.now }

    /// One line: frames, total seconds, frames per second, and the time spent rendering,
    /// encoding frames and making contact sheets (the last two on lanes, beside the
    /// rendering), and the main thread's rest (playing the scenarios — layout, animations,
    /// transitions — waiting for the lanes, and the index page).
    func report(total: Duration) -> String {
        let seconds = Self.seconds(total)
        let rate = seconds > 0 ? Double(frames) / seconds : 0
        let parts = lock.withLock { [rendering, encoding, sheets] }.map(Self.seconds)
        let other = max(0, seconds - parts[0])
        return """
            benchmark: \(frames) frames in \(formatFixed(seconds, 2)) s = \(formatFixed(rate, 1)) frames/s \
            (render \(formatFixed(parts[0], 2)) s, encode \(formatFixed(parts[1], 2)) s, \
            sheets \(formatFixed(parts[2], 2)) s, other \(formatFixed(other, 2)) s)
            """
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
