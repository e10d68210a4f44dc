import Synchronization

/// The views alive, for leak checks: a count (a view counts from its `init(frame:)` to its
/// deinit) and a log of the views created, held weakly (see ``_CreationLog``).
enum _UIViewCensus {
    static let live = Atomic<Int>(0)
    @MainActor static let created = _CreationLog<UIView>()
}
