internal import CSegueKernels
import Foundation

extension APNGWriter {
    /// APNG's `dispose_op` values (APNG specification, `fcTL`).
    enum _DisposeOp: UInt8, Sendable {
        case none = 0
        case background = 1
        case previous = 2
    }

    /// APNG's `blend_op` values (APNG specification, `fcTL`).
    enum _BlendOp: UInt8, Sendable {
        case source = 0
        case over = 1
    }

    /// One frame: its `fcTL` fields and its compressed, filtered pixels (a zlib stream).
    struct _Frame: Sendable {
        var rect: _PixelRect
        var delay: _APNGDelay
        var dispose: _DisposeOp
        var blend: _BlendOp
        var data: [UInt8]
    }

    /// The most image data one `IDAT` or `fdAT` chunk carries; longer frames use several.
    static let maximumChunkData = 1 << 20

    /// Returns the complete APNG file for the frames added so far.
    ///
    /// The writer is not changed, so more frames can be added and `finish()` called again.
    /// With no frame added, the file holds one fully transparent frame with a zero delay.
    public func finish() -> Data {
        var frames = self.frames
        if frames.isEmpty {
            let clear = [UInt8](repeating: 0, count: width * height * 4)
            let canvas = _PixelRect(x: 0, y: 0, width: width, height: height)
            var scratch: [UInt8] = []
            let data = clear.withUnsafeBufferPointer {
                Self.compressRegion(
                    $0.baseAddress!, unchangedFrom: nil, canvasWidth: width, in: canvas, bytesPerPixel: 4,
                    scratch: &scratch
                )
            }
            let delay = _APNGDelay(numerator: 0, denominator: 1)
            frames = [_Frame(rect: canvas, delay: delay, dispose: .none, blend: .source, data: data)]
        }
        var out = _PNGCodec.signature
        out.reserveCapacity(frames.reduce(200) { $0 + $1.data.count + 64 })
        // IHDR: width, height, bit depth 8, color type 2 (RGB) or 6 (RGBA), deflate, adaptive
        // filtering, no interlace. With no frame added the file holds a transparent one: RGBA.
        let colorType: UInt8 = isRGB && !self.frames.isEmpty ? 2 : 6
        Self.appendChunk("IHDR", Self.bigEndian(width) + Self.bigEndian(height) + [8, colorType, 0, 0, 0], to: &out)
        Self.appendChunk("acTL", Self.bigEndian(frames.count) + Self.bigEndian(loopCount), to: &out)
        var sequence = 0
        for (index, frame) in frames.enumerated() {
            var control = Self.bigEndian(sequence)
            control += Self.bigEndian(frame.rect.width) + Self.bigEndian(frame.rect.height)
            control += Self.bigEndian(frame.rect.x) + Self.bigEndian(frame.rect.y)
            control += [UInt8(frame.delay.numerator >> 8), UInt8(frame.delay.numerator & 0xFF)]
            control += [UInt8(frame.delay.denominator >> 8), UInt8(frame.delay.denominator & 0xFF)]
            control += [frame.dispose.rawValue, frame.blend.rawValue]
            Self.appendChunk("fcTL", control, to: &out)
            sequence += 1
            var start = 0
            repeat {
                let end = Swift.min(start + Self.maximumChunkData, frame.data.count)
                if index == 0 {
                    Self.appendChunk("IDAT", frame.data[start..<end], to: &out)
                } else {
                    Self.appendChunk("fdAT", frame.data[start..<end], sequence: sequence, to: &out)
                    sequence += 1
                }
                start = end
            } while start < frame.data.count
        }
        Self.appendChunk("IEND", [], to: &out)
        return Data(out)
    }

