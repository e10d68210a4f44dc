import Foundation

/// A screenshot taken with `xwd` and read from its XWD file (X Window Dump, version 7).
public struct ScreenShot {
    public let width: Int, height: Int
    /// Pixels as 0x00RRGGBB.
    public let pixels: [UInt32]

    /// Dumps the root window of `display` with the `xwd` tool.
    public static func take(display: String) throws -> ScreenShot {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xwd", "-display", display, "-root", "-silent"]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw VirtualDisplayError("xwd failed (is x11-apps installed?)") }
        return try ScreenShot(xwd: [UInt8](data))
    }

    /// Reads a 32-bit-per-pixel XWD file.
    public init(xwd bytes: [UInt8]) throws {
        func field(_ index: Int) -> Int {
            let o = index * 4
            return bytes.count >= o + 4
                ? Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) : -1
        }
        let headerSize = field(0)
        let width = field(4)
        let height = field(5)
        let byteOrder = field(7)
        let bitsPerPixel = field(11)
        let bytesPerLine = field(12)
        let colors = field(19)
        guard field(1) == 7, bitsPerPixel == 32, width > 0, height > 0 else {
            throw VirtualDisplayError("not a 32-bit XWD file")
        }
        let start = headerSize + colors * 12
        guard bytes.count >= start + bytesPerLine * height else { throw VirtualDisplayError("truncated XWD file") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * 4
                let b = (UInt32(bytes[o]), UInt32(bytes[o + 1]), UInt32(bytes[o + 2]), UInt32(bytes[o + 3]))
                pixels[y * width + x] =
                    (byteOrder == 0 ? b.2 << 16 | b.1 << 8 | b.0 : b.1 << 16 | b.2 << 8 | b.3) & 0xFF_FFFF
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
