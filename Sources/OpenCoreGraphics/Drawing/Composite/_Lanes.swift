import Foundation

#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// A 128-bit vector, read as 16 bytes, 8 16-bit lanes or 4 32-bit lanes depending on the
/// operation (the layout of SSE2's `__m128i`).
typealias _V128 = SIMD2<Int64>

/// The 128-bit integer operations the compositing kernels are written in: on x86-64 each is
/// one SSE2 instruction; elsewhere the same result lane by lane.
///
/// Lanes are little-endian: byte `i` of memory is byte lane `i`, 16-bit lane `i` holds bytes
/// `2i` and `2i + 1`.
enum _Lanes {
    @inline(__always) static func u8(_ v: _V128) -> SIMD16<UInt8> { unsafeBitCast(v, to: SIMD16<UInt8>.self) }
    @inline(__always) static func u16(_ v: _V128) -> SIMD8<UInt16> { unsafeBitCast(v, to: SIMD8<UInt16>.self) }
    @inline(__always) static func i16(_ v: _V128) -> SIMD8<Int16> { unsafeBitCast(v, to: SIMD8<Int16>.self) }
    @inline(__always) static func u32(_ v: _V128) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }
    @inline(__always) static func v<T: SIMD>(_ x: T) -> _V128 { unsafeBitCast(x, to: _V128.self) }

    /// Eight bytes at `p + offset` in the low half, zeros above.
    @inline(__always)
    static func load64(_ p: UnsafeRawPointer, _ offset: Int) -> _V128 {
        #if arch(x86_64)
        return _mm_loadl_epi64((p + offset).assumingMemoryBound(to: __m128i.self))
        #else
        return _PortableLanes.load64(p, offset)
        #endif
    }

    /// Four bytes at `p + offset` in the low lane, zeros above.
    @inline(__always)
    static func load32(_ p: UnsafeRawPointer, _ offset: Int) -> _V128 {
        #if arch(x86_64)
        return _mm_cvtsi32_si128(p.loadUnaligned(fromByteOffset: offset, as: Int32.self))
        #else
        return _PortableLanes.load32(p, offset)
        #endif
    }

    /// Sixteen bytes at `p + offset`.
    @inline(__always)
    static func load128(_ p: UnsafeRawPointer, _ offset: Int) -> _V128 {
        p.loadUnaligned(fromByteOffset: offset, as: _V128.self)
    }

    /// Stores sixteen bytes at `p + offset`.
    @inline(__always)
    static func store128(_ v: _V128, _ p: UnsafeMutableRawPointer, _ offset: Int) {
        p.storeBytes(of: v, toByteOffset: offset, as: _V128.self)
    }

    /// Stores the low eight bytes at `p + offset`.
    @inline(__always)
    static func store64(_ v: _V128, _ p: UnsafeMutableRawPointer, _ offset: Int) {
        p.storeBytes(of: v[0], toByteOffset: offset, as: Int64.self)
    }

    /// A 32-bit value in every 32-bit lane.
    @inline(__always)
    static func splat32(_ x: Int32) -> _V128 {
        #if arch(x86_64)
        return _mm_set1_epi32(x)
        #else
        return _PortableLanes.splat32(x)
        #endif
    }

    /// The low 8 bytes of `a` and `b` interleaved: `a₀ b₀ a₁ b₁ …`.
    @inline(__always)
    static func unpackLo8(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_unpacklo_epi8(a, b)
        #else
        return _PortableLanes.unpackLo8(a, b)
        #endif
    }

    /// The high 8 bytes of `a` and `b` interleaved: `a₈ b₈ a₉ b₉ …`.
    @inline(__always)
    static func unpackHi8(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_unpackhi_epi8(a, b)
        #else
        return _PortableLanes.unpackHi8(a, b)
        #endif
    }

    /// The low 64 bits of `a`, then the low 64 bits of `b`.
    @inline(__always)
    static func unpackLo64(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_unpacklo_epi64(a, b)
        #else
        return _PortableLanes.unpackLo64(a, b)
        #endif
    }

    /// Signed 16-bit lanes multiplied pairwise, adjacent products added into 32-bit lanes.
    @inline(__always)
    static func madd16(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_madd_epi16(a, b)
        #else
        return _PortableLanes.madd16(a, b)
        #endif
    }

    /// 16-bit lanes: `a·b` (low half), `a + b`, `a − b`, wrapping.
    @inline(__always)
    static func mul16(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_mullo_epi16(a, b)
        #else
        return _PortableLanes.mul16(a, b)
        #endif
    }

    @inline(__always)
    static func add16(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_add_epi16(a, b)
        #else
        return _PortableLanes.add16(a, b)
        #endif
    }

    @inline(__always)
    static func sub16(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_sub_epi16(a, b)
        #else
        return _PortableLanes.sub16(a, b)
        #endif
    }

    /// `x / 255` rounded to nearest in each unsigned 16-bit lane (exact for `x ≤ 255 · 255`):
    /// `((x + 128) · 257) >> 16`.
    @inline(__always)
    static func div255(_ x: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_mulhi_epu16(_mm_add_epi16(x, _mm_set1_epi16(128)), _mm_set1_epi16(257))
        #else
        return _PortableLanes.div255(x)
        #endif
    }

    /// 32-bit lanes shifted right (logical) or left by `n`.
    @inline(__always)
    static func srl32(_ a: _V128, _ n: Int32) -> _V128 {
        #if arch(x86_64)
        return _mm_srli_epi32(a, n)
        #else
        return _PortableLanes.srl32(a, n)
        #endif
    }

    @inline(__always)
    static func sll32(_ a: _V128, _ n: Int32) -> _V128 {
        #if arch(x86_64)
        return _mm_slli_epi32(a, n)
        #else
        return _PortableLanes.sll32(a, n)
        #endif
    }

    /// 64-bit lanes shifted right (logical) by `n`.
    @inline(__always)
    static func srl64(_ a: _V128, _ n: Int32) -> _V128 {
        #if arch(x86_64)
        return _mm_srli_epi64(a, n)
        #else
        return _PortableLanes.srl64(a, n)
        #endif
    }

    @inline(__always)
    static func or(_ a: _V128, _ b: _V128) -> _V128 { a | b }

    /// Signed 32-bit lanes of `a` then `b` narrowed to signed 16-bit lanes, saturating.
    @inline(__always)
    static func pack32(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_packs_epi32(a, b)
        #else
        return _PortableLanes.pack32(a, b)
        #endif
    }

    /// Signed 16-bit lanes of `a` then `b` narrowed to bytes, saturating to 0…255.
    @inline(__always)
    static func pack16(_ a: _V128, _ b: _V128) -> _V128 {
        #if arch(x86_64)
        return _mm_packus_epi16(a, b)
        #else
        return _PortableLanes.pack16(a, b)
        #endif
    }

    /// Each pixel's fourth 16-bit lane (alpha, for two pixels of 16-bit channels) in all four
    /// of its lanes.
    @inline(__always)
    static func broadcastAlpha(_ a: _V128) -> _V128 {
        let x = u16(a)
        return v(SIMD8<UInt16>(x[3], x[3], x[3], x[3], x[7], x[7], x[7], x[7]))
    }

    /// Two pixels of 16-bit channels with the first and third channel swapped (RGBA ↔ BGRA).
    @inline(__always)
    static func swapRedBlue(_ a: _V128) -> _V128 {
        let x = u16(a)
        return v(SIMD8<UInt16>(x[2], x[1], x[0], x[3], x[6], x[5], x[4], x[7]))
    }

    /// `x` rounded toward zero (`x` within `Int32`'s range).
    @inline(__always)
    static func truncate(_ x: Float) -> Int32 {
        #if arch(x86_64)
        return _mm_cvttss_si32(_mm_set_ss(x))
        #else
        return Int32(x)
        #endif
    }

    /// For `count` values `v = min(max(a[i]·b, 0), 1)`: the weight
    /// `w = trunc(min(max(Float(v)·scale + ½, 0), 255))`, stored twice (`w · 0x10001`).
    ///
    /// Each step rounds as the scalar expression does (IEEE double products, conversion to
    /// single precision, single-precision product and sum), four values at a time on x86-64.
    static func weights(
        _ a: UnsafePointer<Double>, times b: Double, scale: Float, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        var i = 0
        #if arch(x86_64)
        let bv = _mm_set1_pd(b)
        let zero = _mm_setzero_pd()
        let one = _mm_set1_pd(1)
        let sv = _mm_set1_ps(scale)
        let half = _mm_set1_ps(0.5)
        let zeroF = _mm_setzero_ps()
        let top = _mm_set1_ps(255)
        let raw = UnsafeRawPointer(a)
        while i + 4 <= count {
            let lo = _mm_min_pd(
                _mm_max_pd(_mm_mul_pd(raw.loadUnaligned(fromByteOffset: i &* 8, as: __m128d.self), bv), zero), one)
            let hi = _mm_min_pd(
                _mm_max_pd(_mm_mul_pd(raw.loadUnaligned(fromByteOffset: i &* 8 &+ 16, as: __m128d.self), bv), zero),
                one)
            let f = _mm_movelh_ps(_mm_cvtpd_ps(lo), _mm_cvtpd_ps(hi))
            let w = _mm_cvttps_epi32(_mm_min_ps(_mm_max_ps(_mm_add_ps(_mm_mul_ps(f, sv), half), zeroF), top))
            UnsafeMutableRawPointer(out + i).storeBytes(
                of: _mm_or_si128(w, _mm_slli_epi32(w, 16)), as: __m128i.self)
            i &+= 4
        }
        #endif
        while i < count {
            let value = Swift.min(Swift.max(a[i] * b, 0), 1)
            out[i] =
                UInt32(truncatingIfNeeded: truncate(Swift.min(Swift.max(Float(value) * scale + 0.5, 0), 255)))
                &* 0x10001
            i &+= 1
        }
    }
}
