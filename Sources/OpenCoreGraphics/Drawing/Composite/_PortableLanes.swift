import Foundation

/// ``_Lanes``' operations lane by lane, in portable Swift: what ``_Lanes`` uses where there
/// is no SSE2, and what the tests hold the SSE2 instructions to.
enum _PortableLanes {
    @inline(__always) static func u8(_ v: _V128) -> SIMD16<UInt8> { unsafeBitCast(v, to: SIMD16<UInt8>.self) }
    @inline(__always) static func u16(_ v: _V128) -> SIMD8<UInt16> { unsafeBitCast(v, to: SIMD8<UInt16>.self) }
    @inline(__always) static func i16(_ v: _V128) -> SIMD8<Int16> { unsafeBitCast(v, to: SIMD8<Int16>.self) }
    @inline(__always) static func u32(_ v: _V128) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }
    @inline(__always) static func v<T: SIMD>(_ x: T) -> _V128 { unsafeBitCast(x, to: _V128.self) }

    @inline(__always)
    static func load64(_ p: UnsafeRawPointer, _ offset: Int) -> _V128 {
        return _V128(Int64(bitPattern: p.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), 0)
    }

    @inline(__always)
    static func load32(_ p: UnsafeRawPointer, _ offset: Int) -> _V128 {
        return _V128(Int64(p.loadUnaligned(fromByteOffset: offset, as: UInt32.self)), 0)
    }

    @inline(__always)
    static func splat32(_ x: Int32) -> _V128 {
        return v(SIMD4<Int32>(repeating: x))
    }

    @inline(__always)
    static func unpackLo8(_ a: _V128, _ b: _V128) -> _V128 {
        let x = u8(a)
        let y = u8(b)
        return v(
            SIMD16<UInt8>(
                x[0], y[0], x[1], y[1], x[2], y[2], x[3], y[3], x[4], y[4], x[5], y[5], x[6], y[6], x[7], y[7]))
    }

    @inline(__always)
    static func unpackHi8(_ a: _V128, _ b: _V128) -> _V128 {
        let x = u8(a)
        let y = u8(b)
        return v(
            SIMD16<UInt8>(
                x[8], y[8], x[9], y[9], x[10], y[10], x[11], y[11], x[12], y[12], x[13], y[13], x[14], y[14], x[15],
                y[15]))
    }

    @inline(__always)
    static func unpackLo64(_ a: _V128, _ b: _V128) -> _V128 {
        return _V128(a[0], b[0])
    }

    @inline(__always)
    static func madd16(_ a: _V128, _ b: _V128) -> _V128 {
        let x = SIMD8<Int32>(truncatingIfNeeded: i16(a))
        let y = SIMD8<Int32>(truncatingIfNeeded: i16(b))
        let p = x &* y
        return v(SIMD4<Int32>(p[0] &+ p[1], p[2] &+ p[3], p[4] &+ p[5], p[6] &+ p[7]))
    }

    @inline(__always)
    static func mul16(_ a: _V128, _ b: _V128) -> _V128 {
        return v(u16(a) &* u16(b))
    }

    @inline(__always)
    static func add16(_ a: _V128, _ b: _V128) -> _V128 {
        return v(u16(a) &+ u16(b))
    }

    @inline(__always)
    static func sub16(_ a: _V128, _ b: _V128) -> _V128 {
        return v(u16(a) &- u16(b))
    }

    @inline(__always)
    static func div255(_ x: _V128) -> _V128 {
        let t = u16(x) &+ 128
        return v((t &+ (t &>> 8)) &>> 8)
    }

    @inline(__always)
    static func srl32(_ a: _V128, _ n: Int32) -> _V128 {
        return v(u32(a) &>> UInt32(n))
    }

    @inline(__always)
    static func sll32(_ a: _V128, _ n: Int32) -> _V128 {
        return v(u32(a) &<< UInt32(n))
    }

    @inline(__always)
    static func srl64(_ a: _V128, _ n: Int32) -> _V128 {
        return v(unsafeBitCast(a, to: SIMD2<UInt64>.self) &>> UInt64(n))
    }

    @inline(__always)
    static func pack32(_ a: _V128, _ b: _V128) -> _V128 {
        let x = unsafeBitCast(a, to: SIMD4<Int32>.self)
        let y = unsafeBitCast(b, to: SIMD4<Int32>.self)
        let lanes = SIMD8<Int32>(lowHalf: x, highHalf: y).clamped(
            lowerBound: SIMD8(repeating: -32768), upperBound: SIMD8(repeating: 32767))
        return v(SIMD8<Int16>(truncatingIfNeeded: lanes))
    }

    @inline(__always)
    static func pack16(_ a: _V128, _ b: _V128) -> _V128 {
        let lanes = SIMD16<Int16>(lowHalf: i16(a), highHalf: i16(b))
            .clamped(lowerBound: SIMD16(repeating: 0), upperBound: SIMD16(repeating: 255))
        return v(SIMD16<UInt8>(truncatingIfNeeded: lanes))
    }
}
