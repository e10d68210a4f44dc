import CPNG
internal import CSegueKernels

/// One-shot zlib-format compression and decompression, and CRC-32, for the APNG writer.
///
/// The compressed form is a complete zlib stream (RFC 1950: header, deflate data, Adler-32),
/// which is what a PNG's concatenated `IDAT` payload, or an APNG frame's concatenated `fdAT`
/// payloads, must hold. The deflate data comes from Segue's own encoder (`segue_deflate` in
/// `CSegueKernels`) unless a zlib level is asked for.
package enum _ZlibDeflate {
    /// Compresses `count` bytes into a zlib stream: with Segue's encoder when `level` is nil,
    /// otherwise with zlib at that level.
    ///
    /// Segue's encoder tries a run (distance 1) and the pixel before (distance 3) before its
    /// hash table, which keeps one earlier position per hash, and codes each block of up to
    /// 65,536 symbols with its own Huffman codes. Measured on 900 MB of the gallery's filtered
    /// animation frames (release, one core): 2.3–2.5 GB/s, 2.9 % of the input left (1.6–1.8
    /// GB/s and 3.0 % before the run and pixel distances); zlib's fastest level (1) managed
    /// about 0.4 GB/s on such frames, with 10 % more bytes. Its bytes depend only on the
    /// input, not on the machine.
    ///
    /// `adler` is the bytes' Adler-32 when the caller has it already (computed while the bytes
    /// were written, when they were still in the cache); otherwise it is computed here.
    ///
    /// Returns `nil` only if zlib itself fails (it cannot for valid arguments, short of
    /// running out of memory) or `count` is beyond zlib's 32-bit lengths.
    package static func compress(
        _ bytes: UnsafeRawPointer, count: Int, level: Int32? = nil, adler: UInt32? = nil
    ) -> [UInt8]? {
        guard count >= 0, count <= Int(UInt32.max) else { return nil }
        let adler = adler ?? _Adler32.checksum(bytes, count: count)
        guard let level else {
            return compressWithSegue(bytes, count: count, adler: adler)
                ?? compress(bytes, count: count, level: 1, adler: adler)
        }
        // zlib writes raw deflate data (negative window bits) and this function adds the
        // zlib header and the Adler-32 trailer itself: ``_Adler32`` is several times faster
        // than zlib's checksum, which it would otherwise compute while compressing.
        var stream = z_stream()
        let initialized = deflateInit2_(
            &stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)
        )
        guard initialized == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(count))) + 6
        var finished = false
        var output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, initializedCount in
            writeHeader(into: buffer.baseAddress!, level: level)
            stream.next_in = UnsafeMutablePointer(mutating: bytes.assumingMemoryBound(to: UInt8.self))
            stream.avail_in = uInt(count)
            stream.next_out = buffer.baseAddress! + 2
            stream.avail_out = uInt(bound - 6)
            // deflateBound guarantees that one call with Z_FINISH completes the stream.
            finished = deflate(&stream, Z_FINISH) == Z_STREAM_END
            initializedCount = finished ? 2 + (bound - 6 - Int(stream.avail_out)) : 0
        }
        guard finished else { return nil }
        appendAdler(adler, to: &output)
        return output
    }

    /// The zlib stream of `count` bytes deflated by `segue_deflate`, or nil if it did not fit
    /// its bound (which it always does).
    private static func compressWithSegue(_ bytes: UnsafeRawPointer, count: Int, adler: UInt32) -> [UInt8]? {
        let bound = segue_deflate_bound(count) + 6
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: segue_deflate_scratch_size(), alignment: 64)
        defer { scratch.deallocate() }
        var output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, initializedCount in
            writeHeader(into: buffer.baseAddress!, level: 1)
            let length = segue_deflate(
                bytes.assumingMemoryBound(to: UInt8.self), count, buffer.baseAddress! + 2, bound - 6, scratch)
            initializedCount = length < 0 ? 0 : 2 + length
        }
        guard !output.isEmpty else { return nil }
        appendAdler(adler, to: &output)
        return output
    }

    /// Writes the two header bytes of a zlib stream. CMF 0x78: deflate with a 32 KB window.
    /// FLG: the level class, and check bits that make CMF·256 + FLG a multiple of 31.
    private static func writeHeader(into buffer: UnsafeMutablePointer<UInt8>, level: Int32) {
        var flags: UInt8 = levelClass(level) << 6
        let remainder: Int = (0x78 * 256 + Int(flags)) % 31
        flags += UInt8(31 - remainder)
        buffer[0] = 0x78
        buffer[1] = flags
    }

    /// Appends the big-endian Adler-32 of the uncompressed bytes, the stream's trailer.
    private static func appendAdler(_ adler: UInt32, to output: inout [UInt8]) {
        output += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
    }

    /// The FLEVEL field of a zlib header (RFC 1950) for a compression level: 0 fastest, 1 fast,
    /// 2 default, 3 maximum.
    private static func levelClass(_ level: Int32) -> UInt8 {
        switch level {
        case 1: 0
        case 2...5: 1
        case 6, ..<0: 2
        default: 3
        }
    }

    /// The CRC-32 of some bytes (ISO 3309, the checksum PNG chunks carry), continuing `crc`.
    package static func crc32(of bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        return UInt32(CPNG.crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }

    /// Decompresses a zlib stream that must hold exactly `count` bytes into `output`.
    ///
    /// Returns `false` for a stream that is damaged, checks wrong or holds another length.
    package static func decompress(_ stream: [UInt8], count: Int, into output: UnsafeMutablePointer<UInt8>) -> Bool {
        guard count >= 0, count < Int(UInt32.max), stream.count <= Int(UInt32.max) else { return false }
        var length = uLongf(count)
        let status = stream.withUnsafeBufferPointer { input in
            uncompress(output, &length, input.baseAddress, uLong(input.count))
        }
        return status == Z_OK && Int(length) == count
    }
}
