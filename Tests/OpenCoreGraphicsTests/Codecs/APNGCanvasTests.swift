import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The APNG writer's dirty-rectangle search (`_APNGCanvas.dirtyRect`) against a pixel-by-pixel
/// reference, on canvases with a few scattered differences.
@Suite struct APNGCanvasTests {
    /// The bounding box of the differing pixels inside `rect`, found by looking at every pixel.
    static func reference(_ a: [UInt8], _ b: [UInt8]?, canvasWidth: Int, in rect: _PixelRect) -> _PixelRect? {
        var box: _PixelRect?
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let offset = (y * canvasWidth + x) * 4
                let other = b.map { Array($0[offset..<(offset + 4)]) } ?? [0, 0, 0, 0]
                if Array(a[offset..<(offset + 4)]) != other {
                    box = _PixelRect.union(box, _PixelRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }
        return box
    }

    /// A seeded case: two canvases equal but for up to 24 pixels (each changed in one byte), and
    /// a rectangle of them, possibly empty.
    struct Case {
        var random: SeededBytes
        let width: Int
        let height: Int
        let a: [UInt8]
        let b: [UInt8]
        let rect: _PixelRect

        init(seed: UInt64) {
            random = SeededBytes(seed: seed)
            width = random.int(1...23)
            height = random.int(1...17)
            a = random.bytes(width * height * 4)
            var b = a
            for _ in 0..<random.int(0...24) {
                let byte = random.int(0...(a.count - 1))
                b[byte] &+= UInt8(random.int(1...255))
            }
            self.b = b
            rect = Self.randomRect(&random, width: width, height: height)
        }

        static func randomRect(_ random: inout SeededBytes, width: Int, height: Int) -> _PixelRect {
            let x = random.int(0...(width - 1))
            let y = random.int(0...(height - 1))
            return _PixelRect(x: x, y: y, width: random.int(0...(width - x)), height: random.int(0...(height - y)))
        }
    }

    @Test func theBoxIsThePixelByPixelBoundingBox() {
        for seed in 1...300 as ClosedRange<UInt64> {
            let c = Case(seed: seed)
            let (width, a, b, rect) = (c.width, c.a, c.b, c.rect)
            let found = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    _APNGCanvas.differences(a.baseAddress!, b.baseAddress!, canvasWidth: width, in: rect)
                }
            }
            expectEqual(found, Self.reference(a, b, canvasWidth: width, in: rect), "seed \(seed)")
            // Against transparent black (a `nil` canvas), every non-zero pixel differs.
            let againstClear = a.withUnsafeBufferPointer {
                _APNGCanvas.differences($0.baseAddress!, nil, canvasWidth: width, in: rect)
            }
            expectEqual(againstClear, Self.reference(a, nil, canvasWidth: width, in: rect), "seed \(seed), clear")
        }
    }

    @Test func theSearchGivesUpExactlyWhenTheJoinedAreaReachesTheLimit() {
        for seed in 1...300 as ClosedRange<UInt64> {
            var c = Case(seed: seed)
            let (width, a, b, rect) = (c.width, c.a, c.b, c.rect)
            let outside = c.random.int(0...2) == 0 ? nil : Case.randomRect(&c.random, width: width, height: c.height)
            let expected = _PixelRect.union(outside, Self.reference(a, b, canvasWidth: width, in: rect))
            let area = expected?.area ?? 0
            for limit in [area, area + 1, Swift.max(area - 1, 0), 0, .max] {
                let search = a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        _APNGCanvas.dirtyRect(
                            a.baseAddress!, b.baseAddress!, canvasWidth: width, in: rect, joining: outside,
                            areaBelow: limit)
                    }
                }
                expectEqual(search.isBelowLimit, area < limit, "seed \(seed), limit \(limit)")
                expectEqual(search.rect, area < limit ? expected : nil, "seed \(seed), limit \(limit)")
            }
        }
    }

    @Test func aDifferenceOnlyInTheMiddleRowsStillWidensTheBox() {
        // The first and last differing rows are found from the ends; a wider difference between
        // them must still widen the box to the left and to the right.
        let width = 12
        let a = [UInt8](repeating: 9, count: width * 6 * 4)
        var b = a
        b[(1 * width + 5) * 4] = 0  // row 1, column 5
        b[(3 * width + 1) * 4 + 2] = 0  // row 3, column 1
        b[(3 * width + 10) * 4 + 3] = 0  // row 3, column 10
        b[(4 * width + 6) * 4 + 1] = 0  // row 4, column 6
        let found = a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                _APNGCanvas.differences(
                    a.baseAddress!, b.baseAddress!, canvasWidth: width,
                    in: _PixelRect(x: 0, y: 0, width: width, height: 6))
            }
        }
        expectEqual(found, _PixelRect(x: 1, y: 1, width: 10, height: 4))
    }
}