    /// Filters and compresses the pixels of `next` inside `rect` (straight RGBA, a canvas
    /// `canvasWidth` pixels wide) into a zlib stream, as RGBA (`bytesPerPixel` 4) or as RGB
    /// (3: alpha dropped).
    ///
    /// With `canvas` given (the *over* blend, RGBA only), pixels equal to the canvas's are
    /// written as transparent black. `scratch` is working memory, grown as needed and kept by
    /// the caller so that later frames reuse it.
    static func compressRegion(
        _ next: UnsafePointer<UInt8>, unchangedFrom canvas: UnsafePointer<UInt8>?, canvasWidth: Int,
        in rect: _PixelRect,
        bytesPerPixel: Int, scratch: inout [UInt8]
    ) -> [UInt8] {
        _require(bytesPerPixel == 4 || (bytesPerPixel == 3 && canvas == nil), "RGB frames blend with source")
        let rowBytes = rect.width * bytesPerPixel
        let filteredCount = rect.height * (rowBytes + 1)
        if scratch.count < filteredCount + 2 * rowBytes {
            // Every byte is written before it is read: no need to zero them first.
            let count = filteredCount + 2 * rowBytes
            scratch = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        return scratch.withUnsafeMutableBufferPointer { buffer in
            let filtered = buffer.baseAddress!
            let masked = filtered + filteredCount
            return compressRegion(
                next, unchangedFrom: canvas, canvasWidth: canvasWidth, in: rect, bytesPerPixel: bytesPerPixel,
                filtered: filtered, masked: masked
            )
        }
    }

    /// ``compressRegion(_:unchangedFrom:canvasWidth:in:bytesPerPixel:scratch:)`` with its
    /// working memory: `filtered` for the filtered rows, `masked` for two rows of masked or
    /// RGB pixels.
    private static func compressRegion(
        _ next: UnsafePointer<UInt8>, unchangedFrom canvas: UnsafePointer<UInt8>?, canvasWidth: Int,
        in rect: _PixelRect,
        bytesPerPixel: Int, filtered: UnsafeMutablePointer<UInt8>, masked: UnsafeMutablePointer<UInt8>
    ) -> [UInt8] {
        let rowBytes = rect.width * bytesPerPixel
        let filteredCount = rect.height * (rowBytes + 1)
        var above: UnsafePointer<UInt8>?
        // The stream's checksum, summed row by row while each filtered row is in the cache.
        var adler: UInt32 = 1
        for row in 0..<rect.height {
            let offset = ((rect.y + row) * canvasWidth + rect.x) * 4
            var pixels = next + offset
            let output = filtered + row * (rowBytes + 1)
            if canvas == nil, bytesPerPixel == 3, row > 0 {
                // Alpha dropped and Up-filtered in one pass, from the RGBA rows themselves.
                _PNGRowFilter.filterUpRGB(pixels, above: pixels - canvasWidth * 4, pixelCount: rect.width, into: output)
            } else {
                if let canvas {
                    let target = masked + (row % 2) * rowBytes
                    mask(pixels, unchangedFrom: canvas + offset, count: rect.width, into: target)
                    pixels = UnsafePointer(target)
                } else if bytesPerPixel == 3 {
                    let target = masked + (row % 2) * rowBytes
                    dropAlpha(pixels, count: rect.width, into: target)
                    pixels = UnsafePointer(target)
                }
                if let above {
                    _PNGRowFilter.filterUp(pixels, above: above, count: rowBytes, into: output)
                } else {
                    _PNGRowFilter.filterSub(pixels, count: rowBytes, bytesPerPixel: bytesPerPixel, into: output)
                }
                above = pixels
            }
            adler = _Adler32.checksum(output, count: rowBytes + 1, continuing: adler)
        }
        guard let data = _ZlibDeflate.compress(filtered, count: filteredCount, adler: adler) else {
            // Compression fails only when memory for its working state cannot be allocated.
            fatalError("APNGWriter: could not compress a \(rect.width) × \(rect.height) frame")
        }
        return data
    }

    /// Copies `count` pixels, writing those equal to `canvas`'s as transparent black.
    private static func mask(
        _ pixels: UnsafePointer<UInt8>, unchangedFrom canvas: UnsafePointer<UInt8>, count: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        segue_mask_unchanged(pixels, canvas, count, output)
    }

    /// Copies the red, green and blue bytes of `count` RGBA pixels, packed three bytes a pixel.
    static func dropAlpha(_ pixels: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>) {
        segue_drop_alpha(pixels, count, output)
    }

    /// Appends one chunk: length, type, data (after the sequence number, for `fdAT`), CRC.
    static func appendChunk<Bytes: Collection<UInt8>>(
        _ type: String, _ data: Bytes, sequence: Int? = nil, to out: inout [UInt8]
    ) {
        let start = out.count
        out += bigEndian(data.count + (sequence == nil ? 0 : 4))
        out += Array(type.utf8)
        if let sequence { out += bigEndian(sequence) }
        out += data
        let crc = out.withUnsafeBytes { bytes in
            _ZlibDeflate.crc32(of: UnsafeRawBufferPointer(rebasing: bytes[(start + 4)...]))
        }
        out += bigEndian(Int(crc))
    }

    /// The four big-endian bytes of a value below 2^32.
    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Switches the file from RGB to RGBA: every frame compressed so far is inflated,
    /// unfiltered, given alpha 255 and compressed again as RGBA.
    ///
    /// The frames keep their controls. An RGB file's frames all blend with *source* and
    /// dispose with *none* or *previous*, operations that composite opaque pixels the same
    /// way in an RGBA file, so every frame still shows exactly what it showed. This runs at
    /// most once per writer, when the first frame that is not fully opaque follows opaque ones.
    mutating func convertToRGBA() {
        _require(isRGB, "APNGWriter: already RGBA")
        var scratch = self.scratch
        self.scratch = []
        var rgba: [UInt8] = []
        var packed: [UInt8] = []
        for index in frames.indices {
            let rect = frames[index].rect
            let rgbRowBytes = rect.width * 3
            let filteredCount = rect.height * (rgbRowBytes + 1)
            if packed.count < filteredCount { packed = [UInt8](repeating: 0, count: filteredCount) }
            if rgba.count < rect.area * 4 { rgba = [UInt8](repeating: 0, count: rect.area * 4) }
            let data = frames[index].data
            packed.withUnsafeMutableBufferPointer { packedBuffer in
                rgba.withUnsafeMutableBufferPointer { rgbaBuffer in
                    let rgb = packedBuffer.baseAddress!
                    let pixels = rgbaBuffer.baseAddress!
                    // The stream is this writer's own, so failing to read it back is a bug.
                    guard _ZlibDeflate.decompress(data, count: filteredCount, into: rgb),
                        _PNGRowFilter.unfilter(rgb, rowBytes: rgbRowBytes, height: rect.height, bytesPerPixel: 3)
                    else { fatalError("APNGWriter: frame \(index) does not read back") }
                    for pixel in 0..<rect.area {
                        pixels[pixel * 4] = rgb[pixel * 3]
                        pixels[pixel * 4 + 1] = rgb[pixel * 3 + 1]
                        pixels[pixel * 4 + 2] = rgb[pixel * 3 + 2]
                        pixels[pixel * 4 + 3] = 255
                    }
                    frames[index].data = Self.compressRegion(
                        pixels, unchangedFrom: nil, canvasWidth: rect.width,
                        in: _PixelRect(x: 0, y: 0, width: rect.width, height: rect.height), bytesPerPixel: 4,
                        scratch: &scratch
                    )
                }
            }
        }
        self.scratch = scratch
        isRGB = false
    }
}
