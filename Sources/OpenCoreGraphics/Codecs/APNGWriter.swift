internal import CSegueKernels

/// Writes an animated PNG (APNG) from a sequence of equally sized frames.
///
/// Create a writer for the canvas size and loop count, add frames in order with
/// ``addFrame(_:delay:)``, and call ``finish()`` for the file's bytes. The file holds the chunks
/// the APNG specification defines: `IHDR`, `acTL` (frame and play counts), an `fcTL` (frame
/// control) chunk before each frame's image data, `IDAT` for the first frame, which is also
/// the image that PNG decoders without animation support show, `fdAT` for the later frames,
/// and `IEND`. Pixels are 8 bits a channel, each row filtered (Sub for the first row of a
/// frame, Up for the others) and deflated by Segue's own fast encoder.
///
/// While every frame added is fully opaque, the file is RGB (colour type 2, no `tRNS`): a
/// quarter fewer bytes to filter and compress than RGBA. The first frame with a pixel that is
/// not opaque switches the file to RGBA with straight alpha (colour type 6): the frames
/// already compressed are inflated, given alpha 255 and compressed again, which changes
/// nothing in how they composite, since they only use operations that mean the same for
/// opaque pixels in both colour types.
///
/// Only what changed is written. Each frame after the first is compared with what a decoder
/// shows at that moment, and only the smallest rectangle holding every changed pixel (the
/// dirty rectangle) is written, with its offset. The writer also picks the operations that
/// make this rectangle small and cheap:
///
/// - Dispose operation (what happens to a frame's rectangle before the next frame is drawn),
///   chosen when the next frame arrives: *none* (keep it), *background* (clear it to
///   transparent black; RGBA files only, as an RGB file has no transparent pixels) or
///   *previous* (restore what was there before the frame) — whichever gives the next frame
///   the smallest dirty rectangle, preferring *none*, then *previous*, on a tie. *Previous*
///   is never used for the first frame, where the specification makes it mean *background*,
///   nor for a frame blended with *over* (a combination some decoders, such as Pillow's, get
///   wrong); the last frame's is *none*.
/// - Blend operation, in RGBA files: *over* when every changed pixel of the rectangle is
///   opaque and some pixels of the rectangle are unchanged (those are then written as
///   transparent black, which compresses to almost nothing and leaves the canvas as it is),
///   otherwise *source* (the rectangle's pixels replace the canvas's). The first frame, and
///   every frame of an RGB file, uses *source*.
///
/// Whatever the choice, a decoder that follows the specification reproduces every frame
/// exactly (premultiplied input is converted to straight alpha as ``UIImage``'s PNG export
/// does). A frame identical to the previous one is not written: its delay is added to the
/// previous frame's, so ``frameCount`` can be smaller than the number of frames added. Only
/// when the sum has no exact 16-bit fraction form is the frame written, as a one-pixel frame.
///
/// ```swift
/// var writer = try APNGWriter(width: 780, height: 1688, loopCount: 0)
/// for image in frames { try writer.addFrame(image, delay: 1.0 / 60) }
/// let data = writer.finish()
/// ```
///
/// - Note: A Segue addition; Apple platforms write APNG through ImageIO
///   (`CGImageDestination` with `kUTTypePNG` and frame properties), which Segue does not have.
public struct APNGWriter: Sendable {
    /// The canvas width in pixels; every frame must be this wide.
    ///
    /// Between 1 and the PNG codec's pixel limit.
    public let width: Int

    /// The canvas height in pixels; every frame must be this tall.
    ///
    /// Between 1 and the PNG codec's pixel limit.
    public let height: Int

    /// How many times the animation plays; 0 means forever.
    ///
    /// Stored in the `acTL` chunk as `num_plays`.
    public let loopCount: Int

    /// The number of frames the file will hold so far.
    ///
    /// Frames identical to their predecessor are merged into it, so this can be smaller than
    /// the number of calls to ``addFrame(_:delay:)``.
    public var frameCount: Int { frames.count }

