import Foundation

/// A reference to a layer that neither retains it nor makes it carry a weak-reference side
/// table (which would slow every retain of the layer); a deallocating layer removes every
/// reference to itself (`CAEngine.forget(_:)`), so none is ever followed after it dies.
///
/// Non-optional on purpose: Swift 6.3 miscompiles `for-in` over an array of structs holding an
/// `unowned(unsafe)` optional at -Onone (the loop never ends).
struct _LayerReference {
    unowned(unsafe) let layer: CALayer
    /// False once the layer has been removed (or has deallocated) but not yet compacted away.
    var isMember = true
}

/// Layers the engine must visit, in the order they were first inserted (so callbacks are
/// delivered in a deterministic order). Held without retaining.
///
/// Each layer records its slot in the set (in the stored property `slot` names, −1 when not a
/// member), so membership tests and removal — including a deallocating layer's — take constant
/// time, and a new layer that reuses a dead layer's address is never mistaken for a member. The
/// property is chosen by a switch, not a key path: writing through a `ReferenceWritableKeyPath`
/// allocates, and the engine does it for every animated layer on every frame.
struct _LayerSet {
    private var entries: [_LayerReference] = []
    private var removedCount = 0
    private let slot: _LayerSlot

    init(slot: _LayerSlot) {
        self.slot = slot
    }

    var isEmpty: Bool { entries.count == removedCount }

    mutating func insert(_ layer: CALayer) {
        guard layer._index(in: slot) < 0 else { return }
        layer._setIndex(entries.count, in: slot)
        entries.append(_LayerReference(layer: layer))
    }

    /// Removes `layer` if it is a member (the entry is compacted away later).
    mutating func remove(_ layer: CALayer) {
        let index = layer._index(in: slot)
        guard index >= 0 else { return }
        layer._setIndex(-1, in: slot)
        entries[index].isMember = false
        removedCount += 1
        if removedCount > 64 && removedCount * 2 > entries.count { prune { _ in true } }
    }

    /// The member layers, in insertion order.
    var layers: [CALayer] { entries.compactMap { $0.isMember ? $0.layer : nil } }

    /// Keeps only the member layers for which `keep` returns true, compacting the storage.
    mutating func prune(keeping keep: (CALayer) -> Bool) {
        let slot = self.slot
        var kept: [_LayerReference] = []
        kept.reserveCapacity(entries.count - removedCount)
        for entry in entries where entry.isMember {
            if keep(entry.layer) {
                entry.layer._setIndex(kept.count, in: slot)
                kept.append(entry)
            } else {
                entry.layer._setIndex(-1, in: slot)
            }
        }
        entries = kept
        removedCount = 0
    }

    /// Removes every layer and returns the members, in insertion order.
    mutating func removeAll() -> [CALayer] {
        let members = layers
        for layer in members { layer._setIndex(-1, in: slot) }
        entries = []
        removedCount = 0
        return members
    }
}

/// Which of a layer's stored set indices a `_LayerSet` keeps.
enum _LayerSlot {
    case animatedLayers, settledLayers, layoutQueue, displayQueue
}

extension CALayer {
    /// The layer's index in the set that keeps `slot` (−1 when not a member).
    @inline(__always)
    func _index(in slot: _LayerSlot) -> Int {
        switch slot {
        case .animatedLayers: _animatedLayersSlot
        case .settledLayers: _settledLayersSlot
        case .layoutQueue: _layoutQueueSlot
        case .displayQueue: _displayQueueSlot
        }
    }

    /// Records the layer's index in the set that keeps `slot`.
    @inline(__always)
    func _setIndex(_ index: Int, in slot: _LayerSlot) {
        switch slot {
        case .animatedLayers: _animatedLayersSlot = index
        case .settledLayers: _settledLayersSlot = index
        case .layoutQueue: _layoutQueueSlot = index
        case .displayQueue: _displayQueueSlot = index
        }
    }
}
