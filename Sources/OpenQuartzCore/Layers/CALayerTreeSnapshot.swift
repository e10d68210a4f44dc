import Foundation

// Status: partial — carries every layer property (CARenderer reads them); not Sendable yet

/// The presentation of a whole layer tree at one instant, evaluated in one top-down pass and
/// flattened depth-first (each layer before its sublayers, sublayers back to front).
///
/// Segue addition: Core Animation keeps its render tree private. Segue's hosts and renderers
/// read this instead of making a `presentation()` copy of every layer.
public struct CALayerTreeSnapshot {
    /// One layer's presentation values.
    public struct Node {
        /// The index of the superlayer's node (nil for the root), or of the masked layer's node for a mask.
        public let parent: Int?
        /// Whether this node is the `mask` of its parent rather than a sublayer.
        public let isMask: Bool
        /// The layer's local time at the snapshot's instant (nil when its own timing hides it).
        public internal(set) var localTime: CFTimeInterval?
        var properties: _LayerProperties

        public var bounds: CGRect { properties.bounds }
        public var position: CGPoint { properties.position }
        public var zPosition: CGFloat { properties.zPosition }
        public var anchorPoint: CGPoint { properties.anchorPoint }
        public var anchorPointZ: CGFloat { properties.anchorPointZ }
        public var transform: CATransform3D { properties.transform }
        public var sublayerTransform: CATransform3D { properties.sublayerTransform }
        public var frame: CGRect { properties.frame }
        public var opacity: Float { properties.opacity }
        public var isHidden: Bool { properties.isHidden }
        public var backgroundColor: CGColor? { properties.backgroundColor }
        public var cornerRadius: CGFloat { properties.cornerRadius }
        public var masksToBounds: Bool { properties.masksToBounds }
        public var borderWidth: CGFloat { properties.borderWidth }
        public var borderColor: CGColor? { properties.borderColor }
        public var shadowOpacity: Float { properties.shadowOpacity }
        public var shadowOffset: CGSize { properties.shadowOffset }
        public var shadowRadius: CGFloat { properties.shadowRadius }
        public var contents: Any? { properties.contents }
        public var isDoubleSided: Bool { properties.isDoubleSided }
        /// The corners `cornerRadius` rounds.
        public var maskedCorners: CACornerMask { properties.maskedCorners }
        /// The shadow's color.
        public var shadowColor: CGColor? { properties.shadowColor }
        /// The shadow's shape (nil: the layer's own).
        public var shadowPath: CGPath? { properties.shadowPath }
        /// How the contents image is placed in the bounds.
        public var contentsGravity: CALayerContentsGravity { properties.contentsGravity }
        /// The part of the contents image shown, in unit coordinates.
        public var contentsRect: CGRect { properties.contentsRect }
        /// Contents pixels per point.
        public var contentsScale: CGFloat { properties.contentsScale }
        /// Whether a translucent layer composites its sublayers as one group.
        public var allowsGroupOpacity: Bool { properties.allowsGroupOpacity }
        /// The shape layer's path (nil for other layers).
        public var path: CGPath? { properties.path }
        /// The shape layer's fill color.
        public var fillColor: CGColor? { properties.fillColor }
        /// The shape layer's stroke color.
        public var strokeColor: CGColor? { properties.strokeColor }
        /// The shape layer's line width.
        public var lineWidth: CGFloat { properties.lineWidth }
        /// Where the shape layer's stroke starts, as a fraction of the path's length.
        public var strokeStart: CGFloat { properties.strokeStart }
        /// Where the shape layer's stroke ends, as a fraction of the path's length.
        public var strokeEnd: CGFloat { properties.strokeEnd }
    }

    /// The media time the snapshot was evaluated at.
    public let mediaTime: CFTimeInterval
    /// The nodes, depth-first.
    public private(set) var nodes: [Node] = []

    init(root: CALayer, mediaTime: CFTimeInterval) {
        self.mediaTime = mediaTime
        let parentTime = root._timeParent?._animationTime(fromMedia: mediaTime) ?? mediaTime
        let generation = _LayerTreeGeneration.current
        defer { root._snapshotGeneration = generation }
        if root._snapshotPlan?.generation != generation && root._snapshotGeneration == generation {
            // Nothing changed since the last snapshot: flatten the tree once and evaluate the
            // flat plan for as long as nothing changes.
            root._snapshotPlan = _SnapshotPlan(root: root, generation: generation)
            root._snapshotStorage = []
        }
        if let plan = root._snapshotPlan, plan.generation == generation {
            // The plan keeps the nodes; this snapshot shares them until either writes.
            nodes = plan.evaluate(parentTime: parentTime)
            return
        }
        root._snapshotPlan = nil
        // Reuse the last snapshot's storage when its owner has let go of it (no new pages to fault in).
        nodes = root._snapshotStorage
        root._snapshotStorage = []
        nodes.removeAll(keepingCapacity: true)
        append(root, parent: nil, isMask: false, parentTime: parentTime)
        root._snapshotStorage = nodes
    }

    /// The model values of the tree under `root`, with no animation applied (what
    /// `CALayer.render(in:)` draws).
    init(modelOf root: CALayer) {
        mediaTime = 0
        appendModel(root, parent: nil, isMask: false)
    }

    private mutating func appendModel(_ layer: CALayer, parent: Int?, isMask: Bool) {
        let index = nodes.count
        nodes.append(Node(parent: parent, isMask: isMask, localTime: 0, properties: layer._props))
        if let mask = layer._mask { appendModel(mask, parent: index, isMask: true) }
        for sublayer in layer._sublayers { appendModel(sublayer, parent: index, isMask: false) }
    }

    private mutating func append(_ layer: CALayer, parent: Int?, isMask: Bool, parentTime: CFTimeInterval?) {
        let time = parentTime.flatMap { layer._timing.localTime(fromParent: $0, unboundedWhenZeroDuration: true)?.time }
        let index = nodes.count
        nodes.append(Node(parent: parent, isMask: isMask, localTime: time, properties: layer._props))
        if let time, !layer._attached.isEmpty {
            // Animations write straight into the node: no intermediate copy of the properties.
            nodes.withUnsafeMutableBufferPointer { buffer in
                layer._applyAnimations(to: &buffer[index].properties, layerTime: time)
            }
        }
        if let mask = layer._mask { append(mask, parent: index, isMask: true, parentTime: time) }
        for sublayer in layer._sublayers { append(sublayer, parent: index, isMask: false, parentTime: time) }
    }
}

extension CALayer {
    /// Evaluates the presentation of this layer and all its sublayers and masks at media time
    /// `time` (the current media time when nil) in one pass.
    public func presentationSnapshot(atMediaTime time: CFTimeInterval? = nil) -> CALayerTreeSnapshot {
        CALayerTreeSnapshot(root: self, mediaTime: time ?? CACurrentMediaTime())
    }
}
