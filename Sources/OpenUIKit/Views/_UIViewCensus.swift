import Synchronization

/// The number of views alive, for leak tests (a view counts from its `init(frame:)` to its deinit).
enum _UIViewCensus {
    static let live = Atomic<Int>(0)
}
