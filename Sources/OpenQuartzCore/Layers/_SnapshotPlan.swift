import Foundation
import Synchronization

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
        /// Whether the layer has no sublayers and no mask (no other node's time depends on it).
        var isLeaf = true
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
    /// The last evaluation's nodes, shared with the snapshot made from them.
    private var nodes: [CALayerTreeSnapshot.Node] = []
    /// The indices of the nodes that have sublayers or a mask, in tree order.
    private var innerNodes: [Int] = []
    /// Whether every program is a plain value, so that nodes can be evaluated on several threads
    /// (an animation that evaluates itself may run code that is not thread-safe).
    private var isParallelizable = true

    /// Flattens the tree under `root`, compiling the programs of layers whose animations changed.
    init(root: CALayer, generation: Int) {
        self.generation = generation
        record(root, parent: nil, isMask: false)
        nodes = template
        innerNodes = entries.indices.filter { !entries[$0].isLeaf }
    }

    private func record(_ layer: CALayer, parent: Int?, isMask: Bool) {
        let index = template.count
        template.append(
            CALayerTreeSnapshot.Node(parent: parent, isMask: isMask, localTime: nil, properties: layer._props))
        let start = programs.count
        if !layer._attached.isEmpty {
            layer._compileProgramsIfNeeded()
            let offsets = store.append(layer._programStore)
            for var program in layer._programs {
                program.rebase(animations: offsets.animations, keyframes: offsets.keyframes)
                if case .general = program.evaluator { isParallelizable = false }
                programs.append(program)
            }
        }
        entries.append(Entry(timing: layer._timing, programStart: start, programEnd: programs.count))
        if let parent { entries[parent].isLeaf = false }
        if let mask = layer._mask { record(mask, parent: index, isMask: true) }
        for sublayer in layer._sublayers { record(sublayer, parent: index, isMask: false) }
    }

    /// Evaluates the tree for a root whose parent time is `parentTime` and returns its nodes.
    ///
    /// The plan evaluates into its own nodes from last time (copied first only if a snapshot
    /// still shares them): each animated node gets back the model values of the properties its
    /// programs write, then the programs apply; nodes without animations are already right.
    /// Local times go down the tree first, in one ordered pass (a layer's time needs its
    /// parent's); the programs then run node by node, and a large tree whose programs are all
    /// plain values (no animation that evaluates itself) splits that work across the cores.
    func evaluate(parentTime: CFTimeInterval) -> [CALayerTreeSnapshot.Node] {
        let count = template.count
        let chunks = isParallelizable && count >= Self.parallelThreshold ? CALayerTreeSnapshot.evaluationThreads : 1
        store.withBuffers { store in
            template.withUnsafeBufferPointer { template in
                entries.withUnsafeBufferPointer { entries in
                    programs.withUnsafeBufferPointer { programs in
                        nodes.withUnsafeMutableBufferPointer { out in
                            let work = _PlanWork(
                                template: template, entries: entries, programs: programs,
                                store: store, out: out, parentTime: parentTime)
                            // Inner nodes first, in tree order: a layer's time needs its parent's.
                            for i in innerNodes { work.updateTime(of: i) }
                            if chunks == 1 {
                                work.run(0..<count)
                            } else {
                                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                                    work.run(count * chunk / chunks..<count * (chunk + 1) / chunks)
                                }
                            }
                        }
                    }
                }
            }
        }
        return nodes
    }

    /// Trees smaller than this are evaluated on the calling thread (handing work to another
    /// core costs more than it saves).
    static let parallelThreshold = 4096
    /// The number of threads a large snapshot uses (see `CALayerTreeSnapshot.evaluationThreads`).
    static let threadLimit = Atomic<Int>(max(1, ProcessInfo.processInfo.activeProcessorCount))
}

/// The buffers of one plan evaluation, shared by the threads that run disjoint node ranges.
private struct _PlanWork: @unchecked Sendable {
    let template: UnsafeBufferPointer<CALayerTreeSnapshot.Node>
    let entries: UnsafeBufferPointer<_SnapshotPlan.Entry>
    let programs: UnsafeBufferPointer<_AnimationProgram>
    let store: _ProgramStore.Buffers
    let out: UnsafeMutableBufferPointer<CALayerTreeSnapshot.Node>
    let parentTime: CFTimeInterval

    /// Sets node `i`'s local time from its parent's (already set) or the root's parent time.
    @inline(__always)
    func updateTime(of i: Int) {
        let inherited = template[i].parent.map { out[$0].localTime } ?? parentTime
        out[i].localTime = inherited.flatMap {
            entries[i].timing.localTime(fromParent: $0, unboundedWhenZeroDuration: true)?.time
        }
    }

    /// Sets the local times of the leaves in `range`, then restores and re-applies the programs
    /// of every animated node in it.
    func run(_ range: Range<Int>) {
        for i in range {
            let entry = entries[i]
            if entry.isLeaf { updateTime(of: i) }
            guard entry.programEnd > entry.programStart else { continue }
            let programRange = entry.programStart..<entry.programEnd
            for p in programRange where !programs[p].restore(from: template[i].properties, to: &out[i].properties) {
                // A program that evaluates itself may write anything: start from the model node.
                out[i].properties = template[i].properties
                break
            }
            guard let time = out[i].localTime else { continue }
            for p in programRange {
                programs[p].apply(to: &out[i].properties, layerTime: time, store: store)
            }
        }
    }
}

extension CALayerTreeSnapshot {
    /// The most threads that evaluating one large tree's snapshot uses (at least 1); by default
    /// the number of active processor cores.
    ///
    /// Segue addition. Snapshots of trees with thousands of layers whose animations are all
    /// basic, spring or keyframe-transform animations split their evaluation across threads;
    /// smaller trees, and trees with animations that evaluate themselves, use the calling
    /// thread only. Set 1 to keep every evaluation on the calling thread.
    public static var evaluationThreads: Int {
        get { _SnapshotPlan.threadLimit.load(ordering: .relaxed) }
        set { _SnapshotPlan.threadLimit.store(max(1, newValue), ordering: .relaxed) }
    }
}
