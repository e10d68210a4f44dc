import Foundation

/// The application's main-loop work: closures submitted to `DispatchQueue.main` while a
/// Segue host runs the application, and UIKit's own "next turn" work.
///
/// Thread-safe: other threads may submit work; the application drains it on the main actor,
/// once per frame, in order of due time and then submission. Work submitted while draining
/// waits for the next turn.
final class _MainQueue: @unchecked Sendable {
    /// A closure that runs on the main actor.
    struct Work: @unchecked Sendable {
        let run: () -> Void
    }

    private struct Item {
        let sequence: UInt64
        var due: CFTimeInterval?
        let delay: Double
        let work: Work
    }

    private let lock = NSLock()
    private var items: [Item] = []
    private var nextSequence: UInt64 = 0
    private var accepting = false

    /// Starts or stops taking over `DispatchQueue.main` submissions (a host attached or not).
    func setAccepting(_ flag: Bool) {
        lock.withLock {
            accepting = flag
            if !flag { items = [] }
        }
    }

    /// Forgets all waiting work.
    func removeAll() {
        lock.withLock { items = [] }
    }

    /// Queues `work` to run `delay` seconds of media time from now; returns false when no host
    /// runs the application (the caller then uses libdispatch).
    @discardableResult
    func submit(_ work: Work, delay: Double, now: CFTimeInterval?) -> Bool {
        lock.withLock {
            guard accepting else { return false }
            let clamped = delay.isFinite ? max(delay, 0) : 0
            items.append(Item(sequence: nextSequence, due: now.map { $0 + clamped }, delay: clamped, work: work))
            nextSequence += 1
            return true
        }
    }

    /// Queues main-actor work for the next turn, whether or not a host is attached.
    func submitInternal(_ work: Work, now: CFTimeInterval) {
        lock.withLock {
            items.append(Item(sequence: nextSequence, due: now, delay: 0, work: work))
            nextSequence += 1
        }
    }

    /// Runs the work due at `now` that was waiting before this call.
    func drain(now: CFTimeInterval) {
        let due: [Item] = lock.withLock {
            for index in items.indices where items[index].due == nil {
                items[index].due = now + items[index].delay
            }
            let ready = items.filter { $0.due! <= now }
            items.removeAll { $0.due! <= now }
            return ready.sorted { ($0.due!, $0.sequence) < ($1.due!, $1.sequence) }
        }
        for item in due { item.work.run() }
    }

    /// Whether any work waits.
    var isEmpty: Bool { lock.withLock { items.isEmpty } }

    /// The earliest due time of waiting work (nil when none, or now when some is undated).
    func earliestDueTime(now: CFTimeInterval) -> CFTimeInterval? {
        lock.withLock { items.map { $0.due ?? now + $0.delay }.min() }
    }
}

/// The application's main-loop queue.
let _applicationMainQueue = _MainQueue()

/// Marks the main dispatch queue so that `DispatchQueue` values can be recognised as it.
private let _mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

extension DispatchQueue {
    /// Whether this is the main queue.
    var _isMainQueue: Bool { getSpecific(key: _mainQueueKey) == true }

    /// Whether the caller runs on the main thread or inside a block of the main queue.
    static var _isMainContext: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: _mainQueueKey) == true }

    /// The media time of the main engine when called on the main thread or queue, else nil.
    static var _mediaTimeIfMain: CFTimeInterval? {
        Thread.isMainThread || DispatchQueue.getSpecific(key: _mainQueueKey) == true ? CACurrentMediaTime() : nil
    }

    /// Submits `work` to run asynchronously on this queue.
    ///
    /// - Note: Differs from libdispatch: on the main queue, while a Segue host (headless or a
    ///   window) runs the application, the work joins the application's main loop and runs at
    ///   its next frame — so `HeadlessHost` runs it deterministically inside `advance(by:)` and
    ///   `runUntilIdle()`. Other queues, and calls that pass `group:`, `qos:` or `flags:`, go
    ///   to libdispatch unchanged.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if _isMainQueue,
            _applicationMainQueue.submit(_MainQueue.Work(run: work), delay: 0, now: DispatchQueue._mediaTimeIfMain)
        {
            return
        }
        async(group: nil, qos: .unspecified, flags: [], execute: work)
    }

    /// Submits `work` to run on this queue at `deadline`.
    ///
    /// - Note: Differs from libdispatch: on the main queue, while a Segue host runs the
    ///   application, the delay (deadline minus now) is measured on the application's media
    ///   clock, so a headless host runs the work when its manual clock reaches it. Other
    ///   queues, and calls that pass `qos:` or `flags:`, go to libdispatch unchanged.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if _isMainQueue {
            let now = DispatchTime.now().uptimeNanoseconds
            let target = deadline.uptimeNanoseconds
            let delay = target > now ? Double(target - now) / 1e9 : 0
            if _applicationMainQueue.submit(
                _MainQueue.Work(run: work), delay: delay, now: DispatchQueue._mediaTimeIfMain)
            {
                return
            }
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
}
