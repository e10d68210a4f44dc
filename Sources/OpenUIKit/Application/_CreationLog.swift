/// The objects of one kind created so far, held weakly and numbered in creation order, so a
/// leak check can ask which of those created since a mark are still alive.
///
/// Serial numbers come from one counter shared by every log, so one mark
/// (``_CreationLog/nextSerial``) serves them all. Dead entries are dropped whenever the log has
/// doubled since it was last compacted, so recording stays amortised O(1).
@MainActor
final class _CreationLog<Object: AnyObject> {
    private struct Entry {
        let serial: Int
        weak var object: Object?
    }

    /// The serial number the next object created, of any kind, receives.
    static var nextSerial: Int { _CreationLogSerial.next }

    private var entries: [Entry] = []
    private var compactionThreshold = 1024

    /// Records `object`, just created.
    func record(_ object: Object) {
        entries.append(Entry(serial: _CreationLogSerial.take(), object: object))
        if entries.count >= compactionThreshold {
            entries.removeAll { $0.object == nil }
            compactionThreshold = max(1024, entries.count * 2)
        }
    }

    /// The objects created at or after `mark` that are still alive, oldest first.
    func alive(createdSince mark: Int) -> [Object] {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].serial < mark { low = middle + 1 } else { high = middle }
        }
        return entries[low...].compactMap(\.object)
    }
}

/// The serial numbers shared by every ``_CreationLog``.
@MainActor
enum _CreationLogSerial {
    static var next = 0
    static func take() -> Int {
        defer { next += 1 }
        return next
    }
}
