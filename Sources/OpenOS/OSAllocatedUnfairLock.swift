/// An unfair lock kept on the heap, with the state it protects, as Apple's
/// `OSAllocatedUnfairLock`.
///
/// Copies of the struct share the lock and the state.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// How `precondition(_:)` checks the lock.
    public enum Ownership: Hashable, Sendable {
        case owner
        case notOwner
    }

    private final class Storage: ManagedBuffer<State, os_unfair_lock_s> {}
    private let storage: Storage

    /// A lock protecting `initialState`.
    public init(uncheckedState initialState: State) {
        storage = Storage.create(minimumCapacity: 1) { _ in initialState } as! Storage
        storage.withUnsafeMutablePointerToElements { $0.initialize(to: os_unfair_lock_s()) }
    }

    /// A lock protecting `initialState`.
    public init(initialState: State) where State: Sendable {
        self.init(uncheckedState: initialState)
    }

    /// Runs `body` with the state while holding the lock.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { state, lock in
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` if the lock is free; nil if another thread holds it.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        try storage.withUnsafeMutablePointers { state, lock in
            guard os_unfair_lock_trylock(lock) else { return nil }
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` if the lock is free; nil if another thread holds it.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Traps unless the calling thread's ownership of the lock is `condition`.
    public func precondition(_ condition: Ownership) {
        storage.withUnsafeMutablePointerToElements { lock in
            switch condition {
            case .owner: os_unfair_lock_assert_owner(lock)
            case .notOwner: os_unfair_lock_assert_not_owner(lock)
            }
        }
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock with no state.
    public init() { self.init(uncheckedState: ()) }

    /// Locks, waiting while another thread holds the lock.
    public func lock() { storage.withUnsafeMutablePointerToElements { os_unfair_lock_lock($0) } }

    /// Unlocks.
    public func unlock() { storage.withUnsafeMutablePointerToElements { os_unfair_lock_unlock($0) } }

    /// Locks if the lock is free; returns whether it did.
    public func lockIfAvailable() -> Bool { storage.withUnsafeMutablePointerToElements { os_unfair_lock_trylock($0) } }

    /// Runs `body` while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
