import Foundation

/// Where one row of compositing writes: column `x` is at `base + 4·x`, for `x` in `minX ..< maxX`.
struct _RowTarget {
    let base: UnsafeMutableRawPointer
    let minX: Int
    let maxX: Int
}

/// Where a band of rows is composited: row `y` starts (at column 0) at `base + (y − y0)·stride`.
struct _BandTarget {
    let base: UnsafeMutableRawPointer
    let stride: Int
    let y0: Int
    let minX: Int
    let maxX: Int

    /// Row `y` of the band.
    @inline(__always)
    func row(_ y: Int) -> _RowTarget {
        _RowTarget(base: base + (y - y0) * stride, minX: minX, maxX: maxX)
    }
}

/// Per-thread scratch memory for compositing rows: run buffers, a sample span, weights and
/// one transparent row per group nesting depth (content and mask).
final class _RowScratch {
    /// Runs per buffer: a row has at most one run per pixel.
    let capacity: Int
    let width: Int
    let runsA: UnsafeMutablePointer<_CoverageRun>
    let runsB: UnsafeMutablePointer<_CoverageRun>
    let runsC: UnsafeMutablePointer<_CoverageRun>
    let span: UnsafeMutablePointer<UInt32>
    let weights: UnsafeMutablePointer<UInt8>
    /// Runs for every row of a band, `capacity` apart, and their counts.
    let bandRuns: UnsafeMutablePointer<_CoverageRun>
    let bandCounts: UnsafeMutablePointer<Int>
    /// Scratch for the fused image paths and for shadows.
    let blend = _BlendScratch()
    let shadow = _ShadowScratch()
    /// Memory for backdrop filters.
    let backdrop = _BackdropScratch()
    /// What ``_ColumnMap/touch(_:rows:from:to:)`` read (kept so that its reads are not
    /// optimized away).
    var touched: UInt8 = 0
    private var groupRows: [UnsafeMutableRawPointer] = []
    private var maskRows: [UnsafeMutableRawPointer] = []

    init(width: Int) {
        self.width = width
        capacity = width + 4
        runsA = .allocate(capacity: capacity)
        runsB = .allocate(capacity: capacity)
        runsC = .allocate(capacity: capacity)
        span = .allocate(capacity: width + 1)
        weights = .allocate(capacity: width + 1)
        bandRuns = .allocate(capacity: capacity * _CompositeScene.bandHeight)
        bandCounts = .allocate(capacity: _CompositeScene.bandHeight)
    }

    deinit {
        runsA.deallocate()
        runsB.deallocate()
        runsC.deallocate()
        span.deallocate()
        weights.deallocate()
        bandRuns.deallocate()
        bandCounts.deallocate()
        for row in groupRows + maskRows { row.deallocate() }
    }

    /// Drops what the scratch caches for one frame's display list (column tables of maps
    /// and shadows), keeping its memory.
    func forgetCaches() {
        blend.forgetCaches()
        shadow.forgetCaches()
    }

    /// The bytes from one row of a group band to the next.
    var bandStride: Int { width * 4 + 16 }

    /// The group content band for nesting depth `depth` (column 0 of each row first).
    func groupBand(_ depth: Int) -> UnsafeMutableRawPointer {
        while groupRows.count <= depth {
            groupRows.append(.allocate(byteCount: bandStride * _CompositeScene.bandHeight, alignment: 16))
        }
        return groupRows[depth]
    }

    /// The group mask band for nesting depth `depth`.
    func maskBand(_ depth: Int) -> UnsafeMutableRawPointer {
        while maskRows.count <= depth {
            maskRows.append(.allocate(byteCount: bandStride * _CompositeScene.bandHeight, alignment: 16))
        }
        return maskRows[depth]
    }
}

/// A scene shared by the threads that render disjoint rows of it.
private struct _SharedScene: @unchecked Sendable {
    let scene: _CompositeScene
    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    /// One scratch per thread (each thread uses only its own).
    let pool: [_RowScratch]
    /// Where the opacity of finished bands' rows is recorded, if anywhere.
    let opacity: _RowOpacity?
    /// The half-size copy that finished bands are halved into, if any.
    let halfSize: _HalfSizeMirror?
}

