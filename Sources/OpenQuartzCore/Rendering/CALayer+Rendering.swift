import Foundation

extension CALayer {
    /// Renders the model tree under this layer into `ctx`, through its CTM.
    ///
    /// As in Core Animation: the layer tree is drawn as the model holds it, ignoring running
    /// animations, in the layer's own coordinate space (its bounds coordinates are the
    /// context's user space, so its position and transform are not applied; its opacity and
    /// appearance are). A y-up bitmap context with an identity CTM therefore shows the layer
    /// upside down, as on iOS; UIKit's drawing contexts are flipped. The CTM may be any affine
    /// transform; drawing is limited to the context's clip box (a clip mask's soft edges are
    /// not applied), and the context's alpha, blend mode and shadow are not used.
    func _render(in ctx: CGContext) {
        let snapshot = CALayerTreeSnapshot(modelOf: self)
        // User space → device (y up) → raster (y down).
        let toRaster = ctx.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(ctx.height)))
        let scene = _CompositeScene()
        scene.begin(for: ctx, clipped: true)
        var builder = _LayerSceneBuilder(
            nodes: snapshot.nodes, scene: scene, base: _PlaneMap(toRaster), rootInOwnSpace: true)
        builder.build()
        scene.render(into: ctx)
    }
}
