import Foundation

/// An animation attached to a layer, with the engine's bookkeeping: whether its begin time has
/// been fixed by a commit, whether it has started or finished, and which transactions wait for it.
final class _AttachedAnimation {
    let key: String?
    /// The layer's own copy of the animation.
    let animation: CAAnimation
    /// The beginTime was 0 when added: the commit fixes it to the commit time in layer time.
    let beginsAtCommit: Bool
    var isCommitted = false
    var didStart = false
    var didFinish = false
    /// Finished or removed: no transaction waits for it any more.
    private(set) var hasEnded = false
    /// The layer the animation is attached to; cleared when it leaves the layer or the layer
    /// deallocates (so it never dangles, and the layer needs no weak-reference side table).
    unowned(unsafe) var layer: CALayer?
    /// Transactions with completion blocks that wait for this animation.
    var completionGroups: [_CompletionGroup] = []

    init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
        self.beginsAtCommit = animation.beginTime == 0
    }

    /// An animation freed without ending went with its layer: the transactions waiting for it
    /// stop waiting, so their completion blocks still run.
    deinit {
        if !hasEnded { end() }
    }

    /// The animation's timing, with an uncommitted begin time taken as "now" (`layerTime`).
    @inline(__always)
    func timing(atLayerTime layerTime: CFTimeInterval) -> _MediaTimingValues {
        var timing = animation._timing
        if !isCommitted && beginsAtCommit { timing.beginTime = layerTime }
        return timing
    }

    /// Tells the waiting transactions that this animation has ended (finished or removed).
    func end() {
        hasEnded = true
        for group in completionGroups { group.remaining -= 1 }
        completionGroups = []
    }
}

/// A transaction's completion block and the number of its animations still running.
final class _CompletionGroup {
    let block: () -> Void
    var remaining: Int

    init(block: @escaping () -> Void, remaining: Int) {
        self.block = block
        self.remaining = remaining
    }
}

/// An animation stop waiting to be delivered at the next frame.
struct _AnimationStopEvent {
    let animation: CAAnimation
    let finished: Bool
}
