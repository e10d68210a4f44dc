import Foundation

/// A weak reference to a layer.
struct _WeakLayer {
    weak var layer: CALayer?
}

/// Layers held weakly, visited in the order they were first inserted (so callbacks are
/// delivered in a deterministic order).
struct _WeakLayerSet {
    private var entries: [_WeakLayer] = []
    /// The index in `entries` of each member. A freed layer's address can be reused by a new
    /// layer, so an identifier found here is a member only if its entry still holds that layer.
    private var members: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if let index = members[id], entries[index].layer === layer { return }
        members[id] = entries.count
        entries.append(_WeakLayer(layer: layer))
    }

    /// The live layers, in insertion order.
    var layers: [CALayer] { entries.compactMap(\.layer) }

    /// Keeps only the live layers for which `keep` returns true.
    mutating func prune(keeping keep: (CALayer) -> Bool) {
        entries.removeAll { entry in
            guard let layer = entry.layer, keep(layer) else { return true }
            return false
        }
        members = [:]
        for (index, entry) in entries.enumerated() {
            if let layer = entry.layer { members[ObjectIdentifier(layer)] = index }
        }
    }
}
