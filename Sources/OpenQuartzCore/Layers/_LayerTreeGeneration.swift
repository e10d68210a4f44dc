import Synchronization

/// A process-wide count of changes to anything a tree snapshot reads from its layers: model
/// values, timing, sublayers and masks, attached animations and their compiled programs.
///
/// A root layer remembers the flattened plan of its last snapshot (`_SnapshotPlan`) together
/// with the generation it was made at; while the generation has not moved, no layer anywhere
/// has changed, so the next snapshot evaluates the plan without visiting the layers. Any
/// change, in any tree, makes every plan stale (a plan is only a cache: the next snapshot
/// walks its tree again).
package enum _LayerTreeGeneration {
    private static let counter = Atomic<Int>(0)

    /// The current generation.
    @inline(__always)
    package static var current: Int { counter.load(ordering: .relaxed) }

    /// Records that a layer changed.
    @inline(__always)
    static func advance() { counter.wrappingAdd(1, ordering: .relaxed) }
}
