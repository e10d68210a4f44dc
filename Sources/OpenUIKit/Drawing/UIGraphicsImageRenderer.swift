// Status: partial — no jpegData(withCompressionQuality:actions:) (no JPEG encoder)
import Foundation

/// A graphics renderer for creating Core Graphics-backed images.
///
/// Each call to ``image(actions:)`` (or ``pngData(actions:)``) makes a fresh bitmap context
/// of the renderer's bounds at its format's scale, makes it the current UIKit context, runs
/// the drawing actions, and returns what was drawn. The context's user space is UIKit's:
/// points, origin at the top left of the bounds, y pointing down. An opaque format gives an
/// opaque image whose undrawn pixels are black.
///
/// Bad input: bounds with a zero, negative or non-finite size give an empty image (a
/// `UIImage` with no `cgImage`, size zero), as UIKit's header promises, and the actions are
/// not run; a bitmap larger than 2^28 bytes is refused the same way, with a report.
///
/// - Note: Differs from UIKit: `jpegData(withCompressionQuality:actions:)` is not
///   implemented (there is no JPEG encoder).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A closure for drawing an image.
    ///
    /// It receives the renderer's context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// Creates an image renderer for drawing images of the specified size.
    ///
    /// With the default format (the main screen's scale, not opaque).
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// Creates an image renderer with the specified size and format.
    ///
    /// The bounds are `size` at the origin.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates an image renderer with the specified bounds.
    ///
    /// With the default format (the main screen's scale, not opaque). Drawing happens in the
    /// coordinates of `bounds`: its origin is the image's top-left corner.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// Creates an image renderer with the specified bounds and format.
    ///
    /// Drawing happens in the coordinates of `bounds`: its origin is the image's top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The format used to create the renderer.
    ///
    /// The renderer's own copy, with its bounds.
    open override var format: UIGraphicsImageRendererFormat {
        _format as! UIGraphicsImageRendererFormat
    }

    /// True: an image renderer creates images.
    ///
    /// See ``UIGraphicsRenderer/allowsImageOutput``.
    open override var allowsImageOutput: Bool { true }

    /// Creates an image by following a set of drawing instructions.
    ///
    /// The image has the format's scale and the bounds' size in points (pixels rounded up).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = _draw(actions) else { return UIImage() }
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: _effectiveScale(format.scale), orientation: .up)
    }

    /// Creates a PNG-encoded image by following a set of drawing instructions.
    ///
    /// The pixels of ``image(actions:)``; empty data when that image is empty.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Creates a JPEG-encoded image by following a set of drawing instructions.
    ///
    /// - Note: Not implemented yet; stops the program.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        _unimplemented("UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)")
    }

    /// Makes the context, runs the actions with it current, and returns it; nil for bad bounds.
    func _draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext? {
        let format = self.format
        let bounds = format.bounds
        guard
            let context = _makeUIKitBitmapContext(
                size: bounds.size, origin: bounds.origin, scale: _effectiveScale(format.scale), opaque: format.opaque,
                api: "UIGraphicsImageRenderer")
        else { return nil }
        let rendererContext = UIGraphicsImageRendererContext(_cgContext: context, format: format)
        _GraphicsContextStack.with(context) { actions(rendererContext) }
        return context
    }
}
