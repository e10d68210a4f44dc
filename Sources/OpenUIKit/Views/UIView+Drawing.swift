import Foundation

/// What Segue has found out about a view class's `draw(_:)`.
enum _ViewDrawingKind {
    /// No view of the class has been drawn yet.
    case unknown
    /// The class overrides `draw(_:)` (or paints when asked to draw).
    case draws
    /// Drawing a view of the class reached `UIView.draw(_:)` and painted nothing.
    case inherits
}

/// A view's drawing bookkeeping.
struct _ViewDrawingState {
    /// Set by `UIView.draw(_:)`: the base implementation ran during the current drawing.
    var baseDrawWasReached = false
    /// Set by the view's own `setNeedsDisplay()` until the next display.
    var displayWasRequested = false
    /// Whether the layer's contents are a drawing of the view (so a redraw always replaces them).
    var contentsAreDrawn = false
}

/// Drawing: how a view's `draw(_:)` fills its layer's contents.
///
/// UIKit draws a view only when its class overrides `draw(_:)`, which Swift cannot see
/// without the Objective-C runtime. Segue finds out by drawing: every view is marked as
/// needing display when it is created (and again when its size grows from empty), and the
/// first time a view of a class is displayed, it is drawn into a backing store. If
/// `draw(_:)` did not reach `UIView`'s own implementation, the class overrides it: the drawing
/// becomes the layer's contents, now and every time the view is displayed. If it did reach it
/// and painted nothing, the class is taken as not drawing: the drawing is discarded, the
/// layer keeps its contents (a `UIImageView`'s image, say), and later views of the class are
/// neither marked at creation nor drawn — except when `setNeedsDisplay()` is called on the
/// view itself, which always draws, keeping the result only if something was painted. A
/// view class's `layerClass` is part of the class, so a layer subclass whose `draw(in:)`
/// paints (without calling `super`, the view's `draw(_:)` is never reached) makes its view
/// class count as drawing too.
///
/// - Note: Differs from UIKit: a `draw(_:)` override that calls `super.draw(_:)` and paints
///   nothing the first time a view of its class is drawn makes the class count as not
///   drawing; its views then redraw only on their own `setNeedsDisplay()`, not on their
///   first display or on `.redraw` size changes.
extension UIView {
    /// The drawing kind of each view class met so far.
    static var _drawingKinds: [ObjectIdentifier: _ViewDrawingKind] = [:]

    /// What is known about the receiver's class.
    var _drawingKind: _ViewDrawingKind { UIView._drawingKinds[ObjectIdentifier(type(of: self))] ?? .unknown }

    /// At creation: the screen's contents scale, and a first display unless the class is
    /// known not to draw.
    func _prepareForDrawing() {
        let scale = UIScreen.main.scale
        if _layer.contentsScale != scale { _layer.contentsScale = scale }
        if _drawingKind != .inherits { _layer.setNeedsDisplay() }
    }

    /// `setNeedsDisplay()` and `setNeedsDisplay(_:)`: an explicit request, which always draws.
    func _setNeedsDisplay() {
        _drawing.displayWasRequested = true
        _layer.setNeedsDisplay()
    }

    /// A view that grows from no area to some is displayed again (its first drawing had
    /// nothing to draw into).
    func _sizeDidChangeForDrawing(from old: CGSize, to new: CGSize) {
        let hadArea = old.width > 0 && old.height > 0
        let hasArea = new.width > 0 && new.height > 0
        if !hadArea, hasArea, _drawingKind != .inherits { _layer.setNeedsDisplay() }
    }

    /// The layer delegate's `display(_:)`: draws the view into a new backing store when its
    /// class draws (or is not known yet, or was asked to), at its screen's scale.
    func _display(_ layer: CALayer) {
        let requested = _drawing.displayWasRequested
        _drawing.displayWasRequested = false
        guard layer === _layer else { return }
        let key = ObjectIdentifier(type(of: self))
        let kind = UIView._drawingKinds[key] ?? .unknown
        if kind == .inherits && !requested && !_drawing.contentsAreDrawn { return }
        let oldScale = layer.contentsScale
        let scale = window?.screen.scale ?? UIScreen.main.scale
        if oldScale != scale { layer.contentsScale = scale }
        _drawing.baseDrawWasReached = false
        var keep = false
        switch layer._drawBackingStore() {
        case .refused:
            break
        case .empty:
            if _drawing.contentsAreDrawn {
                layer.contents = nil
                keep = true
            }
        case .drawn(let image, let painted):
            let overrides = !_drawing.baseDrawWasReached
            if kind == .unknown { UIView._drawingKinds[key] = overrides || painted ? .draws : .inherits }
            if overrides || painted || _drawing.contentsAreDrawn {
                layer.contents = image
                _drawing.contentsAreDrawn = true
                keep = true
            }
        }
        if !keep, layer.contentsScale != oldScale { layer.contentsScale = oldScale }
    }

    /// The layer delegate's `draw(_:in:)`: `draw(bounds)` with `ctx` as the current UIKit context.
    func _draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === _layer else { return }
        let rect = bounds
        traitCollection.performAsCurrent { _GraphicsContextStack.with(ctx) { draw(rect) } }
    }
}
