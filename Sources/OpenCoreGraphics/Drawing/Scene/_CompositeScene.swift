import Foundation

/// What fills a shape of a ``_CompositeScene``.
package enum _ScenePaint {
    /// A solid color (unpremultiplied sRGB).
    case color(CGColor)
    /// An image; `imageToLocal` maps its pixel grid (y down, origin at its top-left corner,
    /// one unit per pixel) into the shape's local coordinates. Edge pixels repeat outside it.
    case image(CGImage, imageToLocal: CGAffineTransform, nearest: Bool)
    /// The Gaussian-blurred shadow of a rounded rectangle, evaluated analytically.
    case roundedRectShadow(_RoundedRectShadow)
    /// A gradient laid out by `geometry` in its own space, which `localToGradient` maps the
    /// shape's local coordinates into; `options` say whether it extends past its ends.
    case gradient(CGGradient, _GradientGeometry, localToGradient: CGAffineTransform, options: CGGradientDrawingOptions)
    /// A caster's blurred mask (see ``_ShadowCaster``) tinted with a color; the shape's
    /// local coordinates must be raster space.
    case castShadow(_ShadowCaster, color: CGColor)
}

/// A display list of flat shapes, each in its own plane, composited row by row into a bitmap
/// context: what `CARenderer` turns a layer tree into.
///
/// Segue's private render tree, shared with OpenQuartzCore. Each shape is given in local
/// coordinates with the projective map (``_PlaneMap``) that sends them to raster space (y
/// down, row 0 at the top of the bitmap) and the half-planes of local points in front of
/// the eye (``_NearPlane``): outlines are flattened in local space, clipped there against
/// every near plane, mapped vertex by vertex (projective maps keep lines straight) and
/// rasterized once with exact area coverage into runs. Paint is sampled at each pixel
/// centre's preimage. Items can be clipped by *clips* (shapes of their own, intersected
/// along a chain of parents) and gathered into *groups*, which are composited into a
/// transparent row first and then onto what is below with an opacity, optionally
/// multiplied by the alpha of a mask drawn the same way.
///
/// Rendering walks the target rows from top to bottom and composites every item that
/// touches a row before moving to the next, so each destination row is read and written
/// once per frame while it is in cache; rows are independent, so they can be split between
/// threads.
package final class _CompositeScene {
    /// One shape to paint.
    struct Draw {
        var coverage: Coverage
        var clip: Int32
        var paint: Paint
        var alpha: Float
        var box: _PixelBox
        /// A solid color (premultiplied, in the target's layout) painted at opacity `alpha`
        /// over exactly this draw's pixels right after it: a later draw merged into this one.
        var overlay: (pixel: UInt32, alpha: Float)? = nil
    }

    /// A group: entries `first ..< maskStart` are its content, `maskStart ..< end` its mask.
    struct Group {
        var alpha: Float
        var maskStart: Int
        var end: Int
        var box: _PixelBox
        var hasMask: Bool { maskStart < end }
    }

    /// An entry of the display list.
    enum Entry {
        case draw(Draw)
        case group(Group)
        /// A backdrop: the pixels of its shape are filtered (see ``addBackdrop``); the draw
        /// paints its tint where the filter cannot read what is under it (inside a group).
        case backdrop(Draw, _BackdropFilter)
    }

    /// How an item's coverage is read.
    enum Coverage {
        /// An axis-aligned rectangle in raster space, computed row by row.
        case aligned(Double, Double, Double, Double)
        /// The runs stored in ``runLists``.
        case runs(Int)
    }

    /// A paint, resolved for the target.
    enum Paint {
        case color(UInt32)
        case image(_ImagePaint)
        case shadow(_RoundedRectShadow, toLocal: _PlaneMap, color: UInt32)
        case gradient(_GradientShader)
        /// A cast shadow: its caster, the opaque color and the color's alpha.
        case castShadow(_ShadowCaster, pixel: UInt32, alpha: Float)
    }

    /// A clip: a coverage, within its parent clip (−1 for none), and the geometry it was
    /// made from (see ``absorbClips(_:map:nearPlanes:clip:)``).
    struct Clip {
        var coverage: Coverage
        var parent: Int32
        var box: _PixelBox
        var shape: _SceneShape
        var map: _PlaneMap
        var planes: [_NearPlane]
    }

    /// The entries, in painting order; a group's content and mask follow it.
    var entries: [Entry] = []
    var clips: [Clip] = []
    /// Stored coverage; the first ``runListCount`` are in use this frame.
    var runLists: [_RunList] = []
    var runListCount = 0
    /// Groups being built: their entry indices.
    private var openGroups: [Int] = []
    /// The last entry, when it is an image draw that a solid color covering exactly its
    /// pixels may be merged into (−1 otherwise).
    private var overlayTarget = -1
    /// The images the paints read, kept alive while the scene holds pointers into them.
    var images: [CGImage] = []
    /// The raster box being drawn.
    private(set) var box: _PixelBox = .empty
    /// The target's layout.
    private(set) var layout = _PixelLayout.rgba
    /// Per-thread scratch memory for rendering, kept from frame to frame.
    var scratchPool: [_RowScratch] = []
    /// While the entries under a top-level backdrop are composited: what they leave out.
    var hole: _BackdropHole?
    /// The rasterizer and its flattening buffers.
    let rasterizer = _Rasterizer()
    var localPolygons = _Polygons()
    var clippedPolygons = _Polygons()
    /// The shadow casters of this frame (the first ``castersInUse``), kept for the next.
    var casters: [_ShadowCaster] = []
    var castersInUse = 0
    /// The draws that hide everything before them on some rows (see ``findOccluders()``),
    /// found when the scene is rendered.
    var occluders: [Occluder] = []
    /// Whether occluded entries are skipped (tests turn it off to compare).
    var cullsOccludedEntries = true
    /// Whether translucent images drawn pixel for pixel skip interpolation (tests turn it off
    /// to compare).
    var blendsTranslatedImages = true
    /// Last frame's display list, kept by ``begin(for:limitedTo:clipped:keepingPrevious:)``
    /// for ``changedBands()``.
    var previousFrame = PreviousFrame()
    /// This frame's rasterized run lists by what they were made from (kept frames only).
    var coverage: [_CoverageKey: (index: Int, box: _PixelBox)] = [:]
    /// Whether rasterized shapes are recorded in ``coverage`` (frames kept for the next).
    private(set) var recordsCoverage = false
    /// Whether shapes rasterized in the previous frame take its runs (``previousFrame``
    /// holds them, for the same raster box).
    private(set) var reusesCoverage = false
    /// Whether the display list was composited (``render(into:threads:bands:)``) since it began.
    var composited = false

    /// Creates an empty scene.
    package init() {}

    /// Starts a new display list for `context`, limited to the pixels of `rect` (raster
    /// space; the whole bitmap when `nil`) and, with `clipped`, to the context's clip box.
    ///
    /// With `keepingPrevious`, the list the scene last composited is kept for
    /// ``changedBands()``: the caller promises that `context` holds what that list composited
    /// (it is the same bitmap, and nothing else drew into it since). Otherwise none is kept.
    package func begin(
        for context: CGContext, limitedTo rect: CGRect? = nil, clipped: Bool = false, keepingPrevious: Bool = false
    ) {
        if keepingPrevious {
            swap(&entries, &previousFrame.entries)
            swap(&clips, &previousFrame.clips)
            swap(&runLists, &previousFrame.runLists)
            swap(&occluders, &previousFrame.occluders)
            swap(&coverage, &previousFrame.coverage)
            previousFrame.box = box
            previousFrame.layout = layout
            previousFrame.isValid = composited
        } else if !previousFrame.entries.isEmpty || previousFrame.isValid {
            previousFrame = PreviousFrame()  // holds on to no image
        }
        composited = false
        reset()
        layout = context._layout
        var target = _PixelBox(minX: 0, minY: 0, maxX: context.width, maxY: context.height)
        if let rect {
            target = target.intersection(
                _PixelBox(covering: Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)))
        }
        if clipped { target = target.intersection(context._state.clipBox) }
        box = target
        recordsCoverage = keepingPrevious
        reusesCoverage = keepingPrevious && previousFrame.box == box && !previousFrame.coverage.isEmpty
    }

    /// Starts a new display list for an offscreen RGBA raster of `width × height` pixels
    /// (a ``_ShadowCaster``'s).
    func beginOffscreen(width: Int, height: Int) {
        previousFrame = PreviousFrame()
        (recordsCoverage, reusesCoverage) = (false, false)
        reset()
        layout = .rgba
        box = _PixelBox(minX: 0, minY: 0, maxX: Swift.max(width, 0), maxY: Swift.max(height, 0))
    }

    /// Empties the display list.
    private func reset() {
        entries.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        openGroups.removeAll(keepingCapacity: true)
        overlayTarget = -1
        runListCount = 0
        castersInUse = 0
        occluders.removeAll(keepingCapacity: true)
        coverage.removeAll(keepingCapacity: true)
    }

    /// Adds a clip: `shape` (local coordinates) mapped by `map`, in front of every near
    /// plane, intersected with clip `parent` (−1 for none). Returns its index, to pass as
    /// the `clip` of later items.
    package func addClip(_ shape: _SceneShape, map: _PlaneMap, nearPlanes: [_NearPlane], parent: Int32) -> Int32 {
        guard let s = absorbClips(shape, map: map, nearPlanes: nearPlanes, clip: parent) else {
            // Nothing is left inside it.
            clips.append(
                Clip(
                    coverage: .aligned(0, 0, 0, 0), parent: -1, box: .empty, shape: .rect(.zero), map: map,
                    planes: nearPlanes))
            return Int32(clips.count - 1)
        }
        let (coverage, shapeBox) = coverage(of: s)
        let parentBox = s.clip >= 0 ? clips[Int(s.clip)].box : box
        clips.append(
            Clip(
                coverage: coverage, parent: s.clip, box: shapeBox.intersection(parentBox), shape: s.shape, map: s.map,
                planes: s.planes))
        return Int32(clips.count - 1)
    }

    /// Adds a shape painted with `paint` at opacity `alpha`, inside clip `clip` (−1 for none).
    package func fill(
        _ shape: _SceneShape, map: _PlaneMap, nearPlanes: [_NearPlane], paint: _ScenePaint, alpha: Float, clip: Int32
    ) {
        guard alpha > 0, !box.isEmpty else { return }
        let limit = clip >= 0 ? clips[Int(clip)].box : box
        guard !limit.isEmpty else { return }
        guard let resolved = resolve(paint, map: map),
            let s = absorbClips(shape, map: map, nearPlanes: nearPlanes, clip: clip)
        else { return }
        let clip = s.clip
        let (coverage, shapeBox) = coverage(of: s)
        let itemBox = shapeBox.intersection(clip >= 0 ? clips[Int(clip)].box : box)
        guard !itemBox.isEmpty else { return }
        let draw = Draw(coverage: coverage, clip: clip, paint: resolved, alpha: Swift.min(alpha, 1), box: itemBox)
        if mergeOverlay(draw) { return }
        entries.append(.draw(draw))
        if case .image = resolved, clip < 0, case .aligned = coverage {
            overlayTarget = entries.count - 1
        } else {
            overlayTarget = -1
        }
    }

    /// Merges a solid color draw into the image draw just before it when both cover exactly
    /// the same pixels by the same amounts (the same axis-aligned rectangle, no clip): the
    /// color is then painted over each of the image's runs while the row is in cache.
    ///
    /// A dimming layer over a full-screen layer is the common case.
    private func mergeOverlay(_ draw: Draw) -> Bool {
        guard overlayTarget >= 0, overlayTarget == entries.count - 1, draw.clip < 0,
            case .color(let pixel) = draw.paint,
            case .aligned(let x0, let y0, let x1, let y1) = draw.coverage,
            case .draw(var image) = entries[overlayTarget], image.overlay == nil,
            case .aligned(let a0, let b0, let a1, let b1) = image.coverage,
            a0 == x0, b0 == y0, a1 == x1, b1 == y1, image.box == draw.box
        else { return false }
        image.overlay = (pixel, draw.alpha)
        entries[overlayTarget] = .draw(image)
        overlayTarget = -1
        return true
    }

    /// Starts a group composited at opacity `alpha`: the entries added until
    /// ``beginMask()`` or ``endGroup()`` are its content.
    package func beginGroup(alpha: Float) {
        overlayTarget = -1
        openGroups.append(entries.count)
        entries.append(.group(Group(alpha: Swift.min(Swift.max(alpha, 0), 1), maskStart: Int.max, end: 0, box: .empty)))
    }

    /// Ends the current group's content: the entries added until ``endGroup()`` draw its
    /// mask, whose alpha multiplies the content.
    package func beginMask() {
        overlayTarget = -1
        guard let index = openGroups.last, case .group(var group) = entries[index] else { return }
        group.maskStart = entries.count
        entries[index] = .group(group)
    }

    /// Ends the current group.
    package func endGroup() {
        overlayTarget = -1
        guard let index = openGroups.popLast(), case .group(var group) = entries[index] else { return }
        group.end = entries.count
        if group.maskStart == Int.max { group.maskStart = group.end }
        // The group touches what its content touches (the mask only removes).
        var union = _PixelBox.empty
        var i = index + 1
        while i < group.maskStart {
            let childBox: _PixelBox
            switch entries[i] {
            case .draw(let d):
                childBox = d.box
                i += 1
            case .group(let g):
                childBox = g.box
                i = g.end
            case .backdrop(let d, _):
                childBox = d.box
                i += 1
            }
            union = union.union(childBox)
        }
        group.box = union.intersection(box)
        if group.box.isEmpty || group.alpha <= 0 {
            entries.removeSubrange(index...)  // nothing to see
        } else {
            entries[index] = .group(group)
        }
    }

    /// Resolves a paint for the target, or `nil` when it paints nothing.
    private func resolve(_ paint: _ScenePaint, map: _PlaneMap) -> Paint? {
        switch paint {
        case .color(let color):
            let pixel = color._premultipliedPixel(in: layout, extraAlpha: 1)
            return (pixel >> layout.alphaShift) & 0xFF == 0 ? nil : .color(pixel)
        case .image(let image, let imageToLocal, let nearest):
            guard let fromRaster = map.inverted(),
                let toImage = _PlaneMap(imageToLocal).inverted()
            else { return nil }
            images.append(image)
            let m = fromRaster.concatenating(toImage).snapped
            // A turned layer's per-column table, made once and shared by the threads.
            let columns =
                _ColumnMap.serves(m) && !nearest && _ImageBlender.handles(layout)
                ? _ColumnMap(map: m, lo: box.minX, hi: box.maxX, width: image.width, height: image.height) : nil
            return .image(
                _ImagePaint(
                    image: image, toImage: m, nearest: nearest, opaque: image._allPixelsOpaque, layout: layout,
                    columns: columns))
        case .roundedRectShadow(let shadow):
            guard let fromRaster = map.inverted(), shadow.isVisible, let opaque = shadow.color.copy(alpha: 1) else {
                return nil
            }
            // The color's alpha is in the weights (`paintShadowRow`): the pixel is opaque.
            let pixel = opaque._premultipliedPixel(in: layout, extraAlpha: 1)
            return .shadow(shadow, toLocal: fromRaster, color: pixel)
        case .gradient(let gradient, let geometry, let localToGradient, let options):
            guard let fromRaster = map.inverted(),
                let shader = _GradientShader(
                    gradient, geometry: geometry, toGradient: fromRaster.concatenating(_PlaneMap(localToGradient)),
                    options: options, alpha: 1, layout: layout)
            else { return nil }
            return .gradient(shader)
        case .castShadow(let caster, let color):
            guard color.alpha > 0, let opaque = color.copy(alpha: 1) else { return nil }
            return .castShadow(
                caster, pixel: opaque._premultipliedPixel(in: layout, extraAlpha: 1), alpha: Float(color.alpha))
        }
    }
}