extension _CompositeScene {
    /// Composites the display list into `context`, over what it holds, using up to `threads`
    /// threads (rows are split between them in bands).
    ///
    /// With `bands` (from ``changedBands()``), only the bands marked true are composited: the
    /// others keep the pixels the previous frame left, which are the ones they would get.
    package func render(into context: CGContext, threads: Int = 1, bands changed: [Bool]? = nil) {
        composited = true
        let bands = bandsComposited(changed)
        guard !bands.isEmpty else { return }
        let workers = Swift.max(1, Swift.min(threads, bands.count))
        // Scratch memory is kept from frame to frame (what it caches is not).
        if scratchPool.first?.width != box.maxX { scratchPool.removeAll() }
        while scratchPool.count < workers { scratchPool.append(_RowScratch(width: box.maxX)) }
        for scratch in scratchPool { scratch.forgetCaches() }
        findOccluders()
        // Rows are measured whole: only when the box spans them and alpha is the fourth byte.
        let measuresRows = layout == .rgba && box.minX == 0 && box.maxX == context.width
        // Bands are halved when they are whole rows starting at even rows (so that no two
        // threads write one half row).
        let mirror = context._halfSizeMirror
        let halves =
            measuresRows && box.minY % 2 == 0 && mirror?.fullWidth == context.width
            && mirror?.fullHeight == context.height
        let shared = _SharedScene(
            scene: self, data: context._data, bytesPerRow: context.bytesPerRow, pool: scratchPool,
            opacity: measuresRows ? context._rowOpacity : nil, halfSize: halves ? mirror : nil)
        // Each top-level backdrop filters what the entries before it composited: the entries
        // are composited in segments, with the backdrops between them.
        var start = 0
        for index in topLevelBackdrops {
            guard case .backdrop(let draw, let filter) = entries[index] else { continue }
            // What the backdrop replaces and does not read is not composited (`_BackdropHole`).
            hole = backdropHole(draw, filter, scratch: shared.pool[0])
            renderSegment(start..<index, bands: bands, workers: workers, shared: shared)
            hole = nil
            applyBackdrop(draw, filter, data: shared.data, bytesPerRow: shared.bytesPerRow, scratch: shared.pool[0])
            start = index + 1
        }
        renderSegment(start..<entries.count, bands: bands, workers: workers, shared: shared, last: true)
    }

    /// Composites entries `range` over `bands`; in the `last` segment, each band's rows are
    /// then final, and their opacity is recorded (and they are halved) while they are in cache.
    private func renderSegment(
        _ range: Range<Int>, bands: [Int], workers: Int, shared: _SharedScene, last: Bool = false
    ) {
        guard !range.isEmpty else { return }
        if workers == 1 {
            for band in bands {
                renderBand(
                    band, data: shared.data, bytesPerRow: shared.bytesPerRow, scratch: shared.pool[0], range: range)
                if last { finish(band, shared) }
            }
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let scene = shared.scene
            // Interleaved bands keep the work balanced.
            let scratch = shared.pool[worker]
            for k in Swift.stride(from: worker, to: bands.count, by: workers) {
                let band = bands[k]
                scene.renderBand(
                    band, data: shared.data, bytesPerRow: shared.bytesPerRow, scratch: scratch, range: range)
                if last { scene.finish(band, shared) }
            }
        }
    }

    /// Once band `band` is final: records whether each of its rows is opaque, and halves it.
    private func finish(_ band: Int, _ shared: _SharedScene) {
        let y0 = box.minY + band * Self.bandHeight
        let rows = y0..<Swift.min(y0 + Self.bandHeight, box.maxY)
        shared.opacity?.measure(rows, of: shared.data, bytesPerRow: shared.bytesPerRow, width: box.width)
        shared.halfSize?.halve(rows, of: shared.data, bytesPerRow: shared.bytesPerRow)
    }

    /// Composites the display list of an offscreen scene (``beginOffscreen(width:height:)``)
    /// over `region` of its raster, on one thread; `data` holds that region's first pixel.
    func renderOffscreen(_ region: _PixelBox, into data: UnsafeMutableRawPointer, bytesPerRow: Int) {
        let region = region.intersection(box)
        guard !region.isEmpty, !entries.isEmpty else { return }
        if scratchPool.first?.width != box.maxX { scratchPool.removeAll() }
        if scratchPool.isEmpty { scratchPool.append(_RowScratch(width: box.maxX)) }
        let scratch = scratchPool[0]
        scratch.forgetCaches()
        // Addressed from the raster's origin; only the region's pixels are touched (every
        // entry keeps to its box, and the boxes are within the region).
        let origin = data - region.minY * bytesPerRow - region.minX * 4
        let first = (region.minY - box.minY) / Self.bandHeight
        let last = (region.maxY - 1 - box.minY) / Self.bandHeight
        for band in first...last { renderBand(band, data: origin, bytesPerRow: bytesPerRow, scratch: scratch) }
    }

    /// Rows composited together: each entry does all of its rows in a band before the next
    /// entry starts, so the band stays in cache and an image's texels are reused by the
    /// band's rows.
    static let bandHeight = 32

