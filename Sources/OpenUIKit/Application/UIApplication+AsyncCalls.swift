import Foundation

/// The `async` UIKit calls waiting for their completion, so that a host reset never leaves
/// one suspended forever.
///
/// An `async` form (`await UIView.animate(…)`, `await present(_:animated:)`) resumes its
/// caller from its completion block, and only the host's frames run completion blocks. When a
/// host attaches (`attach(_:)`), it replaces the animation engine, the transitions and the
/// main-loop work of the previous one, so their completions never run; a caller still
/// waiting would wait forever. `attach(_:)` therefore resumes every waiting call as
/// abandoned: an animation returns `false` (not finished, as when its animations are
/// removed), a presentation or dismissal returns, and the host that was attached when the
/// call started hears of it (`UIApplicationHost.application(_:abandonedAsyncCall:)`).
@MainActor
final class _AsyncCallRegistry {
    private var nextID = 0
    private var abandonActions: [Int: () -> Void] = [:]

    /// Registers a waiting call; `abandon` resumes it as abandoned.
    func register(_ abandon: @escaping () -> Void) -> Int {
        nextID += 1
        abandonActions[nextID] = abandon
        return nextID
    }

    /// Forgets a call that has resumed.
    func remove(_ id: Int) {
        abandonActions[id] = nil
    }

    /// The number of waiting calls.
    var count: Int { abandonActions.count }

    /// Resumes every waiting call as abandoned, oldest first.
    func abandonAll() {
        let actions = abandonActions.sorted { $0.key < $1.key }.map(\.value)
        abandonActions = [:]
        for abandon in actions { abandon() }
    }
}

/// One waiting `async` call: its continuation, resumed once.
@MainActor
private final class _WaitingCall<Value: Sendable> {
    var continuation: CheckedContinuation<Value?, Never>?
    var id = 0

    func resume(_ value: Value?, registry: _AsyncCallRegistry) {
        guard let continuation else { return }
        self.continuation = nil
        registry.remove(id)
        continuation.resume(returning: value)
    }
}

extension UIApplication {
    /// Suspends until the completion handed to `start` runs, and returns its value; if a host
    /// attaches first, returns `abandonedValue` and tells the host that was attached when the
    /// call started (`name` names the call, as in `UIView.animate(withDuration:animations:)`).
    func _awaitCompletion<Value: Sendable>(
        _ name: String, abandonedValue: Value,
        start: (_ completion: @escaping (Value) -> Void) -> Void
    ) async -> Value {
        weak let host = _host
        let registry = _asyncCalls
        let outcome: Value? = await withCheckedContinuation { continuation in
            let call = _WaitingCall<Value>()
            call.continuation = continuation
            call.id = registry.register { call.resume(nil, registry: registry) }
            start { value in call.resume(value, registry: registry) }
        }
        if let outcome { return outcome }
        if let host {
            host.application(self, abandonedAsyncCall: name)
        } else {
            _writeAbandonedAsyncCall(name)
        }
        return abandonedValue
    }
}

/// Tells standard error that the `async` call `name` was abandoned.
func _writeAbandonedAsyncCall(_ name: String) {
    FileHandle.standardError.write(
        Data("Segue: \(name) was abandoned: another host reset the application before it finished\n".utf8))
}
