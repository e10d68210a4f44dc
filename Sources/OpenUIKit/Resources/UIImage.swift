// Status: partial — PNG only; init(named:) reads bundle files (no asset catalogs); no JPEG or resizable images (symbol images: Symbols/)
import Foundation

/// An object that manages image data in your app.
///
/// A Segue image wraps a `CGImage` (premultiplied RGBA pixels) with a scale factor and an
/// orientation. Images decode PNG data only; other formats, and malformed or truncated PNG
/// data, make the failable initializers return `nil`. Images are immutable and may be used
/// from any thread.
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying Quartz image data.
    ///
    /// `nil` only for an empty image (``init()``); the optional type is UIKit's.
    public let cgImage: CGImage?

    /// The scale factor of the image: pixels per point.
    ///
    /// 1 for images made from data without a scale; 2 or 3 for files named `…@2x.png` or
    /// `…@3x.png`.
    public let scale: CGFloat

    /// The orientation of the image.
    ///
    /// Only ``Orientation/up`` is drawn as such by Segue so far; other orientations are kept
    /// and swap the width and height of ``size`` for the rotated ones, as UIKit does.
    public let imageOrientation: Orientation

    /// How the image is drawn by the views that show it: in its own colours, or as a
    /// template filled with the tint colour.
    ///
    /// ``RenderingMode-swift.enum/automatic`` unless made with ``withRenderingMode(_:)``.
    public let renderingMode: RenderingMode

    /// What a symbol image draws (see `UIImage+Symbols`); nil for bitmap images.
    let _symbol: _SymbolImage?

    /// Creates and returns an image object with the specified scale and orientation factors.
    ///
    /// A scale that is not a positive finite number is taken as 1.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
        renderingMode = .automatic
        _symbol = nil
        super.init()
    }

    /// The image with another rendering mode: the same pixels, scale and orientation.
    init(
        _cgImage cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
        symbol: _SymbolImage? = nil
    ) {
        self.cgImage = cgImage
        self.scale = scale
        imageOrientation = orientation
        self.renderingMode = renderingMode
        _symbol = symbol
        super.init()
    }

    /// Creates an empty image: no ``cgImage``, size zero, scale 1.
    ///
    /// UIKit's image renderers return such an image for empty bounds; drawing it draws nothing.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        renderingMode = .automatic
        _symbol = nil
        super.init()
    }

    /// Creates and returns an image object that represents the specified Quartz image.
    ///
    /// Scale 1, orientation ``Orientation/up``.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Initializes and returns the image object with the specified data and scale factor.
    ///
    /// Returns `nil` unless `data` is a complete, valid PNG whose decoded pixels fit Segue's
    /// decoding limit (2^28 bytes, for example 8192 × 8192 pixels).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = _PNGCodec.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Initializes and returns the image object with the specified data.
    ///
    /// Scale 1; `nil` for anything but valid PNG data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Initializes and returns the image object with the contents of the specified file.
    ///
    /// Returns `nil` when the file cannot be read or is not a valid PNG. As in UIKit, a file
    /// name ending in `@2x` or `@3x` (before the extension) gives the image that scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self._scale(forFileAt: path))
    }

    /// The scale a file name declares with an `@2x`/`@3x` suffix, or 1.
    static func _scale(forFileAt path: String) -> CGFloat {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for factor in [3, 2] where name.hasSuffix("@\(factor)x") {
            return CGFloat(factor)
        }
        return 1
    }

    /// The logical dimensions, in points, for the image: pixels divided by ``scale``.
    ///
    /// Width and height are swapped for the orientations that rotate by a quarter turn
    /// (`left`, `right` and their mirrored forms).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        case .up, .down, .upMirrored, .downMirrored: return CGSize(width: width, height: height)
        }
    }

    /// Returns a data object that contains the specified image in PNG format.
    ///
    /// The pixels are written as they are stored: like UIKit, the orientation is not applied
    /// and not recorded, and neither is the scale. Returns `nil` only if encoding fails.
    public func pngData() -> Data? {
        cgImage.flatMap(_PNGCodec.encode)
    }

    /// Whether `object` is an image showing the same image data.
    ///
    /// True for images backed by the same pixels in memory (the same ``cgImage``) with the
    /// same scale and orientation, as UIKit compares images: two loads of one named image are
    /// equal, while two separate decodes of one file are not.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        guard let cgImage, other.cgImage === cgImage else { return false }
        return other.scale == scale && other.imageOrientation == imageOrientation
    }

    /// A hash consistent with ``isEqual(_:)``: that of the backing pixels.
    open override var hash: Int {
        cgImage.map { ObjectIdentifier($0).hashValue } ?? ObjectIdentifier(self).hashValue
    }

    /// A description listing the image's size in points and its scale.
    ///
    /// For example `<UIImage: size {2, 3}, scale 1, orientation 0>`.
    open override var description: String {
        let size = self.size
        return
            "<UIImage: size {\(Double(size.width)), \(Double(size.height))}, scale \(Double(scale)), orientation \(imageOrientation.rawValue)>"
    }
}
