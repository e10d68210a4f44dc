import Foundation

/// Returns the current graphics context.
///
/// The context on top of the calling thread's graphics context stack: the context a view
/// draws into during `draw(_:)`, an image renderer's context during its drawing actions, or
/// one pushed with ``UIGraphicsPushContext(_:)``; `nil` when the stack is empty.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    _GraphicsContextStack.current.top
}

/// Makes the specified graphics context the current context.
///
/// Pushes it onto the calling thread's stack; balance with ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    _GraphicsContextStack.current.entries.append(_GraphicsContextStack.Entry(context: context, imageScale: nil))
}

/// Removes the current graphics context from the top of the stack, restoring the previous context.
///
/// With an empty stack the call is reported and ignored.
public func UIGraphicsPopContext() {
    let stack = _GraphicsContextStack.current
    guard !stack.entries.isEmpty else {
        _drawingReport("UIGraphicsPopContext: the graphics context stack is empty; ignored")
        return
    }
    stack.entries.removeLast()
}

/// Creates a bitmap-based graphics context with the specified options.
///
/// The context, `size` points at `scale` pixels per point (0 means the main screen's scale),
/// becomes the current context; its user space has the origin at the top left and y pointing
/// down. An opaque context ignores alpha (pixels not drawn are black). A size that is not
/// positive, or too large, is reported and no context is begun.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = _effectiveScale(scale)
    guard
        let context = _makeUIKitBitmapContext(
            size: size, scale: scale, opaque: opaque, api: "UIGraphicsBeginImageContextWithOptions")
    else {
        if !(size.width * scale >= 1 && size.height * scale >= 1) {
            _drawingReport(
                "UIGraphicsBeginImageContext() failed to allocate CGBitmapContext: size=\(size), scale=\(scale)")
        }
        return
    }
    _GraphicsContextStack.current.entries.append(_GraphicsContextStack.Entry(context: context, imageScale: scale))
}

/// Creates a bitmap-based graphics context and makes it the current context.
///
/// The same as ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` with `opaque` false and a
/// scale of 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Returns an image based on the contents of the current bitmap-based graphics context.
///
/// `nil` unless the current context was begun with
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = _GraphicsContextStack.current.entries.last, let scale = entry.imageScale,
        let image = entry.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Removes the current bitmap-based graphics context from the top of the stack.
///
/// Reported and ignored when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    let stack = _GraphicsContextStack.current
    guard let entry = stack.entries.last, entry.imageScale != nil else {
        _drawingReport("UIGraphicsEndImageContext: the current context is not an image context; ignored")
        return
    }
    stack.entries.removeLast()
}

/// Fills the specified rectangle with the current fill color.
///
/// In the current context, with the `.copy` blend mode, as UIKit does; nothing happens
/// without a current context.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills a rectangle with the current fill color using the specified blend mode.
///
/// The context's blend mode is restored afterwards.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame around the inside of the specified rectangle.
///
/// The frame is one point wide, painted with the current fill color and the `.copy` blend
/// mode, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a frame around the inside of a rectangle using the specified blend mode.
///
/// The frame is one point wide (the whole rectangle when it is narrower than two points),
/// painted with the current fill color.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let outer = rect.standardized
    context.saveGState()
    context.setBlendMode(blendMode)
    context.beginPath()
    context.addRect(outer)
    if outer.width > 2, outer.height > 2 { context.addRect(outer.insetBy(dx: 1, dy: 1)) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Modifies the current clipping path by intersecting it with the specified rectangle.
///
/// Nothing happens without a current context.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
