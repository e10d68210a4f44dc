import Foundation

/// A weak reference to a layer.
struct _WeakLayer {
    weak var layer: CALayer?
}

/// Layers held weakly, visited in the order they were first inserted (so callbacks are
/// delivered in a deterministic order).
///
/// Membership is a flag on the layer itself (named by `flag`), so a new layer that happens to
/// reuse a dead layer's address is never mistaken for a member.
struct _WeakLayerSet {
    private var entries: [_WeakLayer] = []
    private let flag: ReferenceWritableKeyPath<CALayer, Bool>

    init(flag: ReferenceWritableKeyPath<CALayer, Bool>) {
        self.flag = flag
    }

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ layer: CALayer) {
        guard !layer[keyPath: flag] else { return }
        layer[keyPath: flag] = true
        entries.append(_WeakLayer(layer: layer))
    }

    /// The live layers, in insertion order.
    var layers: [CALayer] { entries.compactMap(\.layer) }

    /// Keeps only the live layers for which `keep` returns true.
    mutating func prune(keeping keep: (CALayer) -> Bool) {
        let flag = self.flag
        entries.removeAll { entry in
            guard let layer = entry.layer else { return true }
            if keep(layer) { return false }
            layer[keyPath: flag] = false
            return true
        }
    }

    /// Removes every layer and returns the live ones, in insertion order.
    mutating func removeAll() -> [CALayer] {
        let live = layers
        for layer in live { layer[keyPath: flag] = false }
        entries = []
        return live
    }
}
