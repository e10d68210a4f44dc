// Status: partial — renders into a CGContext only (no Metal or OpenGL targets); updateBounds() is always the whole bounds
import Foundation

/// An object that renders a layer tree into a bitmap context, frame by frame.
///
/// Give it a root ``layer`` and the rectangle of that layer's superlayer space to show
/// (``bounds``), then for each frame call ``beginFrame(atTime:timeStamp:)``, ``render()`` and
/// ``endFrame()``. The presentation of the tree at the frame's media time — model values with
/// every running animation applied — is composited over what the context already holds,
/// with ``bounds`` stretched to fill the whole bitmap (y down: the top of ``bounds`` lands
/// on the bitmap's first row, as a screen shows it). The context's CTM and clip are not used.
///
/// What is drawn, per layer, back to front: the shadow (of `shadowPath`, or cast by the alpha
/// of everything the layer draws, sublayers included), the background color, the contents
/// image, a shape layer's fill and stroke, the sublayers (ordered by `zPosition`, then by
/// order) and the border. Every layer's 3-D transform is honoured with perspective: like Core
/// Animation, each layer's sublayers are flattened into its plane, and parts of a layer that
/// a perspective transform puts behind the eye are clipped away. Translucent layers with
/// sublayers (`allowsGroupOpacity`) and masked layers are composited as a group.
///
/// ```swift
/// let renderer = CARenderer(cgContext: context)
/// renderer.layer = rootLayer
/// renderer.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
/// renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
/// renderer.render()
/// renderer.endFrame()
/// ```
///
/// - Note: Differs from Core Animation: Apple's renderer draws into an OpenGL context or a
///   Metal texture (`init(mtlTexture:options:)`); Segue's draws into a `CGContext`, made with
///   ``init(cgContext:options:)``. `timeStamp` is an untyped pointer (there is no Core Video)
///   and is ignored. ``updateBounds()`` is always the whole ``bounds``. See
///   docs/Deviations.md.
public final class CARenderer {
    /// The root layer of the layer tree to render.
    ///
    /// Rendering draws nothing while it is `nil`.
    public var layer: CALayer?

    /// The rectangle of the root layer's superlayer space that fills the bitmap.
    ///
    /// By default the bitmap's size in points at scale 1 (`0, 0, width, height`); a smaller
    /// rectangle scales the tree up (set the screen's size in points to render at the
    /// screen's scale).
    public var bounds: CGRect

    /// The threads a frame may use (rows are split between them); 1 by default.
    ///
    /// Segue addition.
    public var maximumThreadCount = 1

    /// A color that fills the whole bitmap under the tree, or `nil` to composite over what
    /// the context holds (the default).
    ///
    /// Drawn as the frame's first shape, so that the parts the tree's opaque layers hide are
    /// never painted; a screen's black behind its windows.
    package var _backgroundColor: CGColor?

    /// Layer trees drawn over ``layer`` in the same frame, in order, each as a renderer of
    /// their own would draw it over the same bitmap after this one (a screen's keyboard and
    /// status bar over its window), but as one display list.
    package var _overlayLayers: [CALayer] = []

    /// Whether a frame composites only the bands of rows whose display list differs from the
    /// previous frame's (``_CompositeScene/changedBands()``), leaving the others as they are.
    ///
    /// Only for a caller that owns the bitmap: nothing else may draw into it between frames.
    package var _reusesUnchangedRows = false

    /// The bitmap the renderer draws into.
    let context: CGContext
    /// The display list, reused from frame to frame.
    let scene = _CompositeScene()
    /// The frame in progress: its time and its presentation tree.
    private var frameTime: CFTimeInterval?
    private var snapshot: CALayerTreeSnapshot?
    private var overlaySnapshots: [CALayerTreeSnapshot] = []
    /// Regions added with `addUpdate(_:)` this frame.
    private var updates: CGRect = .null

    /// Creates a renderer that draws into a bitmap context.
    ///
    /// `options` is accepted for symmetry with Core Animation's initializers and ignored.
    public init(cgContext: CGContext, options: [AnyHashable: Any]? = nil) {
        context = cgContext
        bounds = CGRect(x: 0, y: 0, width: cgContext.width, height: cgContext.height)
    }

