import Foundation

/// Damage: which bands of rows a frame composites differently from the frame before.
///
/// A renderer that owns its bitmap and draws a whole frame into it every time (a screen
/// over its black background) can keep last frame's pixels wherever this frame's display
/// list composites exactly as last frame's did. Each band's output is a function of the
/// entries that touch its rows, from its first visible entry (an occluder, or the background,
/// which replaces what was there), in order: their coverage on those rows, clips, paints,
/// opacities and groups. When those compare equal — values for values, the same image objects
/// (images never change their pixels) — the band would get the same bytes again, and is left
/// as it is. Whatever cannot be compared cheaply counts as changed: shadows cast by a
/// rasterized caster, radial gradients, and any frame with a backdrop (which reads rows
/// beyond the band).
extension _CompositeScene {
    /// Last frame's display list, as ``begin(for:keepingPrevious:)`` put it aside.
    struct PreviousFrame {
        var entries: [Entry] = []
        var clips: [Clip] = []
        var runLists: [_RunList] = []
        var occluders: [Occluder] = []
        /// The run lists rasterized, by what they were made from.
        var coverage: [_CoverageKey: (index: Int, box: _PixelBox)] = [:]
        var box: _PixelBox = .empty
        var layout = _PixelLayout.rgba
        /// Whether the bitmap still holds what this list composited (nothing else drew since).
        var isValid = false
    }

    /// Forgets the display list last composited: something else drew into the bitmap.
    package func forgetPreviousFrame() {
        composited = false
        previousFrame.isValid = false
    }

    /// For each band of rows (``bandHeight`` rows each, from the box's top), whether it
    /// composites differently from the previous frame; `nil` when every band must be
    /// composited (no previous frame kept, another box or layout, or a backdrop).
    ///
    /// Call after the display list is complete and before ``render(into:threads:bands:)``.
    package func changedBands() -> [Bool]? {
        let previous = previousFrame
        guard previous.isValid, previous.box == box, previous.layout == layout, !box.isEmpty else { return nil }
        guard !entries.contains(where: \.isBackdrop), !previous.entries.contains(where: \.isBackdrop) else {
            return nil
        }
        findOccluders()
        let bands = (box.height + Self.bandHeight - 1) / Self.bandHeight
        var changed = [Bool](repeating: true, count: bands)
        for band in 0..<bands {
            let y0 = box.minY + band * Self.bandHeight
            let rows = y0..<Swift.min(y0 + Self.bandHeight, box.maxY)
            // Only a band that its first visible entry replaces whole is independent of what
            // the bitmap held before it; any other is composited again.
            guard let first = Self.firstVisibleEntry(rows: rows, occluders: occluders),
                let previousFirst = Self.firstVisibleEntry(rows: rows, occluders: previous.occluders)
            else { continue }
            changed[band] = !sameEntries(
                first..<entries.count, previousFirst..<previous.entries.count, rows: rows, previous: previous)
        }
        return changed
    }

