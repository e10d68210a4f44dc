import Foundation

/// Where one row of compositing writes: column `x` is at `base + 4·x`, for `x` in `minX ..< maxX`.
struct _RowTarget {
    let base: UnsafeMutableRawPointer
    let minX: Int
    let maxX: Int
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
    }

    deinit {
        runsA.deallocate()
        runsB.deallocate()
        runsC.deallocate()
        span.deallocate()
        weights.deallocate()
        for row in groupRows + maskRows { row.deallocate() }
    }

    /// The group content row for nesting depth `depth` (column 0 of the scene box first).
    func groupRow(_ depth: Int) -> UnsafeMutableRawPointer {
        while groupRows.count <= depth { groupRows.append(.allocate(byteCount: width * 4 + 16, alignment: 16)) }
        return groupRows[depth]
    }

    /// The group mask row for nesting depth `depth`.
    func maskRow(_ depth: Int) -> UnsafeMutableRawPointer {
        while maskRows.count <= depth { maskRows.append(.allocate(byteCount: width * 4 + 16, alignment: 16)) }
        return maskRows[depth]
    }
}

/// A scene shared by the threads that render disjoint rows of it.
private struct _SharedScene: @unchecked Sendable {
    let scene: _CompositeScene
    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
}

extension _CompositeScene {
    /// Composites the display list into `context`, over what it holds, using up to `threads`
    /// threads (rows are split between them in bands).
    package func render(into context: CGContext, threads: Int = 1) {
        guard !box.isEmpty, !entries.isEmpty else { return }
        let shared = _SharedScene(scene: self, data: context._data, bytesPerRow: context.bytesPerRow)
        let rows = box.height
        let workers = Swift.max(1, Swift.min(threads, rows / 16))
        if workers == 1 {
            renderRows(box.minY..<box.maxY, step: 1, data: shared.data, bytesPerRow: shared.bytesPerRow)
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let scene = shared.scene
            // Interleaved bands of 16 rows keep the work balanced.
            let scratch = _RowScratch(width: scene.box.maxX)
            var band = worker
            while scene.box.minY + band * 16 < scene.box.maxY {
                let start = scene.box.minY + band * 16
                let end = Swift.min(start + 16, scene.box.maxY)
                for y in start..<end {
                    scene.renderRow(y, data: shared.data, bytesPerRow: shared.bytesPerRow, scratch: scratch)
                }
                band += workers
            }
        }
    }

    private func renderRows(_ rows: Range<Int>, step: Int, data: UnsafeMutableRawPointer, bytesPerRow: Int) {
        let scratch = _RowScratch(width: box.maxX)
        for y in stride(from: rows.lowerBound, to: rows.upperBound, by: step) {
            renderRow(y, data: data, bytesPerRow: bytesPerRow, scratch: scratch)
        }
    }

    /// Composites every entry that touches raster row `y`.
    func renderRow(_ y: Int, data: UnsafeMutableRawPointer, bytesPerRow: Int, scratch: _RowScratch) {
        let target = _RowTarget(base: data + y * bytesPerRow, minX: box.minX, maxX: box.maxX)
        renderEntries(0, entries.count, row: y, target: target, depth: 0, scratch: scratch)
    }

    /// Composites entries `start ..< end` (siblings: a group's children are skipped over).
    private func renderEntries(_ start: Int, _ end: Int, row y: Int, target: _RowTarget, depth: Int, scratch: _RowScratch) {
        var i = start
        while i < end {
            switch entries[i] {
            case .draw(let draw):
                if y >= draw.box.minY, y < draw.box.maxY { drawRow(draw, row: y, target: target, scratch: scratch) }
                i += 1
            case .group(let group):
                if y >= group.box.minY, y < group.box.maxY {
                    groupRow(group, at: i, row: y, target: target, depth: depth, scratch: scratch)
                }
                i = group.end
            }
        }
    }

