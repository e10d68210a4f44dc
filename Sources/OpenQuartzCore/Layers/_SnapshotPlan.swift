import Foundation

/// A layer tree flattened for repeated snapshots: each layer's model values, timing and
/// compiled animation programs, stored contiguously in snapshot (depth-first) order.
///
/// Made by `CALayerTreeSnapshot` when a tree is snapshotted again without any layer having
/// changed in between (`_LayerTreeGeneration`), and reused for as long as nothing changes.
/// Evaluating it reads a few arrays front to back instead of chasing every layer object and
/// its separately allocated programs, which is what a large tree's snapshot spends its time on.
final class _SnapshotPlan {
    /// One layer's timing and the range of its programs in `programs`.
    struct Entry {
        var timing: _MediaTimingValues
        var programStart: Int
        var programEnd: Int
    }

    /// The `_LayerTreeGeneration` the plan was made at; the plan is stale once it moves.
    let generation: Int
    /// The nodes with the model values (their `localTime` is filled in per snapshot).
    private var template: [CALayerTreeSnapshot.Node] = []
    private var entries: [Entry] = []
    /// Every layer's programs, layer after layer.
    private var programs: [_AnimationProgram] = []
    /// Every layer's out-of-line program data, in the same order.
    private var store = _ProgramStore()

    /// Flattens the tree under `root`, compiling the programs of layers whose animations changed.
    init(root: CALayer, generation: Int) {
        self.generation = generation
        record(root, parent: nil, isMask: false)
    }

    private func record(_ layer: CALayer, parent: Int?, isMask: Bool) {
        let index = template.count
        template.append(CALayerTreeSnapshot.Node(parent: parent, isMask: isMask, localTime: nil, properties: layer._props))
        let start = programs.count
        if !layer._attached.isEmpty {
            layer._compileProgramsIfNeeded()
            let offsets = store.append(layer._programStore)
            for var program in layer._programs {
                program.rebase(animations: offsets.animations, keyframes: offsets.keyframes)
                programs.append(program)
            }
        }
        entries.append(Entry(timing: layer._timing, programStart: start, programEnd: programs.count))
        if let mask = layer._mask { record(mask, parent: index, isMask: true) }
        for sublayer in layer._sublayers { record(sublayer, parent: index, isMask: false) }
    }

    /// Evaluates the tree into `nodes` (reusing its storage) for a root whose parent time is `parentTime`.
    func evaluate(into nodes: inout [CALayerTreeSnapshot.Node], parentTime: CFTimeInterval) {
        let count = template.count
        if nodes.count != count {
            nodes.removeAll(keepingCapacity: true)
            nodes.append(contentsOf: template)
        }
        store.withBuffers { store in
            template.withUnsafeBufferPointer { template in
                entries.withUnsafeBufferPointer { entries in
                    programs.withUnsafeBufferPointer { programs in
                        nodes.withUnsafeMutableBufferPointer { out in
                            for i in 0..<count {
                                let parent = template[i].parent
                                let inherited = parent.map { out[$0].localTime } ?? parentTime
                                let time = inherited.flatMap {
                                    entries[i].timing.localTime(fromParent: $0, unboundedWhenZeroDuration: true)?.time
                                }
                                out[i] = CALayerTreeSnapshot.Node(parent: parent, isMask: template[i].isMask,
                                                                  localTime: time, properties: template[i].properties)
                                guard let time else { continue }
                                for p in entries[i].programStart..<entries[i].programEnd {
                                    programs[p].apply(to: &out[i].properties, layerTime: time, store: store)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
