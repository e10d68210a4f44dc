import Foundation

/// A horizontal run of pixels in one row that a shape covers by the same amount.
///
/// `x0 ..< x1` are pixel columns of the bitmap; `coverage` is in `0...1` (the exact area of
/// each pixel inside the shape, or 0/1 when antialiasing is off).
struct _CoverageRun: Sendable, Equatable {
    /// The first column of the run.
    var x0: Int32
    /// One past the last column of the run.
    var x1: Int32
    /// The fraction of each pixel's area that the shape covers.
    var coverage: Float
}

/// A consumer of rasterized coverage, one row at a time, top row first.
///
/// Sinks are generic parameters of the rasterizer (never existentials), so each painting
/// operation gets a specialized, closure-free inner loop.
protocol _CoverageSink {
    /// Receives the non-empty runs of one row, sorted by column and not overlapping.
    ///
    /// `row` is a bitmap row (0 is the top row in memory).
    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>)
}

/// A sink that records coverage into a `Float` buffer, for tests and masks.
struct _FloatCoverageSink: _CoverageSink {
    /// The buffer's box: `coverage[(row − box.minY) · box.width + (x − box.minX)]`.
    let box: _PixelBox
    /// One value per pixel of `box`.
    var coverage: [Float]

    /// A zeroed buffer over `box`.
    init(box: _PixelBox) {
        self.box = box
        coverage = [Float](repeating: 0, count: box.width * box.height)
    }

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        _require(row >= box.minY && row < box.maxY, "_FloatCoverageSink: row \(row) outside \(box)")
        let base = (row - box.minY) * box.width - box.minX
        let box = box
        coverage.withUnsafeMutableBufferPointer { buffer in
            let values = buffer.baseAddress! + base
            for run in runs {
                var x = Int(run.x0)
                let end = Int(run.x1)
                _require(x >= box.minX && end <= box.maxX, "_FloatCoverageSink: run \(x)..<\(end) outside \(box)")
                // A plain loop over a pointer: a range's iterator and the array's subscript are
                // calls per pixel in debug builds.
                let value = run.coverage
                while x < end {
                    values[x] = value
                    x += 1
                }
            }
        }
    }
}