    /// Composites every entry over band `band` of the scene's rows.
    func renderBand(
        _ band: Int, data: UnsafeMutableRawPointer, bytesPerRow: Int, scratch: _RowScratch, range: Range<Int>? = nil
    ) {
        let y0 = box.minY + band * Self.bandHeight
        let rows = y0..<Swift.min(y0 + Self.bandHeight, box.maxY)
        let target = _BandTarget(
            base: data + y0 * bytesPerRow, stride: bytesPerRow, y0: y0, minX: box.minX, maxX: box.maxX)
        let range = range ?? 0..<entries.count
        let first = Swift.max(firstVisibleEntry(rows: rows), range.lowerBound)
        guard first < range.upperBound else { return }
        renderEntries(first, range.upperBound, rows: rows, target: target, depth: 0, scratch: scratch)
    }

    /// Composites entries `start ..< end` (siblings: a group's children are skipped over).
    private func renderEntries(
        _ start: Int, _ end: Int, rows: Range<Int>, target: _BandTarget, depth: Int, scratch: _RowScratch
    ) {
        var i = start
        while i < end {
            switch entries[i] {
            case .draw(let draw):
                let r = rows.clamped(to: draw.box.minY..<draw.box.maxY)
                if !r.isEmpty { drawBand(draw, rows: r, target: target, scratch: scratch) }
                i += 1
            case .group(let group):
                let r = rows.clamped(to: group.box.minY..<group.box.maxY)
                if !r.isEmpty { groupBand(group, at: i, rows: r, target: target, depth: depth, scratch: scratch) }
                i = group.end
            case .backdrop(let draw, _):
                // Top-level backdrops are filtered between segments (`render`); inside a group
                // only the tint shows.
                let r = rows.clamped(to: draw.box.minY..<draw.box.maxY)
                if depth > 0, !r.isEmpty { drawBand(draw, rows: r, target: target, scratch: scratch) }
                i += 1
            }
        }
    }

