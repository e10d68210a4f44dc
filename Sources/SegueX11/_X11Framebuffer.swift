import CX11
import Foundation
import OpenUIKit

/// The window's pixels: an XImage the software renderer draws into directly, in shared memory
/// when the server offers MIT-SHM (`XShmPutImage`), otherwise in this process's memory
/// (`XPutImage`, which copies the pixels through the connection).
///
/// The image is 32-bit BGRX — how a 24-bit true-colour visual lays out pixels in memory on a
/// little-endian machine — and the bitmap context over it is `noneSkipFirst` with
/// `byteOrder32Little`, so rendering writes the bytes the server reads.
///
/// In debug mode the image is taller than the screen by the debugger's hint strip: one bitmap
/// context covers the screen's rows, another the strip's rows below them, over the same memory,
/// and a blit sends both.
final class _X11Framebuffer {
    /// The screen's size in pixels (the strip's rows not included).
    let width: Int, height: Int
    /// The rows of the strip below the screen (0: no strip).
    let stripHeight: Int
    /// Whether the pixels live in shared memory.
    let sharesMemory: Bool
    /// A bitmap context over the screen's pixels.
    let context: CGContext
    /// A bitmap context over the strip's pixels (nil without a strip).
    let stripContext: CGContext?

    /// The window's height in pixels: the screen's and the strip's rows.
    var windowHeight: Int { height + stripHeight }

    private let connection: _X11Connection
    private let image: UnsafeMutablePointer<XImage>
    private var segment = XShmSegmentInfo()

    /// Makes an image of `width × height` pixels with `stripHeight` rows more below them;
    /// tries shared memory first when offered.
    init(connection: _X11Connection, width: Int, height: Int, stripHeight: Int = 0) throws {
        self.connection = connection
        self.width = width
        self.height = height
        let strip = max(0, stripHeight)
        let imageHeight = height + strip
        self.stripHeight = strip
        var shared: UnsafeMutablePointer<XImage>?
        if connection.offersSharedMemory {
            shared = Self.makeSharedImage(connection, width: width, height: imageHeight, segment: &segment)
        }
        if let shared {
            image = shared
            sharesMemory = true
        } else {
            let bytes = width * imageHeight * 4
            guard let pixels = malloc(bytes),
                let plain = XCreateImage(
                    connection.display, connection.visual, UInt32(connection.depth), ZPixmap, 0,
                    pixels.assumingMemoryBound(to: CChar.self), UInt32(width), UInt32(imageHeight), 32, 0)
            else { throw X11HostError.imageCreationFailed(width: width, height: imageHeight) }
            image = plain
            sharesMemory = false
        }
        let format = image.pointee
        guard format.bits_per_pixel == 32, format.byte_order == LSBFirst, format.red_mask == 0xFF0000,
            format.green_mask == 0xFF00, format.blue_mask == 0xFF
        else {
            let error = X11HostError.unsupportedVisual(
                depth: Int(connection.depth), bitsPerPixel: Int(format.bits_per_pixel))
            Self.destroy(image, connection: connection, segment: &segment, shared: sharesMemory)
            throw error
        }
        let info = CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let pixels = UnsafeMutableRawPointer(format.data)
        let rowBytes = Int(format.bytes_per_line)
        let screenContext = pixels.flatMap {
            Self.context(over: $0, firstRow: 0, rows: height, width: width, bytesPerRow: rowBytes, bitmapInfo: info)
        }
        let stripContext =
            strip == 0
            ? nil
            : pixels.flatMap {
                Self.context(
                    over: $0, firstRow: height, rows: strip, width: width, bytesPerRow: rowBytes, bitmapInfo: info)
            }
        guard let screenContext, strip == 0 || stripContext != nil else {
            Self.destroy(image, connection: connection, segment: &segment, shared: sharesMemory)
            throw X11HostError.imageCreationFailed(width: width, height: imageHeight)
        }
        context = screenContext
        self.stripContext = stripContext
    }

    /// A bitmap context over `rows` rows of `width` pixels, starting `firstRow` rows into
    /// `pixels`, whose rows are `bytesPerRow` apart (nil for no rows). The memory must outlive it.
    static func context(
        over pixels: UnsafeMutableRawPointer, firstRow: Int, rows: Int, width: Int,
        bytesPerRow: Int, bitmapInfo: UInt32
    ) -> CGContext? {
        CGContext(
            data: pixels + firstRow * bytesPerRow, width: width, height: rows, bitsPerComponent: 8,
            bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo)
    }

    /// Copies the pixels (the screen's and the strip's) to `window` and waits until the server
    /// has drawn them.
    func present(to window: Window, gc: GC) {
        if sharesMemory {
            XShmPutImage(connection.display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(windowHeight), 0)
        } else {
            XPutImage(connection.display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(windowHeight))
        }
        connection.sync()
    }

    deinit {
        Self.destroy(image, connection: connection, segment: &segment, shared: sharesMemory)
    }

    /// A shared-memory image, or nil when the segment cannot be made or attached.
    private static func makeSharedImage(
        _ connection: _X11Connection, width: Int, height: Int,
        segment: inout XShmSegmentInfo
    ) -> UnsafeMutablePointer<XImage>? {
        guard
            let image = XShmCreateImage(
                connection.display, connection.visual, UInt32(connection.depth), ZPixmap, nil,
                &segment, UInt32(width), UInt32(height))
        else { return nil }
        let bytes = Int(image.pointee.bytes_per_line) * height
        segment.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard segment.shmid >= 0, let address = shmat(segment.shmid, nil, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            if segment.shmid >= 0 { shmctl(segment.shmid, IPC_RMID, nil) }
            image.pointee.data = nil
            _ = segue_XDestroyImage(image)
            return nil
        }
        segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.readOnly = 0
        image.pointee.data = segment.shmaddr
        _ = connection.sync()
        XShmAttach(connection.display, &segment)
        let refused = connection.sync() != 0
        // Marked for removal now: the segment goes when both sides have detached.
        shmctl(segment.shmid, IPC_RMID, nil)
        if refused {
            shmdt(address)
            image.pointee.data = nil
            _ = segue_XDestroyImage(image)
            return nil
        }
        return image
    }

    private static func destroy(
        _ image: UnsafeMutablePointer<XImage>, connection: _X11Connection,
        segment: inout XShmSegmentInfo, shared: Bool
    ) {
        if shared {
            XShmDetach(connection.display, &segment)
            connection.sync()
            shmdt(segment.shmaddr)
            image.pointee.data = nil
        }
        _ = segue_XDestroyImage(image)  // frees the malloc'd pixels of a plain image
    }
}
