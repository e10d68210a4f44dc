import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A global actor for the suite's CPU-heavy tests that need no main actor: their bodies run
/// one at a time on one thread of their own, at a lower scheduling priority.
///
/// Swift Testing runs every test as a task on the cooperative pool (one thread per core) in a
/// random order; a main-actor test only needs a pool thread for a moment, to hop to the main
/// actor. A reference-agreement test that computes for seconds on a pool thread holds it, so
/// when such tests come first the main actor waits with nothing to do, and the main actor's
/// queue is what bounds the suite's wall time (it runs most of the suite's CPU one test at a
/// time). Isolating the heavy tests here frees the pool at once: they hop to this lane, and its
/// thread, 10 steps nicer than the rest, takes the cores the main actor and the pool leave idle.
///
/// Mark a suite `@BackgroundLane` when its tests are pure computation (no main actor, no
/// clocks, no waiting on other processes): a test that blocks here delays every other test on
/// the lane.
@globalActor
public actor BackgroundLane {
    /// The lane's one actor.
    public static let shared = BackgroundLane()

    private static let executor = _BackgroundLaneExecutor(niceness: 10)

    /// Every job isolated to the lane runs on its thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        Self.executor.asUnownedSerialExecutor()
    }
}

/// The lane's serial executor: a first-in first-out queue drained by one thread made for it.
final class _BackgroundLaneExecutor: SerialExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []

    /// Starts the lane's thread, which lowers its own priority by `niceness` first.
    init(niceness: Int32) {
        let thread = Thread { [unowned self] in
            // Named from inside: a name given before `start()` does not reach the thread here.
            Thread.current.name = "BackgroundLane"
            #if canImport(Glibc)
            // And the kernel's name directly: Linux gives a new thread its creator's (a pool
            // thread's "…root.default-qos"); Foundation's setter left it so in 1 run of 25,
            // and its getter reports the kernel's name. (`pthread_setname_np` is not visible
            // to Swift here; the thread's own `comm` file is.)
            let comm = open("/proc/thread-self/comm", O_WRONLY)
            if comm >= 0 {
                _ = write(comm, "BackgroundLane", 14)
                close(comm)
            }
            // Linux keeps a nice value per thread: 0 names the calling thread, the lane alone.
            // Relative to the nice value it started with (a suite run under `nice` keeps the
            // difference), at most 19.
            let which = __priority_which_t(PRIO_PROCESS.rawValue)
            _ = setpriority(which, 0, min(getpriority(which, 0) + niceness, 19))
            #endif
            self.drain()
        }
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func drain() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
