import Foundation
import Synchronization

/// A low-level lock that does not guarantee fairness, as Apple's `os_unfair_lock_s`.
///
/// Initialise with `os_unfair_lock()` and pass its address to the functions. The word holds
/// the owning thread's identity, so unlocking from another thread and the owner assertions
/// are checked, as on Apple platforms. A waiter spins briefly, then yields its time slice.
public struct os_unfair_lock_s: Sendable {
    /// The owner's identity, 0 when unlocked.
    public var _os_unfair_lock_opaque: UInt32

    /// An unlocked lock.
    public init() { _os_unfair_lock_opaque = 0 }

    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}

/// An unlocked `os_unfair_lock` is `os_unfair_lock()`.
public typealias os_unfair_lock = os_unfair_lock_s

/// A pointer to a lock, as the functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Locks, waiting while another thread holds the lock.
///
/// Locking a lock the calling thread already holds traps (Apple's runtime crashes too).
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let me = _os_unfair_lock_thread
    var spins = 0
    while true {
        let (exchanged, owner) = _os_unfair_lock_word(lock).pointee.compareExchange(
            expected: 0, desired: me, ordering: .acquiring)
        if exchanged { return }
        if owner == me { fatalError("os_unfair_lock_lock: trying to lock recursively") }
        spins += 1
        if spins > 64 { sched_yield() }
    }
}

/// Locks if the lock is free; returns whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    _os_unfair_lock_word(lock).pointee.compareExchange(
        expected: 0, desired: _os_unfair_lock_thread, ordering: .acquiring
    ).exchanged
}

/// Unlocks a lock the calling thread holds.
///
/// Unlocking a lock held by another thread, or not held, traps (as on Apple platforms).
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    let (exchanged, _) = _os_unfair_lock_word(lock).pointee.compareExchange(
        expected: _os_unfair_lock_thread, desired: 0, ordering: .releasing)
    if !exchanged { fatalError("os_unfair_lock_unlock: unlock of an os_unfair_lock not owned by the current thread") }
}

/// Traps unless the calling thread holds the lock.
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    if _os_unfair_lock_word(lock).pointee.load(ordering: .relaxed) != _os_unfair_lock_thread {
        fatalError("os_unfair_lock_assert_owner: the lock is not owned by the current thread")
    }
}

/// Traps if the calling thread holds the lock.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    if _os_unfair_lock_word(lock).pointee.load(ordering: .relaxed) == _os_unfair_lock_thread {
        fatalError("os_unfair_lock_assert_not_owner: the lock is owned by the current thread")
    }
}

/// The lock's word, seen as an atomic (same size and alignment as `UInt32`).
private func _os_unfair_lock_word(_ lock: os_unfair_lock_t) -> UnsafeMutablePointer<Atomic<UInt32>> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: Atomic<UInt32>.self)
}

/// A non-zero identity of the calling thread.
private var _os_unfair_lock_thread: UInt32 {
    let thread = UInt(pthread_self())
    return UInt32(truncatingIfNeeded: (thread >> 4) ^ (thread >> 36)) | 1
}
