// Status: partial — 8-bit RGB bitmap contexts only; no text, patterns, transparency layers or PDF; clip(to:mask:) traps
internal import CSegueKernels
import Foundation

/// A Quartz 2-D drawing destination: a bitmap context.
///
/// Create one over your own memory or let it allocate its own with
/// ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)``, then build a
/// path and paint it, draw images, clip, and read the pixels back with ``makeImage()`` or
/// ``data``. User space is Core Graphics' own: y grows upward and the origin is at the bottom
/// left of the bitmap (its last row in memory), as on Apple platforms; UIKit's drawing
/// functions flip it.
///
/// Filling and stroking are antialiased by exact area coverage (see docs on `_Rasterizer`);
/// compositing is done on premultiplied 8-bit pixels in the bitmap's own byte order.
///
/// - Note: Differs from Core Graphics: only 8 bits per component RGB bitmaps are supported
///   (alpha `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst`, `noneSkipLast`, any
///   32-bit byte order), and there is no color management — every RGB space draws as sRGB.
public final class CGContext {
    /// The first byte of the bitmap.
    ///
    /// Fixed for the context's lifetime, except for an owner that points it at storage of its
    /// own frame by frame (``_draw(into:)``).
    var _data: UnsafeMutableRawPointer
    /// Whether the context allocated `_data` and frees it.
    let _ownsData: Bool
    /// The bitmap's pixel layout.
    let _layout: _PixelLayout
    /// The current graphics state.
    var _state: _GraphicsState
    /// States saved by `saveGState`.
    var _savedStates: [_GraphicsState] = []
    /// The current path, in device space (user space mapped by the CTM when it was added).
    var _path = CGMutablePath()
    /// The rasterizer and its scratch buffers.
    let _rasterizer = _Rasterizer()
    /// Flattened shapes waiting to be rasterized.
    var _polygons = _Polygons()
    /// Per-pixel scratch for one row: coverage bytes.
    var _coverageScratch: [UInt8]
    /// Per-pixel scratch for one row: source pixels.
    var _spanScratch: [UInt32]
    /// What is known of each row's opacity, for an owner that draws frames into storage of
    /// its own (``_draw(into:)``): the compositor measures the rows it composites, while they
    /// are in cache. Nil (nothing measured) unless that owner sets it.
    package var _rowOpacity: _RowOpacity?
    /// A half-size copy of the bitmap that the compositor keeps up to date band by band, for
    /// the same owner; ``_makeImage(sharing:)`` gives the image its half-size image. Nil
    /// unless that owner sets it.
    package var _halfSizeMirror: _HalfSizeMirror?

    /// The bitmap's width in pixels.
    ///
    /// Positive.
    public let width: Int
    /// The bitmap's height in pixels.
    ///
    /// Positive.
    public let height: Int
    /// The number of bytes from the start of one row to the start of the next.
    ///
    /// At least `width × 4`.
    public let bytesPerRow: Int
    /// The number of bits per color component: 8.
    ///
    /// The only depth Segue's contexts support.
    public let bitsPerComponent: Int
    /// The number of bits per pixel: 32.
    ///
    /// Three color components and an alpha or padding byte.
    public var bitsPerPixel: Int { 32 }
    /// The bitmap's layout as given when the context was created.
    ///
    /// Its alpha information and byte order describe ``data``.
    public let bitmapInfo: CGBitmapInfo
    /// The bitmap's color space.
    ///
    /// The space given when the context was created.
    public let colorSpace: CGColorSpace?