    /// The frames written so far, compressed, with their control fields.
    var frames: [_Frame] = []
    /// The canvas as a decoder shows it after drawing the last frame (straight RGBA).
    var shown: [UInt8] = []
    /// The canvas the last frame was drawn onto: what *previous* disposal restores.
    var base: [UInt8] = []
    /// A canvas-sized buffer no longer in use, kept to receive the next frame's pixels.
    var spare: [UInt8] = []
    /// The images whose own storage ``shown``, ``base`` and ``spare`` are (an opaque frame is
    /// kept as its image's pixels, not copied), kept alive with them. A renderer that takes
    /// back the storage of images that are gone (Segue's frame renderer does) then never
    /// takes storage the writer still reads, which writing would copy first.
    var owners: (shown: CGImage?, base: CGImage?, spare: CGImage?)
    /// Working memory for filtering, kept between frames.
    var scratch: [UInt8] = []
    /// Whether the frames are written as RGB (colour type 2): true from a first frame that is
    /// fully opaque until a frame that is not arrives.
    var isRGB = false

    /// Creates a writer for a canvas of the given size.
    ///
    /// Throws ``Error/invalidCanvasSize(width:height:)`` for a size that is not positive or
    /// whose RGBA pixels would exceed the PNG codec's decoding limit of 2^28 bytes, and
    /// ``Error/invalidLoopCount(_:)`` for a negative loop count or one above `UInt32.max`.
    public init(width: Int, height: Int, loopCount: Int = 0) throws {
        guard width > 0, height > 0, _PNGCodec.pixelByteCount(width: width, height: height) != nil else {
            throw Error.invalidCanvasSize(width: width, height: height)
        }
        guard loopCount >= 0, loopCount <= Int(UInt32.max) else { throw Error.invalidLoopCount(loopCount) }
        self.width = width
        self.height = height
        self.loopCount = loopCount
    }

    /// Adds a frame shown for `delay` seconds.
    ///
    /// The delay is stored as the nearest fraction with 16-bit numerator and denominator, so
    /// common frame durations are exact: 1/60 s is written as 1/60. Throws
    /// ``Error/frameSizeMismatch(canvasWidth:canvasHeight:frameWidth:frameHeight:)`` for an
    /// image whose size is not the canvas size, and ``Error/invalidDelay(_:)`` for a delay that
    /// is negative, NaN, infinite or above 65535 seconds; the writer is unchanged then.
    public mutating func addFrame(_ image: CGImage, delay: Double) throws {
        guard image.width == width, image.height == height else {
            throw Error.frameSizeMismatch(
                canvasWidth: width, canvasHeight: height, frameWidth: image.width, frameHeight: image.height
            )
        }
        guard let frameDelay = _APNGDelay(seconds: delay) else { throw Error.invalidDelay(delay) }
        let (next, opaque) = straightPixels(of: image)
        let owner = opaque ? image : nil
        if isRGB && !opaque { convertToRGBA() }
        guard let last = frames.indices.last else {
            isRGB = opaque
            base = [UInt8](repeating: 0, count: next.count)
            append(next, in: _PixelRect(x: 0, y: 0, width: width, height: height), delay: frameDelay, blend: .source)
            shown = next
            owners.shown = owner
            return
        }
        let choice = chooseDisposal(of: last, before: next)
        if choice.dirty == nil, choice.operation == .none, let merged = frames[last].delay.adding(frameDelay) {
            // Nothing changed: lengthen the last frame, keeping its disposal undecided.
            frames[last].delay = merged
            spare = next
            owners.spare = owner
            return
        }
        dispose(last, as: choice.operation)
        // With nothing left to draw (an unchanged frame whose delay cannot be merged, or one
        // that the disposal alone produces), a frame is still needed to mark the time: one
        // pixel that the canvas already has.
        let rect = choice.dirty ?? _PixelRect(x: 0, y: 0, width: 1, height: 1)
        let blendOver =
            !isRGB
            && next.withUnsafeBufferPointer { nextPixels in
                base.withUnsafeBufferPointer { basePixels in
                    _APNGCanvas.allowsBlendOver(
                        nextPixels.baseAddress!, over: basePixels.baseAddress!, canvasWidth: width, in: rect
                    )
                }
            }
        append(next, in: rect, delay: frameDelay, blend: blendOver ? .over : .source)
        spare = shown
        shown = next
        owners.spare = owners.shown
        owners.shown = owner
    }