    /// The rows of the bitmap that ``render(into:threads:bands:)`` with `changed` composites,
    /// in order, adjacent bands merged; the others keep what the bitmap holds.
    ///
    /// Within those rows only the box's columns are written (all of them, for a scene begun
    /// without a rectangle or clip, as `CARenderer` begins its frames).
    package func rowsComposited(bands changed: [Bool]?) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        for band in bandsComposited(changed) {
            let y0 = box.minY + band * Self.bandHeight
            let y1 = Swift.min(y0 + Self.bandHeight, box.maxY)
            if let last = rows.last, last.upperBound == y0 {
                rows[rows.count - 1] = last.lowerBound..<y1
            } else {
                rows.append(y0..<y1)
            }
        }
        return rows
    }

    /// The bands ``render(into:threads:bands:)`` composites with `changed`: those marked true,
    /// every band without `changed` (or with one of another length), none in an empty scene.
    func bandsComposited(_ changed: [Bool]?) -> [Int] {
        guard !box.isEmpty, !entries.isEmpty else { return [] }
        let bandCount = (box.height + Self.bandHeight - 1) / Self.bandHeight
        guard let changed, changed.count == bandCount else { return Array(0..<bandCount) }
        return changed.indices.filter { changed[$0] }
    }

    /// Whether entries `a` of this frame and `b` of the previous one composite the same
    /// pixels on `rows` (siblings; entries that do not touch the rows are passed over).
    private func sameEntries(_ a: Range<Int>, _ b: Range<Int>, rows: Range<Int>, previous: PreviousFrame) -> Bool {
        var i = Self.nextEntry(touching: rows, in: entries, from: a.lowerBound, to: a.upperBound)
        var j = Self.nextEntry(touching: rows, in: previous.entries, from: b.lowerBound, to: b.upperBound)
        while i < a.upperBound, j < b.upperBound {
            switch (entries[i], previous.entries[j]) {
            case (.draw(let draw), .draw(let old)):
                guard sameDraw(draw, old, rows: rows, previous: previous) else { return false }
                i += 1
                j += 1
            case (.group(let group), .group(let old)):
                guard group.alpha == old.alpha, group.box == old.box, group.hasMask == old.hasMask,
                    sameEntries(i + 1..<group.maskStart, j + 1..<old.maskStart, rows: rows, previous: previous),
                    sameEntries(group.maskStart..<group.end, old.maskStart..<old.end, rows: rows, previous: previous)
                else { return false }
                i = group.end
                j = old.end
            default:
                return false
            }
            i = Self.nextEntry(touching: rows, in: entries, from: i, to: a.upperBound)
            j = Self.nextEntry(touching: rows, in: previous.entries, from: j, to: b.upperBound)
        }
        return i >= a.upperBound && j >= b.upperBound
    }

    /// The first entry of `start ..< end` (siblings) whose box touches `rows`, or `end`.
    private static func nextEntry(touching rows: Range<Int>, in list: [Entry], from start: Int, to end: Int) -> Int {
        var i = start
        while i < end {
            switch list[i] {
            case .draw(let draw):
                if draw.box.minY < rows.upperBound, draw.box.maxY > rows.lowerBound { return i }
                i += 1
            case .group(let group):
                if group.box.minY < rows.upperBound, group.box.maxY > rows.lowerBound { return i }
                i = group.end
            case .backdrop:
                return i
            }
        }
        return end
    }

    /// Whether two draws paint the same pixels on `rows`.
    private func sameDraw(_ draw: Draw, _ old: Draw, rows: Range<Int>, previous: PreviousFrame) -> Bool {
        guard draw.box == old.box, draw.alpha == old.alpha, draw.overlay?.pixel == old.overlay?.pixel,
            draw.overlay?.alpha == old.overlay?.alpha, samePaint(draw.paint, old.paint)
        else { return false }
        let rows = rows.clamped(to: draw.box.minY..<draw.box.maxY)
        guard sameCoverage(draw.coverage, old.coverage, rows: rows, previous: previous) else { return false }
        var clip = draw.clip
        var oldClip = old.clip
        while clip >= 0, oldClip >= 0 {
            let c = clips[Int(clip)]
            let o = previous.clips[Int(oldClip)]
            guard sameCoverage(c.coverage, o.coverage, rows: rows, previous: previous) else { return false }
            clip = c.parent
            oldClip = o.parent
        }
        return clip < 0 && oldClip < 0
    }

    /// Whether two coverages have the same runs on `rows`.
    private func sameCoverage(_ a: Coverage, _ b: Coverage, rows: Range<Int>, previous: PreviousFrame) -> Bool {
        switch (a, b) {
        case (.aligned(let x0, let y0, let x1, let y1), .aligned(let u0, let v0, let u1, let v1)):
            return x0 == u0 && y0 == v0 && x1 == u1 && y1 == v1
        case (.runs(let i), .runs(let j)):
            let list = runLists[i]
            let old = previous.runLists[j]
            for y in rows {
                let r = list.range(ofRow: y)
                let s = old.range(ofRow: y)
                guard r.count == s.count else { return false }
                if r.isEmpty { continue }
                let same = list.runs.withUnsafeBufferPointer { runs in
                    old.runs.withUnsafeBufferPointer { oldRuns in
                        memcmp(
                            runs.baseAddress! + r.lowerBound, oldRuns.baseAddress! + s.lowerBound,
                            r.count * MemoryLayout<_CoverageRun>.stride) == 0
                    }
                }
                guard same else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Whether two resolved paints give every pixel the same color.
    private func samePaint(_ a: Paint, _ b: Paint) -> Bool {
        switch (a, b) {
        case (.color(let p), .color(let q)):
            return p == q
        case (.image(let p), .image(let q)):
            return p.image === q.image && p.toImage == q.toImage && p.nearest == q.nearest && p.opaque == q.opaque
                && p.layout == q.layout
        case (.shadow(let s, let toLocal, let pixel), .shadow(let t, let oldToLocal, let oldPixel)):
            return pixel == oldPixel && toLocal == oldToLocal && s.rect == t.rect && s.radii == t.radii
                && s.sigma == t.sigma && s.color == t.color
        case (.gradient(let g), .gradient(let h)):
            return g.paintsLike(h)
        default:
            // A cast shadow's caster is drawn again every frame: not compared.
            return false
        }
    }
}

extension _CompositeScene.Entry {
    var isBackdrop: Bool {
        if case .backdrop = self { return true }
        return false
    }
}

extension _GradientShader {
    /// Whether two shaders give every pixel the same color (radial gradients, whose solver
    /// is not compared, never do).
    func paintsLike(_ other: _GradientShader) -> Bool {
        guard opaque == other.opaque, toGradient == other.toGradient, extendsBefore == other.extendsBefore,
            extendsAfter == other.extendsAfter, table == other.table
        else { return false }
        switch (geometry, other.geometry) {
        case (.axial(let s, let axis), .axial(let t, let otherAxis)):
            return s == t && axis == otherAxis
        case (.circle(let c, let r), .circle(let d, let s)):
            return c == d && r == s
        case (.conic(let c, let z), .conic(let d, let w)):
            return c == d && z == w
        default:
            return false
        }
    }
}
