/// Objects the soak expects to be gone after teardown, held weakly, with a name for messages.
struct _SoakWatchList {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private var entries: [Entry] = []

    mutating func add(_ object: AnyObject, _ name: String) {
        entries.append(Entry(object: object, name: name))
    }

    /// The names of the watched objects still alive.
    func survivors() -> [String] {
        entries.compactMap { $0.object == nil ? nil : $0.name }
    }
}
