import Foundation

/// The methods a layer's delegate may implement to supply actions, lay out sublayers and draw.
///
/// - Note: Differs from UIKit: Core Animation declares these `@objc optional`; Swift on Linux has
///   no optional protocol requirements, so each has a default implementation that behaves as if
///   the method were absent (see docs/Deviations.md).
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's content (instead of drawing into a context).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws (e.g. to configure `contentsFormat`).
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Returns the action for `event`: nil to continue the search, `NSNull()` to stop it.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Default: the layer draws with `draw(_:in:)`.
    public func display(_ layer: CALayer) { layer._displayByDrawing() }
    /// Default: draws nothing (and notes that nothing was drawn, so that a layer whose only
    /// drawer is this default gets no backing store).
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer._delegateDrawWasDefault = true }
    /// Default: does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Default: does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Default: nil, so the search continues.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