    /// The image's pixels with straight alpha, and whether they are all opaque: the image's own
    /// storage when they are (opaque pixels are the same premultiplied or not, so nothing is
    /// copied), otherwise converted into the spare buffer when there is one.
    private mutating func straightPixels(of image: CGImage) -> (pixels: [UInt8], opaque: Bool) {
        let count = image._premultipliedRGBA.count
        if image._allPixelsOpaque {
            return (image._premultipliedRGBA, true)
        }
        var pixels = spare
        spare = []
        owners.spare = nil
        if pixels.count != count { pixels = [UInt8](repeating: 0, count: count) }
        let opaque = image._premultipliedRGBA.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { target in
                _StraightAlpha.convert(source.baseAddress!, into: target.baseAddress!, pixelCount: count / 4)
            }
        }
        return (pixels, opaque)
    }

    /// The disposal for frame `index` that leaves `next` the smallest dirty rectangle, and
    /// that rectangle (`nil` when `next` equals the canvas with the frame kept).
    private func chooseDisposal(of index: Int, before next: [UInt8]) -> (operation: _DisposeOp, dirty: _PixelRect?) {
        let previousRect = frames[index].rect
        return next.withUnsafeBufferPointer { nextBuffer in
            shown.withUnsafeBufferPointer { shownBuffer in
                base.withUnsafeBufferPointer { baseBuffer in
                    let nextPixels = nextBuffer.baseAddress!
                    let shownPixels = shownBuffer.baseAddress!
                    // Outside the last frame's rectangle every disposal leaves the same canvas.
                    let outside = _APNGCanvas.differences(
                        nextPixels, shownPixels, canvasWidth: width, canvasHeight: height, outside: previousRect
                    )
                    var best = (
                        operation: _DisposeOp.none,
                        dirty: _PixelRect.union(
                            outside,
                            _APNGCanvas.differences(nextPixels, shownPixels, canvasWidth: width, in: previousRect)
                        )
                    )
                    guard let noneArea = best.dirty?.area else { return best }
                    // Background clears to transparent black, which an RGB file cannot show.
                    var candidates: [(_DisposeOp, UnsafePointer<UInt8>?)] = isRGB ? [] : [(.background, nil)]
                    // Previous is meaningless for the first frame, and is not combined with
                    // over blending, which some decoders mishandle (Pillow 13 restores the
                    // blended frame instead of the one before it).
                    if index > 0, frames[index].blend == .source {
                        candidates.insert((.previous, baseBuffer.baseAddress!), at: 0)
                    }
                    var bestArea = noneArea
                    for (operation, canvas) in candidates {
                        // A candidate's search stops as soon as it cannot beat the best so far.
                        let search = _APNGCanvas.dirtyRect(
                            nextPixels, canvas, canvasWidth: width, in: previousRect, joining: outside,
                            areaBelow: bestArea)
                        if search.isBelowLimit {
                            best = (operation, search.rect)
                            bestArea = search.rect?.area ?? 0
                        }
                    }
                    return best
                }
            }
        }
    }

    /// Records frame `index`'s disposal and applies it to the tracked canvas, which then
    /// becomes ``base``, the canvas the next frame is drawn onto.
    private mutating func dispose(_ index: Int, as operation: _DisposeOp) {
        frames[index].dispose = operation
        switch operation {
        case .none:
            swap(&base, &shown)
            swap(&owners.base, &owners.shown)
        case .background:
            let rect = frames[index].rect
            let canvasWidth = width
            shown.withUnsafeMutableBufferPointer {
                _APNGCanvas.clear($0.baseAddress!, canvasWidth: canvasWidth, in: rect)
            }
            swap(&base, &shown)
            // Clearing made the canvas its own copy.
            owners.shown = owners.base
            owners.base = nil
        case .previous:
            break
        }
    }

    /// Compresses `next`'s pixels inside `rect` and records them as a new frame (its
    /// disposal is decided when the next frame arrives, or by ``finish()``).
    private mutating func append(_ next: [UInt8], in rect: _PixelRect, delay: _APNGDelay, blend: _BlendOp) {
        let canvasWidth = width
        let bytesPerPixel = isRGB ? 3 : 4
        var scratch = self.scratch
        self.scratch = []
        let data = next.withUnsafeBufferPointer { nextPixels in
            base.withUnsafeBufferPointer { basePixels in
                Self.compressRegion(
                    nextPixels.baseAddress!, unchangedFrom: blend == .over ? basePixels.baseAddress! : nil,
                    canvasWidth: canvasWidth, in: rect, bytesPerPixel: bytesPerPixel, scratch: &scratch
                )
            }
        }
        self.scratch = scratch
        frames.append(_Frame(rect: rect, delay: delay, dispose: .none, blend: blend, data: data))
    }
}
