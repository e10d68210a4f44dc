import Foundation
import OpenOS
import Testing

/// A counter guarded by an `os_unfair_lock` kept in a class, as ported code keeps it.
private final class GuardedCounter: @unchecked Sendable {
    private var lock = os_unfair_lock()
    private(set) var value = 0

    func increment() {
        os_unfair_lock_lock(&lock)
        os_unfair_lock_assert_owner(&lock)
        value += 1
        os_unfair_lock_unlock(&lock)
    }

    func tryWhileHeld() -> (held: Bool, again: Bool) {
        os_unfair_lock_lock(&lock)
        defer { os_unfair_lock_unlock(&lock) }
        let again = DispatchQueue.global().sync { os_unfair_lock_trylock(&self.lock) }
        return (true, again)
    }
}

@Suite struct UnfairLockTests {
    @Test func aLockExcludesOtherThreads() {
        let counter = GuardedCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { counter.increment() }
        }
        #expect(counter.value == 160_000)
    }

    @Test func trylockFailsWhileAnotherThreadHoldsTheLock() {
        let result = GuardedCounter().tryWhileHeld()
        #expect(result.held && !result.again)
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        defer { lock.deallocate() }
        lock.initialize(to: os_unfair_lock())
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        os_unfair_lock_assert_not_owner(lock)
    }

    @Test func unlockingALockNotHeldTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var lock = os_unfair_lock()
            os_unfair_lock_unlock(&lock)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("not owned by the current thread"))
    }

    @Test func allocatedLockProtectsItsState() {
        let lock = OSAllocatedUnfairLock(initialState: [Int]())
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for step in 0..<1000 { lock.withLock { $0.append(index * 1000 + step) } }
        }
        #expect(lock.withLock { $0.count } == 4000)
        #expect(lock.withLockIfAvailable { $0.count } == 4000)
        let plain = OSAllocatedUnfairLock()
        plain.lock()
        plain.precondition(.owner)
        #expect(!DispatchQueue.global().sync { plain.lockIfAvailable() })
        plain.unlock()
        plain.precondition(.notOwner)
    }
}