/// An image paint resolved for a target: the image, the raster-to-image map, and how to
/// sample it.
struct _ImagePaint {
    let image: CGImage
    /// Raster space to the image's pixel space.
    let toImage: _PlaneMap
    let nearest: Bool
    /// Whether every pixel of the image is opaque.
    let opaque: Bool
    let layout: _PixelLayout
    /// The per-column table of ``toImage`` over the scene's columns when it has that form
    /// (see ``_ColumnMap``) and the fused kernels serve the target.
    var columns: _ColumnMap? = nil
}

extension _PlaneMap {
    /// The map with entries within rounding error of whole numbers made whole (1e-9 for the
    /// linear part, 1e-6 pixel for translations), so that a layer drawn pixel for pixel takes
    /// the copying paths instead of interpolating by nothing.
    var snapped: _PlaneMap {
        func whole(_ v: Double, _ tolerance: Double) -> Double {
            let r = v.rounded()
            return Swift.abs(v - r) <= tolerance ? r : v
        }
        var m = self
        m.m11 = whole(m11, 1e-9)
        m.m12 = whole(m12, 1e-9)
        m.m21 = whole(m21, 1e-9)
        m.m22 = whole(m22, 1e-9)
        m.m13 = whole(m13, 1e-15)
        m.m23 = whole(m23, 1e-15)
        m.m33 = whole(m33, 1e-12)
        m.m31 = whole(m31, 1e-6)
        m.m32 = whole(m32, 1e-6)
        return m
    }
}
