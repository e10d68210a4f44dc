import Foundation

/// The reuse queue of a table or collection view: how to make a view for each registered reuse
/// identifier, and the views that left the screen and wait to be dequeued again.
///
/// Dequeuing prefers a waiting view (reused) and otherwise makes one with the registered
/// factory; the owner resets reused views (`prepareForReuse`) and puts views that scroll out of
/// sight back with `enqueue`.
@MainActor
final class _ReusableViewPool<View: UIView> {
    private var factories: [String: () -> View] = [:]
    private var waiting: [String: [View]] = [:]

    /// Registers (or, with nil, unregisters) how views for `identifier` are made.
    func register(_ identifier: String, make: (() -> View)?) {
        factories[identifier] = make
        if make == nil { waiting[identifier] = nil }
    }

    /// Whether views for `identifier` can be made.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A waiting view for `identifier` (`reused` true) or a new one; nil when the identifier was
    /// never registered.
    func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
        if var queue = waiting[identifier], let view = queue.popLast() {
            waiting[identifier] = queue
            return (view, true)
        }
        guard let make = factories[identifier] else { return nil }
        return (make(), false)
    }

    /// Puts a view that left the screen back in the queue for `identifier`.
    func enqueue(_ view: View, identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// How many views wait in all queues.
    var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }

    /// Forgets every waiting view (the registrations stay).
    func removeAllWaiting() { waiting.removeAll() }
}
