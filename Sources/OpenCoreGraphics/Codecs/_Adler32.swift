/// Adler-32 (RFC 1950), the checksum that ends a zlib stream, computed in blocks the compiler
/// vectorizes.
///
/// zlib's own `adler32` adds one byte at a time; on a 5 MB animation frame it took about a
/// fifth of the time zlib spent on the frame. Here each block of up to ``blockSize`` bytes
/// contributes two sums at once — its bytes, and its bytes weighted by their distance from
/// the block's end — which fit in 32 bits and reduce to whole-vector multiplies and adds:
/// after a block of n bytes b₀ … bₙ₋₁, `a += Σ bᵢ` and `b += n·a + Σ (n − i)·bᵢ` (both
/// modulo 65521), exactly what n single-byte steps give.
package enum _Adler32 {
    /// The modulus: the largest prime below 2^16.
    static let modulus: UInt32 = 65521
    /// Bytes per block: small enough that Σ (n − i)·bᵢ ≤ 255·n(n + 1)/2 stays below 2^32.
    static let blockSize = 4096

    /// The Adler-32 of `count` bytes at `bytes`, continuing `adler` (1 for a new stream).
    package static func checksum(_ bytes: UnsafeRawPointer, count: Int, continuing adler: UInt32 = 1) -> UInt32 {
        var a = adler & 0xFFFF, b = adler >> 16
        let input = bytes.assumingMemoryBound(to: UInt8.self)
        var offset = 0
        while offset < count {
            let n = min(blockSize, count - offset)
            let (plain, weighted) = sums(of: input + offset, count: n)
            b = (b + UInt32(n) * a % modulus + weighted % modulus) % modulus
            a = (a + plain) % modulus
            offset += n
        }
        return b << 16 | a
    }

    /// Σ bᵢ and Σ (n − i)·bᵢ over `n` ≤ ``blockSize`` bytes, 16 lanes at a time, with
    /// additions only. For C whole chunks of 16 and a tail of t = n − 16C bytes, byte j of
    /// chunk k has weight t + 16 (C − k) − j; Σₖ (C − k)·vₖ is the sum of the running sums
    /// after each chunk, so the weighted sum over the chunks is t·Σ b + 16·Σ(running sums) −
    /// Σⱼ j·(lane j of Σ b).
    private static func sums(of bytes: UnsafePointer<UInt8>, count n: Int) -> (plain: UInt32, weighted: UInt32) {
        var lanes = SIMD16<UInt32>(repeating: 0), running = SIMD16<UInt32>(repeating: 0)
        let chunks = n / 16
        let raw = UnsafeRawPointer(bytes)
        for k in 0..<chunks {
            lanes &+= SIMD16<UInt32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: k * 16, as: SIMD16<UInt8>.self))
            running &+= lanes
        }
        let laneIndex = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        let tail = UInt32(truncatingIfNeeded: n - chunks * 16)
        var plain = lanes.wrappedSum()
        var weighted = tail &* plain &+ 16 &* running.wrappedSum() &- (lanes &* laneIndex).wrappedSum()
        for i in (chunks * 16)..<n {
            let byte = UInt32(bytes[i])
            plain &+= byte
            weighted &+= UInt32(truncatingIfNeeded: n - i) &* byte
        }
        return (plain, weighted)
    }
}
