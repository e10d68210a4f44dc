import Foundation

/// The animation structure of an APNG file, read back chunk by chunk: the canvas, the
/// `acTL` counts and each frame's `fcTL` fields — enough to check what `segue render` wrote
/// without trusting the writer's own bookkeeping.
struct APNGChunks {
    struct FrameControl: Equatable {
        var sequence: UInt32
        var width: UInt32, height: UInt32, x: UInt32, y: UInt32
        var delayNumerator: UInt16, delayDenominator: UInt16

        /// The delay in seconds (a zero denominator means 1/100 s units, per the specification).
        var delay: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    var width: UInt32 = 0, height: UInt32 = 0
    /// `acTL`'s num_frames and num_plays.
    var frameCount: UInt32 = 0, playCount: UInt32 = 0
    var frames: [FrameControl] = []
    /// Chunk types in file order.
    var chunkTypes: [String] = []

    enum Failure: Error { case notPNG, truncated }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure.notPNG
        }
        func u32(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
        }
        func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Failure.truncated }
            let length = Int(u32(offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw Failure.truncated }
            chunkTypes.append(type)
            switch type {
            case "IHDR":
                width = u32(body)
                height = u32(body + 4)
            case "acTL":
                frameCount = u32(body)
                playCount = u32(body + 4)
            case "fcTL":
                frames.append(
                    FrameControl(
                        sequence: u32(body), width: u32(body + 4), height: u32(body + 8), x: u32(body + 12),
                        y: u32(body + 16),
                        delayNumerator: u16(body + 20), delayDenominator: u16(body + 22)))
            default:
                break
            }
            offset = body + length + 4
        }
    }
}