    /// Begins a frame at media time `t`: evaluates the tree's presentation at that instant.
    ///
    /// `ts`, Core Video's display time stamp on Apple platforms, is ignored.
    public func beginFrame(atTime t: CFTimeInterval, timeStamp ts: UnsafeMutableRawPointer?) {
        frameTime = t
        snapshot = layer?.presentationSnapshot(atMediaTime: t)
        overlaySnapshots = _overlayLayers.map { $0.presentationSnapshot(atMediaTime: t) }
        updates = .null
    }

    /// Returns the region that the current frame redraws, in ``bounds`` coordinates.
    ///
    /// Segue redraws everything: the whole ``bounds`` (united with any region added with
    /// ``addUpdate(_:)``).
    public func updateBounds() -> CGRect {
        updates.isNull ? bounds : bounds.union(updates)
    }

    /// Adds a rectangle, in ``bounds`` coordinates, to the region the current frame redraws.
    ///
    /// The whole ``bounds`` is redrawn anyway; the region only grows ``updateBounds()``.
    public func addUpdate(_ r: CGRect) {
        guard !r.isNull else { return }
        updates = updates.union(r)
    }

    /// Composites the current frame's layer tree into the context.
    ///
    /// Does nothing outside ``beginFrame(atTime:timeStamp:)`` / ``endFrame()`` or without a
    /// layer; a degenerate ``bounds`` draws nothing.
    public func render() {
        _render(beforeDrawing: { _ in })
    }

    /// ``render()``, telling `prepare` which rows of the bitmap the frame draws — in order,
    /// whole rows — once the display list is made and before anything is drawn; the other
    /// rows are left as they are.
    ///
    /// `prepare` may point the context at other memory (`CGContext._draw(into:)`), which must
    /// then hold, in the rows not drawn, what the bitmap held: the frame is drawn over it.
    package func _render(beforeDrawing prepare: (_ rowsDrawn: [Range<Int>]) -> Void) {
        let b = bounds.standardized
        let trees = ([snapshot].compactMap { $0 } + overlaySnapshots).filter { !$0.nodes.isEmpty }
        guard snapshot != nil, !trees.isEmpty,
            b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite
        else {
            if snapshot != nil, let background = _backgroundColor {
                scene.forgetPreviousFrame()
                prepare([0..<context.height])
                context.setFillColor(background)
                context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
            } else {
                prepare([])
            }
            return
        }
        let sx = Double(context.width) / Double(b.width)
        let sy = Double(context.height) / Double(b.height)
        let base = _PlaneMap(
            m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0,
            m31: -Double(b.minX) * sx, m32: -Double(b.minY) * sy, m33: 1)
        scene.begin(for: context, keepingPrevious: _reusesUnchangedRows)
        if let background = _backgroundColor {
            scene.fill(
                .rect(CGRect(x: 0, y: 0, width: context.width, height: context.height)), map: .identity, nearPlanes: [],
                paint: .color(background), alpha: 1, clip: -1)
        }
        for tree in trees {
            var builder = _LayerSceneBuilder(nodes: tree.nodes, scene: scene, base: base, rootInOwnSpace: false)
            builder.build()
        }
        let changed = _reusesUnchangedRows ? scene.changedBands() : nil
        prepare(scene.rowsComposited(bands: changed))
        scene.render(into: context, threads: maximumThreadCount, bands: changed)
    }

    /// Ends the current frame.
    public func endFrame() {
        frameTime = nil
        snapshot = nil
        overlaySnapshots = []
    }

    /// Returns the media time at which the tree next needs rendering.
    ///
    /// The current frame's time while any layer of the tree has an animation attached (a
    /// continuous animation is running), and `infinity` when nothing is animating.
    public func nextFrameTime() -> CFTimeInterval {
        guard let layer else { return .infinity }
        func animating(_ l: CALayer) -> Bool {
            !l._attached.isEmpty || (l._mask.map(animating) ?? false) || l._sublayers.contains(where: animating)
        }
        return animating(layer) ? (frameTime ?? CACurrentMediaTime()) : .infinity
    }
}
