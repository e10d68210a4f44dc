import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The compositing kernels' 128-bit operations (``_Lanes``: SSE2 instructions on x86-64)
/// against their lane-by-lane definitions (``_PortableLanes``, what other architectures
/// run), on random vectors, and both against values worked out by hand.
@Suite struct LanesTests {
    private func vector(_ random: inout SeededGenerator) -> _V128 {
        _V128(Int64(bitPattern: random.next()), Int64(bitPattern: random.next()))
    }

    @Test func operationsAgreeWithTheirDefinitions() {
        var random = SeededGenerator(seed: 77)
        for _ in 0..<2000 {
            let a = vector(&random)
            let b = vector(&random)
            let n = Int32.random(in: 0...15, using: &random)
            expectEqual(_Lanes.unpackLo8(a, b), _PortableLanes.unpackLo8(a, b))
            expectEqual(_Lanes.unpackHi8(a, b), _PortableLanes.unpackHi8(a, b))
            expectEqual(_Lanes.unpackLo64(a, b), _PortableLanes.unpackLo64(a, b))
            expectEqual(_Lanes.madd16(a, b), _PortableLanes.madd16(a, b))
            expectEqual(_Lanes.mul16(a, b), _PortableLanes.mul16(a, b))
            expectEqual(_Lanes.add16(a, b), _PortableLanes.add16(a, b))
            expectEqual(_Lanes.sub16(a, b), _PortableLanes.sub16(a, b))
            expectEqual(_Lanes.srl32(a, n), _PortableLanes.srl32(a, n))
            expectEqual(_Lanes.sll32(a, n), _PortableLanes.sll32(a, n))
            expectEqual(_Lanes.srl64(a, n), _PortableLanes.srl64(a, n))
            expectEqual(_Lanes.pack32(a, b), _PortableLanes.pack32(a, b))
            expectEqual(_Lanes.pack16(a, b), _PortableLanes.pack16(a, b))
            #expect(
                _Lanes.splat32(Int32(truncatingIfNeeded: a[0]))
                    == _PortableLanes.splat32(Int32(truncatingIfNeeded: a[0])))
            // div255 is exact on products of two bytes.
            let products = _Lanes.v(
                SIMD8<UInt16>(
                    (0..<8).map { _ in
                        UInt16.random(in: 0...255, using: &random) * UInt16.random(in: 0...255, using: &random)
                    }))
            expectEqual(_Lanes.div255(products), _PortableLanes.div255(products))
        }
        let bytes: [UInt8] = (0..<16).map { UInt8($0 * 3) }
        bytes.withUnsafeBytes { raw in
            expectEqual(_Lanes.load64(raw.baseAddress!, 4), _PortableLanes.load64(raw.baseAddress!, 4))
            expectEqual(_Lanes.load32(raw.baseAddress!, 5), _PortableLanes.load32(raw.baseAddress!, 5))
            #expect(
                _Lanes.load32(raw.baseAddress!, 5)
                    == _V128(Int64(15) | Int64(18) << 8 | Int64(21) << 16 | Int64(24) << 24, 0))
        }
    }

    @Test func handWorkedValues() {
        // (3·5 + 4·6, 7·(−2) + 1·1, …) in 32-bit lanes.
        let a = _Lanes.v(SIMD8<Int16>(3, 4, 7, 1, 0, 0, 300, 2))
        let b = _Lanes.v(SIMD8<Int16>(5, 6, -2, 1, 9, 9, 256, 10))
        expectEqual(_PortableLanes.madd16(a, b), _Lanes.v(SIMD4<Int32>(39, -13, 0, 76820)))
        expectEqual(_Lanes.madd16(a, b), _Lanes.v(SIMD4<Int32>(39, -13, 0, 76820)))
        // Rounded division by 255: 255·255 → 255, 127 → 0, 128 → 1, 382 → 1, 383 → 2.
        let x = _Lanes.v(SIMD8<UInt16>(65025, 127, 128, 382, 383, 0, 255, 510))
        let expected = _Lanes.v(SIMD8<UInt16>(255, 0, 1, 1, 2, 0, 1, 2))
        expectEqual(_PortableLanes.div255(x), expected)
        expectEqual(_Lanes.div255(x), expected)
        // Saturating narrowing.
        let wide = _Lanes.v(SIMD8<Int16>(-5, 0, 255, 256, 1000, 17, -300, 128))
        let narrow = _Lanes.v(SIMD16<UInt8>(0, 0, 255, 255, 255, 17, 0, 128, 0, 0, 255, 255, 255, 17, 0, 128))
        expectEqual(_PortableLanes.pack16(wide, wide), narrow)
        expectEqual(_Lanes.pack16(wide, wide), narrow)
    }
}
