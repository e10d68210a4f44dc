internal import CSegueKernels

/// Adler-32 (RFC 1950), the checksum that ends a zlib stream, computed in vectorized blocks
/// (the C kernel `segue_adler32`).
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
    ///
    /// The sums are the C kernel `segue_adler32`: for C whole chunks of 16 and a tail of
    /// t = n − 16C bytes, byte j of chunk k has weight t + 16 (C − k) − j; Σₖ (C − k)·vₖ is
    /// the sum of the running sums after each chunk, so the weighted sum over the chunks is
    /// t·Σ b + 16·Σ(running sums) − Σⱼ j·(lane j of Σ b).
    package static func checksum(_ bytes: UnsafeRawPointer, count: Int, continuing adler: UInt32 = 1) -> UInt32 {
        segue_adler32(bytes, count, adler)
    }
}
