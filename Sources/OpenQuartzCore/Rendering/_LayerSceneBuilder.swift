import Foundation

/// Turns a tree snapshot into a ``_CompositeScene``: each layer's planes, paint order, groups,
/// clips and masks.
///
/// Geometry follows Core Animation's flattening model. A layer's points map into its
/// superlayer's plane through `matrixToSuperlayer` (anchor point, `transform`, position and
/// the superlayer's `sublayerTransform`), with z dropped after projection; chaining those
/// maps down the tree gives every layer a projective map of its own plane to the raster. A
/// point is visible only if every map along the chain gives it a positive `w` (it is in
/// front of the eye at every flattening), which is a set of half-planes in the layer's own
/// coordinates — the shapes are clipped against them exactly.
struct _LayerSceneBuilder {
    /// The snapshot's nodes.
    let nodes: [CALayerTreeSnapshot.Node]
    /// Where shapes go: the frame's scene, or a shadow caster's while a layer's content is
    /// built to cast its shadow.
    var scene: _CompositeScene
    /// Whether the layers are being built to cast a shadow (only their alpha counts).
    var casting = false
    /// The root's parent space (or, with `rootInOwnSpace`, the root's own space) to raster space.
    let base: _PlaneMap
    /// Whether the root is drawn in its own coordinates, ignoring its position and transform
    /// (`CALayer.render(in:)`).
    let rootInOwnSpace: Bool
    /// Each node's sublayers, back to front, and its mask.
    private(set) var children: [[Int]]
    private(set) var masks: [Int?]