    /// Creates a bitmap context over `data`, or over memory of its own when `data` is `nil`.
    ///
    /// `bitmapInfo` combines a `CGImageAlphaInfo` raw value with an optional byte order, e.g.
    /// `CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue`
    /// for BGRA. Rows are `bytesPerRow` apart, the first row in memory being the top of the
    /// image. Returns `nil` (with a logged message, as Core Graphics does) when the size is
    /// not positive, `bitsPerComponent` is not 8, the space is not RGB, the format is not one
    /// of the four premultiplied or padded 32-bit formats, or `bytesPerRow` is smaller than
    /// `width × 4`. With `data` nil and `bytesPerRow` 0, the row size is chosen (`width × 4`)
    /// and the memory is zeroed; memory you pass in is used as is and must stay valid and
    /// large enough (`bytesPerRow × height` bytes) for the context's lifetime.
    public init?(
        data: UnsafeMutableRawPointer?,
        width: Int,
        height: Int,
        bitsPerComponent: Int,
        bytesPerRow: Int,
        space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let minimumRow = width.multipliedReportingOverflow(by: 4)
        let rowBytes = data == nil && bytesPerRow == 0 ? minimumRow.partialValue : bytesPerRow
        let total = rowBytes.multipliedReportingOverflow(by: height)
        let layout = _PixelLayout(bitmapInfo: info)
        let problem: String? =
            if width <= 0 { "invalid data width: \(width)." } else if height <= 0 {
                "invalid data height: \(height)."
            } else if bitsPerComponent != 8 {
                "unsupported parameter combination: \(bitsPerComponent) bits/component."
            } else if space.model != .rgb {
                "unsupported parameter combination: the color space is not RGB."
            } else if layout == nil {
                "unsupported parameter combination: bitmap info \(bitmapInfo)."
            } else if minimumRow.overflow || rowBytes < minimumRow.partialValue {
                "invalid data bytes/row: should be at least \(minimumRow.partialValue)."
            } else if total.overflow || total.partialValue > 1 << 34 {
                "a \(width) × \(height) bitmap is too large."
            } else { nil }
        guard let layout, problem == nil else {
            _coreGraphicsLog("CGBitmapContextCreate: \(problem ?? "invalid parameters.")")
            return nil
        }
        let byteCount = total.partialValue
        if let data {
            _data = data
            _ownsData = false
        } else {
            _data = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
            // One `memset`: the generic `initializeMemory(as:repeating:count:)` copies byte by
            // byte through the value witness in a debug build (a tenth of a label's drawing).
            memset(_data, 0, byteCount)
            _ownsData = true
        }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitsPerComponent = bitsPerComponent
        self.bitmapInfo = info
        self.colorSpace = space
        _layout = layout
        _state = _GraphicsState(box: _PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
        _coverageScratch = [UInt8](repeating: 0, count: width)
        _spanScratch = [UInt32](repeating: 0, count: width)
    }

    /// Creates a bitmap context from a ``CGBitmapInfo`` (Apple's newer spelling).
    ///
    /// The same as the `UInt32` form with `bitmapInfo.rawValue`; a `nil` space is rejected.
    public convenience init?(
        data: UnsafeMutableRawPointer?,
        width: Int,
        height: Int,
        bitsPerComponent: Int,
        bytesPerRow: Int,
        space: CGColorSpace?,
        bitmapInfo: CGBitmapInfo
    ) {
        guard let space else {
            _coreGraphicsLog("CGBitmapContextCreate: a color space is required.")
            return nil
        }
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
            bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    deinit {
        if _ownsData { _data.deallocate() }
    }

    /// The bitmap's memory: `bytesPerRow × height` bytes, top row first.
    ///
    /// The memory passed to the initializer, or the context's own.
    public var data: UnsafeMutableRawPointer? { _data }

    /// The bitmap's alpha information.
    ///
    /// The low bits of ``bitmapInfo``.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo._alphaInfo ?? .none }

    /// Returns an image holding a copy of the bitmap's current pixels.
    ///
    /// Later drawing does not change the image. Images made from padded (`noneSkip…`)
    /// contexts are opaque: their alpha is 255 and they report `.noneSkipLast`.
    public func makeImage() -> CGImage? {
        var pixels: [UInt8] = []
        return makeImage(reusing: &pixels)
    }

    /// ``makeImage()`` into `storage`: the pixels are copied into `storage` (resized when its
    /// size is wrong) and the image shares them. A caller that keeps `storage` and lets each
    /// image go before asking for the next gets every frame without a new allocation, and
    /// without the page faults a fresh multi-megabyte buffer costs.
    ///
    /// Whether every pixel is opaque is found on the way, each row looked at while it is in
    /// cache, so the image's encoders and renderers need not read all of it again to know.
    package func makeImage(reusing storage: inout [UInt8]) -> CGImage? {
        let count = width * height * 4
        if storage.count != count {
            // Every byte is written below, so a new array is not zeroed first.
            storage = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        let layout = _layout
        var opaque = layout.isOpaque
        storage.withUnsafeMutableBytes { out in
            for row in 0..<height {
                let source = UnsafeRawPointer(_data + row * bytesPerRow)
                let target = out.baseAddress! + row * width * 4
                if layout == .rgba {
                    target.copyMemory(from: source, byteCount: width * 4)
                    // Until a pixel that is not opaque shows up.
                    if row == 0 || opaque { opaque = segue_all_opaque(target, width) }
                    continue
                }
                if layout == .rgbx {
                    // The padding byte becomes opaque alpha, a whole word at a time.
                    let words = target.assumingMemoryBound(to: UInt32.self)
                    let input = source.assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { words[x] = input[x] | 0xFF00_0000 }
                    continue
                }
                for x in 0..<width {
                    let p = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    target.storeBytes(of: layout.toRGBA(p), toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        return CGImage(
            width: width, height: height, premultipliedRGBA: storage, _isOpaque: layout.isOpaque,
            measuredOpaque: layout == .rgba ? opaque : nil)
    }

    /// Whether the bitmap's current pixels are exactly `image`'s in `rows` (every row when
    /// nil): same size, and every byte of those rows equal (an RGBA context only; other
    /// layouts answer false).
    package func _holdsSamePixels(as image: CGImage, inRows rows: [Range<Int>]? = nil) -> Bool {
        guard _layout == .rgba, image.width == width, image.height == height else { return false }
        let rowBytes = width * 4
        return image._premultipliedRGBA.withUnsafeBytes { pixels in
            (rows ?? [0..<height]).allSatisfy { range in
                range.clamped(to: 0..<height).allSatisfy { row in
                    memcmp(_data + row * bytesPerRow, pixels.baseAddress! + row * rowBytes, rowBytes) == 0
                }
            }
        }
    }

    /// How shadow parameters, given in Core Graphics' *base space*, map to device space.
    ///
    /// Identity for bitmap contexts made with the initializer, whose base space is their
    /// y-up pixel grid. On iOS, contexts made by UIKit have a base space with y pointing down
    /// (Technical Q&A QA1706), so a positive shadow height moves the shadow down; Segue's UIKit
    /// layer sets that flip (and any scale) here. The offset maps through the transform's
    /// linear part and the blur scales by the square root of its determinant's magnitude.
    package var _shadowBaseTransform: CGAffineTransform = .identity

    /// The transform from device space (y up) to raster space (y down, row 0 on top).
    var _deviceToRaster: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// The transform from user space to raster space.
    var _userToRaster: CGAffineTransform {
        _state.ctm.concatenating(_deviceToRaster)
    }
}
