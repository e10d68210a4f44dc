import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// Creating bitmap contexts: accepted formats, rejected input, memory layout.
@Suite struct CGContextCreationTests {
    let rgb = CGColorSpaceCreateDeviceRGB()

    func make(
        width: Int = 4, height: Int = 4, bits: Int = 8, bytesPerRow: Int = 0, space: CGColorSpace? = nil, info: UInt32
    ) -> CGContext? {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: bits, bytesPerRow: bytesPerRow,
            space: space ?? rgb, bitmapInfo: info)
    }

    @Test func ownMemoryIsZeroedAndRowsArePacked() throws {
        let context = try #require(make(width: 5, height: 3, info: CGImageAlphaInfo.premultipliedLast.rawValue))
        expectEqual(context.width, 5)
        expectEqual(context.height, 3)
        expectEqual(context.bytesPerRow, 20)
        expectEqual(context.bitsPerComponent, 8)
        expectEqual(context.bitsPerPixel, 32)
        expectEqual(context.alphaInfo, .premultipliedLast)
        let data = try #require(context.data)
        #expect((0..<60).allSatisfy { data.load(fromByteOffset: $0, as: UInt8.self) == 0 })
    }

    @Test func rejectedParameters() {
        let premultiplied = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(make(width: 0, info: premultiplied) == nil)
        #expect(make(width: -3, info: premultiplied) == nil)
        #expect(make(height: 0, info: premultiplied) == nil)
        #expect(make(bits: 16, info: premultiplied) == nil)
        #expect(make(bytesPerRow: 15, info: premultiplied) == nil)  // 4 pixels need 16 bytes
        #expect(make(space: CGColorSpaceCreateDeviceGray(), info: premultiplied) == nil)
        for alpha in [CGImageAlphaInfo.none, .last, .first, .alphaOnly] {
            #expect(make(info: alpha.rawValue) == nil)
        }
        #expect(make(info: premultiplied | CGBitmapInfo.byteOrder16Little.rawValue) == nil)
        #expect(make(info: premultiplied | CGBitmapInfo.floatComponents.rawValue) == nil)
        #expect(make(info: 9) == nil)  // not an alpha info
        #expect(make(width: Int.max / 2, info: premultiplied) == nil)  // row size overflows
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                bitmapInfo: CGBitmapInfo(rawValue: premultiplied)) == nil)
    }

    @Test func bitmapInfoOverloadMatchesTheRawForm() throws {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        let context = try #require(
            CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info)
        )
        expectEqual(context.bitmapInfo, info)
        expectEqual(context.alphaInfo, .premultipliedFirst)
    }

    /// Opaque orange-ish (r 255, g 128, b 0) in each accepted format, byte by byte in memory.
    @Test(arguments: [
        (CGImageAlphaInfo.premultipliedLast.rawValue, [UInt8]([255, 128, 0, 255])),
        (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue, [255, 128, 0, 255]),
        (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [255, 0, 128, 255]),
        (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 128, 0]),
        (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 128, 255, 255]),
        (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 128, 0, 255]),
        (CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 128, 255, 255])
    ])
    func channelOrderInMemory(info: UInt32, expected: [UInt8]) throws {
        let context = try #require(make(width: 1, height: 1, info: info))
        context.setFillColor(CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let data = try #require(context.data)
        expectEqual((0..<4).map { data.load(fromByteOffset: $0, as: UInt8.self) }, expected)
        // Whatever the layout, the image comes back as RGBA.
        expectEqual(context.makeImage()?._premultipliedRGBA, [255, 128, 0, 255])
    }

    @Test func paddedFormatsMakeOpaqueImages() throws {
        let context = try #require(make(width: 1, height: 1, info: CGImageAlphaInfo.noneSkipLast.rawValue))
        let image = try #require(context.makeImage())
        expectEqual(image._premultipliedRGBA, [0, 0, 0, 255])
        expectEqual(image.alphaInfo, .noneSkipLast)
        expectEqual(make(info: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()?.alphaInfo, .premultipliedLast)
    }

    /// Drawing into caller memory with padded rows: pixels land `bytesPerRow` apart, the top
    /// row first, and padding bytes are never written.
    @Test func callerMemoryWithPaddedRows() throws {
        let bytesPerRow = 16
        let height = 2
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 1)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 7, count: bytesPerRow * height)
        let context = try #require(
            CGContext(
                data: memory, width: 3, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        expectEqual(context.data, memory)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 1, width: 3, height: 1))  // the top row (y-up)
        let bytes = (0..<(bytesPerRow * height)).map { memory.load(fromByteOffset: $0, as: UInt8.self) }
        expectEqual(Array(bytes[0..<12]), [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255])
        #expect(Array(bytes[12..<16]) == [7, 7, 7, 7])  // padding untouched
        #expect(Array(bytes[16..<32]) == Array(repeating: 7, count: 16))  // bottom row untouched
    }

    @Test func colorSpaces() {
        expectEqual(CGColorSpace(name: CGColorSpace.sRGB)?.model, .rgb)
        expectEqual(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents, 3)
        expectEqual(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model, .monochrome)
        expectEqual(CGColorSpace(name: "kCGColorSpaceDisplayP3"), nil)
        expectEqual(CGColorSpaceCreateDeviceRGB().name, "kCGColorSpaceDeviceRGB")
        expectEqual(CGColorSpaceCreateDeviceRGB(), CGColorSpaceCreateDeviceRGB())
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpace(name: CGColorSpace.sRGB))
        // A context over an sRGB space draws like one over device RGB.
        #expect(
            make(space: CGColorSpace(name: CGColorSpace.sRGB), info: CGImageAlphaInfo.premultipliedLast.rawValue) != nil
        )
    }

    /// Apple's raw values, from CGImage.h.
    @Test func rawValues() {
        expectEqual(CGImageAlphaInfo.premultipliedLast.rawValue, 1)
        expectEqual(CGImageAlphaInfo.premultipliedFirst.rawValue, 2)
        expectEqual(CGImageAlphaInfo.noneSkipLast.rawValue, 5)
        expectEqual(CGImageAlphaInfo.noneSkipFirst.rawValue, 6)
        expectEqual(CGBitmapInfo.alphaInfoMask.rawValue, 0x1F)
        expectEqual(CGBitmapInfo.byteOrderMask.rawValue, 0x7000)
        expectEqual(CGBitmapInfo.byteOrder32Little.rawValue, 0x2000)
        expectEqual(CGBitmapInfo.byteOrder32Big.rawValue, 0x4000)
        expectEqual(CGBlendMode.plusLighter.rawValue, 27)
        expectEqual(CGBlendMode.clear.rawValue, 16)
        expectEqual(CGInterpolationQuality.medium.rawValue, 4)
        expectEqual(CGPathDrawingMode.eoFillStroke.rawValue, 4)
    }
}
