import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A source of media time, in seconds.
///
/// Segue addition. Core Animation reads the host's monotonic clock; Segue reads whichever clock
/// the current `CAEngine` holds, so that tests and offline renders can step time by hand.
public protocol MediaClock: AnyObject {
    /// The current media time in seconds.
    var currentTime: CFTimeInterval { get }
}

/// A clock that only moves when told to: the clock of tests and offline renders.
public final class ManualClock: MediaClock {
    /// The current media time in seconds.
    public var currentTime: CFTimeInterval

    /// Creates a clock reading `time` seconds.
    public init(time: CFTimeInterval = 0) {
        _require(time.isFinite, "ManualClock: time must be finite, got \(time)")
        self.currentTime = time
    }

    /// Moves the clock forward (or back, for a negative `interval`) by `interval` seconds.
    ///
    /// A non-finite interval is a programmer error and stops the program with a clear message.
    public func advance(by interval: CFTimeInterval) {
        _require(interval.isFinite, "ManualClock.advance(by:): interval must be finite, got \(interval)")
        currentTime += interval
    }

    /// Sets the clock to `time` seconds.
    public func set(to time: CFTimeInterval) {
        _require(time.isFinite, "ManualClock.set(to:): time must be finite, got \(time)")
        currentTime = time
    }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`): the clock of live hosts.
public final class MonotonicClock: MediaClock {
    /// Creates a monotonic clock.
    public init() {}

    /// Seconds since an arbitrary fixed point in the past (the machine's boot, on Linux).
    public var currentTime: CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) / 1_000_000_000
    }
}

/// Returns the current media time of the current thread's `CAEngine`.
///
/// With the default engine this is the monotonic system clock, as in Core Animation; an engine
/// given a `ManualClock` returns that clock's time.
public func CACurrentMediaTime() -> CFTimeInterval {
    CAEngine.current.clock.currentTime
}
