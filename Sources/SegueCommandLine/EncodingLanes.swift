import Dispatch
import Foundation

/// Background threads that encode and write what the main thread renders, so that a render
/// or a gallery uses every core.
///
/// The main thread plays scenarios and composites their frames; encoding a frame into its
/// animated PNG (the straight-alpha conversion, the changed rectangle, filtering, deflate),
/// assembling nothing but bytes for a contact sheet, and writing files all run on a lane.
/// Each scenario gets one lane, so its frames are encoded in order into its own writer;
/// scenarios take the lanes in turn, so while one scenario's last frames are compressed the
/// next one already renders. The output is the same bytes, in the same files, as encoding
/// everything on the main thread: only when the work runs changes.
///
/// At most ``framesInFlight`` pieces of work wait at once: a render that gets ahead of its
/// encoders waits for them rather than holding every frame's megabytes.
final class EncodingLanes: @unchecked Sendable {
    /// One serial queue per lane.
    private let queues: [DispatchQueue]
    /// Counts the free places for waiting work.
    private let places: DispatchSemaphore
    private let lock = NSLock()
    /// The first error a lane met; later work is skipped once there is one.
    private var failure: (any Error)?
    private var nextLane = 0

    /// The most pieces of work submitted and not yet done.
    let framesInFlight: Int

    /// `count` lanes (at least 1), with up to `framesInFlight` pieces of work waiting.
    init(count: Int = EncodingLanes.defaultCount, framesInFlight: Int = 6) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "segue.encoding.\($0)", qos: .userInitiated) }
        self.framesInFlight = max(1, framesInFlight)
        places = DispatchSemaphore(value: self.framesInFlight)
    }

    /// One lane per processor core beyond the main thread's, and at least one.
    static var defaultCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount - 1) }

    /// A lane for the next scenario: the work submitted to it runs in order.
    func nextQueue() -> DispatchQueue {
        lock.lock()
        defer { lock.unlock() }
        let queue = queues[nextLane % queues.count]
        nextLane += 1
        return queue
    }

    /// Runs `work` on `lane` once a place is free; throws the first error any lane met so
    /// far, before submitting.
    func submit(to lane: DispatchQueue, _ work: @escaping @Sendable () throws -> Void) throws {
        try rethrowFailure()
        places.wait()
        lane.async { [self] in
            defer { places.signal() }
            guard !hasFailed else { return }
            do { try work() } catch { record(error) }
        }
    }

    /// Waits for every lane to finish its work, then throws the first error one met.
    func waitForAll() throws {
        for queue in queues { queue.sync {} }
        try rethrowFailure()
    }

    private var hasFailed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failure != nil
    }

    private func record(_ error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        if failure == nil { failure = error }
    }

    private func rethrowFailure() throws {
        lock.lock()
        let error = failure
        lock.unlock()
        if let error { throw error }
    }
}
