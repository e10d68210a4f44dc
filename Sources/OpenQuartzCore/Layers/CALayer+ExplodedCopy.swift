import Foundation

/// Exploded copies: the layer tree spread out along z, for a debugger's 3-D view of it.
extension CALayer {
    /// How an exploded copy is laid out and seen.
    ///
    /// Segue addition (a debugging aid, as Xcode's view debugger or Hero's debug plugin show).
    package struct _ExplodedViewOptions: Equatable, Sendable {
        /// The distance along z between a layer and its sublayers, in points.
        public var layerSpacing: CGFloat = 24
        /// The turn about the vertical axis, in radians.
        public var yaw: CGFloat = 0.55
        /// The turn about the horizontal axis, in radians.
        public var pitch: CGFloat = -0.3
        /// The scale applied to the whole stack, so that it fits once turned.
        public var scale: CGFloat = 0.62
        /// The distance of the eye from the screen, in points (the perspective).
        public var eyeDistance: CGFloat = 1200
        /// The color of each layer's outline (nil: none).
        public var outlineColor: CGColor? = CGColor(red: 0.2, green: 0.85, blue: 1, alpha: 0.9)
        /// The color behind the stack.
        public var backgroundColor: CGColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)

        /// The default layout: 24 points between levels, turned a little to the right and down.
        public init() {}
    }

    /// A flat copy of the tree as it appears at media time `time`, every layer a direct
    /// sublayer of one root of `size` points, placed where it shows on screen and then moved
    /// along z by its depth in the tree (× `options.layerSpacing`), the whole stack turned by
    /// `options.yaw` and `options.pitch` under a perspective.
    ///
    /// Each copied layer keeps its presentation values (colors, contents, corner radius,
    /// border) but draws only itself: its sublayers are copied beside it, masks and
    /// `masksToBounds` clipping of sublayers are dropped, and shadows are left out. Its
    /// opacity is the product of its ancestors' (so what is invisible on screen stays faint),
    /// and an outline layer of `options.outlineColor` marks its bounds at full opacity. Hidden
    /// layers and their sublayers are left out. Sublayers are painted far to near, as the
    /// turned stack is seen. The receiver's tree is not changed.
    ///
    /// Segue addition.
    package func _explodedCopy(
        atMediaTime time: CFTimeInterval, size: CGSize,
        options: _ExplodedViewOptions = _ExplodedViewOptions()
    ) -> CALayer {
        var planes: [_ExplodedPlane] = []
        _collectPlanes(
            into: &planes, parent: nil, parentWorld: CATransform3DIdentity, parentOpacity: 1, depth: 0, time: time)
        // Properties are written straight into each copy (no setter, so no implicit action or
        // layout request reaches the application's transaction).
        var rootProperties = _LayerProperties()
        rootProperties.bounds = CGRect(origin: .zero, size: size)
        rootProperties.position = CGPoint(x: size.width / 2, y: size.height / 2)
        rootProperties.backgroundColor = options.backgroundColor
        rootProperties.sublayerTransform = Self._explodedViewTransform(options)
        let root = CALayer._explodedLayer(rootProperties)
        let deepest = CGFloat(planes.map(\.depth).max() ?? 0)
        let spacing = options.layerSpacing.isFinite ? options.layerSpacing : 0
        // Seen from the front, deeper layers are nearer; from behind, farther.
        let fromFront = cos(Double(options.yaw)) * cos(Double(options.pitch)) >= 0
        let order = planes.indices.sorted { a, b in
            planes[a].depth != planes[b].depth ? (planes[a].depth < planes[b].depth) == fromFront : a < b
        }
        var sublayers: [CALayer] = []
        for index in order {
            let plane = planes[index]
            let lift = CATransform3DMakeTranslation(0, 0, (CGFloat(plane.depth) - deepest / 2) * spacing)
            let origin = plane.properties.bounds.origin
            var properties = plane.properties
            properties.anchorPoint = .zero
            properties.anchorPointZ = 0
            properties.position = .zero
            properties.zPosition = 0
            properties.transform = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(origin.x, origin.y, 0), plane.world), lift)
            properties.opacity = plane.opacity
            properties.shadowOpacity = 0
            let copy = plane.source._makePresentationInstance()
            copy._props = properties
            copy.delegate = nil
            copy.needsDisplayOnBoundsChange = false
            sublayers.append(CALayer._explodedLayer(nil, copy: copy))
            if let outline = options.outlineColor, properties.bounds.width > 0, properties.bounds.height > 0 {
                var frame = _LayerProperties()
                frame.bounds = properties.bounds
                frame.anchorPoint = .zero
                frame.position = .zero
                frame.transform = properties.transform
                frame.borderColor = outline
                frame.borderWidth = 1
                sublayers.append(CALayer._explodedLayer(frame))
            }
        }
        root._sublayers = sublayers
        for sublayer in sublayers { sublayer._superlayer = root }
        return root
    }

    /// A layer of an exploded copy: `copy` (or a new plain layer) with `properties`.
    ///
    /// It stays uncommitted (never marked committed by hand: the engine's list of new layers
    /// would keep a dangling entry when the copy goes before the next commit); the renderer
    /// draws its model values, which are the presentation values it was given.
    private static func _explodedLayer(_ properties: _LayerProperties?, copy: CALayer? = nil) -> CALayer {
        let layer = copy ?? CALayer()
        if let properties { layer._props = properties }
        return layer
    }

    /// The stack's turn and perspective, about the root's center.
    static func _explodedViewTransform(_ options: _ExplodedViewOptions) -> CATransform3D {
        func finite(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }
        let scale = finite(options.scale, 1)
        var t = CATransform3DMakeScale(scale, scale, scale)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(finite(options.yaw, 0), 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(finite(options.pitch, 0), 1, 0, 0))
        var perspective = CATransform3DIdentity
        let eye = finite(options.eyeDistance, 0)
        if eye > 0 { perspective.m34 = -1 / eye }
        return CATransform3DConcat(t, perspective)
    }

    /// Appends this layer and its visible sublayers, depth first, with their maps to the
    /// root's superlayer plane (flattened at every level, as the renderer draws them).
    private func _collectPlanes(
        into planes: inout [_ExplodedPlane], parent: _LayerProperties?, parentWorld: CATransform3D,
        parentOpacity: Float, depth: Int, time: CFTimeInterval
    ) {
        let properties = _isCommitted ? _presentationProperties(atMediaTime: time) : _props
        guard !properties.isHidden else { return }
        var world = properties.matrixToSuperlayer(superlayerSublayerTransform: parent)
        // Flattened onto the superlayer's plane: z dropped after projection.
        world.m13 = 0
        world.m23 = 0
        world.m33 = 0
        world.m43 = 0
        world = CATransform3DConcat(world, parentWorld)
        let opacity = parentOpacity * max(0, min(1, properties.opacity.isFinite ? properties.opacity : 0))
        planes.append(
            _ExplodedPlane(source: self, properties: properties, world: world, opacity: opacity, depth: depth))
        for sublayer in _sublayers {
            sublayer._collectPlanes(
                into: &planes, parent: properties, parentWorld: world, parentOpacity: opacity,
                depth: depth + 1, time: time)
        }
    }
}

/// One layer of an exploded copy: what it shows and where.
private struct _ExplodedPlane {
    let source: CALayer
    let properties: _LayerProperties
    /// The map from the layer's own coordinates to the root's superlayer plane.
    let world: CATransform3D
    let opacity: Float
    let depth: Int
}
