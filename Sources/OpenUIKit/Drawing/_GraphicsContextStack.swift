import Foundation

/// The current thread's stack of UIKit graphics contexts.
///
/// UIKit keeps one stack per thread: `UIGraphicsPushContext` and the image renderers push,
/// `UIGraphicsPopContext` pops, and every UIKit drawing call (`UIColor.setFill()`,
/// `UIBezierPath.fill()`, string and image drawing) draws into the top context. Entries pushed
/// by `UIGraphicsBeginImageContextWithOptions` remember their scale, so that
/// `UIGraphicsGetImageFromCurrentImageContext` can make an image of them.
final class _GraphicsContextStack {
    /// One pushed context.
    struct Entry {
        /// The context.
        let context: CGContext
        /// The image scale, for contexts begun with `UIGraphicsBeginImageContextWithOptions`.
        let imageScale: CGFloat?
    }

    /// The entries, bottom first.
    var entries: [Entry] = []

    /// The calling thread's stack, made on first use.
    ///
    /// Kept in POSIX thread-specific storage (retained there, released when the thread ends).
    static var current: _GraphicsContextStack {
        if let raw = pthread_getspecific(_graphicsContextStackKey) {
            return Unmanaged<_GraphicsContextStack>.fromOpaque(raw).takeUnretainedValue()
        }
        let stack = _GraphicsContextStack()
        pthread_setspecific(_graphicsContextStackKey, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// The top context, if any.
    var top: CGContext? { entries.last?.context }

    /// Runs `body` with `context` pushed, popping it afterwards.
    static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let stack = current
        stack.entries.append(Entry(context: context, imageScale: nil))
        defer { stack.entries.removeLast() }
        return try body()
    }
}

/// The thread-specific storage key of the graphics context stacks.
private let _graphicsContextStackKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { raw in
        if let raw { Unmanaged<_GraphicsContextStack>.fromOpaque(raw).release() }
    }
    _require(status == 0, "Segue: no thread-specific storage for UIKit's graphics context stack")
    return key
}()

/// Reports misuse of UIKit's drawing functions the way UIKit logs it: through the engine's
/// report channel (standard error by default).
func _drawingReport(_ message: String) {
    CAEngine.current.report(message)
}

/// The bitmap context UIKit's drawing destinations use: premultiplied RGBA (opaque, padding
/// byte ignored, when `opaque`), `pixelWidth × pixelHeight`, with a user space of points
/// whose origin is at `origin` and whose y axis points down, as UIKit's contexts are set up.
///
/// Returns `nil` (with a report naming `api`) when the size is not finite and positive or
/// the bitmap would exceed the backing-store limit of 2^28 bytes.
func _makeUIKitBitmapContext(size: CGSize, origin: CGPoint = .zero, scale: CGFloat, opaque: Bool, api: String)
    -> CGContext?
{
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, origin.x.isFinite, origin.y.isFinite else {
        return nil
    }
    guard width * height * 4 <= CGFloat(CALayer._backingStoreByteLimit) else {
        _drawingReport(
            "\(api): a \(Int(width)) × \(Int(height)) pixel bitmap is too large (limit \(CALayer._backingStoreByteLimit) bytes); nothing is drawn"
        )
        return nil
    }
    let alpha: CGImageAlphaInfo = opaque ? .noneSkipLast : .premultipliedLast
    guard
        let context = CGContext(
            data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
    else { return nil }
    context.translateBy(x: 0, y: height)
    context.scaleBy(x: scale, y: -scale)
    context.translateBy(x: -origin.x, y: -origin.y)
    context._shadowBaseTransform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: 0)
    return context
}

/// A scale that is finite and positive, else the main screen's scale (UIKit's meaning of 0).
func _effectiveScale(_ scale: CGFloat) -> CGFloat {
    scale.isFinite && scale > 0 ? scale : UIScreen._mainScale
}
