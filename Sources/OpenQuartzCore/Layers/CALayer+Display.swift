import Foundation

/// What drawing a layer into a new backing store produced.
///
/// Segue's UIKit layer reads it to decide whether a view drew anything.
package enum _BackingStoreResult {
    /// The layer's bounds (times its contents scale) hold no pixel: nothing was drawn.
    case empty
    /// The backing store would be too large (reported); nothing was drawn.
    case refused
    /// The drawing, and whether any pixel differs from the store's initial fill.
    case drawn(CGImage, painted: Bool)
}

/// Display: drawing a layer's content into a backing store that becomes its `contents`.
extension CALayer {
    /// The most bytes one backing store may take: 2^28 (256 MiB, 8192 × 8192 pixels).
    ///
    /// Larger stores are refused with a report rather than allocated.
    package static let _backingStoreByteLimit = 1 << 28

    /// Returns a Boolean indicating whether the layer content is implicitly flipped when rendered.
    ///
    /// True when an odd number of the layers from this one up through its superlayers have
    /// ``isGeometryFlipped`` set. The context a flipped layer draws into gets an extra y-flip,
    /// so that content drawn in its own coordinates keeps its orientation on screen. As in
    /// Core Animation, this method is not meant to be overridden.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current._superlayer
        }
        return flipped
    }

    /// Whether the layer's class draws only through its delegate: `draw(in:)` is CALayer's own.
    ///
    /// True for Segue's layer classes; a subclass of them may override `draw(in:)`, which
    /// Swift cannot see, so subclasses are assumed to draw.
    package var _drawsOnlyThroughDelegate: Bool {
        let kind = type(of: self)
        return kind == CALayer.self || kind == CAShapeLayer.self || kind == CAGradientLayer.self
    }

    /// `display()` without a delegate that supplies content: draws a new backing store with
    /// `draw(in:)` and makes it the contents.
    ///
    /// A layer nothing can draw into (a Segue layer class without a delegate, or whose
    /// delegate only has the default `draw(_:in:)`) loses its contents instead, as a Core
    /// Animation layer whose contents were set by hand does when it is redisplayed; so does a
    /// layer with empty bounds. A backing store larger than ``_backingStoreByteLimit`` is
    /// refused with a report and the contents are kept.
    func _displayByDrawing() {
        if _drawsOnlyThroughDelegate && delegate == nil {
            if _props.contents != nil { contents = nil }
            return
        }
        _delegateDrawWasDefault = false
        switch _drawBackingStore() {
        case .refused:
            return
        case .empty:
            if _props.contents != nil { contents = nil }
        case .drawn(let image, _):
            if _drawsOnlyThroughDelegate && _delegateDrawWasDefault {
                if _props.contents != nil { contents = nil }
            } else {
                contents = image
            }
        }
        _delegateDrawWasDefault = false
    }

    /// Draws the layer into a new backing store with `draw(in:)`, without setting `contents`.
    ///
    /// The store is `ceil(bounds.size × contentsScale)` pixels, premultiplied RGBA (opaque,
    /// with its padding byte ignored, when ``isOpaque``, and then first filled with the
    /// background color, if any; black otherwise). Its context's user space is the layer's
    /// own: the origin at `bounds.origin`, y growing downward, one unit per point, as the
    /// drawing context of a layer on iOS. Shadows set in it use UIKit's base space (y down,
    /// in points). The delegate's `layerWillDraw(_:)` is called first.
    package func _drawBackingStore() -> _BackingStoreResult {
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let size = bounds.size
        let pixelWidth = (size.width * scale).rounded(.up)
        let pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1 else { return .empty }
        let limit = CGFloat(CALayer._backingStoreByteLimit)
        guard pixelWidth * pixelHeight * 4 <= limit else {
            // The sizes may be far beyond Int (a huge finite bounds): printed, never converted.
            let described = { (pixels: CGFloat) in pixels < 1e15 ? String(Int(pixels)) : "\(pixels)" }
            CAEngine.current.report(
                "CALayer.display: a \(described(pixelWidth)) × \(described(pixelHeight)) pixel backing store is too large (limit \(CALayer._backingStoreByteLimit) bytes); the layer keeps its contents"
            )
            return .refused
        }
        delegate?.layerWillDraw(self)
        let width = Int(pixelWidth)
        let height = Int(pixelHeight)
        let alpha: CGImageAlphaInfo = isOpaque ? .noneSkipLast : .premultipliedLast
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
        else { return .refused }
        if isOpaque, let background = backgroundColor {
            context.setFillColor(background)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        let initial = context._firstByte.load(as: UInt32.self)
        let flip: CGFloat = contentsAreFlipped() ? -1 : 1
        context.translateBy(x: 0, y: flip < 0 ? 0 : CGFloat(height))
        context.scaleBy(x: scale, y: -scale * flip)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context._shadowBaseTransform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale * flip, tx: 0, ty: 0)
        draw(in: context)
        guard let image = context.makeImage() else { return .refused }
        return .drawn(image, painted: context._differs(from: initial))
    }
}

extension CGContext {
    /// Whether any pixel word of the bitmap differs from `word`.
    fileprivate func _differs(from word: UInt32) -> Bool {
        // Two pixels at a time: a drawn label is mostly untouched pixels, read to the first ink.
        let pair = UInt64(word) | UInt64(word) << 32
        for row in 0..<height {
            let line = _firstByte + row * bytesPerRow
            var x = 0
            while x + 2 <= width {
                if line.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) != pair { return true }
                x += 2
            }
            if x < width, line.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) != word { return true }
        }
        return false
    }

    /// The first byte of the bitmap.
    fileprivate var _firstByte: UnsafeMutableRawPointer { data! }
}