    /// Composites a band of a group: its content into transparent rows, times its mask's
    /// alpha, then onto the target at the group's opacity.
    private func groupBand(
        _ group: Group, at index: Int, rows: Range<Int>, target: _BandTarget, depth: Int, scratch: _RowScratch
    ) {
        let lo = Swift.max(group.box.minX, target.minX)
        let hi = Swift.min(group.box.maxX, target.maxX)
        guard lo < hi else { return }
        let stride = scratch.bandStride
        let content = _BandTarget(
            base: scratch.groupBand(depth), stride: stride, y0: rows.lowerBound, minX: lo, maxX: hi)
        // memset, not initializeMemory(as:repeating:count:): unspecialised in debug builds, that
        // copies each pixel through a value witness call.
        for y in rows { memset(content.row(y).base + lo * 4, 0, (hi - lo) * 4) }
        renderEntries(index + 1, group.maskStart, rows: rows, target: content, depth: depth + 1, scratch: scratch)
        if group.hasMask {
            let mask = _BandTarget(
                base: scratch.maskBand(depth), stride: stride, y0: rows.lowerBound, minX: lo, maxX: hi)
            for y in rows {
                memset(mask.row(y).base + lo * 4, 0, (hi - lo) * 4)
            }
            renderEntries(group.maskStart, group.end, rows: rows, target: mask, depth: depth + 1, scratch: scratch)
            let shift = layout.alphaShift
            for y in rows {
                let m = mask.row(y).base
                let c = content.row(y).base
                for x in lo..<hi {
                    let a = (m.load(fromByteOffset: x * 4, as: UInt32.self) >> shift) & 0xFF
                    if a == 255 { continue }
                    let p = c.load(fromByteOffset: x * 4, as: UInt32.self)
                    c.storeBytes(of: a == 0 ? 0 : _Compositor.scale(p, a), toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        var k = UInt8(Swift.min(Swift.max(group.alpha * 255 + 0.5, 0), 255))
        guard k > 0 else { return }
        withUnsafePointer(to: &k) { coverage in
            for y in rows {
                let source = content.row(y).base + lo * 4
                _Compositor.blend(
                    dst: target.row(y).base + lo * 4, count: hi - lo,
                    src: UnsafePointer(source.assumingMemoryBound(to: UInt32.self)), srcStep: 1,
                    coverage: coverage, coverageStep: 0, mode: .normal, layout: layout)
            }
        }
    }

    /// Writes the runs of `coverage` in row `y` within columns `lo ..< hi` to `out`.
    @inline(__always)
    private func runs(
        of coverage: Coverage, row y: Int, _ lo: Int, _ hi: Int, into out: UnsafeMutablePointer<_CoverageRun>
    ) -> Int {
        switch coverage {
        case .aligned(let x0, let y0, let x1, let y1):
            return _Runs.alignedRect(x0, y0, x1, y1, row: y, minX: lo, maxX: hi, into: out)
        case .runs(let index):
            return runLists[index].withRow(y) { row in
                var n = 0
                for run in row {
                    let a = Swift.max(Int(run.x0), lo)
                    let b = Swift.min(Int(run.x1), hi)
                    guard a < b else { continue }
                    out[n] = _CoverageRun(x0: Int32(a), x1: Int32(b), coverage: run.coverage)
                    n += 1
                }
                return n
            }
        }
    }

    /// Writes the runs of `draw` in row `y` (its coverage within its clips) to `out`.
    func rowRuns(
        _ draw: Draw, row y: Int, _ lo: Int, _ hi: Int, into out: UnsafeMutablePointer<_CoverageRun>,
        scratch: _RowScratch
    ) -> Int {
        var n = runs(of: draw.coverage, row: y, lo, hi, into: out)
        var clip = draw.clip
        while clip >= 0, n > 0 {
            let c = clips[Int(clip)]
            let m = runs(of: c.coverage, row: y, lo, hi, into: scratch.runsB)
            n = _Runs.intersect(out, n, scratch.runsB, m, into: scratch.runsC)
            out.update(from: scratch.runsC, count: n)
            clip = c.parent
        }
        return n
    }

    /// Composites a band of a shape.
    private func drawBand(_ draw: Draw, rows: Range<Int>, target: _BandTarget, scratch: _RowScratch) {
        let lo = Swift.max(draw.box.minX, target.minX)
        let hi = Swift.min(draw.box.maxX, target.maxX)
        guard lo < hi else { return }
        if case .image(let image) = draw.paint, !(image.toImage.isAffine && image.toImage.m12 == 0), rows.count > 1 {
            // A rotated or perspective image walks across the image's rows: go through the
            // band in column chunks so that the texels one row reads are still cached for the
            // next (unless the band's texels are fetched ahead, below).
            let capacity = scratch.capacity
            var first = Int.max
            var last = Int.min
            let hole = hole
            for y in rows {
                let out = scratch.bandRuns + (y - rows.lowerBound) * capacity
                var n = rowRuns(draw, row: y, lo, hi, into: out, scratch: scratch)
                if let hole, n > 0 {
                    n = hole.cut(out, n, row: y, into: scratch.runsC)
                    out.update(from: scratch.runsC, count: n)
                }
                scratch.bandCounts[y - rows.lowerBound] = n
                if n > 0 {
                    first = Swift.min(first, Int(out[0].x0))
                    last = Swift.max(last, Int(out[n - 1].x1))
                }
            }
            guard first < last else { return }
            var chunk = 64
            if let table = image.columns {
                // The band's texels are fetched ahead into cache: rows can go whole.
                scratch.touched &+= table.touch(image.image, rows: rows, from: first, to: last)
                chunk = last - first
            }
            var cursor = [Int](repeating: 0, count: rows.count)
            for cx in Swift.stride(from: first, to: last, by: chunk) {
                let cEnd = Swift.min(cx + chunk, last)
                for y in rows {
                    let r = y - rows.lowerBound
                    let runs = scratch.bandRuns + r * capacity
                    let n = scratch.bandCounts[r]
                    var k = cursor[r]
                    var m = 0
                    while k < n, Int(runs[k].x1) <= cx { k += 1 }
                    cursor[r] = k
                    while k < n, Int(runs[k].x0) < cEnd {
                        let a = Swift.max(Int(runs[k].x0), cx)
                        let b = Swift.min(Int(runs[k].x1), cEnd)
                        scratch.runsB[m] = _CoverageRun(x0: Int32(a), x1: Int32(b), coverage: runs[k].coverage)
                        m += 1
                        k += 1
                    }
                    guard m > 0 else { continue }
                    paintRuns(
                        UnsafeBufferPointer(start: scratch.runsB, count: m), paint: draw.paint, alpha: draw.alpha,
                        overlay: draw.overlay, row: y, target: target.row(y), scratch: scratch)
                }
            }
            return
        }
        if case .image(let image) = draw.paint, let first = rows.first, let last = rows.last {
            scratch.touched &+= image.touchRows(first, last, columns: lo, hi)
        }
        let hole = hole
        for y in rows {
            var n = rowRuns(draw, row: y, lo, hi, into: scratch.runsA, scratch: scratch)
            var runs = scratch.runsA
            if let hole, n > 0 {
                // What the backdrop above replaces unread is left out (`_BackdropHole`).
                n = hole.cut(scratch.runsA, n, row: y, into: scratch.runsC)
                runs = scratch.runsC
            }
            guard n > 0 else { continue }
            paintRuns(
                UnsafeBufferPointer(start: runs, count: n), paint: draw.paint, alpha: draw.alpha,
                overlay: draw.overlay, row: y, target: target.row(y), scratch: scratch)
        }
    }
}