    /// Composites one row of a group: its content into a transparent row, times its mask's
    /// alpha, then onto the target at the group's opacity.
    private func groupRow(_ group: Group, at index: Int, row y: Int, target: _RowTarget, depth: Int, scratch: _RowScratch) {
        let lo = Swift.max(group.box.minX, target.minX), hi = Swift.min(group.box.maxX, target.maxX)
        guard lo < hi else { return }
        let content = scratch.groupRow(depth)
        (content + lo * 4).initializeMemory(as: UInt32.self, repeating: 0, count: hi - lo)
        let inner = _RowTarget(base: content, minX: lo, maxX: hi)
        renderEntries(index + 1, group.maskStart, row: y, target: inner, depth: depth + 1, scratch: scratch)
        if group.hasMask {
            let mask = scratch.maskRow(depth)
            (mask + lo * 4).initializeMemory(as: UInt32.self, repeating: 0, count: hi - lo)
            renderEntries(group.maskStart, group.end, row: y, target: _RowTarget(base: mask, minX: lo, maxX: hi),
                          depth: depth + 1, scratch: scratch)
            let shift = layout.alphaShift
            for x in lo..<hi {
                let a = (mask.load(fromByteOffset: x * 4, as: UInt32.self) >> shift) & 0xFF
                if a == 255 { continue }
                let p = content.load(fromByteOffset: x * 4, as: UInt32.self)
                content.storeBytes(of: a == 0 ? 0 : _Compositor.scale(p, a), toByteOffset: x * 4, as: UInt32.self)
            }
        }
        var k = UInt8(Swift.min(Swift.max(group.alpha * 255 + 0.5, 0), 255))
        guard k > 0 else { return }
        withUnsafePointer(to: &k) { coverage in
            _Compositor.blend(
                dst: target.base + lo * 4, count: hi - lo,
                src: UnsafePointer((content + lo * 4).assumingMemoryBound(to: UInt32.self)), srcStep: 1,
                coverage: coverage, coverageStep: 0, mode: .normal, layout: layout)
        }
    }

    /// Writes the runs of `coverage` in row `y` within columns `lo ..< hi` to `out`.
    @inline(__always)
    private func runs(of coverage: Coverage, row y: Int, _ lo: Int, _ hi: Int, into out: UnsafeMutablePointer<_CoverageRun>) -> Int {
        switch coverage {
        case .aligned(let x0, let y0, let x1, let y1):
            return _Runs.alignedRect(x0, y0, x1, y1, row: y, minX: lo, maxX: hi, into: out)
        case .runs(let index):
            return runLists[index].withRow(y) { row in
                var n = 0
                for run in row {
                    let a = Swift.max(Int(run.x0), lo), b = Swift.min(Int(run.x1), hi)
                    guard a < b else { continue }
                    out[n] = _CoverageRun(x0: Int32(a), x1: Int32(b), coverage: run.coverage)
                    n += 1
                }
                return n
            }
        }
    }

    /// Composites one row of a shape.
    private func drawRow(_ draw: Draw, row y: Int, target: _RowTarget, scratch: _RowScratch) {
        let lo = Swift.max(draw.box.minX, target.minX), hi = Swift.min(draw.box.maxX, target.maxX)
        guard lo < hi else { return }
        var current = scratch.runsA, other = scratch.runsC
        var n = runs(of: draw.coverage, row: y, lo, hi, into: current)
        var clip = draw.clip
        while clip >= 0, n > 0 {
            let c = clips[Int(clip)]
            let m = runs(of: c.coverage, row: y, lo, hi, into: scratch.runsB)
            n = _Runs.intersect(current, n, scratch.runsB, m, into: other)
            swap(&current, &other)
            clip = c.parent
        }
        guard n > 0 else { return }
        paintRuns(UnsafeBufferPointer(start: current, count: n), paint: draw.paint, alpha: draw.alpha, row: y,
                  target: target, scratch: scratch)
    }
}
