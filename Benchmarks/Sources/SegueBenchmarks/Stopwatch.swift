#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the monotonic clock, for measuring; the engine itself never reads a wall clock.
enum Stopwatch {
    /// Nanoseconds since an arbitrary fixed point (`CLOCK_MONOTONIC`).
    @inline(__always)
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Runs `body` and returns its result and the time it took, in milliseconds.
    @inline(__always)
    static func measure<T>(_ body: () -> T) -> (result: T, milliseconds: Double) {
        let start = now()
        let result = body()
        let end = now()
        return (result, Double(end - start) / 1_000_000)
    }
}
