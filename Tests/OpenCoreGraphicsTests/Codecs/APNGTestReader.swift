import CPNG
import Foundation

/// Reads an APNG file for tests, independently of the writer: walks the chunks, checks each
/// CRC with a table-driven CRC-32 written here, collects the frame controls and the image
/// data, inflates it with zlib, undoes the PNG filters and composites the frames by the APNG
/// specification's rules.
struct APNGTestReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One `fcTL` chunk's fields, in file order.
    struct FrameControl: Equatable {
        var sequence: UInt32
        var width: Int, height: Int, x: Int, y: Int
        var delayNumerator: Int, delayDenominator: Int
        var dispose: UInt8, blend: UInt8

        /// `[x, y, width, height]`.
        var geometry: [Int] { [x, y, width, height] }
        /// `[delay_num, delay_den]`.
        var delay: [Int] { [delayNumerator, delayDenominator] }
    }

    var width = 0, height = 0
    var bitDepth: UInt8 = 0, colorType: UInt8 = 0, interlace: UInt8 = 0
    /// `acTL`: frame count and play count.
    var frameCount = -1, playCount = -1
    /// Every chunk's type, in order.
    var chunkTypes: [String] = []
    /// Every sequence number met (`fcTL` and `fdAT`), in order.
    var sequenceNumbers: [UInt32] = []
    var controls: [FrameControl] = []
    /// The zlib stream of each frame (frame 0 from IDAT).
    var frameData: [[UInt8]] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "no PNG signature")
        }
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Failure(description: "truncated chunk at \(offset)") }
            let length = Int(Self.uint32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw Failure(description: "chunk overruns file") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = Self.uint32(bytes, offset + 8 + length)
            guard Self.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)])) == stored else {
                throw Failure(description: "bad CRC in \(type) chunk at \(offset)")
            }
            chunkTypes.append(type)
            try read(type, body)
            offset += 12 + length
        }
    }

    private mutating func read(_ type: String, _ body: [UInt8]) throws {
        switch type {
        case "IHDR":
            width = Int(Self.uint32(body, 0))
            height = Int(Self.uint32(body, 4))
            bitDepth = body[8]
            colorType = body[9]
            interlace = body[12]
        case "acTL":
            frameCount = Int(Self.uint32(body, 0))
            playCount = Int(Self.uint32(body, 4))
        case "fcTL":
            guard body.count == 26 else { throw Failure(description: "fcTL of \(body.count) bytes") }
            let control = FrameControl(
                sequence: Self.uint32(body, 0), width: Int(Self.uint32(body, 4)), height: Int(Self.uint32(body, 8)),
                x: Int(Self.uint32(body, 12)), y: Int(Self.uint32(body, 16)),
                delayNumerator: Int(body[20]) << 8 | Int(body[21]),
                delayDenominator: Int(body[22]) << 8 | Int(body[23]),
                dispose: body[24], blend: body[25]
            )
            sequenceNumbers.append(control.sequence)
            controls.append(control)
            frameData.append([])
        case "IDAT":
            guard controls.count == 1 else { throw Failure(description: "IDAT not right after the first fcTL") }
            frameData[0] += body
        case "fdAT":
            guard controls.count > 1 else { throw Failure(description: "fdAT before the second fcTL") }
            sequenceNumbers.append(Self.uint32(body, 0))
            frameData[controls.count - 1] += body[4...]
        default:
            break
        }
    }

    /// Frame `index`'s pixels (straight RGBA, `fcTL` width × height), inflated and unfiltered;
    /// an RGB file's (colour type 2) pixels get alpha 255.
    func pixels(ofFrame index: Int) throws -> [UInt8] {
        let control = controls[index]
        let bytesPerPixel: Int
        switch colorType {
        case 2: bytesPerPixel = 3
        case 6: bytesPerPixel = 4
        default: throw Failure(description: "colour type \(colorType)")
        }
        let rowBytes = control.width * bytesPerPixel
        let raw = try Self.inflate(frameData[index], expectedCount: control.height * (rowBytes + 1))
        let pixels = try Self.unfilter(raw, width: control.width, height: control.height, bytesPerPixel: bytesPerPixel)
        guard bytesPerPixel == 3 else { return pixels }
        var rgba: [UInt8] = []
        for pixel in 0..<(control.width * control.height) {
            rgba += pixels[(pixel * 3)..<(pixel * 3 + 3)]
            rgba.append(255)
        }
        return rgba
    }

    /// Every frame as a decoder shows it: canvas-sized straight RGBA, after compositing.
    func composedFrames() throws -> [[UInt8]] {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var shown: [[UInt8]] = []
        for (index, control) in controls.enumerated() {
            guard control.x + control.width <= width, control.y + control.height <= height else {
                throw Failure(description: "frame \(index) outside the canvas")
            }
            let region = try pixels(ofFrame: index)
            let before = canvas
            for row in 0..<control.height {
                let source = (row * control.width * 4)..<((row + 1) * control.width * 4)
                let target = ((control.y + row) * width + control.x) * 4
                if control.blend == 0 {
                    canvas.replaceSubrange(target..<(target + source.count), with: region[source])
                    continue
                }
                for column in 0..<control.width {
                    let pixel = Array(region[(source.lowerBound + column * 4)..<(source.lowerBound + column * 4 + 4)])
                    let at = target + column * 4
                    canvas.replaceSubrange(at..<(at + 4), with: Self.over(pixel, Array(canvas[at..<(at + 4)])))
                }
            }
            shown.append(canvas)
            // The first frame's "previous" means "background" (APNG specification, fcTL).
            let dispose = index == 0 && control.dispose == 2 ? 1 : control.dispose
            for row in control.y..<(control.y + control.height) {
                let range = ((row * width + control.x) * 4)..<((row * width + control.x + control.width) * 4)
                if dispose == 1 { canvas.replaceSubrange(range, with: repeatElement(0, count: range.count)) }
                if dispose == 2 { canvas.replaceSubrange(range, with: before[range]) }
            }
        }
        return shown
    }

    /// Straight-alpha *over* of one pixel, as the APNG specification writes it (rounded).
    static func over(_ source: [UInt8], _ below: [UInt8]) -> [UInt8] {
        let sa = Double(source[3]) / 255
        let da = Double(below[3]) / 255
        if source[3] == 255 { return source }
        if source[3] == 0 { return below }
        let outA = sa + da * (1 - sa)
        let color = (0..<3).map { c in
            UInt8(((Double(source[c]) * sa + Double(below[c]) * da * (1 - sa)) / outA).rounded())
        }
        return color + [UInt8((outA * 255).rounded())]
    }

    static func inflate(_ stream: [UInt8], expectedCount: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedCount + 1)
        var length = uLongf(output.count)
        let status = stream.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == expectedCount else {
            throw Failure(description: "inflate status \(status), \(length) bytes for \(expectedCount)")
        }
        return Array(output.prefix(expectedCount))
    }

    /// Undoes the five PNG filter types (PNG specification §9.2) for 3- or 4-byte pixels.
    static func unfilter(_ raw: [UInt8], width: Int, height: Int, bytesPerPixel bpp: Int = 4) throws -> [UInt8] {
        let rowBytes = width * bpp
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for row in 0..<height {
            let type = raw[row * (rowBytes + 1)]
            for i in 0..<rowBytes {
                let x = Int(raw[row * (rowBytes + 1) + 1 + i])
                let a = i >= bpp ? Int(out[row * rowBytes + i - bpp]) : 0
                let b = row > 0 ? Int(out[(row - 1) * rowBytes + i]) : 0
                let c = i >= bpp && row > 0 ? Int(out[(row - 1) * rowBytes + i - bpp]) : 0
                let predictor: Int
                switch type {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "filter type \(type) in row \(row)")
                }
                out[row * rowBytes + i] = UInt8((x + predictor) & 0xFF)
            }
        }
        return out
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The CRC-32 table (reflected polynomial 0xEDB88320), built from the bitwise definition.
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