    init(nodes: [CALayerTreeSnapshot.Node], scene: _CompositeScene, base: _PlaneMap, rootInOwnSpace: Bool) {
        self.nodes = nodes
        self.scene = scene
        self.base = base
        self.rootInOwnSpace = rootInOwnSpace
        children = Array(repeating: [], count: nodes.count)
        masks = Array(repeating: nil, count: nodes.count)
        for (i, node) in nodes.enumerated() {
            guard let parent = node.parent else { continue }
            if node.isMask { masks[parent] = i } else { children[parent].append(i) }
        }
        // zPosition orders siblings (a stable sort keeps the sublayer order among equals).
        for i in children.indices where children[i].count > 1 {
            children[i] = children[i].enumerated().sorted { a, b in
                let za = nodes[a.element].zPosition
                let zb = nodes[b.element].zPosition
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
        }
    }

    /// Adds the whole tree to the scene.
    mutating func build() {
        guard !nodes.isEmpty else { return }
        emit(0, parentMap: base, parentWorld: .identity, parentNear: [], alpha: 1, clip: -1)
    }

    /// The map from node `i`'s plane into its parent's (its owner's, for a mask).
    private func toParent(_ i: Int) -> _PlaneMap {
        if i == 0, rootInOwnSpace { return .identity }
        let node = nodes[i]
        let parentProps = node.isMask ? nil : node.parent.map { nodes[$0].properties }
        let t = node.properties.matrixToSuperlayer(superlayerSublayerTransform: parentProps)
        return _PlaneMap(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
            m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
            m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    /// Emits node `i` and its subtree.
    ///
    /// - Parameters:
    ///   - parentMap: the parent's plane to raster space.
    ///   - parentWorld: the parent's plane to the root's parent space (for facing).
    ///   - parentNear: the half-planes of the parent's plane in front of the eye.
    ///   - alpha: the opacity inherited from ancestors that are not composited as groups.
    ///   - clip: the scene clip from ancestors' `masksToBounds` (−1 for none).
    mutating func emit(
        _ i: Int, parentMap: _PlaneMap, parentWorld: _PlaneMap, parentNear: [_NearPlane], alpha: Float, clip: Int32
    ) {
        let node = nodes[i]
        let p = node.properties
        let opacity = p.opacity.isNaN ? 0 : Swift.min(Swift.max(p.opacity, 0), 1)
        guard !p.isHidden, opacity > 0, node.localTime != nil else { return }
        let local = toParent(i)
        guard local.isFinite else { return }
        let map = local.concatenating(parentMap)
        let world = local.concatenating(parentWorld)
        // Back-face culling: a layer whose plane the chain of maps turns over faces away.
        let facing = world.determinant
        guard facing != 0, facing.isFinite, map.isFinite else { return }
        if !p.isDoubleSided, facing < 0 { return }
        var near = parentNear.map { $0.pulledBack(through: local) }
        let own = local.nearPlane
        if !own.isWholePlane { near.append(own) }

        let bounds = p.bounds.standardized
        let radii = Self.radii(of: p)
        let visibleSublayers = children[i].contains { !nodes[$0].isHidden && nodes[$0].opacity > 0 }
        let mask = masks[i]
        let isGroup = mask != nil || (opacity < 1 && p.allowsGroupOpacity && visibleSublayers)
        let inner: Float = isGroup ? 1 : alpha * opacity
        if isGroup { scene.beginGroup(alpha: alpha * opacity) }

        // Shadow, background, gradient, contents, shape, sublayers, border.
        var ownClip = clip
        if p.masksToBounds, bounds.width > 0, bounds.height > 0 {
            ownClip = scene.addClip(.roundedRect(bounds, radii), map: map, nearPlanes: near, parent: clip)
        }
        let place = _LayerPlace(map: map, world: world, near: near, bounds: bounds, radii: radii)
        emitShadow(i, p, place, drawsSublayers: visibleSublayers, alpha: inner, clip: ownClip)
        emitBody(i, p, place, alpha: inner, clip: clip, ownClip: ownClip)
        if isGroup {
            if let mask {
                scene.beginMask()
                emit(mask, parentMap: map, parentWorld: world, parentNear: near, alpha: 1, clip: -1)
            }
            scene.endGroup()
        }
    }

    /// Emits what a layer draws over its shadow: background, gradient, contents, shape,
    /// sublayers and border (`clip` is its ancestors' clip, `ownClip` adds its own bounds).
    mutating func emitBody(
        _ i: Int, _ p: _LayerProperties, _ place: _LayerPlace, alpha inner: Float, clip: Int32, ownClip: Int32
    ) {
        let (map, near, bounds, radii) = (place.map, place.near, place.bounds, place.radii)
        emitBackdrop(p, place, clip: clip)
        if let color = p.backgroundColor, color.alpha > 0, bounds.width > 0, bounds.height > 0 {
            scene.fill(
                .roundedRect(bounds, radii), map: map, nearPlanes: near, paint: .color(color), alpha: inner, clip: clip)
        }
        emitGradient(p, bounds: bounds, radii: radii, map: map, near: near, alpha: inner, clip: clip)
        emitContents(p, bounds: bounds, map: map, near: near, alpha: inner, clip: ownClip)
        emitShape(p, map: map, near: near, alpha: inner, clip: ownClip)
        for child in children[i] {
            emit(child, parentMap: map, parentWorld: place.world, parentNear: near, alpha: inner, clip: ownClip)
        }
        if p.borderWidth > 0, let color = p.borderColor, color.alpha > 0, bounds.width > 0, bounds.height > 0 {
            scene.fill(
                .border(bounds, radii, width: Double(p.borderWidth)), map: map, nearPlanes: near,
                paint: .color(color), alpha: inner, clip: clip)
        }
    }

    /// The corner radii `cornerRadius` and `maskedCorners` give the bounds (clamped to fit).
    static func radii(of p: _LayerProperties) -> _CornerRadii {
        let r = Double(p.cornerRadius)
        guard r > 0, r.isFinite else { return .zero }
        let m = p.maskedCorners
        let b = p.bounds.standardized
        return _CornerRadii(
            minXMinY: m.contains(.layerMinXMinYCorner) ? r : 0, maxXMinY: m.contains(.layerMaxXMinYCorner) ? r : 0,
            minXMaxY: m.contains(.layerMinXMaxYCorner) ? r : 0, maxXMaxY: m.contains(.layerMaxXMaxYCorner) ? r : 0
        ).clamped(width: Double(b.width), height: Double(b.height))
    }
}

/// Where a layer draws: its plane's map to raster space and to the root's parent space
/// (for facing), the half-planes in front of the eye, and its rounded bounds.
struct _LayerPlace {
    var map: _PlaneMap
    var world: _PlaneMap
    var near: [_NearPlane]
    var bounds: CGRect
    var radii: _CornerRadii
}
