import Foundation

/// A weak reference to a layer.
struct _WeakLayer {
    weak var layer: CALayer?
}

/// Layers held weakly, visited in the order they were first inserted (so callbacks are
/// delivered in a deterministic order).
struct _WeakLayerSet {
    private var entries: [_WeakLayer] = []
    private var members: Set<ObjectIdentifier> = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ layer: CALayer) {
        guard members.insert(ObjectIdentifier(layer)).inserted else { return }
        entries.append(_WeakLayer(layer: layer))
    }

    /// The live layers, in insertion order.
    var layers: [CALayer] { entries.compactMap(\.layer) }

    /// Keeps only the live layers for which `keep` returns true.
    mutating func prune(keeping keep: (CALayer) -> Bool) {
        let before = entries.count
        entries.removeAll { entry in
            guard let layer = entry.layer, keep(layer) else { return true }
            return false
        }
        if entries.count != before {
            members = Set(entries.compactMap { $0.layer.map(ObjectIdentifier.init) })
        }
    }
}
