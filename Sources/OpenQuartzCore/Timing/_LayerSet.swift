import Foundation

/// A reference to a layer that neither retains it nor makes it carry a weak-reference side
/// table (which would slow every retain of the layer); a deallocating layer removes every
/// reference to itself (`CAEngine.forget(_:)`), so none dangles.
///
/// Non-optional on purpose: Swift 6.3 miscompiles `for-in` over an array of structs holding an
/// `unowned(unsafe)` optional at -Onone (the loop never ends).
struct _LayerReference {
    unowned(unsafe) let layer: CALayer
}

/// Layers the engine must visit, in the order they were first inserted (so callbacks are
/// delivered in a deterministic order). Held without retaining: a deallocating layer removes
/// itself (`CAEngine.forget(_:)`).
///
/// Membership is a flag on the layer itself (named by `flag`), so a new layer that happens to
/// reuse a dead layer's address is never mistaken for a member.
struct _LayerSet {
    private var entries: [_LayerReference] = []
    private let flag: ReferenceWritableKeyPath<CALayer, Bool>

    init(flag: ReferenceWritableKeyPath<CALayer, Bool>) {
        self.flag = flag
    }

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ layer: CALayer) {
        guard !layer[keyPath: flag] else { return }
        layer[keyPath: flag] = true
        entries.append(_LayerReference(layer: layer))
    }

    /// Removes `layer` if it is a member.
    mutating func remove(_ layer: CALayer) {
        guard layer[keyPath: flag] else { return }
        layer[keyPath: flag] = false
        entries.removeAll { $0.layer === layer }
    }

    /// The layers, in insertion order.
    var layers: [CALayer] { entries.map(\.layer) }

    /// Keeps only the layers for which `keep` returns true.
    mutating func prune(keeping keep: (CALayer) -> Bool) {
        let flag = self.flag
        entries.removeAll { entry in
            if keep(entry.layer) { return false }
            entry.layer[keyPath: flag] = false
            return true
        }
    }

    /// Removes every layer and returns them, in insertion order.
    mutating func removeAll() -> [CALayer] {
        let live = layers
        for layer in live { layer[keyPath: flag] = false }
        entries = []
        return live
    }
}
